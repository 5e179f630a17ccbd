import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { FORMAS_DE_RECEBIMENTO, porFormaZerado, type FormaDeRecebimento, type PorForma, type SomasDoCaixa } from '@vitrine/shared';
import { isDocId } from '../platform/http/validate.js';
import { lojistaDoc } from './lojistas.js';

/**
 * The till (caixa, issue 46): lojistas/{lojaId}/caixas/{id}, one person's drawer from opening to
 * closing. Its document keeps the running sums (SomasDoCaixa, @vitrine/shared/caixa) and the
 * close; each movement is a document of its subcollection `movimentos` (payments, sangrias,
 * suprimentos, drivers' settlements), written in the same transaction that moves the sums, so the
 * report lists exactly what the sums add up.
 *
 * lojistas/{lojaId}/caixas_abertos/{uid} {caixa_id} names the person's open till: opening creates it
 * (a second open till fails on it) and closing deletes it, both in a transaction. Whoever receives
 * money reads it and the till in their transaction (lerCaixaAberto), then writes (lancarNoCaixa):
 * two payments at the same instant both read the till, so Firestore serialises them and both count;
 * a payment racing the close either lands before it (the close re-reads the sums) or, retried after
 * it, finds no open till and is refused with CAIXA_FECHADO.
 */
export const caixasCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('caixas');
export const caixaDoc = (db: Firestore, lojaId: string, id: string) => caixasCollection(db, lojaId).doc(id);
export const movimentosCollection = (db: Firestore, lojaId: string, caixaId: string) =>
  caixaDoc(db, lojaId, caixaId).collection('movimentos');
const caixaAbertoDoc = (db: Firestore, lojaId: string, uid: string) => lojistaDoc(db, lojaId).collection('caixas_abertos').doc(uid);

/** The 409 of a person who receives money with no open till (or whose till closed while they recorded it); the web app knows it too. */
export { CAIXA_FECHADO } from '@vitrine/shared';

/** Money landing on (valor > 0) or leaving (< 0: only a driver's settlement pays out) a till. */
export interface LancamentoNoCaixa {
  forma: FormaDeRecebimento;
  valor_centavos: number;
  origem: { tipo: 'pedido' | 'comanda' | 'fiado' | 'acerto_entregador'; id: string; descricao: string };
  /** The uid of who received (or paid) it. */
  por: string;
  em: Date;
  /** The change handed back in cash, for the report; `valor_centavos` is what stayed (what the sale took). */
  troco_centavos?: number;
}

export type TipoDeMovimento = 'recebimento' | 'sangria' | 'suprimento';

export interface MovimentoSalvo {
  id: string;
  tipo: TipoDeMovimento;
  forma: FormaDeRecebimento;
  /** Signed as it moves the till: a sangria is negative. */
  valor_centavos: number;
  troco_centavos: number;
  origem: LancamentoNoCaixa['origem'] | null;
  /** A sangria's or suprimento's reason. */
  motivo: string | null;
  por: string;
  em: Date;
}

export interface Operador {
  uid: string;
  nome: string;
}

export interface CaixaSalvo {
  id: string;
  operador: Operador;
  status: 'aberto' | 'fechado';
  aberto_em: Date;
  fechado_em: Date | null;
  somas: SomasDoCaixa;
  /** What was counted at the close per form; null while open. */
  contado_centavos: PorForma | null;
  /** Who closed it (a name): the operator, or the shop's owner closing someone's till. */
  fechado_por: string | null;
}

/** A till read open in a transaction: what lancarNoCaixa needs. */
export type CaixaAberto = CaixaSalvo & { status: 'aberto' };

/**
 * Each form's takings in a field of its own (`entrada_pix_centavos`), and the operator's uid beside
 * their name: the local Firestore (scripts/lib/firestore-emulator.ts) neither increments nor
 * filters a nested field.
 */
const campoDaEntrada = (forma: FormaDeRecebimento) => `entrada_${forma}_centavos`;

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const data = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

function entradas(doc: DocumentSnapshot): PorForma {
  const lido = porFormaZerado();
  for (const forma of FORMAS_DE_RECEBIMENTO) lido[forma] = numero(doc.get(campoDaEntrada(forma)));
  return lido;
}

function porForma(gravado: unknown): PorForma {
  const valores = (gravado ?? {}) as Record<string, unknown>;
  const lido = porFormaZerado();
  for (const forma of FORMAS_DE_RECEBIMENTO) lido[forma] = numero(valores[forma]);
  return lido;
}

export function toCaixa(doc: DocumentSnapshot): CaixaSalvo {
  const nome: unknown = doc.get('operador_nome');
  const contado: unknown = doc.get('contado_centavos');
  const fechadoPor: unknown = doc.get('fechado_por');
  return {
    id: doc.id,
    operador: { uid: String(doc.get('operador_uid') ?? ''), nome: typeof nome === 'string' ? nome : '' },
    status: doc.get('status') === 'fechado' ? 'fechado' : 'aberto',
    aberto_em: data(doc.get('aberto_em')) ?? new Date(0),
    fechado_em: data(doc.get('fechado_em')),
    somas: {
      valor_inicial_centavos: numero(doc.get('valor_inicial_centavos')),
      entradas_centavos: entradas(doc),
      troco_centavos: numero(doc.get('troco_centavos')),
      suprimentos_centavos: numero(doc.get('suprimentos_centavos')),
      sangrias_centavos: numero(doc.get('sangrias_centavos')),
    },
    contado_centavos: contado && typeof contado === 'object' ? porForma(contado) : null,
    fechado_por: typeof fechadoPor === 'string' ? fechadoPor : null,
  };
}

function toMovimento(doc: DocumentSnapshot): MovimentoSalvo {
  const tipo: unknown = doc.get('tipo');
  const origem = doc.get('origem') as LancamentoNoCaixa['origem'] | undefined;
  const motivo: unknown = doc.get('motivo');
  return {
    id: doc.id,
    tipo: tipo === 'sangria' || tipo === 'suprimento' ? tipo : 'recebimento',
    forma: doc.get('forma') as FormaDeRecebimento,
    valor_centavos: numero(doc.get('valor_centavos')),
    troco_centavos: numero(doc.get('troco_centavos')),
    origem: origem && typeof origem === 'object' ? { tipo: origem.tipo, id: String(origem.id), descricao: String(origem.descricao) } : null,
    motivo: typeof motivo === 'string' ? motivo : null,
    por: String(doc.get('por') ?? ''),
    em: data(doc.get('em')) ?? new Date(0),
  };
}

/** The owner's history page: newest first, this many at most. */
export const MAX_CAIXAS_LISTADOS = 200;

export function caixasRepository(db: Firestore) {
  /** A movement and the sums it moves, written together (the transaction read the till first). */
  function movimentar(
    tx: Transaction,
    lojaId: string,
    caixaId: string,
    movimento: Omit<MovimentoSalvo, 'id'>,
    somas: Record<string, number>,
  ) {
    tx.create(movimentosCollection(db, lojaId, caixaId).doc(), { ...movimento, em: Timestamp.fromDate(movimento.em) });
    tx.update(
      caixaDoc(db, lojaId, caixaId),
      Object.fromEntries(Object.entries(somas).map(([campo, valor]) => [campo, FieldValue.increment(valor)])),
    );
  }

  return {
    /** One till, or null for an unknown id; in `tx` when given. */
    async read(lojaId: string, id: string, tx?: Transaction): Promise<CaixaSalvo | null> {
      if (!isDocId(id)) return null;
      const ref = caixaDoc(db, lojaId, id);
      const doc = tx ? await tx.get(ref) : await ref.get();
      return doc.exists ? toCaixa(doc) : null;
    },

    /** The person's open till, read in the transaction (its pointer, then the till): null when they have none. */
    async lerCaixaAberto(tx: Transaction, lojaId: string, uid: string): Promise<CaixaAberto | null> {
      const aberto = await tx.get(caixaAbertoDoc(db, lojaId, uid));
      const id: unknown = aberto.get('caixa_id');
      if (typeof id !== 'string' || !isDocId(id)) return null;
      const doc = await tx.get(caixaDoc(db, lojaId, id));
      if (!doc.exists) return null;
      const caixa = toCaixa(doc);
      return caixa.status === 'aberto' ? (caixa as CaixaAberto) : null;
    },

    /** Money received (or a settlement paid out) on the open till `caixa` read in this transaction: writes only. */
    lancarNoCaixa(tx: Transaction, lojaId: string, caixa: CaixaAberto, lancamento: LancamentoNoCaixa): void {
      const troco = lancamento.troco_centavos ?? 0;
      movimentar(
        tx,
        lojaId,
        caixa.id,
        {
          tipo: 'recebimento',
          forma: lancamento.forma,
          valor_centavos: lancamento.valor_centavos,
          troco_centavos: troco,
          origem: lancamento.origem,
          motivo: null,
          por: lancamento.por,
          em: lancamento.em,
        },
        { [campoDaEntrada(lancamento.forma)]: lancamento.valor_centavos, ...(troco > 0 && { troco_centavos: troco }) },
      );
    },

    /** A new till for `operador`, open from `agora`; its id. The caller checked they had none open (lerCaixaAberto). */
    abrir(tx: Transaction, lojaId: string, operador: Operador, valorInicialCentavos: number, agora: Date): string {
      const ref = caixasCollection(db, lojaId).doc();
      tx.create(ref, {
        operador_uid: operador.uid,
        operador_nome: operador.nome,
        status: 'aberto',
        aberto_em: Timestamp.fromDate(agora),
        fechado_em: null,
        valor_inicial_centavos: valorInicialCentavos,
        ...Object.fromEntries(FORMAS_DE_RECEBIMENTO.map((forma) => [campoDaEntrada(forma), 0])),
        troco_centavos: 0,
        suprimentos_centavos: 0,
        sangrias_centavos: 0,
        contado_centavos: null,
        fechado_por: null,
      });
      // set, not create: a closed till's pointer is deleted, a stale one (its till gone) is replaced.
      tx.set(caixaAbertoDoc(db, lojaId, operador.uid), { caixa_id: ref.id });
      return ref.id;
    },

    /** Cash taken out (sangria) or put in (suprimento) by hand, `valor_centavos` positive. */
    movimentoManual(
      tx: Transaction,
      lojaId: string,
      caixaId: string,
      movimento: { tipo: 'sangria' | 'suprimento'; valor_centavos: number; motivo: string; por: string; em: Date },
    ) {
      const sangria = movimento.tipo === 'sangria';
      movimentar(
        tx,
        lojaId,
        caixaId,
        {
          ...movimento,
          forma: 'dinheiro',
          valor_centavos: sangria ? -movimento.valor_centavos : movimento.valor_centavos,
          troco_centavos: 0,
          origem: null,
        },
        { [sangria ? 'sangrias_centavos' : 'suprimentos_centavos']: movimento.valor_centavos },
      );
    },

    /** Closes the till read open in this transaction with what was counted; its person may open another. */
    fechar(tx: Transaction, lojaId: string, caixa: CaixaSalvo, contado: PorForma, fechadoPor: string, agora: Date) {
      tx.update(caixaDoc(db, lojaId, caixa.id), {
        status: 'fechado',
        fechado_em: Timestamp.fromDate(agora),
        contado_centavos: contado,
        fechado_por: fechadoPor,
      });
      tx.delete(caixaAbertoDoc(db, lojaId, caixa.operador.uid));
    },

    /** A till's movements in the order they happened. */
    async movimentos(lojaId: string, caixaId: string): Promise<MovimentoSalvo[]> {
      const snapshot = await movimentosCollection(db, lojaId, caixaId).orderBy('em').get();
      return snapshot.docs.map(toMovimento);
    },

    /** The shop's tills newest first; only `uid`'s when given. */
    async list(lojaId: string, uid?: string): Promise<CaixaSalvo[]> {
      let query: Query = caixasCollection(db, lojaId);
      if (uid) query = query.where('operador_uid', '==', uid);
      const snapshot = await query.orderBy('aberto_em', 'desc').limit(MAX_CAIXAS_LISTADOS).get();
      return snapshot.docs.map(toCaixa);
    },
  };
}

export type CaixasRepository = ReturnType<typeof caixasRepository>;
