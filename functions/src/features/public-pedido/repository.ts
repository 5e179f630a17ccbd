import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { estatisticasDaLoja, estatisticasDaPlataforma } from '../owner-analytics/estatisticas.js';
import { lojaOf } from '../owner-loja/defaults.js';
import type { Lojista } from '../lojistas/repository.js';

export interface PedidoItem {
  produto_id: string;
  nome: string;
  preco_centavos: number;
  quantidade: number;
  total_centavos: number;
}

/** lojistas/{uid}/pedidos/{id}: what was ordered, at the prices stored when it was. */
export interface PedidoNovo {
  codigo: string;
  itens: PedidoItem[];
  total_centavos: number;
  texto_whatsapp: string;
  /** sha256 of the shop and the client's Idempotency-Key (the id is its first 40 hex digits); null without a key. */
  idempotencia: string | null;
}

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
 * value back out of the revenue counters (features/pedidos-lojista).
 */
export function publicPedidoRepository(db: Firestore) {
  const lojistas = db.collection('lojistas');
  const pedidos = (uid: string) => lojistas.doc(uid).collection('pedidos');

  return {
    /**
     * Every read an order needs, in one round trip: the shop (null if unknown), the order a retry
     * names (null if none yet, or no key), and the products in the order asked.
     */
    async ler(tx: Transaction, uid: string, pedidoId: string | null, produtoIds: string[]) {
      const produtos = lojistas.doc(uid).collection('produtos');
      const pedidoRefs = pedidoId ? [pedidos(uid).doc(pedidoId)] : [];
      const snapshots = await tx.getAll(lojistas.doc(uid), ...pedidoRefs, ...produtoIds.map((id) => produtos.doc(id)));
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
    criar(tx: Transaction, uid: string, pedidoId: string | null, pedido: PedidoNovo, dia: string, agora: Date): void {
      const ref = pedidoId ? pedidos(uid).doc(pedidoId) : pedidos(uid).doc();
      tx.create(ref, { ...pedido, status: 'novo', criado_em: Timestamp.fromDate(agora) });
      tx.update(lojistas.doc(uid), {
        total_pedidos: FieldValue.increment(1),
        valor_total_pedidos_centavos: FieldValue.increment(pedido.total_centavos),
      });
      const contadores = { pedidos: FieldValue.increment(1), valor_centavos: FieldValue.increment(pedido.total_centavos) };
      tx.set(estatisticasDaLoja(db, uid).doc(dia), contadores, { merge: true });
      tx.set(estatisticasDaPlataforma(db).doc(dia), contadores, { merge: true });
    },
  };
}

export type PublicPedidoRepository = ReturnType<typeof publicPedidoRepository>;
