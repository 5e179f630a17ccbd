import { formatBRL, reaisToCents } from './money.js';

/**
 * A product's options, promotional price and availability (issue 13), as pure functions with no
 * zod, so that the public app (`@vitrine/shared/produto`), the owner's form and the order's
 * transaction compute the same unit price and give the same refusals. Prices are in reais here,
 * as the API speaks them; the sums are done in cents.
 */

export const IMAGENS_MAX = 5;
export const OPCOES_MAX_GRUPOS = 10;
export const OPCOES_MAX_ITENS = 20;
/** The largest stock a product may track. */
export const ESTOQUE_MAX = 1_000_000;
export const OBSERVACAO_ITEM_MAX = 140;
/**
 * Units of one product an order may take when the owner set no maximum and tracks its stock: one
 * anonymous order can no longer sell a shop out (issue 24). Without tracked stock, only the
 * order's own caps apply (PEDIDO_MAX_UNIDADES).
 */
export const MAXIMO_POR_PEDIDO_PADRAO = 10;
/** Products the owner may suggest with one ("Peça também", issue 29): the cart shows up to this many. */
export const SUGESTOES_MAX = 3;

/** One choice of a group, like "Grande" (+ R$ 5,00). `id` is the server's, stable across edits. */
export interface OpcaoItem {
  id: string;
  nome: string;
  /** Added to the unit price when chosen; 0 for a free choice. */
  preco: number;
}

/** A group of choices, like "Tamanho": the customer picks from `min` to `max` of its `itens`. */
export interface OpcaoGrupo {
  id: string;
  nome: string;
  /** 0: optional; 1 or more: required. */
  min: number;
  max: number;
  itens: OpcaoItem[];
}

/** What a customer chose in one group of an order line: ids of the product's groups and choices. */
export interface EscolhaDeOpcoes {
  grupo: string;
  itens: string[];
}

/** The group's rule in plain words, for the owner's form and the customer's product page. */
export function regraDoGrupo({ min, max }: Pick<OpcaoGrupo, 'min' | 'max'>): string {
  if (min === 0) return max === 1 ? 'Opcional, escolha até 1' : `Opcional, escolha até ${max}`;
  if (min === max) return `Obrigatório, escolha ${min}`;
  return `Obrigatório, escolha de ${min} a ${max}`;
}

/** The price fields every product shape has (owner's, public, stored as reais). */
export interface PrecoDoProduto {
  nome: string;
  preco: number;
  /** Below `preco` when set: what orders charge. */
  preco_promocional: number | null;
  opcoes: OpcaoGrupo[];
}

/** The price charged before options: the promotional one when set. */
export const precoBase = (produto: Pick<PrecoDoProduto, 'preco' | 'preco_promocional'>) => produto.preco_promocional ?? produto.preco;

/**
 * The lowest unit price a customer can pay: the base price plus the cheapest choices each required
 * group demands. `variavel` is true when choices change the price, so the card says "a partir de".
 */
export function precoAPartirDe(produto: PrecoDoProduto): { preco: number; variavel: boolean } {
  let centavos = reaisToCents(precoBase(produto));
  let variavel = false;
  for (const grupo of produto.opcoes) {
    const precos = grupo.itens.map((item) => reaisToCents(item.preco)).sort((a, b) => a - b);
    if (precos.some((preco) => preco > 0)) variavel = true;
    centavos += precos.slice(0, grupo.min).reduce((soma, preco) => soma + preco, 0);
  }
  return { preco: centavos / 100, variavel };
}

/** A line's choices, resolved: the names to show and print, and the unit price in cents. */
export interface OpcoesResolvidas {
  ok: true;
  preco_unitario_centavos: number;
  /** In the product's group order; groups with nothing chosen are left out. */
  opcoes: { grupo_id: string; grupo: string; itens: { id: string; nome: string; preco_centavos: number }[] }[];
}

/**
 * Checks a line's choices against the product's groups (every group's min and max, each choice
 * belongs to its group, no group or choice twice) and prices it: base price plus the choices'.
 * The refusal names the product and the group, in the customer's words.
 */
export function resolveOpcoes(produto: PrecoDoProduto, escolhas: EscolhaDeOpcoes[] = []): OpcoesResolvidas | { ok: false; erro: string } {
  const invalida = { ok: false as const, erro: `Opção inválida em ${produto.nome}. Escolha de novo.` };
  const porGrupo = new Map<string, string[]>();
  for (const escolha of escolhas) {
    if (porGrupo.has(escolha.grupo) || new Set(escolha.itens).size !== escolha.itens.length) return invalida;
    porGrupo.set(escolha.grupo, escolha.itens);
  }
  if ([...porGrupo.keys()].some((id) => !produto.opcoes.some((grupo) => grupo.id === id))) return invalida;

  let centavos = reaisToCents(precoBase(produto));
  const opcoes: OpcoesResolvidas['opcoes'] = [];
  for (const grupo of produto.opcoes) {
    const ids = porGrupo.get(grupo.id) ?? [];
    if (ids.length < grupo.min) {
      const quantas = grupo.min === grupo.max ? `${grupo.min}` : `pelo menos ${grupo.min}`;
      return { ok: false, erro: `Escolha ${quantas} em “${grupo.nome}” de ${produto.nome}.` };
    }
    if (ids.length > grupo.max) return { ok: false, erro: `Escolha no máximo ${grupo.max} em “${grupo.nome}” de ${produto.nome}.` };
    const itens = [];
    for (const id of ids) {
      const item = grupo.itens.find((candidato) => candidato.id === id);
      if (!item) return invalida;
      itens.push({ id: item.id, nome: item.nome, preco_centavos: reaisToCents(item.preco) });
      centavos += reaisToCents(item.preco);
    }
    if (itens.length > 0) opcoes.push({ grupo_id: grupo.id, grupo: grupo.nome, itens });
  }
  return { ok: true, preco_unitario_centavos: centavos, opcoes };
}

/** "Tamanho: Grande · Adicionais: Bacon, Cheddar": a line's choices on one line (cart, order card, WhatsApp). */
export const descreverOpcoes = (opcoes: { grupo: string; itens: { nome: string }[] }[]) =>
  opcoes.map(({ grupo, itens }) => `${grupo}: ${itens.map((item) => item.nome).join(', ')}`).join(' · ');

/** "+ R$ 5,00" for a priced choice, '' for a free one. */
export const precoDaOpcao = (preco: number) => (preco > 0 ? `+ ${formatBRL(reaisToCents(preco))}` : '');

/**
 * The order refusals about availability (409): a product marked sold out, or one whose tracked
 * stock cannot cover the quantity. They name the product, and what is left.
 */
/** The units of the product one order may take: the owner's maximum, else 10 for a tracked stock, else no cap of its own (null). */
export const maximoPorPedido = ({ maximo_por_pedido, estoque }: { maximo_por_pedido: number | null; estoque: number | null }) =>
  maximo_por_pedido ?? (estoque === null ? null : MAXIMO_POR_PEDIDO_PADRAO);

/** 400 for an order over a product's maximum: it names the product and the maximum. */
export const acimaDoMaximoPorPedido = (nome: string, maximo: number) =>
  `Você pode pedir no máximo ${maximo} ${maximo === 1 ? 'unidade' : 'unidades'} de ${nome} por pedido.`;

export const produtoEsgotado = (nome: string) => `Produto esgotado: ${nome}.`;
export const estoqueInsuficiente = (nome: string, restam: number) =>
  restam <= 0
    ? produtoEsgotado(nome)
    : `Estoque insuficiente de ${nome}: ${restam === 1 ? 'resta 1 unidade' : `restam ${restam} unidades`}.`;
