import { produtoPagePath, nomeComVariacao, precoDeLista, reaisToCents, type CatalogoResponse, type ProdutoPublico } from '@vitrine/shared';
import { CSV_FEED, escreverCsv } from '@vitrine/shared/csv';
import type { DetalhesDosProdutos } from '../../model/catalogo-inteiro.js';

/**
 * A shop's product feeds (issue 32): the same catalogue customers see, in the two formats the
 * channels read on a schedule. Meta's Commerce Manager (the shop's Instagram and WhatsApp
 * catalogue) takes a CSV data feed; Google Merchant Center an RSS 2.0 feed with its `g:`
 * namespace. One item per product the catalogue lists (it lists only active ones); sold out is
 * "out of stock". A product with a grade (issue 30) is one item per variant, grouped by the
 * product's id (item_group_id), with its size and colour when its axes are named so. Every price
 * is the lowest a customer can pay (precoDeLista): a flavour-priced pizza is listed at its
 * cheapest flavour, as its card says "a partir de", never at its base of R$ 0.
 */

/** One product as both feeds tell it; URLs absolute. */
export interface ItemDoFeed {
  id: string;
  titulo: string;
  descricao: string;
  disponivel: boolean;
  /** `12.50 BRL`. */
  preco: string;
  /** The promotional price when the product is on sale, else null. */
  preco_promocional: string | null;
  link: string;
  /** The largest stored size (uploads keep the 800 px copy's URL); '' without a picture. */
  imagem: string;
  marca: string;
  /** A variant's product id (the channels show the variants as one product); '' for a product without a grade. */
  grupo: string;
  tamanho: string;
  cor: string;
}

/** Whether the feeds need a product's page: its grade's items, or its choices' prices. */
export const precisaDoDetalhe = (produto: ProdutoPublico) => Boolean(produto.variacoes_resumo) || (produto.a_partir_de ?? null) !== null;

/** Which axis of a grade is the size and which the colour, by the names shops give them. */
const TAMANHO = /tamanho|numera|medida|size/i;
const COR = /^cor(es)?$|estampa|color/i;

/** Meta and Google both want the amount with a dot and the ISO currency. */
const precoDoFeed = (reais: number) => `${(reaisToCents(reais) / 100).toFixed(2)} BRL`;
/** An item's price and sale price: the lowest a customer can pay, with and without the promotion. */
function precosDoFeed(produto: Parameters<typeof precoDeLista>[0]): Pick<ItemDoFeed, 'preco' | 'preco_promocional'> {
  const { preco, promocional } = precoDeLista(produto);
  return { preco: precoDoFeed(preco), preco_promocional: promocional === null ? null : precoDoFeed(promocional) };
}
const absoluta = (origem: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origem}${url.startsWith('/') ? '' : '/'}${url}`);
/** Channels show one line of title; descriptions may hold line breaks (CSV quoting and XML keep them). */
const umaLinha = (texto: string) => texto.replace(/\s+/g, ' ').trim();

export function itensDoFeed(
  catalogo: CatalogoResponse,
  produtos: ProdutoPublico[],
  origem: string,
  /** The product pages of the products whose price the card alone cannot give (precisaDoDetalhe). */
  detalhes: DetalhesDosProdutos = new Map(),
): ItemDoFeed[] {
  const { loja } = catalogo;
  return produtos.flatMap((produto) => {
    const detalhe = detalhes.get(produto.id);
    const item: ItemDoFeed = {
      id: produto.id,
      titulo: umaLinha(produto.nome),
      // Both channels refuse an item without a description: the name stands in.
      descricao: produto.descricao.trim() || umaLinha(produto.nome),
      disponivel: !produto.esgotado,
      // Without its page, no choice changes the price (the card says so): the price and the promotion as listed.
      ...precosDoFeed(detalhe ?? { ...produto, opcoes: [] }),
      link: `${origem}${produtoPagePath(loja.lojista_id, loja.subdominio, produto.id)}`,
      imagem: produto.imagem_url ? absoluta(origem, produto.imagem_url) : '',
      marca: umaLinha(loja.nome_loja),
      grupo: '',
      tamanho: '',
      cor: '',
    };
    if (!detalhe?.variacoes) return [item];
    const grade = detalhe.variacoes;
    const eixo = (padrao: RegExp) => grade.eixos.findIndex((candidato) => padrao.test(candidato.nome.trim()));
    const [tamanho, cor] = [eixo(TAMANHO), eixo(COR)];
    return grade.itens.map((variacao) => ({
      ...item,
      id: `${produto.id}-${variacao.id}`,
      titulo: umaLinha(nomeComVariacao(produto.nome, variacao)),
      disponivel: !produto.esgotado && !variacao.esgotado,
      // A variant's own price has no promotion; without one it is the product's, promotion included.
      ...precosDoFeed({ ...detalhe, variacoes: { itens: [{ ...variacao, esgotado: false }] } }),
      imagem: variacao.imagem_url ? absoluta(origem, variacao.imagem_url) : item.imagem,
      grupo: produto.id,
      tamanho: variacao.valores[tamanho] ?? '',
      cor: variacao.valores[cor] ?? '',
    }));
  });
}

const COLUNAS_META = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'size',
  'color',
];

/**
 * Meta's catalogue data feed: a header row and one row per product, comma-separated, every cell
 * quoted when it holds a comma, a quote or a line break (RFC 4180, what Commerce Manager parses).
 * Written by the product's one CSV writer: anyone may download it and open it in a spreadsheet,
 * so a product named `=HYPERLINK(…)` reaches it as text, not as a formula.
 */
export function feedMeta(itens: ItemDoFeed[]): string {
  const linhas = itens.map((item) => [
    item.id,
    item.titulo,
    item.descricao,
    item.disponivel ? 'in stock' : 'out of stock',
    'new',
    item.preco,
    item.preco_promocional ?? '',
    item.link,
    item.imagem,
    item.marca,
    item.grupo,
    item.tamanho,
    item.cor,
  ]);
  return escreverCsv([COLUNAS_META, ...linhas], CSV_FEED);
}

/** Characters XML 1.0 cannot carry at all (control characters a pasted text may hold): dropped. */
// eslint-disable-next-line no-control-regex
const FORA_DO_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (texto: string) => texto.replace(FORA_DO_XML, '').replace(/[&<>"']/g, (char) => ENTIDADES[char]!);

/** Google Merchant Center's RSS 2.0 product feed: the channel is the shop, an item per product. */
export function feedGoogle(itens: ItemDoFeed[], canal: { titulo: string; link: string; descricao: string }): string {
  const campo = (nome: string, valor: string) => `      <${nome}>${escapeXml(valor)}</${nome}>`;
  const itemXml = (item: ItemDoFeed) =>
    [
      '    <item>',
      campo('g:id', item.id),
      campo('g:title', item.titulo),
      campo('g:description', item.descricao),
      campo('g:link', item.link),
      ...(item.imagem ? [campo('g:image_link', item.imagem)] : []),
      campo('g:availability', item.disponivel ? 'in_stock' : 'out_of_stock'),
      campo('g:price', item.preco),
      ...(item.preco_promocional ? [campo('g:sale_price', item.preco_promocional)] : []),
      campo('g:condition', 'new'),
      campo('g:brand', item.marca),
      ...(item.grupo ? [campo('g:item_group_id', item.grupo)] : []),
      ...(item.tamanho ? [campo('g:size', item.tamanho)] : []),
      ...(item.cor ? [campo('g:color', item.cor)] : []),
      '    </item>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(canal.titulo)}</title>`,
    `    <link>${escapeXml(canal.link)}</link>`,
    `    <description>${escapeXml(canal.descricao)}</description>`,
    ...itens.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
