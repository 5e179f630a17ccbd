import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{uid}/pedidos/{id}: an order placed through the catalogue (public-pedido), what was
 * ordered at the prices stored when it was; its status is the owner's (owner-pedidos). An order
 * placed with an Idempotency-Key has the id the key names (public-pedido/codigo.ts), so a retry
 * finds it: there is no separate idempotency record.
 */
export const pedidosCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('pedidos');
export const pedidoDoc = (db: Firestore, uid: string, id: string) => pedidosCollection(db, uid).doc(id);

export interface PedidoItem {
  produto_id: string;
  nome: string;
  preco_centavos: number;
  quantidade: number;
  total_centavos: number;
}

/** What placing an order writes, besides status 'novo' and criado_em. */
export interface PedidoNovo {
  codigo: string;
  itens: PedidoItem[];
  total_centavos: number;
  texto_whatsapp: string;
  /** sha256 of the shop and the client's Idempotency-Key (the id is its first 40 hex digits); null without a key. */
  idempotencia: string | null;
}

/** An order as read back. */
export interface PedidoGuardado {
  id: string;
  codigo: string;
  criado_em: Date;
  itens: PedidoItem[];
  total_centavos: number;
  status: StatusPedido;
  texto_whatsapp: string;
}

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toPedido(snapshot: DocumentSnapshot): PedidoGuardado {
  const status: unknown = snapshot.get('status');
  const criado: unknown = snapshot.get('criado_em');
  const itens: unknown = snapshot.get('itens');
  return {
    id: snapshot.id,
    codigo: String(snapshot.get('codigo') ?? ''),
    criado_em: criado instanceof Timestamp ? criado.toDate() : new Date(0),
    itens: Array.isArray(itens) ? (itens as PedidoItem[]) : [],
    total_centavos: numero(snapshot.get('total_centavos')),
    // Every order starts as novo; one written before statuses existed is one.
    status: STATUS_PEDIDO.includes(status as StatusPedido) ? (status as StatusPedido) : 'novo',
    texto_whatsapp: String(snapshot.get('texto_whatsapp') ?? ''),
  };
}
