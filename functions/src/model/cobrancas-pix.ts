import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  DEVOLUCAO_BANCO_SEM_RESPOSTA,
  DEVOLUCAO_PEDIDO_NAO_CANCELADO,
  DEVOLUCAO_RECUSADA,
  DEVOLUCAO_SEM_PIX_PAGO,
  formatBRLTexto,
  PERMISSOES,
  recusaDaMudanca,
  type AvisoPush,
  type StatusDevolucao,
  type StatusPagamento,
} from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';
import { lerCertificado } from '../platform/pix/certificado.js';
import { clientePixApi, FalhaPixApi, type ClientePixApi } from '../platform/pix/cliente.js';
import { dayKey } from '../platform/calendar.js';
import { createContagem } from './contagens.js';
import type { NotificacoesDaEquipe } from './dispositivos.js';
import { campoDoPix } from './estatisticas.js';
import type { NotificacoesDoCliente } from './notificacoes-do-cliente.js';
import type { EfeitosDoPedido } from './efeitos-do-pedido.js';
import { historicoParaGravar, pedidoDoc, toPedido } from './pedidos.js';
import type { PixApiRepository } from './pix-api.js';
import type { CatalogoPublisher } from './publish.js';

/**
 * cobrancas_pix/{txid}: the platform's index of the charges (cobranças imediatas) Vitrine asked the
 * shops' banks for, one per PIX order of a shop whose API Pix is connected (issue 45). The bank's
 * notification names only a txid: this says which shop and order it is, and whether it is still
 * worth a read. It is written BEFORE the bank is called ('criando'), so a crash between the bank's
 * answer and our write leaves a document the job (jobs/cobrancas-pix.ts) finishes. Each document
 * due for a read has `proxima_leitura_em`; a settled one has none, so the job's query is the one
 * field's (no composite index).
 *
 *  criando     written, the bank not answered yet (or we crashed before writing its answer)
 *  pendente    the charge is open: the order carries its copia-e-cola
 *  pago        the bank's charge says paid, the amount asked
 *  divergente  paid, another amount
 *  expirado    expired unpaid (the order cancelled when the owner chose so)
 *  manual      the bank did not take the charge in time: the order kept its static code
 */
export const cobrancasPixCollection = (db: Firestore) => db.collection('cobrancas_pix');
export const cobrancaPixDoc = (db: Firestore, txid: string) => cobrancasPixCollection(db).doc(txid);

export type StatusDaCobranca = 'criando' | 'pendente' | 'pago' | 'divergente' | 'expirado' | 'manual';

export interface CobrancaPix {
  loja_id: string;
  pedido_id: string;
  status: StatusDaCobranca;
  valor_centavos: number;
  /** `solicitacaoPagador` as sent: a healing PUT sends the same charge. */
  solicitacao_pagador: string;
  /** calendario.expiracao as sent, seconds. */
  expiracao_s: number;
  criada_em: Timestamp;
  expira_em: Timestamp;
  /** When the job reads it next; absent once settled. */
  proxima_leitura_em?: Timestamp;
  /** How many times the bank was asked about it (the job's back-off). */
  leituras: number;
  /** The last re-read a notification caused: at most one per txid every RELEITURA_MIN_MS, across instances. */
  releitura_em?: Timestamp;
  /**
   * The paid charge's refund once the bank took it (`devolver`): while `em_processamento` the index
   * has `proxima_leitura_em` again and the job (or the settlement's notification) reads the refund.
   */
  devolucao?: { id: string; e2e_id: string; status: StatusDevolucao };
}

/**
 * The charge's txid: deterministic from the shop and the order (a retry, the job, another instance
 * reach the same one), 32 hex characters (the standard: 26–35 of [a-zA-Z0-9]), and, being a hash,
 * telling nothing of the order's id to whoever sees it on a bank statement.
 */
export function txidDoPedido(lojaId: string, pedidoId: string): string {
  return createHash('sha256').update(`vitrine-cob|${lojaId}|${pedidoId}`).digest('hex').slice(0, 32);
}

/**
 * The refund's id at the bank: one per order, deterministic (a retry after the bank did not answer,
 * another instance, a second click reach the same one, and the bank answers the same refund for the
 * same id and body: nothing is refunded twice), 32 hex characters (the standard: 1–35 of [a-zA-Z0-9]).
 */
export function idDaDevolucao(lojaId: string, pedidoId: string): string {
  return createHash('sha256').update(`vitrine-devolucao|${lojaId}|${pedidoId}`).digest('hex').slice(0, 32);
}

/** A refund sent this long ago without an answer is taken as lost: the owner may ask again (same id). */
const DEVOLUCAO_EM_VOO_MS = 15_000;

/** Whole cents as the API Pix writes money: "12.30". */
export const valorPix = (centavos: number) => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** The API Pix's "12.30" back to cents; null for anything else (the document's pattern is \d{1,10}\.\d{2}). */
export function centavosDoValor(valor: unknown): number | null {
  if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor)) return null;
  return Number(valor.replace('.', ''));
}

/** The bank's notification body: `{ pix: [{ txid, … }] }`; only the txids are read, and at most this many. */
export const TXIDS_POR_NOTIFICACAO = 20;
const TXID = /^[a-zA-Z0-9]{26,35}$/;
export function txidsDaNotificacao(corpo: unknown): string[] {
  const pix = (corpo as { pix?: unknown } | null)?.pix;
  if (!Array.isArray(pix)) return [];
  const txids = pix.flatMap((item: unknown) => {
    const txid = (item as { txid?: unknown } | null)?.txid;
    return typeof txid === 'string' && TXID.test(txid) ? [txid] : [];
  });
  return [...new Set(txids)].slice(0, TXIDS_POR_NOTIFICACAO);
}

/** `solicitacaoPagador` (≤ 140 characters): the order and the shop, what the payer's bank app shows. */
export function solicitacaoDoPedido(codigo: string, nomeLoja: string): string {
  const texto = `Pedido #${codigo} em ${nomeLoja}`.replace(/\s+/g, ' ').trim();
  return [...texto].slice(0, 140).join('');
}

const MINUTO_MS = 60_000;
/** A notification re-reads a txid at most this often (a flood of the same txid costs one read). */
export const RELEITURA_MIN_MS = 5_000;
/** The bank may take a payment a moment after our clock says the charge expired: expiry is decided after this. */
const FOLGA_DE_EXPIRACAO_MS = 30_000;

/** The job's next read: every minute (so a lost notification is healed within two), every two after the first half hour. */
export const proximaLeitura = (agora: Date, leituras: number) => new Date(agora.getTime() + (leituras < 30 ? MINUTO_MS : 2 * MINUTO_MS));

/** What the bank answers of a charge, as read (anything the document allows; only these fields are used). */
interface CobDoBanco {
  status?: unknown;
  pixCopiaECola?: unknown;
  pix?: { endToEndId?: unknown; valor?: unknown; horario?: unknown }[];
}

/** A CA file trusted besides the system's (the local PSP's, emulators only), read at each use. */
export const caExtraDe = (caArquivo: string | null) => (caArquivo && existsSync(caArquivo) ? readFileSync(caArquivo, 'utf8') : null);

/**
 * The shop's bank client from its stored credentials, or null without a connection; throws
 * FalhaPixApi('certificado') for a certificate no longer valid. The caller closes it.
 */
export async function clienteDaLoja(
  pixApi: Pick<PixApiRepository, 'lerCredenciaisPix'>,
  lojaId: string,
  { local, caArquivo, prazoMs, agora }: { local: boolean; caArquivo: string | null; prazoMs: number; agora: Date },
): Promise<ClientePixApi | null> {
  const credenciais = await pixApi.lerCredenciaisPix(lojaId);
  if (!credenciais) return null;
  let identidade;
  try {
    identidade = lerCertificado(credenciais.certificado, credenciais.senha_certificado, agora).identidade;
  } catch {
    throw new FalhaPixApi('certificado');
  }
  const { base_url, token_url, client_id, client_secret } = credenciais;
  return clientePixApi({ base_url, token_url, client_id, client_secret, identidade }, { local, caExtra: caExtraDe(caArquivo), prazoMs });
}

export interface DependenciasDaCobranca {
  db: Firestore;
  pixApi: Pick<PixApiRepository, 'conexao' | 'lerCredenciaisPix'>;
  /** The emulators: the local PSP on 127.0.0.1. */
  local: boolean;
  /** A CA file to trust besides the system's (the local PSP's; emulators only). */
  caArquivo: string | null;
  /** The bound of one charge's creation at the bank, token included (4 s): an order never waits longer for it. */
  prazoMs: number;
  /** The bound of a re-read (the notification's, the job's): nobody waits on it, so the client's own 10 s. */
  prazoLeituraMs: number;
  now: () => Date;
  /** An expired charge's order cancelled (cancelar_ao_expirar) through its effects, as a status move. */
  efeitos: EfeitosDoPedido;
  publisher: Pick<CatalogoPublisher, 'publishAfterCommit'>;
  /** The team hears of a payment of another amount. */
  notificacoesDaEquipe?: Pick<NotificacoesDaEquipe, 'paraLoja'>;
  /** The customer's subscribed devices hear "Pagamento confirmado" (never throws). */
  notificacoesDoCliente?: Pick<NotificacoesDoCliente, 'pagamentoConfirmado'>;
}

/** What a charge's creation gave the order: its copia-e-cola and WhatsApp text, and how its payment is confirmed. */
export interface CobrancaCriada {
  confirmacao: 'automatica' | 'manual';
  pix_copia_e_cola: string | null;
  texto_whatsapp: string;
  status: StatusPagamento | null;
  txid: string | null;
  expira_em: Date | null;
}

export type ResultadoDaLeitura =
  'ignorada' | 'adiada' | 'falhou' | 'pendente' | 'pago' | 'divergente' | 'expirado' | 'criada' | 'manual' | 'devolucao';

/**
 * The charges of PIX orders (issue 45), one code path for the order's placing (public-pedido), the
 * bank's notifications (public-pix-webhook) and the job (jobs/cobrancas-pix.ts): create a charge
 * after the order's commit, and decide its payment only from the bank's own answer to
 * `GET /cob/{txid}`, once, in a transaction on the order and the index.
 */
export function cobrancasPix(deps: DependenciasDaCobranca) {
  const { db, pixApi, local, caArquivo, prazoMs, prazoLeituraMs, now, efeitos, publisher, notificacoesDaEquipe, notificacoesDoCliente } =
    deps;

  /** One call with the shop's client, within `prazo` for all of it (token included); null without a connection. */
  async function comCliente<T>(
    lojaId: string,
    prazo: number,
    fazer: (cliente: ClientePixApi, sinal: AbortSignal) => Promise<T>,
  ): Promise<T | null> {
    const sinal = AbortSignal.timeout(prazo);
    const cliente = await clienteDaLoja(pixApi, lojaId, { local, caArquivo, prazoMs: prazo, agora: now() });
    if (!cliente) return null;
    try {
      return await fazer(cliente, sinal);
    } finally {
      cliente.close();
    }
  }

  const corpoDaCobranca = (cobranca: CobrancaPix, chave: string) => ({
    calendario: { expiracao: cobranca.expiracao_s },
    valor: { original: valorPix(cobranca.valor_centavos) },
    chave,
    solicitacaoPagador: cobranca.solicitacao_pagador,
  });

  /**
   * The bank took the charge: the order's copia-e-cola becomes the bank's (in the WhatsApp text too,
   * where the static code was), its payment `pendente`, confirmed automatically; the index
   * `pendente`, read again in a minute. Only from `criando`: a charge already settled stays so.
   */
  async function aplicarCriada(txid: string, copiaECola: string): Promise<CobrancaCriada | null> {
    return db.runTransaction(async (tx) => {
      const ref = cobrancaPixDoc(db, txid);
      const indice = await tx.get(ref);
      const cobranca = indice.data() as CobrancaPix | undefined;
      if (!cobranca || cobranca.status !== 'criando') return null;
      const pedidoRef = pedidoDoc(db, cobranca.loja_id, cobranca.pedido_id);
      const pedido = await tx.get(pedidoRef);
      if (!pedido.exists) {
        tx.update(ref, { status: 'manual', proxima_leitura_em: FieldValue.delete() });
        return null;
      }
      const estatico = pedido.get('pix_copia_e_cola') as string | null;
      const texto = String(pedido.get('texto_whatsapp') ?? '');
      const texto_whatsapp = estatico && texto.includes(estatico) ? texto.split(estatico).join(copiaECola) : texto;
      const expira_em = cobranca.expira_em.toDate();
      tx.update(pedidoRef, {
        pix_copia_e_cola: copiaECola,
        texto_whatsapp,
        'pagamento.status': 'pendente',
        'pagamento.confirmacao': 'automatica',
        'pagamento.txid': txid,
        'pagamento.expira_em': cobranca.expira_em,
      });
      const agora = now();
      tx.update(ref, { status: 'pendente', proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, 0)) });
      return {
        confirmacao: 'automatica',
        pix_copia_e_cola: copiaECola,
        texto_whatsapp,
        status: 'pendente',
        txid,
        expira_em,
      } satisfies CobrancaCriada;
    });
  }

  /** The bank did not take the charge in time: the order keeps its static code, confirmed by hand; the index stops. */
  async function aplicarManual(txid: string): Promise<void> {
    await db.runTransaction(async (tx) => {
      const ref = cobrancaPixDoc(db, txid);
      const cobranca = (await tx.get(ref)).data() as CobrancaPix | undefined;
      if (!cobranca || cobranca.status !== 'criando') return;
      const pedidoRef = pedidoDoc(db, cobranca.loja_id, cobranca.pedido_id);
      const pedido = await tx.get(pedidoRef);
      if (pedido.exists) tx.update(pedidoRef, { 'pagamento.confirmacao': 'manual' });
      tx.update(ref, { status: 'manual', proxima_leitura_em: FieldValue.delete() });
    });
  }

  const motivoDe = (error: unknown) =>
    error instanceof FalhaPixApi
      ? { motivo: error.motivo, status: error.status }
      : { motivo: 'erro', erro: String((error as Error)?.name) };

  /**
   * PUT /cob/{txid} with the index's charge; the bank's copia-e-cola, or null (refused, unreachable,
   * no connection). Never throws.
   */
  async function enviarCobranca(txid: string, cobranca: CobrancaPix): Promise<string | null> {
    const inicio = Date.now();
    try {
      const conexao = await pixApi.conexao(cobranca.loja_id);
      if (!conexao) return null;
      const resposta = await comCliente(cobranca.loja_id, prazoMs, (cliente, sinal) =>
        cliente.request('PUT', `/cob/${txid}`, corpoDaCobranca(cobranca, conexao.chave), sinal),
      );
      const copiaECola = (resposta?.corpo as CobDoBanco | undefined)?.pixCopiaECola;
      if (resposta && (resposta.status === 200 || resposta.status === 201) && typeof copiaECola === 'string' && copiaECola) {
        return copiaECola;
      }
      logger.warn('API Pix: cobrança recusada pelo banco', {
        lojaId: cobranca.loja_id,
        pedidoId: cobranca.pedido_id,
        status: resposta?.status,
        tipo: String((resposta?.corpo as { type?: unknown } | undefined)?.type ?? ''),
        ms: Date.now() - inicio,
      });
    } catch (error) {
      logger.warn('API Pix: cobrança não criada', {
        lojaId: cobranca.loja_id,
        pedidoId: cobranca.pedido_id,
        ...motivoDe(error),
        ms: Date.now() - inicio,
      });
    }
    return null;
  }

  /**
   * After the order's commit (never inside its transaction): the charge of a PIX order, when the shop's
   * API Pix is connected. The index document first, then the bank (within prazoMs), then the order.
   * Null without a connection (the order stays as it was: static code, manual). On any failure the
   * order is `manual` with its static code: a bank's outage never loses or fails an order.
   */
  async function criar(
    lojaId: string,
    pedido: { id: string; codigo: string; total_centavos: number; texto_whatsapp: string; pix_copia_e_cola: string | null },
    nomeLoja: string,
  ): Promise<CobrancaCriada | null> {
    const conexao = await pixApi.conexao(lojaId);
    if (!conexao) return null;
    const txid = txidDoPedido(lojaId, pedido.id);
    const agora = now();
    const expiracao_s = conexao.preferencias.expiracao_min * 60;
    const cobranca: CobrancaPix = {
      loja_id: lojaId,
      pedido_id: pedido.id,
      status: 'criando',
      valor_centavos: pedido.total_centavos,
      solicitacao_pagador: solicitacaoDoPedido(pedido.codigo, nomeLoja),
      expiracao_s,
      criada_em: Timestamp.fromDate(agora),
      expira_em: Timestamp.fromMillis(agora.getTime() + expiracao_s * 1000),
      proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, 0)),
      leituras: 0,
    };
    const manual: CobrancaCriada = {
      confirmacao: 'manual',
      pix_copia_e_cola: pedido.pix_copia_e_cola,
      texto_whatsapp: pedido.texto_whatsapp,
      status: null,
      txid: null,
      expira_em: null,
    };
    try {
      await cobrancaPixDoc(db, txid).create(cobranca);
    } catch (error) {
      // A second attempt for the same order (it cannot happen through the API): the first one's stands.
      logger.warn('API Pix: cobrança do pedido já existia', { lojaId, pedidoId: pedido.id, erro: String((error as Error)?.name) });
      return null;
    }
    const copiaECola = await enviarCobranca(txid, cobranca);
    if (copiaECola) {
      const criada = await aplicarCriada(txid, copiaECola);
      if (criada) return criada;
    }
    await aplicarManual(txid);
    return manual;
  }

  /**
   * Decides the charge from the bank's answer, in one transaction on the index and the order:
   * CONCLUIDA with Pix whose total is the charge's → pago; another total → divergente; ATIVA past its
   * expiry (or removed) → expirado, the order cancelled when the owner chose so; else read again
   * later. Nothing once the index is no longer pendente: a payment is marked once.
   */
  async function decidir(txid: string, cob: CobDoBanco): Promise<ResultadoDaLeitura> {
    const agora = now();
    const resultado = await db.runTransaction(async (tx) => {
      const ref = cobrancaPixDoc(db, txid);
      const indice = await tx.get(ref);
      const cobranca = indice.data() as CobrancaPix | undefined;
      if (!cobranca || cobranca.status !== 'pendente') return { resultado: 'ignorada' as const };
      const pedidoRef = pedidoDoc(db, cobranca.loja_id, cobranca.pedido_id);
      const snapshot = await tx.get(pedidoRef);
      if (!snapshot.exists) {
        tx.update(ref, { status: 'manual', proxima_leitura_em: FieldValue.delete() });
        return { resultado: 'ignorada' as const };
      }
      const pix = cob.status === 'CONCLUIDA' && Array.isArray(cob.pix) ? cob.pix : [];
      const valores = pix.map((item) => centavosDoValor(item?.valor));
      if (pix.length > 0 && valores.every((valor) => valor !== null)) {
        const pago = (valores as number[]).reduce((soma, valor) => soma + valor, 0);
        const status = pago === cobranca.valor_centavos ? ('pago' as const) : ('divergente' as const);
        const horarios = pix.map((item) => new Date(String(item?.horario ?? ''))).filter((data) => !Number.isNaN(data.getTime()));
        const pagoEm = horarios.length > 0 ? new Date(Math.min(...horarios.map((data) => data.getTime()))) : agora;
        const e2e = typeof pix[0]?.endToEndId === 'string' ? pix[0].endToEndId : null;
        tx.update(pedidoRef, {
          'pagamento.status': status,
          'pagamento.pago_em': Timestamp.fromDate(pagoEm),
          'pagamento.e2e_id': e2e,
          'pagamento.valor_pago_centavos': pago,
        });
        tx.update(ref, { status, proxima_leitura_em: FieldValue.delete(), leituras: cobranca.leituras + 1 });
        // The report's "minutes to pay" (owner-analytics), on the order's day as its other figures.
        const criadoEm = toPedido(snapshot).criado_em;
        createContagem(db, tx, cobranca.loja_id, dayKey(criadoEm), {
          [campoDoPix('pagos')]: 1,
          [campoDoPix('segundos_ate_pagar')]: Math.max(0, Math.round((pagoEm.getTime() - criadoEm.getTime()) / 1000)),
        });
        return { resultado: status, cobranca, snapshot, pago };
      }
      const removida = typeof cob.status === 'string' && cob.status.startsWith('REMOVIDA');
      const vencida = agora.getTime() > cobranca.expira_em.toMillis() + FOLGA_DE_EXPIRACAO_MS;
      if (cob.status === 'ATIVA' && !vencida) {
        tx.update(ref, {
          proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, cobranca.leituras + 1)),
          leituras: cobranca.leituras + 1,
        });
        return { resultado: 'pendente' as const };
      }
      if (!removida && !(cob.status === 'ATIVA' && vencida)) {
        // CONCLUIDA without a readable Pix, or a status the document does not name: ask again later, decide nothing.
        tx.update(ref, {
          proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, cobranca.leituras + 1)),
          leituras: cobranca.leituras + 1,
        });
        return { resultado: 'adiada' as const };
      }
      // Expired unpaid. The order is cancelled, as a status move with its effects (stock back), when
      // the owner chose so and the order was not taken up yet (novo or confirmado).
      const pedido = toPedido(snapshot);
      const conexao = await pixApi.conexao(cobranca.loja_id);
      const cancelar =
        conexao?.preferencias.cancelar_ao_expirar === true &&
        (pedido.status === 'novo' || pedido.status === 'confirmado') &&
        recusaDaMudanca(pedido, 'cancelado', PERMISSOES.dono) === null;
      const movimento = cancelar ? await efeitos.mover(tx, cobranca.loja_id, pedido, 'cancelado', agora) : null;
      tx.update(pedidoRef, {
        'pagamento.status': 'expirado',
        ...(movimento && {
          status: 'cancelado',
          atualizado_em: Timestamp.fromDate(agora),
          historico: historicoParaGravar([...pedido.historico, { status: 'cancelado', em: agora, por: PIX_EXPIRADO }]),
          ...movimento.campos,
        }),
      });
      movimento?.gravar();
      tx.update(ref, { status: 'expirado', proxima_leitura_em: FieldValue.delete(), leituras: cobranca.leituras + 1 });
      return { resultado: 'expirado' as const, cobranca, republicar: movimento?.republicar ?? [] };
    });
    if (resultado.resultado === 'expirado' && resultado.republicar.length > 0)
      await publisher.publishAfterCommit(resultado.cobranca.loja_id);
    if (resultado.resultado === 'pago' && notificacoesDoCliente) {
      await notificacoesDoCliente.pagamentoConfirmado(toPedido(resultado.snapshot));
    }
    if (resultado.resultado === 'divergente' && notificacoesDaEquipe) {
      const { cobranca, snapshot, pago } = resultado;
      const codigo = String(snapshot.get('codigo') ?? '');
      await notificacoesDaEquipe.paraLoja(
        cobranca.loja_id,
        avisoPixDivergente(cobranca.pedido_id, codigo, cobranca.valor_centavos, pago),
        'high',
      );
    }
    if (resultado.resultado !== 'ignorada' && resultado.resultado !== 'pendente' && resultado.resultado !== 'adiada') {
      logger.info('API Pix: cobrança decidida', { txid, resultado: resultado.resultado });
    }
    return resultado.resultado;
  }

  /** A failed read is tried again at the job's next pass (the bank was down: nothing is decided). */
  async function adiar(txid: string, cobranca: CobrancaPix): Promise<void> {
    const agora = now();
    await cobrancaPixDoc(db, txid).update({
      proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, cobranca.leituras + 1)),
      leituras: cobranca.leituras + 1,
    });
  }

  /**
   * A 'criando' document the order's request left (a crash, or the bank's answer lost): the charge is
   * looked up at the bank and created if it is not there, then applied to the order; past its
   * expiry the order stays with its static code, manual.
   */
  async function curarCriando(txid: string, cobranca: CobrancaPix): Promise<ResultadoDaLeitura> {
    if (now().getTime() > cobranca.expira_em.toMillis()) {
      await aplicarManual(txid);
      return 'manual';
    }
    let lida: CobDoBanco | undefined;
    try {
      const resposta = await comCliente(cobranca.loja_id, prazoLeituraMs, (cliente, sinal) =>
        cliente.request('GET', `/cob/${txid}`, undefined, sinal),
      );
      if (!resposta) {
        await aplicarManual(txid);
        return 'manual';
      }
      if (resposta.status === 200) lida = resposta.corpo as CobDoBanco;
      else if (resposta.status !== 404) throw new FalhaPixApi('resposta', resposta.status);
    } catch (error) {
      logger.warn('API Pix: cobrança em criação não lida', { lojaId: cobranca.loja_id, pedidoId: cobranca.pedido_id, ...motivoDe(error) });
      await adiar(txid, cobranca);
      return 'falhou';
    }
    const copiaECola = typeof lida?.pixCopiaECola === 'string' ? lida.pixCopiaECola : await enviarCobranca(txid, cobranca);
    if (!copiaECola) {
      await adiar(txid, cobranca);
      return 'falhou';
    }
    await aplicarCriada(txid, copiaECola);
    // Paid already (the notification came while we were down): decided now, from the same answer.
    if (lida && lida.status !== 'ATIVA') return decidir(txid, lida);
    return 'criada';
  }

  /**
   * Reads the charge at the bank and decides it (decidir). `lojaId`: the shop a notification came
   * for; another shop's txid, an unknown one or one already settled is ignored without a call.
   * `notificacao`: a notification's re-read, at most one per txid every RELEITURA_MIN_MS across
   * instances (claimed on the index with its update time as precondition).
   */
  async function reler(txid: string, { lojaId, notificacao = false }: { lojaId?: string; notificacao?: boolean } = {}) {
    const ref = cobrancaPixDoc(db, txid);
    const indice: DocumentSnapshot = await ref.get();
    const cobranca = indice.data() as CobrancaPix | undefined;
    if (!cobranca || (lojaId !== undefined && cobranca.loja_id !== lojaId)) return 'ignorada' as const;
    if (cobranca.status === 'criando') return notificacao ? ('ignorada' as const) : curarCriando(txid, cobranca);
    const devolucaoEmCurso = cobranca.devolucao?.status === 'solicitada' || cobranca.devolucao?.status === 'em_processamento';
    if (cobranca.status !== 'pendente' && !devolucaoEmCurso) return 'ignorada' as const;
    if (notificacao) {
      const agora = now();
      if (cobranca.releitura_em && agora.getTime() - cobranca.releitura_em.toMillis() < RELEITURA_MIN_MS) return 'ignorada' as const;
      try {
        await ref.update({ releitura_em: Timestamp.fromDate(agora) }, { lastUpdateTime: indice.updateTime! });
      } catch {
        // Another notification (or the job) took it meanwhile.
        return 'ignorada' as const;
      }
    }
    if (devolucaoEmCurso) return relerDevolucao(txid, cobranca);
    let resposta;
    try {
      resposta = await comCliente(cobranca.loja_id, prazoLeituraMs, (cliente, sinal) =>
        cliente.request('GET', `/cob/${txid}`, undefined, sinal),
      );
      if (resposta && resposta.status !== 200) throw new FalhaPixApi('resposta', resposta.status);
    } catch (error) {
      logger.warn('API Pix: cobrança não lida', { lojaId: cobranca.loja_id, pedidoId: cobranca.pedido_id, ...motivoDe(error) });
      await adiar(txid, cobranca);
      return 'falhou' as const;
    }
    if (!resposta) {
      // The shop disconnected its bank: nothing more can be known; the owner confirms by hand.
      await ref.update({ proxima_leitura_em: FieldValue.delete() });
      return 'ignorada' as const;
    }
    return decidir(txid, resposta.corpo as CobDoBanco);
  }

  /**
   * The bank's word on a refund (its `Devolucao`: EM_PROCESSAMENTO, DEVOLVIDO, NAO_REALIZADO) applied
   * to the order and the index in one transaction; DEVOLVIDO makes the payment `devolvido`. Only a
   * refund still open moves: a settled one stays as it is.
   */
  async function aplicarDevolucao(
    lojaId: string,
    pedidoId: string,
    txid: string | null,
    e2eId: string,
    id: string,
    devolucao: { status?: unknown; horario?: { liquidacao?: unknown } } | null,
  ): Promise<StatusDevolucao | null> {
    const status: StatusDevolucao | null =
      devolucao?.status === 'DEVOLVIDO'
        ? 'devolvido'
        : devolucao?.status === 'NAO_REALIZADO'
          ? 'nao_realizado'
          : devolucao?.status === 'EM_PROCESSAMENTO'
            ? 'em_processamento'
            : null;
    if (!status) return null;
    const agora = now();
    const liquidacao = new Date(String(devolucao?.horario?.liquidacao ?? ''));
    const devolvidaEm = status === 'devolvido' ? (Number.isNaN(liquidacao.getTime()) ? agora : liquidacao) : null;
    await db.runTransaction(async (tx) => {
      const pedidoRef = pedidoDoc(db, lojaId, pedidoId);
      const indiceRef = txid ? cobrancaPixDoc(db, txid) : null;
      const [pedido, indice] = await Promise.all([tx.get(pedidoRef), indiceRef ? tx.get(indiceRef) : Promise.resolve(null)]);
      const atual = pedido.get('pagamento.devolucao.status') as StatusDevolucao | undefined;
      if (!pedido.exists || (atual !== 'solicitada' && atual !== 'em_processamento')) return;
      tx.update(pedidoRef, {
        'pagamento.devolucao.status': status,
        'pagamento.devolucao.enviando_em': null,
        'pagamento.devolucao.devolvida_em': devolvidaEm ? Timestamp.fromDate(devolvidaEm) : null,
        ...(status === 'devolvido' && { 'pagamento.status': 'devolvido' }),
      });
      if (indiceRef && indice?.exists) {
        const leituras = Number(indice.get('leituras') ?? 0);
        tx.update(indiceRef, {
          devolucao: { id, e2e_id: e2eId, status },
          proxima_leitura_em:
            status === 'em_processamento' ? Timestamp.fromDate(proximaLeitura(agora, Math.max(leituras, 30))) : FieldValue.delete(),
        });
      }
    });
    return status;
  }

  /** The job's (or a settlement notification's) read of a refund the bank is processing. */
  async function relerDevolucao(txid: string, cobranca: CobrancaPix): Promise<ResultadoDaLeitura> {
    const { id, e2e_id } = cobranca.devolucao!;
    try {
      const resposta = await comCliente(cobranca.loja_id, prazoLeituraMs, (cliente, sinal) =>
        cliente.request('GET', `/pix/${encodeURIComponent(e2e_id)}/devolucao/${id}`, undefined, sinal),
      );
      if (!resposta) {
        await cobrancaPixDoc(db, txid).update({ proxima_leitura_em: FieldValue.delete() });
        return 'ignorada';
      }
      if (resposta.status === 404 && cobranca.devolucao!.status === 'solicitada') {
        // The bank never got it (its answer was lost before it took it): the owner's next click sends it, same id.
        await cobrancaPixDoc(db, txid).update({ proxima_leitura_em: FieldValue.delete() });
        return 'ignorada';
      }
      if (resposta.status !== 200) throw new FalhaPixApi('resposta', resposta.status);
      const status = await aplicarDevolucao(cobranca.loja_id, cobranca.pedido_id, txid, e2e_id, id, resposta.corpo as never);
      if (status === 'devolvido' || status === 'nao_realizado') {
        logger.info('API Pix: devolução decidida', { txid, status });
        return 'devolucao';
      }
      return 'pendente';
    } catch (error) {
      logger.warn('API Pix: devolução não lida', { lojaId: cobranca.loja_id, pedidoId: cobranca.pedido_id, ...motivoDe(error) });
      await adiar(txid, { ...cobranca, leituras: Math.max(cobranca.leituras, 30) });
      return 'falhou';
    }
  }

  /**
   * "Devolver o PIX" (issue 45): the refund of a cancelled order's paid PIX, asked of the shop's bank
   * once. A transaction marks `pagamento.devolucao` ('solicitada', with when it is being sent) BEFORE
   * the bank is called; a second caller meanwhile (two clicks, two devices) finds it and sends
   * nothing. The bank gets `PUT /pix/{e2eid}/devolucao/{id}` with the order's one id and what was
   * paid; a bank that does not answer leaves the refund 'solicitada', asked again with the same id
   * by the next click (409, never a 5xx). The bank's answer moves it (aplicarDevolucao); one still
   * processing is read again by the job. 404 for no such order; 409 for one not cancelled or with no
   * PIX paid through the bank.
   */
  async function devolver(lojaId: string, pedidoId: string): Promise<void> {
    const id = idDaDevolucao(lojaId, pedidoId);
    const pedidoRef = pedidoDoc(db, lojaId, pedidoId);
    const envio = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(pedidoRef);
      if (!snapshot.exists) throw new AppError(404, 'Pedido não encontrado');
      const pedido = toPedido(snapshot);
      const pagamento = pedido.pagamento;
      const indiceRef = pagamento?.txid ? cobrancaPixDoc(db, pagamento.txid) : null;
      const indice = indiceRef ? await tx.get(indiceRef) : null;
      const pago = pagamento?.forma === 'pix' && (pagamento.status === 'pago' || pagamento.status === 'divergente');
      const existente = pagamento?.devolucao;
      if (existente) {
        const emVoo = existente.enviando_em && now().getTime() - existente.enviando_em.getTime() < DEVOLUCAO_EM_VOO_MS;
        if (existente.status !== 'solicitada' || emVoo) return null;
      } else {
        if (!pago || !pagamento.e2e_id || typeof pagamento.valor_pago_centavos !== 'number') {
          throw new AppError(409, DEVOLUCAO_SEM_PIX_PAGO);
        }
        if (pedido.status !== 'cancelado') throw new AppError(409, DEVOLUCAO_PEDIDO_NAO_CANCELADO);
      }
      const agora = now();
      // The index knows of it before the bank does: the settlement's notification, even one that
      // overtakes the bank's answer, or the job (should that answer be lost) reads the refund.
      if (indiceRef && indice?.exists) {
        tx.update(indiceRef, {
          devolucao: { id, e2e_id: pagamento!.e2e_id!, status: 'solicitada' },
          proxima_leitura_em: Timestamp.fromDate(proximaLeitura(agora, 30)),
        });
      }
      tx.update(pedidoRef, {
        'pagamento.devolucao': {
          id,
          status: 'solicitada',
          valor_centavos: existente?.valor_centavos ?? pagamento!.valor_pago_centavos!,
          solicitada_em: Timestamp.fromDate(existente?.solicitada_em ?? agora),
          devolvida_em: null,
          enviando_em: Timestamp.fromDate(agora),
        },
      });
      return {
        e2eId: pagamento!.e2e_id!,
        txid: pagamento!.txid ?? null,
        valor: existente?.valor_centavos ?? pagamento!.valor_pago_centavos!,
      };
    });
    if (!envio) return;
    const inicio = Date.now();
    let resposta;
    try {
      resposta = await comCliente(lojaId, prazoLeituraMs, (cliente, sinal) =>
        cliente.request('PUT', `/pix/${encodeURIComponent(envio.e2eId)}/devolucao/${id}`, { valor: valorPix(envio.valor) }, sinal),
      );
    } catch (error) {
      logger.warn('API Pix: devolução sem resposta do banco', { lojaId, pedidoId, ...motivoDe(error), ms: Date.now() - inicio });
      resposta = undefined;
    }
    if (resposta && (resposta.status === 200 || resposta.status === 201)) {
      await aplicarDevolucao(lojaId, pedidoId, envio.txid, envio.e2eId, id, resposta.corpo as never);
      logger.info('API Pix: devolução solicitada', { lojaId, pedidoId, ms: Date.now() - inicio });
      return;
    }
    if (resposta && resposta.status >= 400 && resposta.status < 500 && resposta.status !== 401 && resposta.status !== 403) {
      // The bank refused this refund (above what was paid, a Pix it does not know): asking again changes nothing.
      await pedidoRef.update({ 'pagamento.devolucao.status': 'nao_realizado', 'pagamento.devolucao.enviando_em': null });
      logger.warn('API Pix: devolução recusada pelo banco', {
        lojaId,
        pedidoId,
        status: resposta.status,
        tipo: String((resposta.corpo as { type?: unknown } | undefined)?.type ?? ''),
      });
      throw new AppError(409, DEVOLUCAO_RECUSADA);
    }
    // No answer, no connection, or the bank's own trouble: left 'solicitada', free for the next click (same id).
    if (resposta) logger.warn('API Pix: devolução não aceita pelo banco', { lojaId, pedidoId, status: resposta.status });
    await pedidoRef.update({ 'pagamento.devolucao.enviando_em': null });
    throw new AppError(409, resposta === null ? DEVOLUCAO_SEM_CONEXAO : DEVOLUCAO_BANCO_SEM_RESPOSTA);
  }

  return { criar, reler, devolver };
}

/** The refund of a shop that disconnected its bank's API Pix since the payment. */
export const DEVOLUCAO_SEM_CONEXAO = 'A API Pix do banco não está conectada: devolva o PIX pelo app do banco.';

export type CobrancasPix = ReturnType<typeof cobrancasPix>;

/** Who the timeline says cancelled an order whose PIX expired (the owner's choice, made by Vitrine). */
export const PIX_EXPIRADO = 'PIX expirado';

/** The team's push for a PIX paid with another amount than the order's. */
export function avisoPixDivergente(pedidoId: string, codigo: string, pedidoCentavos: number, pagoCentavos: number): AvisoPush {
  return {
    tipo: 'pix_divergente',
    pedido_id: pedidoId,
    codigo,
    titulo: `PIX do pedido #${codigo} com valor diferente`,
    corpo: `Pago ${formatBRLTexto(pagoCentavos)}, o pedido é de ${formatBRLTexto(pedidoCentavos)}. Confira antes de preparar.`,
    url: `/pedidos?pedido=${encodeURIComponent(pedidoId)}`,
  };
}
