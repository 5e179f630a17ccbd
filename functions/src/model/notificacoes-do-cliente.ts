import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  NOTIFICACOES_DEPOIS_DO_FIM_HORAS,
  nomeDoStatusComEntregador,
  RETENCAO_DADOS_CLIENTE_MESES,
  STATUS_EM_ABERTO,
  acompanhamentoPath,
} from '@vitrine/shared';
import type { AvisoPush, Inscricao, StatusPedido } from '@vitrine/shared';
import type { EnvioPush } from '../platform/push/sender.js';
import { acompanhamentoDoc, type Acompanhamento } from './acompanhamentos.js';
import { dispositivoId } from './dispositivos.js';
import { lojaOf, lojistaDoc, type Lojista } from './lojistas.js';
import { pedidoDoc, toPedido, type PedidoGuardado } from './pedidos.js';

/**
 * avisos_do_cliente/{token} {lojista_id, pedido_id, inscricoes: [{id, endpoint, p256dh, auth,
 * expiration_time, criado_em}], apagar_em}: the Web Push subscriptions of the customer's devices
 * on one order (public-pedido, POST /api/pedido/{token}/notificacoes), keyed by the order's
 * tracking token, which is the only way in. At most DISPOSITIVOS_POR_PEDIDO; `id` is the endpoint's hash
 * (as the owner's devices), so the same browser subscribing again updates its entry.
 *
 * A subscription is the customer's personal data, so the document goes (apagar_em, one field and
 * one query for every way out): NOTIFICACOES_DEPOIS_DO_FIM_MS after the order is delivered or cancelled,
 * which the status change sets in its transaction, and never later than the customer's data in
 * the order (RETENCAO_DADOS_CLIENTE_MESES after it was placed); the cleanup job deletes what is due
 * (jobs/notificacoes-do-cliente.ts). The customer's erasure (DELETE /api/pedido/{token}/dados) deletes it
 * in its own transaction.
 */
export const notificacoesDoClienteCollection = (db: Firestore) => db.collection('avisos_do_cliente');
export const notificacoesDoClienteDoc = (db: Firestore, token: string) => notificacoesDoClienteCollection(db).doc(token);

/** A customer's devices on one order: a phone and a tablet fit, a fourth replaces the oldest. */
export const DISPOSITIVOS_POR_PEDIDO = 3;
/** How long after the order is delivered or cancelled its subscriptions are kept (the privacy policy states it). */
export const NOTIFICACOES_DEPOIS_DO_FIM_MS = NOTIFICACOES_DEPOIS_DO_FIM_HORAS * 3600_000;

export const PEDIDO_ENCERRADO = 'Este pedido já foi encerrado: não há mais avisos para ligar.';

interface InscricaoGuardada {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiration_time: number | null;
  criado_em: Timestamp;
}

/**
 * When the order's subscriptions go: a day after it reached entregue or cancelado, else when the
 * retention period erases the customer's data from it; whichever comes first.
 */
export function deleteNotificacoesEm(pedido: Pick<PedidoGuardado, 'status' | 'criado_em' | 'historico'>): Date {
  const retencao = new Date(pedido.criado_em);
  retencao.setUTCMonth(retencao.getUTCMonth() + RETENCAO_DADOS_CLIENTE_MESES);
  if ((STATUS_EM_ABERTO as readonly StatusPedido[]).includes(pedido.status)) return retencao;
  const fim = (pedido.historico.at(-1)?.em ?? pedido.criado_em).getTime() + NOTIFICACOES_DEPOIS_DO_FIM_MS;
  return new Date(Math.min(fim, retencao.getTime()));
}

/**
 * The push a customer's device gets when the order's status changes: the shop, the order, the status
 * in words; on `entregue`, the invitation to review it (issue 47), which the tracking page it opens shows.
 */
export function avisoDeStatus(
  nomeLoja: string,
  token: string,
  { codigo, status, entregador }: Pick<PedidoGuardado, 'codigo' | 'status'> & Partial<Pick<PedidoGuardado, 'entregador'>>,
): AvisoPush {
  // Out with the shop's driver (issue 46): "Saiu para entrega com João".
  const corpo = status === 'entregue' ? CONVITE_PARA_AVALIAR : nomeDoStatusComEntregador(status, entregador?.nome ?? null);
  return avisoDoPedido(nomeLoja, token, { codigo, status }, corpo);
}

/** A push about one order: the shop and the order in the title, what happened in the body, its tracking page. */
function avisoDoPedido(
  nomeLoja: string,
  token: string,
  { codigo, status }: Pick<PedidoGuardado, 'codigo' | 'status'>,
  corpo: string,
): AvisoPush {
  return { tipo: 'status_pedido', codigo, status, titulo: `${nomeLoja}: pedido #${codigo}`, corpo, url: acompanhamentoPath(token) };
}

/** The delivered order's push: the status and the invitation to review it (issue 47). */
export const CONVITE_PARA_AVALIAR = 'Entregue. Conte como foi: avalie seu pedido.';

/** The customer's push when the bank confirmed the order's PIX (issue 45): the tracking page, as a status's. */
export const avisoDePagamento = (nomeLoja: string, token: string, pedido: Pick<PedidoGuardado, 'codigo' | 'status'>): AvisoPush =>
  avisoDoPedido(nomeLoja, token, pedido, 'Pagamento confirmado');

const inscricoesDe = (doc: DocumentSnapshot): InscricaoGuardada[] =>
  doc.exists && Array.isArray(doc.get('inscricoes')) ? (doc.get('inscricoes') as InscricaoGuardada[]) : [];
const vencido = (doc: DocumentSnapshot, agora: Date) =>
  ((doc.get('apagar_em') as Timestamp | undefined)?.toMillis() ?? 0) <= agora.getTime();

/** Deletes this many due documents a batch (a batch takes 500 writes). */
const POR_LOTE = 400;

export function notificacoesDoClienteRepository(db: Firestore) {
  return {
    /**
     * One transaction: the order the token leads to, then the device's entry created or updated
     * (its first subscription time kept), the oldest past DISPOSITIVOS_POR_PEDIDO dropped. 'sem-pedido'
     * for a token of no order, 'encerrado' once the order's subscriptions are due to go.
     */
    async save(token: string, inscricao: Inscricao, agora: Date): Promise<{ id: string } | 'sem-pedido' | 'encerrado'> {
      const id = dispositivoId(inscricao.endpoint);
      return db.runTransaction(async (tx) => {
        const [lookup, atual] = await tx.getAll(acompanhamentoDoc(db, token), notificacoesDoClienteDoc(db, token));
        const ids = lookup!.data() as Acompanhamento | undefined;
        if (!ids) return 'sem-pedido';
        const pedido = await tx.get(pedidoDoc(db, ids.lojista_id, ids.pedido_id));
        if (!pedido.exists) return 'sem-pedido';
        const apagarEm = deleteNotificacoesEm(toPedido(pedido));
        if (apagarEm <= agora) return 'encerrado';
        const anteriores = inscricoesDe(atual!);
        const nova: InscricaoGuardada = {
          id,
          endpoint: inscricao.endpoint,
          p256dh: inscricao.keys.p256dh,
          auth: inscricao.keys.auth,
          expiration_time: inscricao.expirationTime ?? null,
          criado_em: anteriores.find((anterior) => anterior.id === id)?.criado_em ?? Timestamp.fromDate(agora),
        };
        const inscricoes = [...anteriores.filter((anterior) => anterior.id !== id), nova]
          .sort((a, b) => a.criado_em.toMillis() - b.criado_em.toMillis())
          .slice(-DISPOSITIVOS_POR_PEDIDO);
        tx.set(notificacoesDoClienteDoc(db, token), {
          lojista_id: ids.lojista_id,
          pedido_id: ids.pedido_id,
          inscricoes,
          apagar_em: Timestamp.fromDate(apagarEm),
        });
        return { id };
      });
    },

    /**
     * In a status change's transaction, among its reads: the order's subscriptions. The answer,
     * called after every read of that transaction with the order as changed, moves when they go
     * (deleteNotificacoesEm), or deletes them when that time already came (the cleanup not run yet).
     */
    async readParaMudanca(tx: Transaction, token: string | null): Promise<(pedido: PedidoGuardado, agora: Date) => void> {
      if (!token) return () => undefined;
      const ref = notificacoesDoClienteDoc(db, token);
      const atual = await tx.get(ref);
      return (pedido, agora) => {
        if (!atual.exists) return;
        if (vencido(atual, agora)) tx.delete(ref);
        else tx.update(ref, { apagar_em: Timestamp.fromDate(deleteNotificacoesEm(pedido)) });
      };
    },

    /** The order's subscriptions still in force, and the shop's name for the push's title; null when none. */
    async paraEnvio(token: string, agora: Date): Promise<{ nomeLoja: string; inscricoes: InscricaoGuardada[] } | null> {
      const doc = await notificacoesDoClienteDoc(db, token).get();
      const inscricoes = inscricoesDe(doc);
      if (inscricoes.length === 0 || vencido(doc, agora)) return null;
      const lojista = await lojistaDoc(db, String(doc.get('lojista_id'))).get();
      if (!lojista.exists) return null;
      return { nomeLoja: lojaOf(lojista.data() as Lojista).nome_loja, inscricoes };
    },

    /** The push service said the subscription is gone (404, 410): its entry goes, the document with its last one. */
    async remove(token: string, id: string): Promise<void> {
      const ref = notificacoesDoClienteDoc(db, token);
      await db.runTransaction(async (tx) => {
        const restantes = inscricoesDe(await tx.get(ref)).filter((inscricao) => inscricao.id !== id);
        if (restantes.length === 0) tx.delete(ref);
        else tx.update(ref, { inscricoes: restantes });
      });
    },

    /** Deletes every order's subscriptions due by `agora`, a batch at a time; answers how many orders'. */
    async deleteVencidos(agora: Date): Promise<number> {
      let apagados = 0;
      for (;;) {
        const { docs } = await notificacoesDoClienteCollection(db)
          .where('apagar_em', '<=', Timestamp.fromDate(agora))
          .limit(POR_LOTE)
          .get();
        if (docs.length === 0) return apagados;
        const batch = db.batch();
        for (const doc of docs) batch.delete(doc.ref);
        await batch.commit();
        apagados += docs.length;
        if (docs.length < POR_LOTE) return apagados;
      }
    },
  };
}

export type NotificacoesDoClienteRepository = ReturnType<typeof notificacoesDoClienteRepository>;

/**
 * Pushes the order's new status to the customer's devices, in parallel; 404/410 deletes that
 * subscription, any other failure is only that push lost (the tracking page still shows the
 * status). Never throws.
 */
export function createNotificacoesDoCliente(
  inscricoes: NotificacoesDoClienteRepository,
  enviar: EnvioPush,
  now: () => Date = () => new Date(),
) {
  type Pedido = Pick<PedidoGuardado, 'acompanhamento' | 'codigo' | 'status'> & Partial<Pick<PedidoGuardado, 'entregador'>>;
  return {
    status: (pedido: Pedido) => avisar(pedido, avisoDeStatus),
    /** The bank confirmed the order's PIX (issue 45, model/cobrancas-pix.ts). */
    pagamentoConfirmado: (pedido: Pedido) => avisar(pedido, avisoDePagamento),
  };

  async function avisar(pedido: Pedido, avisoDe: typeof avisoDeStatus): Promise<void> {
    const token = pedido.acompanhamento;
    if (!token) return;
    try {
      const destino = await inscricoes.paraEnvio(token, now());
      if (!destino) return;
      const aviso = avisoDe(destino.nomeLoja, token, pedido);
      await Promise.all(
        destino.inscricoes.map(async (inscricao) => {
          const resultado = await enviar(inscricao, aviso, 'high');
          if (!resultado.ok && resultado.expirada) await inscricoes.remove(token, inscricao.id);
        }),
      );
    } catch {
      // A failed read or removal loses this push only: the status change stands, and a gone subscription answers 410 again next time.
    }
  }
}

export type NotificacoesDoCliente = ReturnType<typeof createNotificacoesDoCliente>;
