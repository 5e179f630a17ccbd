import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  calcularConta,
  centsToReais,
  descontoDoTipo,
  type Comanda,
  type CupomTipo,
  type FormaOuFiado,
  type StatusDaComanda,
  type FormaDeRecebimento,
} from '@vitrine/shared';
import { dayKey } from '../platform/calendar.js';
import { AppError } from '../platform/http/errors.js';
import { isDocId } from '../platform/http/validate.js';
import { createContagem } from './contagens.js';
import { incrementContador } from './contadores.js';
import { campoCupom, campoDoCanal, campoDoSalao } from './estatisticas.js';
import { lojistaDoc } from './lojistas.js';
import { pedidosCollection, toPedido, type PedidoGuardado, type RecebimentoGuardado } from './pedidos.js';

/**
 * A table's bill (issue 44): lojistas/{lojaId}/comandas/{id}. It opens with the table's first
 * round and gathers every round sent while it is open; the rounds are orders
 * (lojistas/{lojaId}/pedidos, `comanda` naming it), so the kitchen, the printer, the pushes and the
 * stock treat them as any order. The bill keeps the running sums of its live rounds (the order's
 * `comanda` effect, model/efeitos-do-pedido.ts, enters and leaves them), its payments, and, once
 * closed, what it came to. The room's settings (service fee, couvert) are copied in when it opens,
 * so a bill reads the same whatever the shop changes later.
 */
export const comandasCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('comandas');
export const comandaDoc = (db: Firestore, lojaId: string, id: string) => comandasCollection(db, lojaId).doc(id);

/** The 404 and the 409 of a bill the team acts on (owner-comandas, owner-garcom). */
export const COMANDA_NAO_ENCONTRADA = 'Conta não encontrada.';
export const COMANDA_JA_FECHADA = 'Esta conta já está fechada.';

/** A payment towards the bill, stored as an order's payment in person is (`valor` what it paid of the bill), without its till's id. */
export type PagamentoGuardado = Omit<RecebimentoGuardado, 'caixa_id'>;

/**
 * A shop's coupon on the bill (POST /api/comandas/{id}/cupom): its type and value as applied, so
 * the bill reads the same if the owner edits the coupon later; its discount is on the bill's
 * consumption as it stands, so later rounds are covered. Its use is counted when the bill closes.
 */
export interface CupomDaComandaSalvo {
  id: string;
  codigo: string;
  tipo: Exclude<CupomTipo, 'frete_gratis'>;
  valor: number;
}

export interface ComandaSalva {
  id: string;
  mesa: { id: string; nome: string };
  status: StatusDaComanda;
  aberta_em: Date;
  fechada_em: Date | null;
  /** The live rounds (not cancelled) and their sums: what the bill is made of. */
  rodadas: number;
  subtotal_centavos: number;
  desconto_centavos: number;
  cupom: CupomDaComandaSalvo | null;
  /** The room's settings when the bill opened. */
  taxa_servico_percentual: number;
  couvert_centavos: number;
  pessoas: number;
  pagamentos: PagamentoGuardado[];
  /** Set when it closes: whether the customer took the optional fee, and the bill's final figures. */
  incluiu_taxa_servico: boolean | null;
  total_centavos: number | null;
  /** When the table last sent a round: the room's "minutes since". */
  ultima_rodada_em: Date | null;
}

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const data = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
/** Bills paid before the one list of forms (issue 46) named the cards and the meal voucher by their old keys. */
const FORMAS_ANTIGAS: Record<string, FormaDeRecebimento> = { credito: 'cartao_credito', debito: 'cartao_debito', vale_refeicao: 'vale' };
const formaGravada = (forma: unknown) =>
  typeof forma === 'string' && Object.hasOwn(FORMAS_ANTIGAS, forma) ? FORMAS_ANTIGAS[forma]! : (forma as FormaDeRecebimento);

function toCupomDaComanda(gravado: unknown): CupomDaComandaSalvo | null {
  if (!gravado || typeof gravado !== 'object') return null;
  const { id, codigo, tipo, valor } = gravado as Record<string, unknown>;
  if (typeof id !== 'string' || (tipo !== 'percentual' && tipo !== 'valor')) return null;
  return { id, codigo: String(codigo ?? ''), tipo, valor: numero(valor) };
}

function toPagamento(gravado: Record<string, unknown>): PagamentoGuardado {
  return {
    forma: formaGravada(gravado.forma) as FormaOuFiado,
    ...(typeof gravado.telefone === 'string' && { telefone: gravado.telefone }),
    valor_centavos: numero(gravado.valor_centavos),
    troco_centavos: numero(gravado.troco_centavos),
    em: data(gravado.em) ?? new Date(0),
    por: String(gravado.por ?? ''),
  };
}

export function toComanda(doc: DocumentSnapshot): ComandaSalva {
  const mesa = (doc.get('mesa') ?? {}) as { id?: unknown; nome?: unknown };
  const pagamentos: unknown = doc.get('pagamentos');
  const incluiu: unknown = doc.get('incluiu_taxa_servico');
  const total: unknown = doc.get('total_centavos');
  return {
    id: doc.id,
    mesa: { id: String(mesa.id ?? ''), nome: String(mesa.nome ?? '') },
    status: doc.get('status') === 'fechada' ? 'fechada' : 'aberta',
    aberta_em: data(doc.get('aberta_em')) ?? new Date(0),
    fechada_em: data(doc.get('fechada_em')),
    rodadas: numero(doc.get('rodadas')),
    subtotal_centavos: numero(doc.get('subtotal_centavos')),
    desconto_centavos: numero(doc.get('desconto_centavos')),
    cupom: toCupomDaComanda(doc.get('cupom')),
    taxa_servico_percentual: numero(doc.get('taxa_servico_percentual')),
    couvert_centavos: numero(doc.get('couvert_centavos')),
    pessoas: Math.max(1, numero(doc.get('pessoas'))),
    pagamentos: Array.isArray(pagamentos) ? pagamentos.map((pagamento: Record<string, unknown>) => toPagamento(pagamento ?? {})) : [],
    incluiu_taxa_servico: typeof incluiu === 'boolean' ? incluiu : null,
    total_centavos: typeof total === 'number' ? total : null,
    ultima_rodada_em: data(doc.get('ultima_rodada_em')),
  };
}

export function comandasRepository(db: Firestore) {
  /** One bill, or null for an unknown id (one that is no document id at all included). */
  async function read(lojaId: string, id: string, tx?: Transaction): Promise<ComandaSalva | null> {
    if (!isDocId(id)) return null;
    const ref = comandaDoc(db, lojaId, id);
    const doc = tx ? await tx.get(ref) : await ref.get();
    return doc.exists ? toComanda(doc) : null;
  }

  /** The bill's rounds in the order they were sent, cancelled ones included; in `tx` when given. */
  async function rodadas(lojaId: string, comandaId: string, tx?: Transaction): Promise<PedidoGuardado[]> {
    const query = pedidosCollection(db, lojaId).where('comanda_id', '==', comandaId);
    const snapshot = tx ? await tx.get(query) : await query.get();
    return snapshot.docs.map(toPedido).sort((a, b) => a.criado_em.getTime() - b.criado_em.getTime());
  }

  return {
    read,
    rodadas,

    /** The open bill in `tx`, as every change to a bill starts: 404 unknown, 409 closed. */
    async aberta(lojaId: string, id: string, tx: Transaction): Promise<ComandaSalva> {
      const comanda = await read(lojaId, id, tx);
      if (!comanda) throw new AppError(404, COMANDA_NAO_ENCONTRADA);
      if (comanda.status === 'fechada') throw new AppError(409, COMANDA_JA_FECHADA);
      return comanda;
    },

    /** A bill with all its rounds, as the team reads it: 404 unknown. */
    async comRodadas(lojaId: string, id: string): Promise<{ comanda: ComandaSalva; rodadas: PedidoGuardado[] }> {
      const comanda = await read(lojaId, id);
      if (!comanda) throw new AppError(404, COMANDA_NAO_ENCONTRADA);
      return { comanda, rodadas: await rodadas(lojaId, id) };
    },

    /**
     * A bill for `mesa` not written yet, with a fresh id and the room's settings as they are now: the
     * table's first round opens it (the order's `comanda` effect writes it with `abrir`).
     */
    nova(
      lojaId: string,
      mesa: { id: string; nome: string },
      salao: { taxa_servico_percentual: number; couvert_centavos: number },
      agora: Date,
    ): ComandaSalva {
      return {
        id: comandasCollection(db, lojaId).doc().id,
        mesa,
        status: 'aberta',
        aberta_em: agora,
        fechada_em: null,
        rodadas: 0,
        subtotal_centavos: 0,
        desconto_centavos: 0,
        cupom: null,
        taxa_servico_percentual: salao.taxa_servico_percentual,
        couvert_centavos: salao.couvert_centavos,
        pessoas: 1,
        pagamentos: [],
        incluiu_taxa_servico: null,
        total_centavos: null,
        ultima_rodada_em: null,
      };
    },

    /** Writes the bill `nova` made, with its first round in its sums. */
    abrir(
      tx: Transaction,
      lojaId: string,
      comanda: ComandaSalva,
      rodada: { subtotal_centavos: number; desconto_centavos: number },
      agora: Date,
    ) {
      const { id, aberta_em, ...campos } = comanda;
      tx.create(comandaDoc(db, lojaId, id), {
        ...campos,
        aberta_em: Timestamp.fromDate(aberta_em),
        rodadas: 1,
        subtotal_centavos: rodada.subtotal_centavos,
        desconto_centavos: rodada.desconto_centavos,
        ultima_rodada_em: Timestamp.fromDate(agora),
      });
    },

    /** A round entering (sinal 1) or leaving (-1) the bill's sums: the order's `comanda` effect. */
    moverRodada(
      tx: Transaction,
      lojaId: string,
      id: string,
      rodada: { subtotal_centavos: number; desconto_centavos: number },
      sinal: 1 | -1,
      agora: Date,
    ) {
      tx.update(comandaDoc(db, lojaId, id), {
        rodadas: FieldValue.increment(sinal),
        subtotal_centavos: FieldValue.increment(sinal * rodada.subtotal_centavos),
        desconto_centavos: FieldValue.increment(sinal * rodada.desconto_centavos),
        ...(sinal === 1 && { ultima_rodada_em: Timestamp.fromDate(agora) }),
      });
    },

    /** The bill's coupon, or null: none. */
    gravarCupom(tx: Transaction, lojaId: string, id: string, cupom: CupomDaComandaSalvo | null) {
      tx.update(comandaDoc(db, lojaId, id), { cupom });
    },

    /** How many people the couvert is charged for. */
    gravarPessoas(tx: Transaction, lojaId: string, id: string, pessoas: number) {
      tx.update(comandaDoc(db, lojaId, id), { pessoas });
    },

    /** The bill's payments as they now stand (the whole list: a transaction read it first). */
    gravarPagamentos(tx: Transaction, lojaId: string, id: string, pagamentos: PagamentoGuardado[], pessoas?: number) {
      tx.update(comandaDoc(db, lojaId, id), {
        pagamentos: pagamentos.map((pagamento) => ({ ...pagamento, em: Timestamp.fromDate(pagamento.em) })),
        ...(pessoas !== undefined && { pessoas }),
      });
    },

    /**
     * Closes the bill with its final figures, and counts it in the room's reports (issue 44): one
     * table served, its minutes from opening to closing, its fee and couvert, on the day it opened
     * (its rounds' revenue is on their days, the `receita` effect).
     */
    fechar(
      tx: Transaction,
      lojaId: string,
      comanda: Pick<ComandaSalva, 'id' | 'aberta_em' | 'subtotal_centavos' | 'desconto_centavos' | 'cupom'>,
      fechamento: { incluiu_taxa_servico: boolean; total_centavos: number; pessoas: number },
      figuras: { taxa_servico_centavos: number; couvert_centavos: number },
      agora: Date,
    ) {
      tx.update(comandaDoc(db, lojaId, comanda.id), { status: 'fechada', fechada_em: Timestamp.fromDate(agora), ...fechamento });
      // The coupon is the bill's, not a round's: the rounds' revenue counted in full, the coupon takes its discount off it here.
      const cupom = comanda.cupom;
      const desconto = descontoDoCupomDaComanda(comanda);
      createContagem(db, tx, lojaId, dayKey(comanda.aberta_em), {
        [campoDoSalao('comandas')]: 1,
        [campoDoSalao('minutos')]: Math.max(0, Math.round((agora.getTime() - comanda.aberta_em.getTime()) / 60_000)),
        [campoDoSalao('taxa_servico_centavos')]: figuras.taxa_servico_centavos,
        [campoDoSalao('couvert_centavos')]: figuras.couvert_centavos,
        ...(cupom && {
          receita_centavos: -desconto,
          [campoDoCanal('salao', 'receita_centavos')]: -desconto,
          descontos_centavos: desconto,
          [campoCupom('pedidos', cupom.id)]: 1,
          [campoCupom('receita', cupom.id)]: consumoDaComanda(comanda) - desconto,
          [campoCupom('desconto', cupom.id)]: desconto,
          [campoCupom('codigo', cupom.id)]: cupom.codigo,
        }),
      });
      // The dashboard's running revenue too (model/contadores.ts), which the rounds counted in full.
      if (cupom && desconto > 0) incrementContador(db, tx, lojaId, { receita_centavos: -desconto });
    },
  };
}

export type ComandasRepository = ReturnType<typeof comandasRepository>;

/** A bill's rounds that were not cancelled: what it is made of. */
export const rodadasVivas = (rodadas: PedidoGuardado[]) => rodadas.filter((rodada) => rodada.status !== 'cancelado');

/** The rounds' consumption after their own discounts: what a coupon's minimum and discount are on. */
export const consumoDaComanda = (comanda: Pick<ComandaSalva, 'subtotal_centavos' | 'desconto_centavos'>) =>
  Math.max(0, comanda.subtotal_centavos - comanda.desconto_centavos);

/** What the bill's coupon takes off its consumption now (never more than it); 0 without one. */
export const descontoDoCupomDaComanda = (comanda: Pick<ComandaSalva, 'subtotal_centavos' | 'desconto_centavos' | 'cupom'>) =>
  comanda.cupom ? descontoDoTipo(comanda.cupom, consumoDaComanda(comanda)).desconto_centavos : 0;

/**
 * The bill's figures: the fee as taken once closed, else as the bill suggests it (the customer may
 * still decline it); the discount is the rounds' and the coupon's.
 */
export function contaDaComanda(comanda: ComandaSalva, pessoas = comanda.pessoas, incluir = comanda.incluiu_taxa_servico ?? true) {
  return calcularConta({
    subtotal_centavos: comanda.subtotal_centavos,
    desconto_centavos: comanda.desconto_centavos + descontoDoCupomDaComanda(comanda),
    taxa_servico_percentual: comanda.taxa_servico_percentual,
    incluir_taxa_servico: incluir,
    couvert_centavos: comanda.couvert_centavos,
    pessoas,
    pago_centavos: comanda.pagamentos.reduce((soma, pagamento) => soma + pagamento.valor_centavos, 0),
  });
}

/** The bill as the API answers it, its live rounds' lines numbered from 1 in the order they were sent. */
export function respostaDaComanda(comanda: ComandaSalva, rodadas: PedidoGuardado[]): Comanda {
  const conta = contaDaComanda(comanda);
  let linha = 0;
  return {
    id: comanda.id,
    mesa: comanda.mesa,
    status: comanda.status,
    aberta_em: comanda.aberta_em.toISOString(),
    fechada_em: comanda.fechada_em?.toISOString() ?? null,
    pessoas: comanda.pessoas,
    rodadas: rodadasVivas(rodadas).map((rodada) => ({
      id: rodada.id,
      codigo: rodada.codigo,
      status: rodada.status,
      criado_em: rodada.criado_em.toISOString(),
      itens: rodada.itens.map((item) => ({
        linha: ++linha,
        nome: item.nome,
        quantidade: item.quantidade,
        gramas: item.gramas,
        total: centsToReais(item.total_centavos),
        observacao: item.observacao,
      })),
      total: centsToReais(rodada.total_centavos),
    })),
    subtotal: centsToReais(conta.subtotal_centavos),
    desconto: centsToReais(conta.desconto_centavos),
    cupom: comanda.cupom && { codigo: comanda.cupom.codigo, desconto: centsToReais(descontoDoCupomDaComanda(comanda)) },
    taxa_servico_percentual: comanda.taxa_servico_percentual,
    taxa_servico: centsToReais(conta.taxa_servico_centavos),
    taxa_servico_opcional: true,
    couvert: centsToReais(conta.couvert_centavos),
    total: centsToReais(conta.total_centavos),
    pagamentos: comanda.pagamentos.map((pagamento) => ({
      forma: pagamento.forma,
      ...(pagamento.telefone && { telefone: pagamento.telefone }),
      valor: centsToReais(pagamento.valor_centavos),
      troco: centsToReais(pagamento.troco_centavos),
      em: pagamento.em.toISOString(),
      por: pagamento.por,
    })),
    pago: centsToReais(conta.pago_centavos),
    falta: centsToReais(conta.falta_centavos),
  };
}
