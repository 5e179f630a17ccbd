import { reaisToCents } from '@vitrine/shared/money';
import {
  acrescimoDoItemDoCombo,
  PESO_MAX_GRAMAS,
  precoDaVariacao,
  precoDoPeso,
  precoDosSabores,
  REGRAS_PRECO,
  type RegraPreco,
} from '@vitrine/shared/produto';

/**
 * The customer's cart for one shop (spec §3 cart line, §4 Cart), as pure functions over plain data
 * so that the store can keep it in localStorage and the rules can be tested without a browser.
 */

/**
 * One group's choices on a line, with their names and prices as they were when added. A flavours
 * group (issue 30) has `fracoes` (its choices named "½ Calabresa") and the shop's rule, which
 * prices it.
 */
export interface OpcaoDaLinha {
  grupo_id: string;
  grupo: string;
  itens: { id: string; nome: string; preco: number }[];
  fracoes?: true;
  regra_preco?: RegraPreco;
}

/** The variant of a product with a grade (issue 30): its id for the order, its values for the name, its own price (null: the product's). */
export interface VariacaoDaLinha {
  id: string;
  valores: string[];
  preco: number | null;
}

/**
 * One item of a combo's line as chosen on the combo's page (issue 47): its name with its variant,
 * its units in one combo, its variant and its choices (which apply to each of those units).
 */
export interface ItemDoComboDaLinha {
  produto_id: string;
  nome: string;
  quantidade: number;
  variacao?: VariacaoDaLinha;
  opcoes: OpcaoDaLinha[];
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
  /** A product with a grade: the variant chosen ("M / Preto"). */
  variacao?: VariacaoDaLinha;
  /** A product sold by kg: the weight asked; the line is one piece of it (quantidade 1), priced for that weight. */
  gramas?: number;
  /** A combo (issue 47): its items as chosen. */
  combo?: ItemDoComboDaLinha[];
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

/** The server's limit per line (PEDIDO_MAX_QUANTIDADE in shared/src/pedido/schema.ts, kept out of this bundle with its zod schema). */
export const QUANTIDADE_MAX = 99;

export const EMPTY_CARRINHO: Carrinho = { linhas: [] };

/** A product as the catalogue lists it: its price is the promotional one when set. */
export interface ProdutoNoCarrinho {
  id: string;
  nome: string;
  preco: number;
  preco_promocional?: number | null;
  imagem_url?: string;
  /** 'kg': `preco` is per kg. */
  unidade?: 'un' | 'kg';
}

/** What the customer chose on the product page; nothing for a product without options. */
export interface Escolha {
  opcoes: OpcaoDaLinha[];
  observacao: string;
  variacao?: VariacaoDaLinha;
  /** The variant's own picture, when it has one: the cart shows it instead of the product's. */
  imagem_url?: string;
  gramas?: number;
  combo?: ItemDoComboDaLinha[];
}

const SEM_ESCOLHA: Escolha = { opcoes: [], observacao: '' };

const clamp = (quantidade: number) => Math.min(QUANTIDADE_MAX, Math.max(0, Math.trunc(quantidade)));

/**
 * The line's identity: the product alone when nothing was chosen (so carts kept before options
 * read the same), else the product with its choices in a fixed order and its note.
 */
export function chaveDaLinha(id: string, { opcoes, observacao, variacao, gramas, combo }: Omit<Escolha, 'imagem_url'>): string {
  if (opcoes.length === 0 && !observacao && !variacao && !gramas && !combo?.length) return id;
  // Before issue 30 a line was [id, choices, note]: those lines keep their keys.
  const chave: unknown[] = [id, chaveDasOpcoes(opcoes), observacao];
  if (variacao || gramas || combo?.length) chave.push(variacao?.id ?? '', gramas ?? 0);
  // A combo's items chosen differently (issue 47) are another line.
  if (combo?.length) chave.push(combo.map((item) => [item.produto_id, item.variacao?.id ?? '', chaveDasOpcoes(item.opcoes)]));
  return JSON.stringify(chave);
}

/** A line's (or a combo item's) choices in a fixed order, by id. */
const chaveDasOpcoes = (opcoes: OpcaoDaLinha[]) =>
  opcoes
    .map(
      ({ grupo_id, itens }) =>
        `${grupo_id}:${itens
          .map((item) => item.id)
          .sort()
          .join(',')}`,
    )
    .sort()
    .join(';');

/** What a group of choices adds, in cents: a flavours group by its rule, any other the sum of its choices. */
const precoDoGrupo = (grupo: OpcaoDaLinha) => {
  const precos = grupo.itens.map((item) => reaisToCents(item.preco));
  return grupo.fracoes ? precoDosSabores(grupo.regra_preco, precos) : precos.reduce((soma, preco) => soma + preco, 0);
};

/**
 * The unit price, as the server computes it: the variant's price (its own, else the product's,
 * promotional when set), or for a weight the price per kg times the weight, plus the choices.
 */
const precoDaLinha = (
  produto: ProdutoNoCarrinho,
  { opcoes, variacao, gramas, combo = [] }: Pick<Escolha, 'opcoes' | 'variacao' | 'gramas' | 'combo'>,
) => {
  const base = reaisToCents(
    precoDaVariacao({ preco: produto.preco, preco_promocional: produto.preco_promocional ?? null }, variacao ?? null),
  );
  const linha = gramas ? precoDoPeso(base, gramas) : base;
  return (
    (linha +
      opcoes.reduce((soma, grupo) => soma + precoDoGrupo(grupo), 0) +
      combo.reduce((soma, item) => soma + acrescimoDoItem(item), 0)) /
    100
  );
};

/** What a combo's item adds (issue 47, the server's acrescimoDoItemDoCombo): its choices times its units, a pizza's flavours nothing. */
export const acrescimoDoItem = (item: ItemDoComboDaLinha) =>
  acrescimoDoItemDoCombo(
    item.opcoes.map((grupo) => ({
      ...grupo,
      itens: grupo.itens.map((escolhido) => ({ ...escolhido, preco_centavos: reaisToCents(escolhido.preco) })),
    })),
    item.quantidade,
  );

/**
 * Adds `quantidade` of a product with its choices and note: the same product chosen the same way
 * has its quantity increased (spec §4); chosen differently, it is a line of its own.
 */
export function addProduto(carrinho: Carrinho, produto: ProdutoNoCarrinho, quantidade = 1, escolha: Escolha = SEM_ESCOLHA): Carrinho {
  const observacao = escolha.observacao.trim();
  const { opcoes, variacao, gramas, combo } = escolha;
  const chave = chaveDaLinha(produto.id, { opcoes, observacao, variacao, gramas, combo });
  const existente = carrinho.linhas.find((linha) => linha.chave === chave);
  // The same weight of the same cut again: one line of both weights (the order has no quantity for a weight).
  if (gramas && existente?.gramas) {
    const somados = Math.min(PESO_MAX_GRAMAS, existente.gramas + gramas);
    const sem = { ...carrinho, linhas: carrinho.linhas.filter((linha) => linha !== existente) };
    return somados === existente.gramas ? carrinho : addProduto(sem, produto, 1, { ...escolha, gramas: somados });
  }
  const atualizada = {
    chave,
    id: produto.id,
    nome: produto.nome,
    preco: precoDaLinha(produto, { opcoes, variacao, gramas, combo }),
    imagem_url: escolha.imagem_url || produto.imagem_url || undefined,
    opcoes,
    observacao,
    ...(variacao && { variacao }),
    ...(gramas && { gramas }),
    ...(combo?.length && { combo }),
  };
  if (gramas) return { ...carrinho, linhas: [...carrinho.linhas, { ...atualizada, quantidade: 1 }] };
  const linhas = existente
    ? carrinho.linhas.map((linha) => (linha.chave === chave ? { ...atualizada, quantidade: clamp(linha.quantidade + quantidade) } : linha))
    : [...carrinho.linhas, { ...atualizada, quantidade: clamp(quantidade) }];
  return { ...carrinho, linhas: linhas.filter((linha) => linha.quantidade > 0) };
}

/** Sets a line's quantity (by its `chave`); zero or less removes the line (spec §4). A weighed line is one piece: it stays at 1. */
export function setQuantidade(carrinho: Carrinho, chave: string, quantidade: number): Carrinho {
  const linhas =
    quantidade <= 0
      ? carrinho.linhas.filter((linha) => linha.chave !== chave)
      : carrinho.linhas.map((linha) => (linha.chave === chave && !linha.gramas ? { ...linha, quantidade: clamp(quantidade) } : linha));
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
    // A variant's own picture is not in the listing: the line keeps it.
    const imagem_url = linha.variacao ? linha.imagem_url : produto.imagem_url || undefined;
    const preco = precoDaLinha(produto, linha);
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

/** What the server orders from: each line (product, variant, weight, choices, note) and its quantity. */
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
    const regra = REGRAS_PRECO.find((candidata) => candidata === grupo.regra_preco);
    opcoes.push({
      grupo_id: grupo.grupo_id,
      grupo: grupo.grupo,
      itens: itens.map(({ id, nome, preco }) => ({ id, nome, preco })),
      ...(grupo.fracoes === true && { fracoes: true as const, regra_preco: regra ?? 'media' }),
    });
  }
  return opcoes;
}

/** A stored line's variant: absent (no grade), the variant, or null when malformed (the line is then dropped). */
function parseVariacao(valor: unknown): VariacaoDaLinha | undefined | null {
  if (valor === undefined) return undefined;
  if (!isRecord(valor) || !isTexto(valor.id) || !Array.isArray(valor.valores) || !valor.valores.every(isTexto)) return null;
  const preco = valor.preco === null || (typeof valor.preco === 'number' && Number.isFinite(valor.preco)) ? valor.preco : undefined;
  if (preco === undefined) return null;
  return { id: valor.id, valores: valor.valores, preco };
}

/** A stored line's combo items (issue 47): absent (no combo), the items, or null when any is malformed. */
function parseCombo(valor: unknown): ItemDoComboDaLinha[] | undefined | null {
  if (valor === undefined) return undefined;
  if (!Array.isArray(valor)) return null;
  const itens: ItemDoComboDaLinha[] = [];
  for (const item of valor) {
    if (!isRecord(item) || !isTexto(item.produto_id) || typeof item.nome !== 'string') return null;
    if (typeof item.quantidade !== 'number' || !Number.isInteger(item.quantidade) || item.quantidade < 1) return null;
    const opcoes = parseOpcoes(item.opcoes);
    const variacao = parseVariacao(item.variacao);
    if (!opcoes || variacao === null) return null;
    itens.push({ produto_id: item.produto_id, nome: item.nome, quantidade: item.quantidade, opcoes, ...(variacao && { variacao }) });
  }
  return itens;
}

/** A stored line's weight: absent (sold by unit), the grams, or null when malformed. */
function parseGramas(valor: unknown): number | undefined | null {
  if (valor === undefined) return undefined;
  return typeof valor === 'number' && Number.isInteger(valor) && valor > 0 && valor <= PESO_MAX_GRAMAS ? valor : null;
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
    const variacao = parseVariacao(linha.variacao);
    const gramas = parseGramas(linha.gramas);
    const combo = parseCombo(linha.combo);
    if (!opcoes || variacao === null || gramas === null || combo === null) continue;
    // The key is computed again: a line is what it holds, whatever key a hand edit wrote.
    const chave = chaveDaLinha(id, { opcoes, observacao, variacao, gramas, combo });
    if (typeof quantidade !== 'number' || clamp(quantidade) < 1 || linhas.some((outra) => outra.chave === chave)) continue;
    linhas.push({
      chave,
      id,
      nome,
      preco,
      quantidade: gramas ? 1 : clamp(quantidade),
      ...(isTexto(imagem_url) && { imagem_url }),
      opcoes,
      observacao,
      ...(variacao && { variacao }),
      ...(gramas && { gramas }),
      ...(combo?.length && { combo }),
    });
  }
  const pendente = dados.pendente;
  const valido = isRecord(pendente) && typeof pendente.chave === 'string' && typeof pendente.assinatura === 'string';
  return valido ? { linhas, pendente: { chave: pendente.chave as string, assinatura: pendente.assinatura as string } } : { linhas };
}
