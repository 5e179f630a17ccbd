import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  AVALIACOES_POR_PAGINA,
  mediaDasNotas,
  naLoja,
  nomeDaAvaliacao,
  type AvaliacaoDoLojista,
  type AvaliacaoPublica,
  type SomaDasNotas,
} from '@vitrine/shared';
import { acompanhamentoDoc, type Acompanhamento } from './acompanhamentos.js';
import { lojistaDoc } from './lojistas.js';
import { pedidoDoc } from './pedidos.js';

/**
 * lojistas/{lojaId}/avaliacoes/{pedidoId}: a customer's review of a delivered order (issue 47).
 * The order's id is the document's: one review per order by construction, and the customer's
 * erasure (model/dados-do-cliente.ts) finds it without a query. The name kept is the first name
 * and an initial (nomeDaAvaliacao), never the phone; texts are typed texts, shown as text.
 */
export const avaliacoesCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('avaliacoes');
export const avaliacaoDoc = (db: Firestore, lojaId: string, pedidoId: string) => avaliacoesCollection(db, lojaId).doc(pedidoId);

/**
 * lojistas/{lojaId}/resumos/avaliacoes: the running sums of notas, updated in each review's
 * transaction (sent, hidden, shown again), so an average costs one read: `publicas` counts the
 * reviews customers see, `todas` the owner's (hidden ones too), `meses['YYYY-MM']` the owner's per
 * São Paulo month (the dashboard's month average).
 */
export const resumoDasAvaliacoesDoc = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('resumos').doc('avaliacoes');

export interface AvaliacaoGuardada {
  pedido_id: string;
  nota: number;
  comentario: string | null;
  nome: string | null;
  criado_em: Timestamp;
  /** 'YYYY-MM', São Paulo's: the month whose figures it counts in. */
  mes: string;
  resposta: string | null;
  respondida_em: Timestamp | null;
  oculta: boolean;
}

export interface ResumoDasAvaliacoes {
  publicas: SomaDasNotas;
  todas: SomaDasNotas;
  meses: Record<string, SomaDasNotas>;
}

const ZERO: SomaDasNotas = { soma: 0, total: 0 };
export const mesDaAvaliacao = (instante: Date) => naLoja(instante).data.slice(0, 7);

const somaDe = (valor: unknown): SomaDasNotas => {
  const { soma, total } = (valor ?? {}) as Partial<SomaDasNotas>;
  return { soma: typeof soma === 'number' ? soma : 0, total: typeof total === 'number' ? total : 0 };
};

export function resumoOf(snapshot: DocumentSnapshot): ResumoDasAvaliacoes {
  const meses = (snapshot.get('meses') ?? {}) as Record<string, unknown>;
  return {
    publicas: somaDe(snapshot.get('publicas')),
    todas: somaDe(snapshot.get('todas')),
    meses: Object.fromEntries(Object.entries(meses).map(([mes, soma]) => [mes, somaDe(soma)])),
  };
}

const publica = (avaliacao: AvaliacaoGuardada): AvaliacaoPublica => ({
  nota: avaliacao.nota,
  comentario: avaliacao.comentario,
  nome: avaliacao.nome,
  data: avaliacao.criado_em.toDate().toISOString(),
  resposta: avaliacao.resposta,
});

const doLojista = (snapshot: DocumentSnapshot): AvaliacaoDoLojista => {
  const avaliacao = snapshot.data() as AvaliacaoGuardada;
  return { id: snapshot.id, pedido_id: avaliacao.pedido_id, oculta: avaliacao.oculta === true, ...publica(avaliacao) };
};

/** What sending a review found: the review, or why none was written. */
export type AvaliacaoEnviada = { avaliacao: AvaliacaoPublica } | 'sem-pedido' | 'nao-entregue' | 'repetida';

/** A page's `antes=`: an ISO instant, the last review's time; anything else reads from the newest. */
const antesDe = (antes: string | undefined): Timestamp | null => {
  const instante = antes ? new Date(antes) : null;
  return instante && !Number.isNaN(instante.getTime()) ? Timestamp.fromDate(instante) : null;
};

export function avaliacoesRepository(db: Firestore) {
  /** A page of the newest reviews before `antes`, and the next page's `antes` (null on the last). */
  async function pagina(lojaId: string, { antes, publicas }: { antes?: string; publicas: boolean }) {
    let query = avaliacoesCollection(db, lojaId).orderBy('criado_em', 'desc');
    if (publicas) query = query.where('oculta', '==', false);
    const inicio = antesDe(antes);
    // A range on the ordered field rather than a cursor: the same page either way, and the local emulator's queries support it.
    if (inicio) query = query.where('criado_em', '<', inicio);
    const { docs } = await query.limit(AVALIACOES_POR_PAGINA + 1).get();
    const itens = docs.slice(0, AVALIACOES_POR_PAGINA);
    const proxima = docs.length > AVALIACOES_POR_PAGINA ? (itens.at(-1)!.get('criado_em') as Timestamp).toDate().toISOString() : null;
    return { itens, proxima };
  }

  const lerResumo = async (lojaId: string) => resumoOf(await resumoDasAvaliacoesDoc(db, lojaId).get());

  return {
    /**
     * The customer's review of the order their tracking link names, in one transaction with the
     * shop's sums: of two sent at once, one is written and the other finds it (Firestore retries
     * the loser, which then reads the review). Only a delivered order (`entregue`).
     */
    async create(token: string, input: { nota: number; comentario: string | null }, agora: Date): Promise<AvaliacaoEnviada> {
      const lookup = (await acompanhamentoDoc(db, token).get()).data() as Acompanhamento | undefined;
      if (!lookup) return 'sem-pedido';
      const { lojista_id: lojaId, pedido_id: pedidoId } = lookup;
      const ref = avaliacaoDoc(db, lojaId, pedidoId);
      return db.runTransaction(async (tx) => {
        const resumoRef = resumoDasAvaliacoesDoc(db, lojaId);
        const [pedido, existente, resumo] = await Promise.all([tx.get(pedidoDoc(db, lojaId, pedidoId)), tx.get(ref), tx.get(resumoRef)]);
        if (!pedido.exists) return 'sem-pedido';
        if (existente.exists) return 'repetida';
        if (pedido.get('status') !== 'entregue') return 'nao-entregue';
        const mes = mesDaAvaliacao(agora);
        const avaliacao: AvaliacaoGuardada = {
          pedido_id: pedidoId,
          nota: input.nota,
          comentario: input.comentario || null,
          // An order whose data the customer erased has no name: the review is anonymous.
          nome: nomeDaAvaliacao(pedido.get('cliente.nome') as string | undefined),
          criado_em: Timestamp.fromDate(agora),
          mes,
          resposta: null,
          respondida_em: null,
          oculta: false,
        };
        tx.create(ref, avaliacao);
        tx.set(resumoRef, somado(resumoOf(resumo), input.nota, { publicas: 1, todas: 1, mes }));
        return { avaliacao: publica(avaliacao) };
      });
    },

    /** The order's review as its tracking page shows it, null before one is sent. */
    async doPedido(lojaId: string, pedidoId: string): Promise<AvaliacaoPublica | null> {
      const snapshot = await avaliacaoDoc(db, lojaId, pedidoId).get();
      return snapshot.exists ? publica(snapshot.data() as AvaliacaoGuardada) : null;
    },

    /** The public page: hidden reviews neither listed nor counted. */
    async listPublicas(lojaId: string, antes?: string) {
      const [resumo, { itens, proxima }] = await Promise.all([lerResumo(lojaId), pagina(lojaId, { antes, publicas: true })]);
      return {
        media: mediaDasNotas(resumo.publicas),
        total: resumo.publicas.total,
        itens: itens.map((doc) => publica(doc.data() as AvaliacaoGuardada)),
        proxima,
      };
    },

    /** The owner's list: every review, hidden ones marked; the figures count them all. */
    async list(lojaId: string, antes?: string) {
      const [resumo, { itens, proxima }] = await Promise.all([lerResumo(lojaId), pagina(lojaId, { antes, publicas: false })]);
      return { media: mediaDasNotas(resumo.todas), total: resumo.todas.total, itens: itens.map(doLojista), proxima };
    },

    /** The public figures alone (the link preview's JSON-LD aggregateRating): one read. */
    async resumoPublico(lojaId: string): Promise<{ media: number | null; total: number }> {
      const { publicas } = await lerResumo(lojaId);
      return { media: mediaDasNotas(publicas), total: publicas.total };
    },

    /** The owner's figures of a São Paulo month ('YYYY-MM'): hidden reviews count. */
    async doMes(lojaId: string, mes: string): Promise<{ media: number | null; total: number }> {
      const soma = (await lerResumo(lojaId)).meses[mes] ?? ZERO;
      return { media: mediaDasNotas(soma), total: soma.total };
    },

    /**
     * The owner's answer and hiding, in a transaction with the public sums (hiding takes the nota
     * out of `publicas`, showing puts it back); null for a review that is not the shop's.
     */
    async update(
      lojaId: string,
      id: string,
      mudanca: { resposta?: string | null; oculta?: boolean },
      agora: Date,
    ): Promise<AvaliacaoDoLojista | null> {
      const ref = avaliacaoDoc(db, lojaId, id);
      return db.runTransaction(async (tx) => {
        const resumoRef = resumoDasAvaliacoesDoc(db, lojaId);
        const [snapshot, resumo] = await Promise.all([tx.get(ref), tx.get(resumoRef)]);
        if (!snapshot.exists) return null;
        const antes = snapshot.data() as AvaliacaoGuardada;
        const campos: Partial<AvaliacaoGuardada> = {};
        if (mudanca.resposta !== undefined) {
          campos.resposta = mudanca.resposta || null;
          campos.respondida_em = campos.resposta ? Timestamp.fromDate(agora) : null;
        }
        if (mudanca.oculta !== undefined && mudanca.oculta !== (antes.oculta === true)) {
          campos.oculta = mudanca.oculta;
          tx.set(resumoRef, somado(resumoOf(resumo), antes.nota, { publicas: mudanca.oculta ? -1 : 1 }));
        }
        if (Object.keys(campos).length > 0) tx.update(ref, campos);
        return {
          ...doLojista(snapshot),
          ...(campos.resposta !== undefined ? { resposta: campos.resposta } : {}),
          oculta: campos.oculta ?? antes.oculta === true,
        };
      });
    },
  };
}

/**
 * The sums with a nota added (or taken out: `vezes` −1) to `publicas` and/or `todas` (and its
 * month): computed from the resumo read in the same transaction (the local emulator lacks
 * increments inside maps), so two reviews at once are serialised by the transaction on it.
 */
function somado(
  resumo: ResumoDasAvaliacoes,
  nota: number,
  { publicas = 0, todas = 0, mes }: { publicas?: number; todas?: number; mes?: string },
) {
  const mais = (soma: SomaDasNotas, vezes: number): SomaDasNotas => ({ soma: soma.soma + vezes * nota, total: soma.total + vezes });
  return {
    publicas: mais(resumo.publicas, publicas),
    todas: mais(resumo.todas, todas),
    meses: mes ? { ...resumo.meses, [mes]: mais(resumo.meses[mes] ?? ZERO, todas) } : resumo.meses,
  } satisfies ResumoDasAvaliacoes;
}

/** The customer's erasure (model/dados-do-cliente.ts) of a review: the comment and the name go, the nota stays in the figures. */
export const APAGAMENTO_DA_AVALIACAO = { comentario: null, nome: null };

export type AvaliacoesRepository = ReturnType<typeof avaliacoesRepository>;
