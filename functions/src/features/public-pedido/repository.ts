import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { estatisticaDaLojaDoc, estatisticaDaPlataformaDoc } from '../../model/estatisticas.js';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { pedidoDoc, pedidosCollection, type PedidoNovo } from '../../model/pedidos.js';
import { produtoDoc } from '../../model/produtos.js';

/** A stored product as an order needs it; null when missing or hidden. */
export interface ProdutoDoPedido {
  nome: string;
  preco_centavos: number;
  ativo: boolean;
}

function toProduto(snapshot: DocumentSnapshot): ProdutoDoPedido | null {
  if (!snapshot.exists) return null;
  const preco: unknown = snapshot.get('preco_centavos');
  return {
    nome: String(snapshot.get('nome') ?? ''),
    preco_centavos: typeof preco === 'number' && Number.isFinite(preco) ? Math.max(0, Math.round(preco)) : 0,
    ativo: snapshot.get('ativo') !== false && typeof preco === 'number',
  };
}

/**
 * Orders and their counters: lojistas/{uid}/pedidos/{id}, the owner's total_pedidos and
 * valor_total_pedidos_centavos (dashboard), the shop's lojistas/{uid}/estatisticas/{YYYY-MM-DD}
 * (analytics) and the platform's estatisticas/{YYYY-MM-DD} (admin dashboard), each {pedidos,
 * valor_centavos}. Everything joins the caller's transaction. Cancelling an order later takes its
 * value back out of the revenue counters (owner-pedidos).
 */
export function publicPedidoRepository(db: Firestore) {
  return {
    /**
     * Every read an order needs, in one round trip: the shop (null if unknown), the order a retry
     * names (null if none yet, or no key), and the products in the order asked.
     */
    async read(tx: Transaction, uid: string, pedidoId: string | null, produtoIds: string[]) {
      const pedidoRefs = pedidoId ? [pedidoDoc(db, uid, pedidoId)] : [];
      const snapshots = await tx.getAll(lojistaDoc(db, uid), ...pedidoRefs, ...produtoIds.map((id) => produtoDoc(db, uid, id)));
      const [lojista, ...resto] = snapshots;
      const pedido = pedidoId ? resto.shift() : undefined;
      const dados = lojista?.exists ? (lojista.data() as Lojista) : null;
      return {
        loja: dados && { status: dados.status ?? 'ativo', nome: lojaOf(dados).nome_loja },
        existente: pedido?.exists
          ? {
              texto_whatsapp: String(pedido.get('texto_whatsapp')),
              codigo: String(pedido.get('codigo')),
              total_centavos: Number(pedido.get('total_centavos')),
            }
          : null,
        produtos: resto.map(toProduto),
      };
    },

    /** Creates the order (with `id` when a key names it, else a new id) and counts it everywhere, in the same transaction. */
    create(tx: Transaction, uid: string, pedidoId: string | null, pedido: PedidoNovo, dia: string, agora: Date): void {
      const ref = pedidoId ? pedidoDoc(db, uid, pedidoId) : pedidosCollection(db, uid).doc();
      tx.create(ref, { ...pedido, status: 'novo', criado_em: Timestamp.fromDate(agora) });
      tx.update(lojistaDoc(db, uid), {
        total_pedidos: FieldValue.increment(1),
        valor_total_pedidos_centavos: FieldValue.increment(pedido.total_centavos),
      });
      const contadores = { pedidos: FieldValue.increment(1), valor_centavos: FieldValue.increment(pedido.total_centavos) };
      tx.set(estatisticaDaLojaDoc(db, uid, dia), contadores, { merge: true });
      tx.set(estatisticaDaPlataformaDoc(db, dia), contadores, { merge: true });
    },
  };
}

export type PublicPedidoRepository = ReturnType<typeof publicPedidoRepository>;
