import { reaisToCents } from '@vitrine/shared/money';

/**
 * The customer's cart for one shop (spec §3 cart line, §4 Cart), as pure functions over plain data
 * so that the store can keep it in localStorage and the rules can be tested without a browser.
 */

/** A cart line: the spec's id, nome, preco (reais) and quantidade, plus the picture for the sheet. */
export interface CarrinhoLine {
  id: string;
  nome: string;
  preco: number;
  quantidade: number;
  imagem_url?: string;
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

type ProdutoNoCarrinho = Pick<CarrinhoLine, 'id' | 'nome' | 'preco'> & { imagem_url?: string };

const clamp = (quantidade: number) => Math.min(QUANTIDADE_MAX, Math.max(0, Math.trunc(quantidade)));

/** Adds `quantidade` of a product: a product already in the cart has its quantity increased (spec §4). */
export function addProduto(carrinho: Carrinho, produto: ProdutoNoCarrinho, quantidade = 1): Carrinho {
  const { id, nome, preco } = produto;
  const imagem_url = produto.imagem_url || undefined;
  const existente = carrinho.linhas.find((linha) => linha.id === id);
  const linhas = existente
    ? carrinho.linhas.map((linha) =>
        linha.id === id ? { ...linha, nome, preco, imagem_url, quantidade: clamp(linha.quantidade + quantidade) } : linha,
      )
    : [...carrinho.linhas, { id, nome, preco, imagem_url, quantidade: clamp(quantidade) }];
  return { ...carrinho, linhas: linhas.filter((linha) => linha.quantidade > 0) };
}

/** Sets a line's quantity; zero or less removes the line (spec §4). */
export function setQuantidade(carrinho: Carrinho, id: string, quantidade: number): Carrinho {
  const linhas =
    quantidade <= 0
      ? carrinho.linhas.filter((linha) => linha.id !== id)
      : carrinho.linhas.map((linha) => (linha.id === id ? { ...linha, quantidade: clamp(quantidade) } : linha));
  return { ...carrinho, linhas };
}

/**
 * Refreshes names, prices and pictures from the catalogue just read, so the sheet's total is the
 * one the server will compute. Products the catalogue no longer lists stay: the server names them
 * when it refuses the order, and the customer decides.
 */
export function refreshFromCatalogo(carrinho: Carrinho, produtos: ProdutoNoCarrinho[]): Carrinho {
  const porId = new Map(produtos.map((produto) => [produto.id, produto]));
  let mudou = false;
  const linhas = carrinho.linhas.map((linha) => {
    const produto = porId.get(linha.id);
    if (!produto) return linha;
    const imagem_url = produto.imagem_url || undefined;
    if (produto.nome === linha.nome && produto.preco === linha.preco && imagem_url === linha.imagem_url) return linha;
    mudou = true;
    return { ...linha, nome: produto.nome, preco: produto.preco, imagem_url };
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

/** What the server orders from: each product and its quantity. */
function assinatura(linhas: CarrinhoLine[]): string {
  return linhas.map((linha) => `${linha.id}×${linha.quantidade}`).join(',');
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
    if (typeof id !== 'string' || !id || typeof nome !== 'string' || typeof preco !== 'number' || !Number.isFinite(preco)) continue;
    if (typeof quantidade !== 'number' || clamp(quantidade) < 1 || linhas.some((outra) => outra.id === id)) continue;
    linhas.push({ id, nome, preco, quantidade: clamp(quantidade), ...(typeof imagem_url === 'string' && imagem_url && { imagem_url }) });
  }
  const pendente = dados.pendente;
  const valido = isRecord(pendente) && typeof pendente.chave === 'string' && typeof pendente.assinatura === 'string';
  return valido ? { linhas, pendente: { chave: pendente.chave as string, assinatura: pendente.assinatura as string } } : { linhas };
}
