import {
  MINIMO_DE_AVALIACOES_PUBLICAS,
  catalogoPath,
  produtoPagePath,
  type CatalogoResponse,
  type LojaPublica,
  type ProdutoPublicoResponse,
} from '@vitrine/shared';

/**
 * What search engines read of a shop's pages (issue 32): schema.org JSON-LD for the server-drawn
 * HTML, so a result can show the shop's hours, prices and "Pedir on-line". Values are plain data:
 * html.ts escapes the script's text so no name can close it.
 */

const DIAS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The catalogue's first products in its offer list: enough for a rich result, not the whole shop. */
const OFERTAS_MAX = 20;

const disponibilidade = (esgotado: boolean) => `https://schema.org/${esgotado ? 'OutOfStock' : 'InStock'}`;
const preco = (reais: number) => reais.toFixed(2);
const absoluta = (origem: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origem}${url.startsWith('/') ? '' : '/'}${url}`);

/** The shop's public link, by its slug when it has one: the canonical URL of its pages. */
export const urlDaLoja = (origem: string, loja: Pick<LojaPublica, 'lojista_id' | 'subdominio'>) =>
  `${origem}${catalogoPath(loja.lojista_id, loja.subdominio)}`;

/** A product's page under the shop's public link: its canonical URL. */
export const urlDoProduto = (origem: string, loja: Pick<LojaPublica, 'lojista_id' | 'subdominio'>, produtoId: string) =>
  `${origem}${produtoPagePath(loja.lojista_id, loja.subdominio, produtoId)}`;

/** The shop's public review figures (issue 47; hidden reviews never count). */
export interface NotasDaLoja {
  media: number | null;
  total: number;
}

/**
 * The shop as a LocalBusiness, with its hours, price range and the first products as offers; from
 * MINIMO_DE_AVALIACOES_PUBLICAS public reviews on, its aggregateRating (as the catalogue shows it).
 */
export function dadosDaLoja({ loja, produtos }: CatalogoResponse, origem: string, notas?: NotasDaLoja | null): Record<string, unknown> {
  const url = urlDaLoja(origem, loja);
  const precos = produtos.map((produto) => produto.preco_promocional ?? produto.preco);
  const brl = (reais: number) => `R$ ${reais.toFixed(2).replace('.', ',')}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: loja.nome_loja,
    url,
    ...(loja.mensagem_personalizada && { description: loja.mensagem_personalizada }),
    ...(notas?.media != null &&
      notas.total >= MINIMO_DE_AVALIACOES_PUBLICAS && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: notas.media, reviewCount: notas.total, bestRating: 5, worstRating: 1 },
      }),
    ...(loja.logo_url && { image: absoluta(origem, loja.logo_url) }),
    ...(loja.whatsapp && { telephone: `+${loja.whatsapp.replace(/\D/g, '')}` }),
    ...(loja.endereco && { address: { '@type': 'PostalAddress', streetAddress: loja.endereco, addressCountry: 'BR' } }),
    ...(loja.atendimento?.horarios.length && {
      openingHoursSpecification: loja.atendimento.horarios.map(({ dia, abre, fecha }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DIAS[dia]}`,
        opens: abre,
        closes: fecha,
      })),
    }),
    ...(precos.length > 0 && { priceRange: `${brl(Math.min(...precos))} – ${brl(Math.max(...precos))}` }),
    ...(produtos.length > 0 && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: `Catálogo de ${loja.nome_loja}`,
        itemListElement: produtos.slice(0, OFERTAS_MAX).map((produto) => ({
          '@type': 'Offer',
          price: preco(produto.preco_promocional ?? produto.preco),
          priceCurrency: 'BRL',
          availability: disponibilidade(produto.esgotado),
          url: urlDoProduto(origem, loja, produto.id),
          itemOffered: {
            '@type': 'Product',
            name: produto.nome,
            ...(produto.imagem_url && { image: absoluta(origem, produto.imagem_url) }),
          },
        })),
      },
    }),
  };
}

/** A product page as a Product with its offer. */
export function dadosDoProduto({ produto, loja }: ProdutoPublicoResponse, origem: string): Record<string, unknown> {
  const url = urlDoProduto(origem, loja, produto.id);
  const imagens = produto.imagens.length > 0 ? produto.imagens : produto.imagem_url ? [produto.imagem_url] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: produto.nome,
    ...(produto.descricao && { description: produto.descricao }),
    ...(imagens.length > 0 && { image: imagens.map((imagem) => absoluta(origem, imagem)) }),
    sku: produto.id,
    brand: { '@type': 'Brand', name: loja.nome_loja },
    offers: {
      '@type': 'Offer',
      price: preco(produto.preco_promocional ?? produto.preco),
      priceCurrency: 'BRL',
      availability: disponibilidade(produto.esgotado),
      url,
      seller: { '@type': 'Organization', name: loja.nome_loja },
    },
  };
}
