import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  NOMES_DAS_FORMAS_DE_RECEBIMENTO,
  cabeNoFiado,
  FIADO_NAO_ENCONTRADO,
  fiadoDesligado,
  limiteDoFiado,
  pagamentoAcimaDoSaldo,
  saldoDepois,
  type FormaDoPagamentoDoFiado,
  type OrigemDaCompraNoFiado,
  type TipoDeLancamentoDoFiado,
} from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';
import { clienteRegistroId } from './clientes.js';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/fiado/{chave} {telefone, nome, limite_centavos, saldo_centavos, lancamentos,
 * criado_em, atualizado_em}: a customer's tab (issue 46). Keyed as the customer's record
 * (model/clientes.ts), by a hash of the shop and the phone, so the same phone is one tab; the phone
 * itself is kept in full, since the shop calls the customer about what they owe.
 *
 * lojistas/{lojaId}/fiado_lancamentos/{id} {fiado_id, numero, tipo, valor_centavos, saldo_centavos,
 * descricao, origem, forma, em, por}: its statement, one document per charge or payment, numbered
 * in the tab's transaction so the running balance is exact. A flat collection read by `fiado_id`
 * (an equality, no composite index), so the account's deletion and the customer's erasure delete
 * it with a query.
 *
 * Every charge and payment runs in a transaction that reads the tab's document: two charges at the
 * same instant are serialised by Firestore, and the second sees the first's balance, so together
 * they never pass the limit.
 */
export const fiadoCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('fiado');
export const fiadoLancamentosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('fiado_lancamentos');
/** The tab's id for a phone: the customer's record's (same hash), in its own collection. */
export const fiadoId = clienteRegistroId;

export interface FiadoSalvo {
  id: string;
  telefone: string;
  nome: string;
  limite_centavos: number;
  saldo_centavos: number;
  /** How many entries the statement has: the next one's number. */
  lancamentos: number;
  criado_em: Date;
  atualizado_em: Date;
}

export interface LancamentoDoFiadoSalvo {
  id: string;
  numero: number;
  tipo: TipoDeLancamentoDoFiado;
  valor_centavos: number;
  saldo_centavos: number;
  descricao: string;
  origem: { tipo: OrigemDaCompraNoFiado; id: string } | null;
  forma: FormaDoPagamentoDoFiado | null;
  em: Date;
  por: string;
}

/** A charge to a tab: what it paid and who took it. */
export interface CompraNoFiado {
  valor_centavos: number;
  origem: { tipo: OrigemDaCompraNoFiado; id: string };
  descricao: string;
  por: string;
  em: Date;
}

/** How a payment shows on the statement: "Pagamento em PIX". */
export const descricaoDoPagamento = (forma: FormaDoPagamentoDoFiado) => `Pagamento em ${NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma]}`;

/** A payment of a tab. */
export interface PagamentoNoFiado {
  valor_centavos: number;
  forma: FormaDoPagamentoDoFiado;
  descricao: string;
  por: string;
  em: Date;
}

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const data = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0));

function toFiado(doc: DocumentSnapshot): FiadoSalvo | null {
  if (!doc.exists) return null;
  return {
    id: doc.id,
    telefone: String(doc.get('telefone') ?? ''),
    nome: String(doc.get('nome') ?? ''),
    limite_centavos: numero(doc.get('limite_centavos')),
    saldo_centavos: numero(doc.get('saldo_centavos')),
    lancamentos: numero(doc.get('lancamentos')),
    criado_em: data(doc.get('criado_em')),
    atualizado_em: data(doc.get('atualizado_em')),
  };
}

function toLancamento(doc: DocumentSnapshot): LancamentoDoFiadoSalvo {
  const origem = doc.get('origem') as LancamentoDoFiadoSalvo['origem'] | undefined;
  return {
    id: doc.id,
    numero: numero(doc.get('numero')),
    tipo: doc.get('tipo') === 'pagamento' ? 'pagamento' : 'compra',
    valor_centavos: numero(doc.get('valor_centavos')),
    saldo_centavos: numero(doc.get('saldo_centavos')),
    descricao: String(doc.get('descricao') ?? ''),
    origem: origem && typeof origem.id === 'string' ? { tipo: origem.tipo, id: origem.id } : null,
    forma: (doc.get('forma') as FormaDoPagamentoDoFiado | undefined) ?? null,
    em: data(doc.get('em')),
    por: String(doc.get('por') ?? ''),
  };
}

export function fiadoRepository(db: Firestore) {
  const ref = (lojaId: string, telefone: string) => fiadoCollection(db, lojaId).doc(fiadoId(lojaId, telefone));

  /** One entry on the statement and the tab's new balance, over the tab the same transaction read. */
  function lancar(
    tx: Transaction,
    lojaId: string,
    fiado: FiadoSalvo,
    tipo: TipoDeLancamentoDoFiado,
    { valor_centavos, descricao, por, em }: { valor_centavos: number; descricao: string; por: string; em: Date },
    extra: { origem: CompraNoFiado['origem'] | null; forma: FormaDoPagamentoDoFiado | null },
  ) {
    const saldo = saldoDepois(fiado.saldo_centavos, tipo, valor_centavos);
    const quando = Timestamp.fromDate(em);
    tx.update(fiadoCollection(db, lojaId).doc(fiado.id), {
      saldo_centavos: saldo,
      lancamentos: fiado.lancamentos + 1,
      atualizado_em: quando,
    });
    tx.create(fiadoLancamentosCollection(db, lojaId).doc(), {
      fiado_id: fiado.id,
      numero: fiado.lancamentos + 1,
      tipo,
      valor_centavos,
      saldo_centavos: saldo,
      descricao,
      origem: extra.origem,
      forma: extra.forma,
      em: quando,
      por,
    });
  }

  return {
    /** The phone's tab, read in the caller's transaction (before its writes); null without one. */
    async readNaTransacao(tx: Transaction, lojaId: string, telefone: string): Promise<FiadoSalvo | null> {
      return toFiado(await tx.get(ref(lojaId, telefone)));
    },

    async read(lojaId: string, telefone: string): Promise<FiadoSalvo | null> {
      return toFiado(await ref(lojaId, telefone).get());
    },

    /**
     * A charge to the tab read in `tx`, checked now and written by the function it answers, which
     * the caller runs after its last read: 400 without a tab, with the tab off, or when the balance
     * plus the charge passes the limit (the words).
     */
    cobrar(tx: Transaction, lojaId: string, fiado: FiadoSalvo | null, compra: CompraNoFiado): () => void {
      if (!fiado) throw new AppError(400, FIADO_NAO_ENCONTRADO);
      if (fiado.limite_centavos <= 0) throw new AppError(400, fiadoDesligado(fiado.nome));
      if (!cabeNoFiado(fiado.saldo_centavos, compra.valor_centavos, fiado.limite_centavos)) {
        throw new AppError(400, limiteDoFiado(fiado.nome, fiado.limite_centavos, fiado.saldo_centavos));
      }
      return () => lancar(tx, lojaId, fiado, 'compra', compra, { origem: compra.origem, forma: null });
    },

    /** A payment of the tab read in `tx`: never more than is owed (400). Written by the function it answers. */
    receber(tx: Transaction, lojaId: string, fiado: FiadoSalvo, pagamento: PagamentoNoFiado): () => void {
      if (pagamento.valor_centavos > fiado.saldo_centavos) throw new AppError(400, pagamentoAcimaDoSaldo(fiado.saldo_centavos));
      return () => lancar(tx, lojaId, fiado, 'pagamento', pagamento, { origem: null, forma: pagamento.forma });
    },

    /** Turns a tab on or changes its name and limit; the balance and statement stay. Answers the tab as saved. */
    async save(lojaId: string, telefone: string, { nome, limite_centavos }: { nome: string; limite_centavos: number }, agora: Date) {
      return db.runTransaction(async (tx) => {
        const atual = toFiado(await tx.get(ref(lojaId, telefone)));
        const quando = Timestamp.fromDate(agora);
        const campos = { telefone, nome, limite_centavos, atualizado_em: quando };
        if (atual) tx.update(ref(lojaId, telefone), campos);
        else tx.create(ref(lojaId, telefone), { ...campos, saldo_centavos: 0, lancamentos: 0, criado_em: quando });
        return {
          id: fiadoId(lojaId, telefone),
          saldo_centavos: 0,
          lancamentos: 0,
          criado_em: agora,
          ...atual,
          telefone,
          nome,
          limite_centavos,
          atualizado_em: agora,
        } satisfies FiadoSalvo;
      });
    },

    /** The shop's tabs, most owed first (a single-field order: no composite index). */
    async list(lojaId: string): Promise<FiadoSalvo[]> {
      const { docs } = await fiadoCollection(db, lojaId).orderBy('saldo_centavos', 'desc').get();
      return docs.map((doc) => toFiado(doc)!);
    },

    /** A tab's statement, oldest first. */
    async lancamentos(lojaId: string, id: string): Promise<LancamentoDoFiadoSalvo[]> {
      const { docs } = await fiadoLancamentosCollection(db, lojaId).where('fiado_id', '==', id).get();
      return docs.map(toLancamento).sort((a, b) => a.numero - b.numero);
    },

    /**
     * The customer's erasure (LGPD) of the phone's tab, in the caller's transaction: reads now,
     * answers the write to run after the caller's last read and what was kept. A tab with nothing
     * owed goes with its statement; one with money owed stays whole (art. 7, II, V, IX and art. 16).
     */
    async apagarNaTransacao(tx: Transaction, lojaId: string, telefone: string) {
      const fiado = toFiado(await tx.get(ref(lojaId, telefone)));
      if (!fiado) return { mantido: null, gravar: () => {} };
      if (fiado.saldo_centavos > 0) return { mantido: fiado, gravar: () => {} };
      const { docs } = await tx.get(fiadoLancamentosCollection(db, lojaId).where('fiado_id', '==', fiado.id));
      return {
        mantido: null,
        gravar: () => {
          for (const doc of docs) tx.delete(doc.ref);
          tx.delete(ref(lojaId, telefone));
        },
      };
    },
  };
}

export type FiadoRepository = ReturnType<typeof fiadoRepository>;
