import { reaisToCents } from '@vitrine/shared/money';
import { precoBase } from '@vitrine/shared/produto';

/**
 * The customer's cart for one shop (spec §3 cart line, §4 Cart), as pure functions over plain data
 * so that the store can keep it in localStorage and the rules can be tested without a browser.
 */

/** One group's choices on a line, with their names and prices as they were when added. */
export interface OpcaoDaLinha {
  grupo_id: string;
  grupo: string;
  itens: { id: string; nome: string; preco: number }[];
}

/**
 * A cart line: the spec's id, nome, preco (reais, the unit price with the choices) and quantidade,
 * the picture for the sheet, and the choices and note that make it a line of its own (`chave`).
 */
export interface CarrinhoLine {
  /** The product, its choices and its note: the same product chosen differently is another line. */
  chave: string;
  id: string;
  nome: string;
  preco: number;
  quantidade: number;
  imagem_url?: string;
  opcoes: OpcaoDaLinha[];
  observacao: string;
}

/**
 * The order being sent: its Idempotency-Key and the lines it was made for. A retry of the same
 * lines reuses the key (the server answers the same order); any change to the cart makes a new one.
 */
export interface PendingPedido {
  chave: string;
  assinatura: string;
}

export interface Carrinho {
  linhas: CarrinhoLine[];
  pendente?: PendingPedido;
}

/** The server's limit per line (PEDIDO_MAX_QUANTIDADE in shared/public.ts, kept out of this bundle with its zod schema). */
export const QUANTIDADE_MAX = 99;

export const EMPTY_CARRINHO: Carrinho = { linhas: [] };

/** A product as the catalogue lists it: its price is the promotional one when set. */
export interface ProdutoNoCarrinho {
  id: string;
  nome: string;
  preco: number;
  preco_promocional?: number | null;
  imagem_url?: string;
}

/** What the customer chose on the product page; nothing for a product without options. */
export interface Escolha {
  opcoes: OpcaoDaLinha[];
  observacao: string;
}

const SEM_ESCOLHA: Escolha = { opcoes: [], observacao: '' };

const clamp = (quantidade: number) => Math.min(QUANTIDADE_MAX, Math.max(0, Math.trunc(quantidade)));

/**
 * The line's identity: the product alone when nothing was chosen (so carts kept before options
 * read the same), else the product with its choices in a fixed order and its note.
 */
export function chaveDaLinha(id: string, { opcoes, observacao }: Escolha): string {
  if (opcoes.length === 0 && !observacao) return id;
  const escolhas = opcoes
    .map(
      ({ grupo_id, itens }) =>
        `${grupo_id}:${itens
          .map((item) => item.id)
          .sort()
          .join(',')}`,
    )
    .sort()
    .join(';');
  return JSON.stringify([id, escolhas, observacao]);
}

/** The unit price: the product's (promotional when set) plus the prices of the choices. */
const precoDaLinha = (produto: ProdutoNoCarrinho, opcoes: OpcaoDaLinha[]) =>
  (reaisToCents(precoBase({ preco: produto.preco, preco_promocional: produto.preco_promocional ?? null })) +
    opcoes.reduce((soma, grupo) => soma + grupo.itens.reduce((doGrupo, item) => doGrupo + reaisToCents(item.preco), 0), 0)) /
  100;

/**
 * Adds `quantidade` of a product with its choices and note: the same product chosen the same way
 * has its quantity increased (spec §4); chosen differently, it is a line of its own.
 */
export function addProduto(carrinho: Carrinho, produto: ProdutoNoCarrinho, quantidade = 1, escolha: Escolha = SEM_ESCOLHA): Carrinho {
  const observacao = escolha.observacao.trim();
  const chave = chaveDaLinha(produto.id, { opcoes: escolha.opcoes, observacao });
  const atualizada = {
    chave,
    id: produto.id,
    nome: produto.nome,
    preco: precoDaLinha(produto, escolha.opcoes),
    imagem_url: produto.imagem_url || undefined,
    opcoes: escolha.opcoes,
    observacao,
  };
  const existente = carrinho.linhas.find((linha) => linha.chave === chave);
  const linhas = existente
    ? carrinho.linhas.map((linha) => (linha.chave === chave ? { ...atualizada, quantidade: clamp(linha.quantidade + quantidade) } : linha))
    : [...carrinho.linhas, { ...atualizada, quantidade: clamp(quantidade) }];
  return { ...carrinho, linhas: linhas.filter((linha) => linha.quantidade > 0) };
}

/** Sets a line's quantity (by its `chave`); zero or less removes the line (spec §4). */
export function setQuantidade(carrinho: Carrinho, chave: string, quantidade: number): Carrinho {
  const linhas =
    quantidade <= 0
      ? carrinho.linhas.filter((linha) => linha.chave !== chave)
      : carrinho.linhas.map((linha) => (linha.chave === chave ? { ...linha, quantidade: clamp(quantidade) } : linha));
  return { ...carrinho, linhas };
}

/**
 * Refreshes names, prices and pictures from the catalogue just read, so the sheet's total is the
 * one the server will compute: the product's price is refreshed, its choices keep the prices they
 * had when added (the catalogue does not list options; the server has the last word). Products the
 * catalogue no longer lists stay: the server names them when it refuses the order, and the customer decides.
 */
export function refreshFromCatalogo(carrinho: Carrinho, produtos: ProdutoNoCarrinho[]): Carrinho {
  const porId = new Map(produtos.map((produto) => [produto.id, produto]));
  let mudou = false;
  const linhas = carrinho.linhas.map((linha) => {
    const produto = porId.get(linha.id);
    if (!produto) return linha;
    const imagem_url = produto.imagem_url || undefined;
    const preco = precoDaLinha(produto, linha.opcoes);
    if (produto.nome === linha.nome && preco === linha.preco && imagem_url === linha.imagem_url) return linha;
    mudou = true;
    return { ...linha, nome: produto.nome, preco, imagem_url };
  });
  return mudou ? { ...carrinho, linhas } : carrinho;
}

export function countItens(linhas: CarrinhoLine[]): number {
  return linhas.reduce((soma, linha) => soma + linha.quantidade, 0);
}

export function lineTotalCentavos(linha: CarrinhoLine): number {
  return reaisToCents(linha.preco) * linha.quantidade;
}

export function totalCentavos(linhas: CarrinhoLine[]): number {
  return linhas.reduce((soma, linha) => soma + lineTotalCentavos(linha), 0);
}

/** What the server orders from: each line (product, choices, note) and its quantity. */
function assinatura(linhas: CarrinhoLine[]): string {
  return linhas.map((linha) => `${linha.chave}×${linha.quantidade}`).join(',');
}

/**
 * The Idempotency-Key for sending these lines: the pending one when the lines (and the checkout's
 * `detalhes`, when given) are those it was made for (a retry), else a new one. Returns the cart to
 * store (with the key) and the key.
 */
export function pedidoKey(carrinho: Carrinho, newKey: () => string, detalhes = ''): { carrinho: Carrinho; chave: string } {
  const atual = assinatura(carrinho.linhas) + detalhes;
  if (carrinho.pendente?.assinatura === atual) return { carrinho, chave: carrinho.pendente.chave };
  const pendente = { chave: newKey(), assinatura: atual };
  return { carrinho: { ...carrinho, pendente }, chave: pendente.chave };
}

const isRecord = (valor: unknown): valor is Record<string, unknown> => typeof valor === 'object' && valor !== null;
const isTexto = (valor: unknown): valor is string => typeof valor === 'string' && valor !== '';

/** A stored line's choices, or null when any of it is malformed (the line is then dropped). */
function parseOpcoes(valor: unknown): OpcaoDaLinha[] | null {
  if (valor === undefined) return [];
  if (!Array.isArray(valor)) return null;
  const opcoes: OpcaoDaLinha[] = [];
  for (const grupo of valor) {
    if (!isRecord(grupo) || !isTexto(grupo.grupo_id) || typeof grupo.grupo !== 'string' || !Array.isArray(grupo.itens)) return null;
    const itens = grupo.itens.filter(
      (item): item is OpcaoDaLinha['itens'][number] =>
        isRecord(item) &&
        isTexto(item.id) &&
        typeof item.nome === 'string' &&
        typeof item.preco === 'number' &&
        Number.isFinite(item.preco),
    );
    if (itens.length !== grupo.itens.length) return null;
    opcoes.push({ grupo_id: grupo.grupo_id, grupo: grupo.grupo, itens: itens.map(({ id, nome, preco }) => ({ id, nome, preco })) });
  }
  return opcoes;
}

/** A cart read back from storage: anything malformed (an old version, a hand edit) is dropped, never trusted. */
export function parseCarrinho(texto: string | null): Carrinho {
  if (!texto) return EMPTY_CARRINHO;
  let dados: unknown;
  try {
    dados = JSON.parse(texto);
  } catch {
    return EMPTY_CARRINHO;
  }
  if (!isRecord(dados) || !Array.isArray(dados.linhas)) return EMPTY_CARRINHO;
  const linhas: CarrinhoLine[] = [];
  for (const linha of dados.linhas) {
    if (!isRecord(linha)) continue;
    const { id, nome, preco, quantidade, imagem_url } = linha;
    if (!isTexto(id) || typeof nome !== 'string' || typeof preco !== 'number' || !Number.isFinite(preco)) continue;
    const opcoes = parseOpcoes(linha.opcoes);
    const observacao = typeof linha.observacao === 'string' ? linha.observacao.trim() : '';
    if (!opcoes) continue;
    // The key is computed again: a line is what it holds, whatever key a hand edit wrote.
    const chave = chaveDaLinha(id, { opcoes, observacao });
    if (typeof quantidade !== 'number' || clamp(quantidade) < 1 || linhas.some((outra) => outra.chave === chave)) continue;
    linhas.push({
      chave,
      id,
      nome,
      preco,
      quantidade: clamp(quantidade),
      ...(isTexto(imagem_url) && { imagem_url }),
      opcoes,
      observacao,
    });
  }
  const pendente = dados.pendente;
  const valido = isRecord(pendente) && typeof pendente.chave === 'string' && typeof pendente.assinatura === 'string';
  return valido ? { linhas, pendente: { chave: pendente.chave as string, assinatura: pendente.assinatura as string } } : { linhas };
}
