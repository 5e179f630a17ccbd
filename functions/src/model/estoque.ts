import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { estoqueInsuficiente, nomeComVariacao, variacaoEsgotada, type Unidade, type Variacoes } from '@vitrine/shared';
import type { PedidoItem } from './pedidos.js';
import { camposGuardados, produtoDoc, toProduto } from './produtos.js';

/**
 * The stocks orders move: a product's `estoque` field, or one variant's in its `variacoes`
 * (issue 30), of lojistas/{lojaId}/produtos/{id}: an integer ≥ 0 (units, or grams for a product sold
 * by weight), or null when the owner does not track it. Placing an order takes it (public-pedido),
 * cancelling gives it back and reinstating takes it again (owner-pedidos), always inside that
 * operation's transaction, so concurrent orders never sell more than there is.
 */

/** A stored stock: a whole number of units, or null (not tracked) for anything else, a product written before included. */
export const estoqueOf = (valor: unknown): number | null =>
  typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 ? valor : null;

/**
 * The catalogue shows "Esgotado" from a stock of 0, so it is republished only when a stock reaches
 * 0 or leaves it: never on every order, which would make the catalogue a hot document.
 */
export const cruzaZero = (antes: number, depois: number) => (antes === 0) !== (depois === 0);

export interface EstoqueDoProduto {
  nome: string;
  estoque: number | null;
  variacoes: Variacoes | null;
  /** 'kg': the stock is in grams. */
  unidade: Unidade;
}

/** What an order takes from one stock: a product's, or one of its variants'; units, or grams when weighed. */
export interface Baixa {
  produtoId: string;
  variacaoId: string | null;
  quantidade: number;
}

/**
 * The order's lines as what they take from each stock, over all of them. A combo's line (issue 47)
 * takes its items' stocks, each item's units in one combo times the line's combos, with the
 * variant chosen for it; the combo has no stock of its own. Summed per stock, so one product
 * ordered alone and in a combo is one move of its stock.
 */
export function baixasDoPedido(itens: Pick<PedidoItem, 'produto_id' | 'variacao_id' | 'quantidade' | 'gramas' | 'combo'>[]): Baixa[] {
  const baixas = new Map<string, Baixa>();
  const somar = (produtoId: string, variacaoId: string | null, quantidade: number) => {
    const chave = JSON.stringify([produtoId, variacaoId]);
    const baixa = baixas.get(chave) ?? { produtoId, variacaoId, quantidade: 0 };
    baixa.quantidade += quantidade;
    baixas.set(chave, baixa);
  };
  for (const item of itens) {
    if (!item.combo) somar(item.produto_id, item.variacao_id, item.gramas ?? item.quantidade);
    else for (const doCombo of item.combo) somar(doCombo.produto_id, doCombo.variacao_id, doCombo.quantidade * item.quantidade);
  }
  return [...baixas.values()];
}

/** A product's stock fields after a move: what to write, and whether a stock crossed 0 (the catalogue's "Esgotado"). */
export interface EstoqueMovido {
  produtoId: string;
  campos: { estoque: number } | { variacoes: Variacoes };
  cruzouZero: boolean;
}

/**
 * Moves the stocks `baixas` name by `sinal` (-1 takes, 1 gives back) on the products as read:
 * the new fields per product (a grade is written whole, as read plus the moves), or the first
 * stock that cannot cover its part (`insuficiente`, naming the product and its variant, and what
 * is left). Products deleted since, variants removed since and stocks not tracked are skipped.
 */
export function moveEstoques(
  produtos: Map<string, EstoqueDoProduto>,
  baixas: Baixa[],
  sinal: 1 | -1,
): { movidos: EstoqueMovido[] } | { insuficiente: string } {
  const movidos = new Map<string, EstoqueMovido>();
  for (const { produtoId, variacaoId, quantidade } of baixas) {
    const produto = produtos.get(produtoId);
    if (!produto) continue;
    if (variacaoId === null) {
      if (produto.estoque === null) continue;
      const depois = produto.estoque + sinal * quantidade;
      if (depois < 0) return { insuficiente: estoqueInsuficiente(produto.nome, produto.estoque, produto.unidade) };
      movidos.set(produtoId, { produtoId, campos: { estoque: depois }, cruzouZero: cruzaZero(produto.estoque, depois) });
      continue;
    }
    const anterior = movidos.get(produtoId);
    const variacoes = anterior && 'variacoes' in anterior.campos ? anterior.campos.variacoes : produto.variacoes;
    const item = variacoes?.itens.find((candidato) => candidato.id === variacaoId);
    if (!variacoes || item?.estoque == null) continue;
    const depois = item.estoque + sinal * quantidade;
    if (depois < 0) return { insuficiente: estoqueInsuficiente(nomeComVariacao(produto.nome, item), item.estoque) };
    const itens = variacoes.itens.map((candidato) => (candidato === item ? { ...item, estoque: depois } : candidato));
    movidos.set(produtoId, {
      produtoId,
      campos: { variacoes: { ...variacoes, itens } },
      cruzouZero: (anterior?.cruzouZero ?? false) || variacaoEsgotada(item) !== variacaoEsgotada({ ...item, estoque: depois }),
    });
  }
  return { movidos: [...movidos.values()] };
}

export function estoquesRepository(db: Firestore) {
  return {
    /** The products among `ids` that still exist, with their stocks (a deleted one is simply absent). */
    async read(tx: Transaction, lojaId: string, ids: string[]): Promise<Map<string, EstoqueDoProduto>> {
      if (ids.length === 0) return new Map();
      const snapshots = await tx.getAll(...ids.map((id) => produtoDoc(db, lojaId, id)));
      return new Map(
        snapshots
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => {
            const { nome, variacoes, unidade } = toProduto(snapshot);
            return [snapshot.id, { nome, estoque: estoqueOf(snapshot.get('estoque')), variacoes, unidade }];
          }),
      );
    },
    /** Writes a product's stock as moveEstoques computed it from its read (a grade whole, its prices in cents). */
    update(tx: Transaction, lojaId: string, { produtoId, campos }: EstoqueMovido): void {
      tx.update(produtoDoc(db, lojaId, produtoId), camposGuardados(campos));
    },
  };
}

export type EstoquesRepository = ReturnType<typeof estoquesRepository>;
