import {
  acompanhamentoPath,
  BLOQUEIOS_MAX,
  centsToReais,
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
  type StatusPedido,
  type TelefoneBloqueado,
} from '@vitrine/shared';
import type { AvisosDoCliente, AvisosDoClienteRepository } from '../../model/avisos-do-cliente.js';
import type { BloqueiosRepository } from '../../model/bloqueios.js';
import type { ClientesRepository, MovimentoDoCliente } from '../../model/clientes.js';
import { fidelidadeOf, type LojistasRepository } from '../../model/lojistas.js';
import type { CuponsRepository } from '../../model/cupons.js';
import type { PedidosPorMinutoRepository } from '../../model/pedidos-por-minuto.js';
import { baixasDoPedido, moveEstoques, type EstoquesRepository } from '../../model/estoque.js';
import { itemDoPedido, STATUS_ACEITOS, type PedidoGuardado } from '../../model/pedidos.js';
import type { Transaction } from 'firebase-admin/firestore';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import { aguardarAvisos } from '../../platform/push/sender.js';
import type { ComandaDoPedido } from './comanda.js';
import type { OwnerPedidosRepository } from './repository.js';

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado';

function paraLojista(pedido: PedidoGuardado): PedidoDoLojista {
  return {
    id: pedido.id,
    codigo: pedido.codigo,
    criado_em: pedido.criado_em.toISOString(),
    itens: pedido.itens.map((item) => ({ produto_id: item.produto_id, ...itemDoPedido(item) })),
    subtotal: centsToReais(pedido.subtotal_centavos),
    taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
    desconto: centsToReais(pedido.desconto_centavos),
    cupom: pedido.cupom?.codigo ?? null,
    fidelidade: { selo: pedido.selo_fidelidade, recompensa: pedido.fidelidade?.aplicada === true },
    total: centsToReais(pedido.total_centavos),
    status: pedido.status,
    texto_whatsapp: pedido.texto_whatsapp,
    cliente: pedido.cliente,
    entrega: pedido.entrega,
    pagamento: pedido.pagamento,
    observacao: pedido.observacao,
    acompanhamento: pedido.acompanhamento && acompanhamentoPath(pedido.acompanhamento),
    dados_apagados_em: pedido.dados_apagados_em?.toISOString() ?? null,
    dados_apagados_por: pedido.dados_apagados_por,
    historico: pedido.historico.map(({ status, em, por }) => ({ status, em: em.toISOString(), por: por ?? null })),
    agendado_para: pedido.agendado_para?.toISOString() ?? null,
    distancia_km: pedido.distancia_km,
    frete_a_combinar: pedido.frete_a_combinar,
  };
}

/** "Agendados" lists slots from this long ago on, and at most this many orders. */
const AGENDADOS_ATRASADOS_MS = 6 * 60 * 60 * 1000;
const AGENDADOS_MAX = 200;

/**
 * How a status change moves the revenue (issue 24), in accepted orders: +1 when the shop accepts
 * an order whose total is not counted yet (novo or cancelado → confirmado onward), -1 when an
 * order that counted leaves the accepted statuses (cancelled, or back to novo), else 0: changes
 * among accepted statuses, or cancelling an order never accepted, count nothing. Decided by
 * receita_contada rather than the old status, so an order accepted before issue 24 (never
 * counted) takes nothing back. Received orders never move: a cancelled order was still placed.
 */
export function receitaDaMudanca(receitaContada: boolean, para: StatusPedido): 1 | -1 | 0 {
  const aceito = STATUS_ACEITOS.has(para);
  if (aceito && !receitaContada) return 1;
  if (!aceito && receitaContada) return -1;
  return 0;
}

/**
 * How a status change moves tracked stock: cancelling gives the order's units back (+1),
 * reinstating a cancelled order takes them again (-1); every other change moves none (0).
 */
export function estoqueDaMudanca(de: StatusPedido, para: StatusPedido): 1 | -1 | 0 {
  if (de === para) return 0;
  if (para === 'cancelado') return 1;
  if (de === 'cancelado') return -1;
  return 0;
}

/**
 * What a status change moves in the customer's record (model/clientes.ts), or null for nothing:
 * the order's count and coupon use (`usos`: -1 cancelled, 1 reinstated), its own stamp (`selo`),
 * and a rewarded order's spent stamps, given back on cancelling and spent again on reinstating.
 */
export function movimentoDoCliente(pedido: PedidoGuardado, usos: 1 | -1 | 0, selo: 1 | -1 | 0, agora: Date): MovimentoDoCliente | null {
  if (usos === 0 && selo === 0) return null;
  const gastos = pedido.fidelidade?.aplicada ? pedido.fidelidade.selos : {};
  const ganhos = { ...(usos === -1 ? gastos : {}), ...(selo === 1 ? { [pedido.id]: agora.getTime() } : {}) };
  const perdidos = [...(usos === 1 ? Object.keys(gastos) : []), ...(selo === -1 ? [pedido.id] : [])];
  return { pedido: usos, cupomId: pedido.cupom?.id ?? null, ganhos, perdidos };
}

const BLOQUEIOS_DEMAIS = `Sua loja já tem ${BLOQUEIOS_MAX} telefones bloqueados. Desbloqueie algum para bloquear outro.`;

/**
 * The owner's orders (the Pedidos screen): only ever the session's shop's. Also the shop's
 * protection against junk orders: its public orders a minute and the customers' phones it blocked.
 */
export function ownerPedidosService({
  pedidos,
  estoques,
  bloqueios,
  pedidosPorMinuto,
  runTransaction,
  publisher,
  avisosDoCliente,
  avisos,
  cupons,
  clientes,
  lojistas,
  now,
}: {
  pedidos: OwnerPedidosRepository;
  /** A cancelled order's coupon use comes back (issue 29), in the status change's transaction. */
  cupons: Pick<CuponsRepository, 'moveUso'>;
  /** The customers' records: an order's count and coupon use, and its loyalty stamps (delivered, or its reward cancelled). */
  clientes: Pick<ClientesRepository, 'move'>;
  /** The shop, read in the status change's transaction when an order reaches or leaves entregue: whether its card is on. */
  lojistas: Pick<LojistasRepository, 'require'>;
  /** The clock: the status history's times and the loyalty stamps' (tests set it). */
  now: () => Date;
  estoques: EstoquesRepository;
  bloqueios: BloqueiosRepository;
  pedidosPorMinuto: PedidosPorMinutoRepository;
  runTransaction: RunTransaction;
  /** Marks the shop's catalogue to publish in the status change's transaction, and publishes it once committed (model/publish.ts). */
  publisher: CatalogoPublisher;
  /** The customer's subscriptions on the order: when they go moves with the status, in its transaction. */
  avisosDoCliente: Pick<AvisosDoClienteRepository, 'readParaMudanca'>;
  /** Pushes the new status to the customer's devices after the commit (model/avisos-do-cliente.ts); never throws. */
  avisos: Pick<AvisosDoCliente, 'status'>;
}) {
  /** The slots "Agendados" lists and counts: from a few hours ago on (one late is still to serve). */
  const agendadosDesde = () => new Date(now().getTime() - AGENDADOS_ATRASADOS_MS);

  /**
   * The stocks of the order's products and variants after the change (`sinal` from
   * estoqueDaMudanca), read in the status transaction; products or variants deleted since, or not
   * tracked, are skipped. Reinstating more than is left: 409, naming the product and what is left.
   */
  async function estoquesDaMudanca(tx: Transaction, uid: string, pedido: PedidoGuardado, sinal: 1 | -1) {
    const baixas = baixasDoPedido(pedido.itens.filter((item) => isDocId(item.produto_id)));
    const atuais = await estoques.read(tx, uid, [...new Set(baixas.map((baixa) => baixa.produtoId))]);
    const movidos = moveEstoques(atuais, baixas, sinal);
    if ('insuficiente' in movidos) throw new AppError(409, movidos.insuficiente);
    return movidos.movidos;
  }

  /**
   * Whether the change earns the order its loyalty stamp (1: it reaches entregue while the shop's
   * card is on, with a phone) or takes it back (-1: it leaves entregue with one), else 0.
   */
  async function seloDaMudanca(tx: Transaction, uid: string, pedido: PedidoGuardado, para: StatusPedido): Promise<1 | -1 | 0> {
    if (pedido.selo_fidelidade) return para === 'entregue' ? 0 : -1;
    if (para !== 'entregue' || !pedido.cliente_registro) return 0;
    return fidelidadeOf(await lojistas.require(uid, tx)).ativo ? 1 : 0;
  }

  /**
   * One order's status change in its own transaction, with its stock and revenue; null when the
   * shop has no order with this id. `republicar`: the products whose stock crossed 0.
   */
  async function mudarStatus(uid: string, id: string, status: StatusPedido, por: string) {
    return runTransaction(async (tx) => {
      const pedido = await pedidos.find(tx, uid, id);
      if (!pedido) return null;
      if (pedido.status === status) return { atualizado: pedido, republicar: [], mudou: false };
      const sinal = estoqueDaMudanca(pedido.status, status);
      const novos = sinal === 0 ? [] : await estoquesDaMudanca(tx, uid, pedido, sinal);
      const moverAvisos = await avisosDoCliente.readParaMudanca(tx, pedido.acompanhamento);
      // Cancelling gives the coupon's use back, to the coupon and to the customer's record; reinstating takes it again.
      const usos = sinal === 0 ? null : (-sinal as 1 | -1);
      const moverCupom = usos && pedido.cupom ? await cupons.moveUso(tx, uid, pedido.cupom.id, usos) : null;
      const agora = now();
      const selo = await seloDaMudanca(tx, uid, pedido, status);
      const movimento = movimentoDoCliente(pedido, usos ?? 0, selo, agora);
      const moverCliente = movimento && pedido.cliente_registro ? await clientes.move(tx, uid, pedido.cliente_registro, movimento) : null;
      const receita = receitaDaMudanca(pedido.receita_contada, status);
      pedidos.updateStatus(tx, uid, pedido, { status, receita, agora, por, selo });
      for (const movido of novos) estoques.update(tx, uid, movido);
      moverCupom?.();
      moverCliente?.();
      const republicar = novos.filter(({ cruzouZero }) => cruzouZero).map(({ produtoId }) => produtoId);
      publisher.mark(tx, uid, { produtos: republicar });
      const historico = [...pedido.historico, { status, em: agora, por }];
      const atualizado = {
        ...pedido,
        status,
        historico,
        receita_contada: receita === 0 ? pedido.receita_contada : receita === 1,
        selo_fidelidade: selo === 0 ? pedido.selo_fidelidade : selo === 1,
      };
      moverAvisos(atualizado, agora);
      return { atualizado, republicar, mudou: true };
    });
  }

  /**
   * A product back from 0, or taken to 0 again: the catalogue clears or shows its "Esgotado" (each
   * change's transaction marked it). The change stands whatever happens here: a failed publish leaves the mark to the job.
   */
  async function republicar(uid: string, produtoIds: string[]) {
    if (produtoIds.length > 0) await publisher.publishAfterCommit(uid);
  }

  /** GET /api/pedidos/protecao: the shop's orders a minute and its blocked phones, newest first. */
  async function protecao(uid: string): Promise<ProtecaoPedidos> {
    const [pedidos_por_minuto, lista] = await Promise.all([pedidosPorMinuto.read(uid), bloqueios.list(uid, BLOQUEIOS_MAX)]);
    return { pedidos_por_minuto, bloqueios: lista };
  }

  return {
    /**
     * A page of PEDIDOS_POR_PAGINA, newest first; `proximo` is the instant the next page starts
     * before. Orders share a millisecond only by chance, but a page never splits such a tie: the
     * tied orders move whole to the next page, whose bound then takes them in.
     */
    async list(uid: string, filtro: { status?: FiltroPedidos; antes?: Date; desde?: Date }): Promise<PedidosDoLojistaResponse> {
      if (filtro.status === FILTRO_AGENDADOS) {
        // Soonest first, the open ones; one page.
        const agendados = await pedidos.listAgendados(uid, agendadosDesde(), AGENDADOS_MAX);
        const abertos = agendados.filter((pedido) => (STATUS_EM_ABERTO as readonly StatusPedido[]).includes(pedido.status));
        return { pedidos: abertos.map(paraLojista), proximo: null };
      }
      const lidos = await pedidos.list(uid, { ...filtro, limite: PEDIDOS_POR_PAGINA + 1 });
      if (lidos.length <= PEDIDOS_POR_PAGINA) return { pedidos: lidos.map(paraLojista), proximo: null };

      const corte = lidos[PEDIDOS_POR_PAGINA]!.criado_em.getTime();
      const pagina = lidos.slice(0, PEDIDOS_POR_PAGINA).filter((pedido) => pedido.criado_em.getTime() !== corte);
      // Times are stored to the millisecond: "before corte + 1 ms" is "at or before corte".
      if (pagina.length > 0) return { pedidos: pagina.map(paraLojista), proximo: new Date(corte + 1).toISOString() };
      // A whole page in one millisecond: cannot happen through the API; page on rather than loop.
      return { pedidos: lidos.slice(0, PEDIDOS_POR_PAGINA).map(paraLojista), proximo: new Date(corte).toISOString() };
    },

    /** GET /api/pedidos/contagem: how many orders each status has now, the open ones, the open scheduled ones and all. */
    async count(uid: string): Promise<ContagemPedidos> {
      const [por_status, agendados] = await Promise.all([pedidos.count(uid), pedidos.countAgendados(uid, agendadosDesde())]);
      const somar = (statuses: readonly StatusPedido[]) => statuses.reduce((soma, status) => soma + por_status[status], 0);
      return { por_status, em_aberto: somar(STATUS_EM_ABERTO), agendados, total: somar(STATUS_PEDIDO) };
    },

    /**
     * Sets the status, recording who (`por`, the team member's name); 404 for an id that is not one
     * of this shop's orders. Revenue counters follow in the same transaction; after the commit the
     * customer's subscribed devices get the new status (a push that fails never fails the change).
     */
    async updateStatus(uid: string, id: string, status: StatusPedido, por: string): Promise<PedidoDoLojista> {
      const mudanca = isDocId(id) ? await mudarStatus(uid, id, status, por) : null;
      if (!mudanca) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      await republicar(uid, mudanca.republicar);
      if (mudanca.mudou) await aguardarAvisos(avisos.status(mudanca.atualizado));
      return paraLojista(mudanca.atualizado);
    },

    /**
     * POST /api/pedidos/cancelar: each order is cancelled in its own transaction (its stock back,
     * its revenue out), so one order is all or nothing and a long selection never meets
     * Firestore's 500 writes a transaction. Ids of no order of this shop (another's included)
     * change nothing and are answered apart. One republish at the end, for every product back from 0.
     */
    async cancelar(uid: string, ids: string[], por: string): Promise<PedidosCancelados> {
      const cancelados: PedidoDoLojista[] = [];
      const nao_encontrados: string[] = [];
      const produtos = new Set<string>();
      const envios: Promise<void>[] = [];
      for (const id of ids) {
        const mudanca = isDocId(id) ? await mudarStatus(uid, id, 'cancelado', por) : null;
        if (!mudanca) {
          nao_encontrados.push(id);
          continue;
        }
        cancelados.push(paraLojista(mudanca.atualizado));
        for (const produtoId of mudanca.republicar) produtos.add(produtoId);
        // Each customer is told as soon as their order is cancelled; the answer waits for all of them at most ESPERA_AVISO_MS.
        if (mudanca.mudou) envios.push(avisos.status(mudanca.atualizado));
      }
      await republicar(uid, [...produtos]);
      await aguardarAvisos(Promise.all(envios));
      return { cancelados, nao_encontrados };
    },

    /**
     * GET /api/pedidos/{id}/cupom: what the order's printed ticket tells, and its tracking path
     * (null on orders from before tracking); 404 for an id that is not one of this owner's orders.
     */
    async comanda(uid: string, id: string): Promise<{ comanda: ComandaDoPedido; acompanhamento: string | null }> {
      const lido = isDocId(id) ? await pedidos.readComanda(uid, id) : null;
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
        },
        acompanhamento: pedido.acompanhamento && acompanhamentoPath(pedido.acompanhamento),
      };
    },

    protecao,

    /** PUT /api/pedidos/protecao: from the next order on in this instance, within 10 s on the others (model/pedidos-por-minuto.ts). */
    async savePedidosPorMinuto(uid: string, valor: number): Promise<ProtecaoPedidos> {
      await pedidosPorMinuto.save(uid, valor);
      return protecao(uid);
    },

    /** Blocking a blocked phone again answers it as it is; past BLOQUEIOS_MAX a new one is refused (409). */
    async bloquear(uid: string, telefone: string): Promise<TelefoneBloqueado> {
      if ((await bloqueios.count(uid)) >= BLOQUEIOS_MAX) throw new AppError(409, BLOQUEIOS_DEMAIS);
      return bloqueios.create(uid, telefone, new Date());
    },

    /** Unblocking a phone that is not blocked changes nothing. */
    desbloquear: (uid: string, telefone: string): Promise<void> => bloqueios.delete(uid, telefone),
  };
}

export type OwnerPedidosService = ReturnType<typeof ownerPedidosService>;
