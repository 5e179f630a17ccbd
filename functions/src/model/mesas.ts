import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { MotivoDoChamado } from '@vitrine/shared';
import { isDocId } from '../platform/http/validate.js';
import { lojistaDoc } from './lojistas.js';

/**
 * The dining room's tables (issue 44): lojistas/{lojaId}/mesas/{id} {nome, nome_chave, codigo,
 * criado_em, comanda_aberta_id?}. `nome_chave` is the name as its uniqueness reads it
 * (chaveDoNomeDaMesa); `codigo` the QR's secret, which the table's public page must present;
 * `comanda_aberta_id` is set by the table's open bill (the rest of issue 44) and refuses the
 * table's deletion while it is there.
 */
export const mesasCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('mesas');

export interface MesaSalva {
  id: string;
  nome: string;
  codigo: string;
  criado_em: string;
  /** The open bill's id, or null: a table without an open bill. */
  comanda_aberta_id: string | null;
  /** When the table last called the waiter, and last asked for the bill; null: never. */
  chamados: Record<MotivoDoChamado, Date | null>;
}

/** Bytes of a table's code: 96 random bits, 16 base64url characters, beyond a stranger's guessing (issue 44 asks for 64). */
export const MESA_CODIGO_BYTES = 12;
export const createMesaCodigo = () => randomBytes(MESA_CODIGO_BYTES).toString('base64url');

const instante = (valor: unknown) => (valor instanceof Timestamp ? valor.toDate() : null);
/** Where each call is kept on the table's document. */
const CAMPO_DO_CHAMADO: Record<MotivoDoChamado, string> = { garcom: 'chamou_garcom_em', conta: 'pediu_conta_em' };

export function toMesaSalva(doc: DocumentSnapshot): MesaSalva {
  const criado = doc.get('criado_em');
  const comanda: unknown = doc.get('comanda_aberta_id');
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    codigo: String(doc.get('codigo') ?? ''),
    criado_em: (criado instanceof Timestamp ? criado.toDate() : new Date(0)).toISOString(),
    comanda_aberta_id: typeof comanda === 'string' && comanda ? comanda : null,
    chamados: { garcom: instante(doc.get('chamou_garcom_em')), conta: instante(doc.get('pediu_conta_em')) },
  };
}

/** Whether `codigo` is the table's, compared in constant time (a code is a secret). */
export function codigoConfere(mesa: Pick<MesaSalva, 'codigo'>, codigo: string): boolean {
  const esperado = Buffer.from(mesa.codigo);
  const dado = Buffer.from(codigo);
  return esperado.length > 0 && esperado.length === dado.length && timingSafeEqual(esperado, dado);
}

/** The reads of a table that the owner's screens and the customer's table page share. */
export function mesasRepository(db: Firestore) {
  return {
    /** One table, or null for an unknown id (one that is no document id at all included). */
    async read(lojaId: string, id: string): Promise<MesaSalva | null> {
      if (!isDocId(id)) return null;
      const doc = await mesasCollection(db, lojaId).doc(id).get();
      return doc.exists ? toMesaSalva(doc) : null;
    },

    /** The table in a round's or a close's transaction: its open bill is what the two contend on. */
    async readNaTransacao(tx: Transaction, lojaId: string, id: string): Promise<MesaSalva | null> {
      if (!isDocId(id)) return null;
      const doc = await tx.get(mesasCollection(db, lojaId).doc(id));
      return doc.exists ? toMesaSalva(doc) : null;
    },

    /** The table called the team for `motivo` at `em`. */
    marcarChamado(tx: Transaction, lojaId: string, id: string, motivo: MotivoDoChamado, em: Date) {
      tx.update(mesasCollection(db, lojaId).doc(id), { [CAMPO_DO_CHAMADO[motivo]]: Timestamp.fromDate(em) });
    },

    /**
     * The table's open bill: set by the round that opens it, cleared (null) when it closes. A bill
     * moved here brings its table's pending calls (`chamados`), which replace this table's.
     */
    marcarComanda(tx: Transaction, lojaId: string, id: string, comandaId: string | null, chamados?: MesaSalva['chamados']) {
      tx.update(mesasCollection(db, lojaId).doc(id), {
        comanda_aberta_id: comandaId,
        ...(chamados &&
          Object.fromEntries(
            Object.entries(CAMPO_DO_CHAMADO).map(([motivo, campo]) => {
              const em = chamados[motivo as MotivoDoChamado];
              return [campo, em ? Timestamp.fromDate(em) : null];
            }),
          )),
      });
    },

    /**
     * The team answered the table's calls (owner-salao): they are no longer pending. A call answered
     * may be made again at once (the once-a-minute rule is for calls nobody has answered yet).
     */
    atenderChamados(tx: Transaction, lojaId: string, id: string, motivos: readonly MotivoDoChamado[]) {
      tx.update(mesasCollection(db, lojaId).doc(id), Object.fromEntries(motivos.map((motivo) => [CAMPO_DO_CHAMADO[motivo], null])));
    },

    /** The table's bill closed: it is free again, with no open bill and no call pending (one write). */
    liberar(tx: Transaction, lojaId: string, id: string) {
      tx.update(mesasCollection(db, lojaId).doc(id), {
        comanda_aberta_id: null,
        ...Object.fromEntries(Object.values(CAMPO_DO_CHAMADO).map((campo) => [campo, null])),
      });
    },
  };
}

export type MesasRepository = ReturnType<typeof mesasRepository>;
