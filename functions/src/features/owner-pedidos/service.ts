import pLimit from 'p-limit';
import {
  acompanhamentoPath,
  BLOQUEIOS_MAX,
  PEDIDOS_POR_PAGINA,
  FILTRO_AGENDADOS,
  STATUS_EM_ABERTO,
  STATUS_PEDIDO,
  type ContagemPedidos,
  type FiltroPedidos,
  type PedidoDoLojista,
  type PedidosCancelados,
  type PedidosDoLojistaResponse,
  type ProtecaoPedidos,
  mudancaInexistente,
  perfilNaoPermite,
  recusaDaMudanca,
  type Papel,
  PERMISSOES,
  type StatusPedido,
  type TelefoneBloqueado,
  aguardandoPix,
  AGUARDANDO_PAGAMENTO_PIX,
  CANCELAMENTO_BANCO_SEM_RESPOSTA,
  CANCELAMENTO_PIX_PAGO,
} from '@vitrine/shared';
import type { NotificacoesDoCliente, NotificacoesDoClienteRepository } from '../../model/notificacoes-do-cliente.js';
import type { PixApiRepository } from '../../model/pix-api.js';
import type { CobrancasPix, ResultadoDaLeitura } from '../../model/cobrancas-pix.js';
import type { BloqueiosRepository } from '../../model/bloqueios.js';
import type { EfeitosDoPedido } from '../../model/efeitos-do-pedido.js';
import type { PedidosPorMinutoRepository } from '../../model/pedidos-por-minuto.js';
import { pedidoDoLojista, type PedidoGuardado } from '../../model/pedidos.js';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import { aguardarAvisos } from '../../platform/push/sender.js';
import type { ComandaDoPedido } from './comanda.js';
import type { OwnerPedidosRepository } from './repository.js';

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado';

/** An order's automatic PIX still pending, to ask the bank about before a cancel: its charge and the order's code. */
interface PixPendente {
  txid: string;
  codigo: string;
}

/** A cancel the bank's word on the order's pending PIX refused (issue 48): 409, or one of a selection's `recusados`. */
class CancelamentoRecusadoPeloPix extends AppError {
  constructor(
    message: typeof CANCELAMENTO_PIX_PAGO | typeof CANCELAMENTO_BANCO_SEM_RESPOSTA,
    readonly codigo: string,
  ) {
    super(409, message);
  }
}

/**
 * Who moves an order: the team member's name (the order's history records it) and role; `exigir`,
 * a condition the order must meet in the move's transaction, else it answers as not found (a
 * driver moves only the orders assigned to them, owner-entregas).
 */
export interface QuemMuda {
  nome: string;
  papel: Papel;
  exigir?: (pedido: PedidoGuardado) => boolean;
}

/** "Agendados" lists slots from this long ago on, and at most this many orders. */
const AGENDADOS_ATRASADOS_MS = 6 * 60 * 60 * 1000;
const AGENDADOS_MAX = 200;

/** A selection's pending PIX read at the bank at once (POST /api/pedidos/cancelar), as the job reads them. */
const PIX_LIDOS_DE_UMA_VEZ = 5;

const BLOQUEIOS_DEMAIS = `Sua loja já tem ${BLOQUEIOS_MAX} telefones bloqueados. Desbloqueie algum para bloquear outro.`;

/**
 * The owner's orders (the Pedidos screen): only ever the session's shop's. Also the shop's
 * protection against junk orders: its public orders a minute and the customers' phones it blocked.
 */
export function ownerPedidosService({
  pedidos,
  efeitos,
  bloqueios,
  pedidosPorMinuto,
  runTransaction,
  publisher,
  inscricoesDoCliente,
  notificacoesDoCliente,
  pixApi,
  cobrancas,
  now,
}: {
  pedidos: OwnerPedidosRepository;
  /** What a status change enters and leaves: stock, coupon uses, the customer's record and stamps, revenue (model/efeitos-do-pedido.ts). */
  efeitos: EfeitosDoPedido;
  /** The clock: the status history's times and the loyalty stamps' (tests set it). */
  now: () => Date;
  bloqueios: BloqueiosRepository;
  pedidosPorMinuto: PedidosPorMinutoRepository;
  runTransaction: RunTransaction;
  /** Publishes the catalogue once a change that moved a stock across 0 committed (the effects marked it). */
  publisher: Pick<CatalogoPublisher, 'publishAfterCommit'>;
  /** The customer's subscriptions on the order: when they go moves with the status, in its transaction. */
  inscricoesDoCliente: Pick<NotificacoesDoClienteRepository, 'readParaMudanca'>;
  /** Pushes the new status to the customer's devices after the commit (model/notificacoes-do-cliente.ts); never throws. */
  notificacoesDoCliente: Pick<NotificacoesDoCliente, 'status'>;
  /** The shop's "só preparar depois de pago" (issue 45), read only for an order whose PIX is still pending. */
  pixApi?: Pick<PixApiRepository, 'conexao'>;
  /**
   * "Devolver o PIX": the refund asked of the shop's bank; and the bank's word on a pending PIX
   * before its order is cancelled (`reler`, issue 48) (model/cobrancas-pix.ts).
   */
  cobrancas?: Pick<CobrancasPix, 'devolver' | 'reler'>;
}) {
  /** The slots "Agendados" lists and counts: from a few hours ago on (one late is still to serve). */
  const agendadosDesde = () => new Date(now().getTime() - AGENDADOS_ATRASADOS_MS);

  /**
   * One order's status change in its own transaction: the move must exist and the session's role
   * may make it (shared/status-do-pedido.ts; 409 and 403), then every effect it enters or leaves
   * (model/efeitos-do-pedido.ts, 409 when a reinstated order can no longer re-take one). Null when
   * the shop has no order with this id. `republicar`: the products whose stock crossed 0.
   * Cancelling an automatic PIX still pending answers `{ conferirPix }` (its txid and code) and changes nothing
   * until the bank was asked (`pixConferido`, see `mover`).
   */
  async function mudarStatus(lojaId: string, id: string, status: StatusPedido, por: QuemMuda, pixConferido = false) {
    return runTransaction(async (tx) => {
      const pedido = await pedidos.find(tx, lojaId, id);
      if (!pedido || (por.exigir && !por.exigir(pedido))) return null;
      if (pedido.status === status) return { atualizado: pedido, republicar: [], mudou: false };
      const recusa = recusaDaMudanca(pedido, status, PERMISSOES[por.papel]);
      if (recusa === 'inexistente') throw new AppError(409, mudancaInexistente(pedido.status, status));
      if (recusa === 'perfil') throw new AppError(403, perfilNaoPermite(por.papel));
      if (status === 'cancelado' && cobrancas) {
        const txid = aguardandoPix(pedido.pagamento) ? pedido.pagamento?.txid : null;
        if (txid && !pixConferido) return { conferirPix: { txid, codigo: pedido.codigo } };
        // Pending when the bank was asked, paid now (that read, or the job or a notification meanwhile): not cancelled.
        if (pixConferido && pedido.pagamento?.status === 'pago')
          throw new CancelamentoRecusadoPeloPix(CANCELAMENTO_PIX_PAGO, pedido.codigo);
      }
      // An automatic PIX not paid yet keeps the order out of the kitchen when the owner chose so.
      if (status === 'preparando' && aguardandoPix(pedido.pagamento) && pixApi) {
        const conexao = await pixApi.conexao(lojaId);
        if (conexao?.preferencias.so_preparar_depois_de_pago) throw new AppError(409, AGUARDANDO_PAGAMENTO_PIX);
      }
      const agora = now();
      const movimento = await efeitos.mover(tx, lojaId, pedido, status, agora);
      const moverNotificacoes = await inscricoesDoCliente.readParaMudanca(tx, pedido.acompanhamento);
      pedidos.updateStatus(tx, lojaId, pedido, { status, agora, por: por.nome, campos: movimento.campos });
      movimento.gravar();
      const atualizado = { ...pedido, ...movimento.campos, status, historico: [...pedido.historico, { status, em: agora, por: por.nome }] };
      moverNotificacoes(atualizado, agora);
      return { atualizado, republicar: movimento.republicar, mudou: true };
    });
  }

  /**
   * The bank's word on a pending PIX before its order is cancelled (issue 48): the customer may have
   * paid while the bank's notification was lost. The same decision as the notification's and the
   * job's (`reler`, within the read's own deadline): paid → the order is `pago` and not cancelled
   * (409); another amount → `divergente`, the team told, and the cancel goes on as for any divergente
   * payment; still open, expired, or the bank disconnected since → the cancel goes on. No readable
   * answer (down, slow, a 5xx, a status it does not name) → 409, nothing changed: cancelling as
   * unpaid what may be paid is the one thing not to do. `ler`: the read (a selection's, made ahead).
   */
  async function conferirPix({ txid, codigo }: PixPendente, ler: (txid: string) => Promise<ResultadoDaLeitura>): Promise<void> {
    const lida = await ler(txid);
    if (lida === 'pago') throw new CancelamentoRecusadoPeloPix(CANCELAMENTO_PIX_PAGO, codigo);
    if (lida === 'falhou' || lida === 'adiada') throw new CancelamentoRecusadoPeloPix(CANCELAMENTO_BANCO_SEM_RESPOSTA, codigo);
  }

  /** The bank's read of a charge, `reler`'s: a transaction that failed (contention with the job) is a read that failed. */
  const lerPix = (lojaId: string) => (txid: string) => cobrancas!.reler(txid, { lojaId }).catch((): ResultadoDaLeitura => 'falhou');

  /**
   * A status change (mudarStatus), the bank asked in between when it cancels a pending automatic
   * PIX: every way staff cancel an order comes through here. Null for no such order. `pixLido`: the
   * order's pending PIX a selection read ahead (lerPixDaSelecao), its answer awaited before the move.
   */
  async function mover(
    lojaId: string,
    id: string,
    status: StatusPedido,
    por: QuemMuda,
    { ler = lerPix(lojaId), pixLido }: { ler?: (txid: string) => Promise<ResultadoDaLeitura>; pixLido?: PixPendente } = {},
  ) {
    if (!isDocId(id)) return null;
    if (pixLido) await conferirPix(pixLido, ler);
    for (let pixConferido = pixLido !== undefined; ; pixConferido = true) {
      const mudanca = await mudarStatus(lojaId, id, status, por, pixConferido);
      if (!mudanca?.conferirPix) return mudanca;
      await conferirPix(mudanca.conferirPix, ler);
    }
  }

  /**
   * A selection's pending PIX read at the bank ahead of its cancels, PIX_LIDOS_DE_UMA_VEZ at once:
   * a flood of junk PIX orders waits about one read, not one per order. Once the bank failed, the
   * reads not started yet fail without asking it (the same bank: one wait, not one per order).
   * `pendentes`: the orders read, by id; one that became pending after (it cannot through the
   * API) is read when its cancel finds it.
   */
  async function lerPixDaSelecao(lojaId: string, ids: readonly string[]) {
    const ler = lerPix(lojaId);
    const pendentes = new Map<string, PixPendente>();
    if (!cobrancas) return { ler, pendentes };
    for (const pedido of await pedidos.findAll(lojaId, ids.filter(isDocId))) {
      const txid = aguardandoPix(pedido.pagamento) ? pedido.pagamento?.txid : null;
      if (txid) pendentes.set(pedido.id, { txid, codigo: pedido.codigo });
    }
    const limite = pLimit(PIX_LIDOS_DE_UMA_VEZ);
    let bancoFalhou = false;
    const lidas = new Map(
      [...pendentes.values()].map(({ txid }) => [
        txid,
        limite(async (): Promise<ResultadoDaLeitura> => {
          if (bancoFalhou) return 'falhou';
          const lida = await ler(txid);
          if (lida === 'falhou') bancoFalhou = true;
          return lida;
        }),
      ]),
    );
    return { ler: (txid: string) => lidas.get(txid) ?? ler(txid), pendentes };
  }

  /**
   * A product back from 0, or taken to 0 again: the catalogue clears or shows its "Esgotado" (each
   * change's transaction marked it). The change stands whatever happens here: a failed publish leaves the mark to the job.
   */
  async function republicar(lojaId: string, produtoIds: string[]) {
    if (produtoIds.length > 0) await publisher.publishAfterCommit(lojaId);
  }

  /** GET /api/pedidos/protecao: the shop's orders a minute and its blocked phones, newest first. */
  async function protecao(lojaId: string): Promise<ProtecaoPedidos> {
    const [pedidos_por_minuto, lista] = await Promise.all([pedidosPorMinuto.read(lojaId), bloqueios.list(lojaId, BLOQUEIOS_MAX)]);
    return { pedidos_por_minuto, bloqueios: lista };
  }

  return {
    /**
     * A page of PEDIDOS_POR_PAGINA, newest first; `proximo` is the instant the next page starts
     * before. Orders share a millisecond only by chance, but a page never splits such a tie: the
     * tied orders move whole to the next page, whose bound then takes them in.
     */
    async list(lojaId: string, filtro: { status?: FiltroPedidos; antes?: Date; desde?: Date }): Promise<PedidosDoLojistaResponse> {
      if (filtro.status === FILTRO_AGENDADOS) {
        // Soonest first, the open ones; one page.
        const agendados = await pedidos.listAgendados(lojaId, agendadosDesde(), AGENDADOS_MAX);
        const abertos = agendados.filter((pedido) => (STATUS_EM_ABERTO as readonly StatusPedido[]).includes(pedido.status));
        return { pedidos: abertos.map(pedidoDoLojista), proximo: null };
      }
      const lidos = await pedidos.list(lojaId, { ...filtro, limite: PEDIDOS_POR_PAGINA + 1 });
      if (lidos.length <= PEDIDOS_POR_PAGINA) return { pedidos: lidos.map(pedidoDoLojista), proximo: null };

      const corte = lidos[PEDIDOS_POR_PAGINA]!.criado_em.getTime();
      const pagina = lidos.slice(0, PEDIDOS_POR_PAGINA).filter((pedido) => pedido.criado_em.getTime() !== corte);
      // Times are stored to the millisecond: "before corte + 1 ms" is "at or before corte".
      if (pagina.length > 0) return { pedidos: pagina.map(pedidoDoLojista), proximo: new Date(corte + 1).toISOString() };
      // A whole page in one millisecond: cannot happen through the API; page on rather than loop.
      return { pedidos: lidos.slice(0, PEDIDOS_POR_PAGINA).map(pedidoDoLojista), proximo: new Date(corte).toISOString() };
    },

    /** GET /api/pedidos/contagem: how many orders each status has now, the open ones, the open scheduled ones and all. */
    async count(lojaId: string): Promise<ContagemPedidos> {
      const [por_status, agendados] = await Promise.all([pedidos.count(lojaId), pedidos.countAgendados(lojaId, agendadosDesde())]);
      const somar = (statuses: readonly StatusPedido[]) => statuses.reduce((soma, status) => soma + por_status[status], 0);
      return { por_status, em_aberto: somar(STATUS_EM_ABERTO), agendados, total: somar(STATUS_PEDIDO) };
    },

    /**
     * Sets the status, recording who (`por`, the team member's name and role); 404 for an id that
     * is not one of this shop's orders, 409 for a move that does not exist or that the order can no
     * longer make, 403 for one the role may not make. Its effects follow in the same transaction;
     * after the commit the customer's subscribed devices get the new status (a push that fails
     * never fails the change). Cancelling a pending automatic PIX asks the bank first (mover: 409
     * when it was paid or the bank does not answer).
     */
    async updateStatus(lojaId: string, id: string, status: StatusPedido, por: QuemMuda): Promise<PedidoDoLojista> {
      const mudanca = await mover(lojaId, id, status, por);
      if (!mudanca) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      await republicar(lojaId, mudanca.republicar);
      if (mudanca.mudou) await aguardarAvisos(notificacoesDoCliente.status(mudanca.atualizado));
      return pedidoDoLojista(mudanca.atualizado);
    },

    /**
     * POST /api/pedidos/cancelar: each order is cancelled in its own transaction (its stock back,
     * its revenue out), so one order is all or nothing and a long selection never meets
     * Firestore's 500 writes a transaction. Ids of no order of this shop (another's included)
     * change nothing and are answered apart, and so do the orders whose pending PIX the bank said
     * was paid or could not tell of (`recusados`, with why; read ahead, lerPixDaSelecao). One
     * republish at the end, for every product back from 0.
     */
    async cancelar(lojaId: string, ids: string[], por: { nome: string; papel: Papel }): Promise<PedidosCancelados> {
      const cancelados: PedidoDoLojista[] = [];
      const nao_encontrados: string[] = [];
      const recusados: PedidosCancelados['recusados'] = [];
      const produtos = new Set<string>();
      const envios: Promise<void>[] = [];
      const { ler, pendentes } = await lerPixDaSelecao(lojaId, ids);
      for (const id of ids) {
        let mudanca;
        try {
          mudanca = await mover(lojaId, id, 'cancelado', por, { ler, pixLido: pendentes.get(id) });
        } catch (error) {
          if (!(error instanceof CancelamentoRecusadoPeloPix)) throw error;
          recusados.push({ id, codigo: error.codigo, motivo: error.message });
          continue;
        }
        if (!mudanca) {
          nao_encontrados.push(id);
          continue;
        }
        cancelados.push(pedidoDoLojista(mudanca.atualizado));
        for (const produtoId of mudanca.republicar) produtos.add(produtoId);
        // Each customer is told as soon as their order is cancelled; the answer waits for all of them at most ESPERA_AVISO_MS.
        if (mudanca.mudou) envios.push(notificacoesDoCliente.status(mudanca.atualizado));
      }
      await republicar(lojaId, [...produtos]);
      await aguardarAvisos(Promise.all(envios));
      return { cancelados, nao_encontrados, recusados };
    },

    /**
     * POST /api/pedidos/{id}/pix/devolucao: the refund of a cancelled order's paid PIX, asked of the
     * shop's bank once (model/cobrancas-pix.ts `devolver`); the order as it stands after, with
     * `pagamento.devolucao`. 404 for an id that is not one of this shop's orders.
     */
    async devolverPix(lojaId: string, id: string): Promise<PedidoDoLojista> {
      if (!isDocId(id) || !cobrancas) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      await cobrancas.devolver(lojaId, id);
      const pedido = await runTransaction((tx) => pedidos.find(tx, lojaId, id));
      if (!pedido) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      return pedidoDoLojista(pedido);
    },

    /**
     * GET /api/pedidos/{id}/comanda: what the order's printed ticket tells, and its tracking path
     * (null on orders from before tracking); 404 for an id that is not one of this owner's orders.
     */
    async comanda(lojaId: string, id: string): Promise<{ comanda: ComandaDoPedido; acompanhamento: string | null }> {
      const lido = isDocId(id) ? await pedidos.readComanda(lojaId, id) : null;
      if (!lido) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const { pedido, nomeLoja } = lido;
      return {
        comanda: {
          nomeLoja,
          codigo: pedido.codigo,
          criado_em: pedido.criado_em,
          itens: pedido.itens,
          subtotal_centavos: pedido.subtotal_centavos,
          taxa_entrega_centavos: pedido.taxa_entrega_centavos,
          desconto_centavos: pedido.desconto_centavos,
          cupom: pedido.cupom?.codigo ?? null,
          fidelidade: pedido.fidelidade?.aplicada === true,
          total_centavos: pedido.total_centavos,
          cliente: pedido.cliente,
          entrega: pedido.entrega,
          pagamento: pedido.pagamento,
          observacao: pedido.observacao,
          agendado_para: pedido.agendado_para,
          distancia_km: pedido.distancia_km,
          frete_a_combinar: pedido.frete_a_combinar,
          frete_gratis: pedido.cupom?.tipo === 'frete_gratis',
          comanda: pedido.comanda,
          balcao: pedido.balcao,
          entregador: pedido.entregador?.nome ?? null,
        },
        acompanhamento: pedido.acompanhamento && acompanhamentoPath(pedido.acompanhamento),
      };
    },

    protecao,

    /** PUT /api/pedidos/protecao: from the next order on in this instance, within 10 s on the others (model/pedidos-por-minuto.ts). */
    async savePedidosPorMinuto(lojaId: string, valor: number): Promise<ProtecaoPedidos> {
      await pedidosPorMinuto.save(lojaId, valor);
      return protecao(lojaId);
    },

    /** Blocking a blocked phone again answers it as it is; past BLOQUEIOS_MAX a new one is refused (409). */
    async bloquear(lojaId: string, telefone: string): Promise<TelefoneBloqueado> {
      if ((await bloqueios.count(lojaId)) >= BLOQUEIOS_MAX) throw new AppError(409, BLOQUEIOS_DEMAIS);
      return bloqueios.create(lojaId, telefone, new Date());
    },

    /** Unblocking a phone that is not blocked changes nothing. */
    desbloquear: (lojaId: string, telefone: string): Promise<void> => bloqueios.delete(lojaId, telefone),
  };
}

export type OwnerPedidosService = ReturnType<typeof ownerPedidosService>;
