import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Selos } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/clientes/{chave} {pedidos, cupons: {[cupomId]: usos}, selos: {[pedidoId]: em},
 * selos_contagem, nome, telefone_final}: a customer's history at one shop, kept by the order's
 * transaction and by the status changes that cancel, reinstate or deliver an order, for the
 * coupons' rules (first order only, uses per customer) and the loyalty card's stamps. Keyed by a
 * hash of the shop and the phone, never the phone itself: the record outlives an order's erased
 * data keeping only the name the customer last gave and the phone's last four digits (the
 * dashboard's top customers), which their erasure clears. Deleted with the account.
 */
export const clientesCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('clientes');
/** The record's id for a phone: what an order keeps (cliente_registro), so that it finds the record after its data is erased. */
export const clienteRegistroId = (lojaId: string, telefone: string) => createHash('sha256').update(`${lojaId}:${telefone}`).digest('hex');

/** A phone's history at the shop, as read in a transaction; `existe` false until its first order since records were kept. */
export interface RegistroDoCliente {
  existe: boolean;
  /** Its orders at the shop that were not cancelled. */
  pedidos: number;
  /** Its uses of each coupon, by the coupon's id, in orders not cancelled. */
  cupons: Record<string, number>;
  /** Its loyalty stamps not yet spent (expired ones included until an order drops them). */
  selos: Selos;
  /** The name its last order gave, and the phone's last four digits; null once erased. */
  nome: string | null;
  telefone_final: string | null;
}

const texto = (valor: unknown) => (typeof valor === 'string' && valor ? valor : null);

function toRegistro(snapshot: DocumentSnapshot): RegistroDoCliente {
  const objeto = <T>(campo: string) => (snapshot.get(campo) as T | undefined) ?? ({} as T);
  return {
    existe: snapshot.exists,
    pedidos: Number(snapshot.get('pedidos') ?? 0),
    cupons: objeto<Record<string, number>>('cupons'),
    selos: objeto<Selos>('selos'),
    nome: texto(snapshot.get('nome')),
    telefone_final: texto(snapshot.get('telefone_final')),
  };
}

/** What an order or a status change moves in a record. */
export interface MovimentoDoCliente {
  /** +1: an order counts (placed, or reinstated) with its coupon's use; -1: taken back (cancelled); 0: neither. */
  pedido: 1 | -1 | 0;
  cupomId: string | null;
  /** Stamps earned (delivered) or given back (a rewarded order cancelled), by order id. */
  ganhos?: Selos;
  /** Stamps spent (the reward) or taken back (delivered no more), by order id. */
  perdidos?: string[];
  /** The name and phone a new order gave: the dashboard names its top customers by them. */
  cliente?: { nome: string | null; telefone: string };
}

/** The record after a move; counts never go below 0. */
export function moveRegistro(registro: RegistroDoCliente, movimento: MovimentoDoCliente): Omit<RegistroDoCliente, 'existe'> {
  const { pedido, cupomId, ganhos = {}, perdidos = [], cliente } = movimento;
  const cupons =
    cupomId && pedido !== 0 ? { ...registro.cupons, [cupomId]: Math.max(0, (registro.cupons[cupomId] ?? 0) + pedido) } : registro.cupons;
  const selos = { ...registro.selos, ...ganhos };
  for (const pedidoId of perdidos) delete selos[pedidoId];
  return {
    pedidos: Math.max(0, registro.pedidos + pedido),
    cupons,
    selos,
    nome: cliente ? cliente.nome || registro.nome : registro.nome,
    telefone_final: cliente ? cliente.telefone.slice(-4) : registro.telefone_final,
  };
}

export function clientesRepository(db: Firestore) {
  const ref = (lojaId: string, registroId: string) => clientesCollection(db, lojaId).doc(registroId);
  /** The whole record over what the transaction read (the local emulator takes no increment inside a map). */
  const write = (tx: Transaction, lojaId: string, registroId: string, { selos, ...registro }: Omit<RegistroDoCliente, 'existe'>) =>
    tx.set(ref(lojaId, registroId), { ...registro, selos, selos_contagem: Object.keys(selos).length });

  return {
    /**
     * The phone's record, in the transaction: a concurrent order of the same phone makes this one
     * run again. None yet: a phone new to the shop (orders placed before records were kept are
     * counted into records by `npm run migrar`, jobs/migrate-clientes.ts).
     */
    async read(tx: Transaction, lojaId: string, telefone: string): Promise<RegistroDoCliente> {
      return toRegistro(await tx.get(ref(lojaId, clienteRegistroId(lojaId, telefone))));
    },

    /** The record an order names (its cliente_registro), in the order's transaction. */
    async readRegistro(tx: Transaction, lojaId: string, registroId: string): Promise<RegistroDoCliente> {
      return toRegistro(await tx.get(ref(lojaId, registroId)));
    },

    /** The record after an order's move (model/efeitos-do-pedido.ts), over what the same transaction read. */
    writeRegistro: write,

    /** A phone's order counted into its record, over the record read in the same transaction (the migration's). */
    countPedido(tx: Transaction, lojaId: string, telefone: string, registro: RegistroDoCliente, movimento: MovimentoDoCliente) {
      write(tx, lojaId, clienteRegistroId(lojaId, telefone), moveRegistro(registro, movimento));
    },

    /** A customer's card, read by their order's tracking page; null without a record. */
    async readSelos(lojaId: string, registroId: string): Promise<Selos | null> {
      const registro = toRegistro(await ref(lojaId, registroId).get());
      return registro.existe ? registro.selos : null;
    },

    /** The shop's customers with the most stamps, for the dashboard (a single-field order: no composite index). */
    async listFieis(lojaId: string, limite: number): Promise<RegistroDoCliente[]> {
      const snapshot = await clientesCollection(db, lojaId).orderBy('selos_contagem', 'desc').limit(limite).get();
      return snapshot.docs.map(toRegistro).filter((registro) => Object.keys(registro.selos).length > 0);
    },
  };
}

export type ClientesRepository = ReturnType<typeof clientesRepository>;
