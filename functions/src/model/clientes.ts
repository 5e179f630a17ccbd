import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{uid}/clientes/{chave} {pedidos, cupons: {[cupomId]: usos}}: a customer's history at
 * one shop, kept by the order's transaction and by the status change that cancels or reinstates
 * an order, for the coupons' rules (first order only, uses per customer). Keyed by a hash of the
 * shop and the phone, never the phone itself: the record outlives an order's erased data without
 * keeping a number. Deleted with the account.
 */
export const clientesCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('clientes');
/** The record's id for a phone: what an order keeps (cliente_registro), so that it finds the record after its data is erased. */
export const clienteRegistroId = (uid: string, telefone: string) => createHash('sha256').update(`${uid}:${telefone}`).digest('hex');

/** A phone's history at the shop, as read in a transaction; `existe` false until its first order since records were kept. */
export interface RegistroDoCliente {
  existe: boolean;
  /** Its orders at the shop that were not cancelled. */
  pedidos: number;
  /** Its uses of each coupon, by the coupon's id, in orders not cancelled. */
  cupons: Record<string, number>;
}

function toRegistro(snapshot: DocumentSnapshot): RegistroDoCliente {
  if (!snapshot.exists) return { existe: false, pedidos: 0, cupons: {} };
  const cupons = snapshot.get('cupons') as Record<string, number> | undefined;
  return { existe: true, pedidos: Number(snapshot.get('pedidos') ?? 0), cupons: cupons ?? {} };
}

export function clientesRepository(db: Firestore) {
  const registroDoc = (uid: string, telefone: string) => clientesCollection(db, uid).doc(clienteRegistroId(uid, telefone));
  return {
    /**
     * The phone's record, in the transaction: a concurrent order of the same phone makes this one
     * run again. None yet: a phone new to the shop (orders placed before records were kept are
     * counted into records by `npm run migrar`, jobs/migrate-clientes.ts).
     */
    async read(tx: Transaction, uid: string, telefone: string): Promise<RegistroDoCliente> {
      return toRegistro(await tx.get(registroDoc(uid, telefone)));
    },

    /** A new order of the phone, with its coupon's use when it has one, over the record read in the same transaction. */
    countPedido(tx: Transaction, uid: string, telefone: string, registro: RegistroDoCliente, cupomId: string | null) {
      const cupons = cupomId ? { ...registro.cupons, [cupomId]: (registro.cupons[cupomId] ?? 0) + 1 } : registro.cupons;
      tx.set(registroDoc(uid, telefone), { pedidos: registro.pedidos + 1, cupons });
    },

    /**
     * An order cancelled (`sinal` -1) or reinstated (1), with its coupon's use. A phone with no record
     * is left alone: the order predates records, and the lookup that makes the record sees its status.
     */
    async moveStatus(tx: Transaction, uid: string, registroId: string, cupomId: string | null, sinal: 1 | -1) {
      const ref = clientesCollection(db, uid).doc(registroId);
      const registro = toRegistro(await tx.get(ref));
      if (!registro.existe) return () => {};
      // Whole values over the record read here (the local emulator takes no increment inside a map).
      const cupons = cupomId ? { ...registro.cupons, [cupomId]: Math.max(0, (registro.cupons[cupomId] ?? 0) + sinal) } : registro.cupons;
      return () => tx.set(ref, { pedidos: Math.max(0, registro.pedidos + sinal), cupons });
    },
  };
}

export type ClientesRepository = ReturnType<typeof clientesRepository>;
