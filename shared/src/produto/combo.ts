import type { OpcoesResolvidas, VariacaoItem } from './regras.js';
import { variacaoEsgotada } from './regras.js';

/**
 * Combos (issue 47): a product that sells other products of the shop together for its own price,
 * like "Combo Casal: 2 X-Burger + 1 Batata + 2 Refrigerante". Its items are plain products (no
 * combo inside a combo); their stock is what an order of the combo takes, and the combo is sold
 * out while any item is. On the combo's page the customer chooses each item's variant and
 * options; the choices apply to every unit of that item in the combo.
 */
export interface ItemDoCombo {
  produto_id: string;
  /** Units of the item in one combo. */
  quantidade: number;
}

export interface Combo {
  itens: ItemDoCombo[];
}

export const COMBO_ITENS_MAX = 10;
export const COMBO_QUANTIDADE_MAX = 20;
/** A combo sells at least two units together (two products, or two of one). */
export const COMBO_UNIDADES_MIN = 2;

export const COMBO_ITEM_INVALIDO = 'Item do combo inválido: escolha produtos da sua loja.';
export const COMBO_ITEM_REPETIDO = 'O mesmo produto foi escolhido mais de uma vez no combo: aumente a quantidade dele.';
export const COMBO_POUCOS_ITENS = `Um combo precisa de pelo menos ${COMBO_UNIDADES_MIN} unidades: escolha outro produto ou aumente a quantidade.`;
export const COMBO_DENTRO_DE_COMBO = (nome: string) => `${nome} já é um combo: um combo não pode ter outro combo dentro.`;
export const COMBO_PROPRIO = 'Um combo não pode conter a si mesmo.';
export const COMBO_ITEM_POR_PESO = (nome: string) => `${nome} é vendido por peso: um combo só leva produtos vendidos por unidade.`;
export const COMBO_SEM_GRADE = 'Um combo não tem grade própria: a grade é a dos seus itens, escolhida pelo cliente.';
export const COMBO_SEM_PESO = 'Um combo é vendido por unidade, não por peso.';
export const COMBO_SEM_ESTOQUE = 'Um combo não tem estoque próprio: o estoque é o dos seus itens.';
export const COMBO_ITEM_EM_COMBO = (combo: string) => `Este produto é item do combo ${combo}: tire-o do combo antes.`;

/** A line's refusal (409) when one item of the combo cannot be sold: it names the item. */
export const comboEsgotado = (combo: string, item: string) => `${combo} está esgotado: acabou ${item}.`;
/** A line's refusal (400) when an item's choice is missing or wrong: it names the item. */
export const escolhaNoCombo = (combo: string, erro: string) => `${combo}: ${erro}`;

/** Sold out as the catalogue shows it: marked, or its tracked stock at 0 (a grade's when every variant is). */
export const semEstoque = (produto: {
  esgotado: boolean;
  estoque: number | null;
  variacoes: { itens: (Pick<VariacaoItem, 'esgotado'> & Partial<Pick<VariacaoItem, 'estoque'>>)[] } | null;
}) => produto.esgotado || (produto.variacoes ? produto.variacoes.itens.every(variacaoEsgotada) : produto.estoque === 0);

/**
 * The first item that makes the combo unsellable, by its name ('' for an item deleted since), or
 * null: every item exists, is active and is not sold out.
 */
export function itemEsgotadoDoCombo<P extends Parameters<typeof semEstoque>[0] & { nome: string; ativo: boolean }>(
  combo: Combo,
  produtos: ReadonlyMap<string, P>,
): { nome: string } | null {
  for (const item of combo.itens) {
    const produto = produtos.get(item.produto_id);
    if (!produto) return { nome: '' };
    if (!produto.ativo || semEstoque(produto)) return { nome: produto.nome };
  }
  return null;
}

/**
 * What an item's choices add to one combo, in cents: its options' surcharges times its units. A
 * flavours group (a pizza's halves) adds nothing: the combo's price is the pizza's.
 */
export const acrescimoDoItemDoCombo = (opcoes: OpcoesResolvidas['opcoes'], quantidade: number) =>
  opcoes.filter((grupo) => !grupo.fracoes).reduce((soma, grupo) => soma + grupo.itens.reduce((s, item) => s + item.preco_centavos, 0), 0) *
  quantidade;

/** "2× X-Burger (Ponto: Ao ponto)": one item of a combo line as the ticket, the kitchen and the cart list it. */
export const descreverItemDoCombo = (item: { nome: string; quantidade: number }, opcoes: string) =>
  `${item.quantidade}× ${item.nome}${opcoes ? ` (${opcoes})` : ''}`;

/** "2× X-Burger, 1× Batata frita": what a combo holds, as the products spreadsheet and the printed menu say it. */
export const descreverItensDoCombo = (itens: { nome: string; quantidade: number }[]) =>
  itens.map((item) => descreverItemDoCombo(item, '')).join(', ');
