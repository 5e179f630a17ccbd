import type { Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  alertaPedidoParadoMin,
  formatBRL,
  recompensaDoCartao,
  type AvisoPush,
  type PedidoParsed,
  type PedidoResponse,
} from '@vitrine/shared';
import type { AtividadesRepository } from '../../model/atividades.js';
import { notifyEquipe, avisoNovoPedido } from '../../model/avisos-de-pedido.js';
import type { NotificacoesDaEquipe } from '../../model/dispositivos.js';
import { LOJA_NAO_ENCONTRADA, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { clienteRegistroId, type ClientesRepository, type RegistroDoCliente } from '../../model/clientes.js';
import type { CuponsRepository } from '../../model/cupons.js';
import type { EfeitosDoPedido } from '../../model/efeitos-do-pedido.js';
import type { PedidoItem } from '../../model/pedidos.js';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { CobrancasPix } from '../../model/cobrancas-pix.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { requireSameBody, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { isDocId } from '../../platform/http/validate.js';
import { aguardarAvisos } from '../../platform/push/sender.js';
import { aceitaPedido, agendamentoDoPedido, aplicarAtendimento, respostasDoCheckout } from './checkout.js';
import { pedidoIdDaChave } from '../../model/codigo-do-pedido.js';
import { cupomDoPedido, descontoDoPedido } from './descontos.js';
import { indisponivel, itensDoPedido, juntarLinhas, type Linha } from '../../model/linhas-do-pedido.js';
import type { LojaDoPedido, PedidosNovosRepository } from '../../model/pedidos-novos.js';
import { pedidoNovo, type Conta } from './pedido-novo.js';
import { resposta } from './resposta.js';

export { SEM_AGENDAMENTO, SOMENTE_AGENDADO } from './checkout.js';

/** gRPC ALREADY_EXISTS: two retries with the same key raced to create the same order. */
const ALREADY_EXISTS = 6;

export const LOJA_OCUPADA = 'Esta loja está recebendo muitos pedidos agora. Tente de novo em instantes.';
const acimaDoValorMaximo = (maximoCentavos: number) =>
  `O total do pedido passa do limite de ${formatBRL(maximoCentavos).replace(/\s/g, ' ')} por pedido. Fale com a loja para combinar um pedido maior.`;

export interface PedidoCriado {
  /** False when the Idempotency-Key named an order that already existed: nothing was written. */
  criado: boolean;
  pedido: PedidoResponse;
}

/** What placing an order needs, built once in app.ts. */
export interface DependenciasDoPedido {
  pedidos: PedidosNovosRepository;
  /** The shop's coupons, read in the order's transaction (issue 29). */
  cupons: Pick<CuponsRepository, 'readParaPedido'>;
  /** The customers' records by phone: first orders, uses per customer and loyalty stamps. */
  clientes: Pick<ClientesRepository, 'read'>;
  /** What placing enters: stock, coupon use, the customer's record, the received counters. */
  efeitos: EfeitosDoPedido;
  catalogos: CatalogosRepository;
  atividades: AtividadesRepository;
  runTransaction: RunTransaction;
  /** Publishes the catalogue once an order that took a stock to 0 committed (its effects marked it). */
  publisher: Pick<CatalogoPublisher, 'publishAfterCommit'>;
  /** The clock: opening hours and the order's time (tests set it). */
  now: () => Date;
  /** Pushes to the shop's devices after the commit (model/dispositivos.ts); never throws. */
  notificacoesDaEquipe?: Pick<NotificacoesDaEquipe, 'paraLoja'>;
  /** A PIX order's charge at the shop's bank (issue 45), after the commit; never fails the order. */
  cobrancasPix?: Pick<CobrancasPix, 'criar'>;
}

/** Prices the order and applies the shop's rules: its discount, slot, fee and total, or the first refusal. */
async function contar(
  { cupons }: Pick<DependenciasDoPedido, 'cupons'>,
  tx: Transaction,
  lojaId: string,
  loja: LojaDoPedido,
  input: PedidoParsed,
  itens: PedidoItem[],
  registro: RegistroDoCliente | null,
  agora: Date,
) {
  const subtotal_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
  const recompensa = registro && recompensaDoCartao(loja.fidelidade, registro.selos, subtotal_centavos, agora);
  const doCupom = await cupomDoPedido(cupons, tx, lojaId, { codigo: input.cupom, subtotal_centavos, registro, agora });
  const descontos = descontoDoPedido(input, loja, subtotal_centavos, doCupom, recompensa);
  const agendado_para = agendamentoDoPedido(loja.atendimento, input, agora);
  // Without service settings the order is the spec's: no rules, no fee; answers sent anyway are kept.
  const totais = loja.atendimento
    ? aplicarAtendimento(loja.atendimento, input, subtotal_centavos, descontos.desconto, agora, agendado_para)
    : null;
  const taxa_entrega_centavos = totais?.taxa_entrega_centavos ?? 0;
  const total_centavos = subtotal_centavos - descontos.desconto.desconto_centavos + taxa_entrega_centavos;
  const frete = { distancia_km: totais?.distancia_km ?? null, frete_a_combinar: totais?.frete_a_combinar ?? false };
  const conta: Conta = {
    itens,
    subtotal_centavos,
    descontos,
    taxa_entrega_centavos,
    total_centavos,
    agendado_para,
    respostas: respostasDoCheckout(input, totais),
    frete,
  };
  // A reward spends its stamps and drops the expired ones with them (recompensaDoCartao's restantes are the rest).
  const restantes = descontos.fidelidade?.aplicada && recompensa ? recompensa.restantes : (registro?.selos ?? {});
  return { conta, selosPerdidos: Object.keys(registro?.selos ?? {}).filter((id) => !(id in restantes)) };
}

/** The order's transaction: read, price, check, write the order and enter its effects, or write nothing. */
async function save(
  deps: DependenciasDoPedido,
  lojaId: string,
  input: PedidoParsed,
  linhas: Linha[],
  idempotency: IdempotencyKey | undefined,
  origem: string,
) {
  const { pedidos, clientes, efeitos, atividades, runTransaction, now } = deps;
  const pedidoId = idempotency === undefined ? null : pedidoIdDaChave(lojaId, idempotency.chave);
  return runTransaction(async (tx) => {
    const agora = now();
    const telefone = input.cliente?.telefone || null;
    const produtoIds = [...new Set(linhas.map((linha) => linha.id))];
    const leitura = await pedidos.read(tx, { lojaId, pedidoId, telefone, produtoIds });
    const { loja, existente, produtos } = leitura;
    if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
    if (existente) {
      // The key answers only the body it came with; an order placed before bodies were kept has none to match.
      requireSameBody(existente.corpo, idempotency!.corpo);
      return { criado: false, pedido: resposta(existente.pedido), esgotados: [], aviso: null as AvisoPush | null, cobrar: null };
    }
    aceitaPedido(loja, leitura);
    const registro = telefone ? await clientes.read(tx, lojaId, telefone) : null;
    const { conta, selosPerdidos } = await contar(deps, tx, lojaId, loja, input, itensDoPedido(linhas, produtos), registro, agora);
    if (conta.total_centavos > leitura.valorMaximoCentavos) throw new AppError(400, acimaDoValorMaximo(leitura.valorMaximoCentavos));
    const cliente_registro = telefone && clienteRegistroId(lojaId, telefone);
    const pedido = pedidoNovo(
      loja,
      conta,
      { cliente_registro, idempotencia: pedidoId, idempotencia_corpo: idempotency?.corpo ?? null },
      origem,
    );

    const id = pedidos.novoId(lojaId, pedidoId);
    const colocado = { ...pedido, id, status: null, criado_em: agora, historico: [], receita_contada: false, selo_fidelidade: false };
    const movimento = await efeitos.mover(tx, lojaId, colocado, 'novo', agora, {
      lido: { produtos, cupom: conta.descontos.cupom, registro, fidelidade: loja.fidelidade },
      cliente: { cliente: telefone ? { nome: conta.respostas.cliente?.nome ?? null, telefone } : undefined, perdidos: selosPerdidos },
    });
    const antecedenciaMs = (loja.atendimento?.agendamento?.antecedencia_min ?? 0) * 60_000;
    pedidos.create(tx, lojaId, id, { ...pedido, ...movimento.campos }, agora, {
      // Pushed again if still novo after the shop's minutes (jobs/pedidos-parados.ts).
      alertaMin: alertaPedidoParadoMin(loja.atendimento),
      // The team hears of the slot the shop's antecedence before it (at once when that is past already).
      agendadoAvisarEm: conta.agendado_para && new Date(Math.max(agora.getTime(), conta.agendado_para.getTime() - antecedenciaMs)),
    });
    movimento.gravar();
    await atividades.create('pedido', `Pedido #${pedido.codigo} de ${formatBRL(pedido.total_centavos)} em ${loja.nome}.`, lojaId, tx);
    return {
      criado: true,
      pedido: resposta(pedido),
      esgotados: movimento.republicar,
      aviso: avisoNovoPedido(id, pedido) as AvisoPush | null,
      // A PIX order with its static code: the shop's bank may give it a charge once this commits.
      cobrar: pedido.pagamento?.forma === 'pix' && pedido.pix_copia_e_cola ? { id, pedido, nomeLoja: loja.nome } : null,
    };
  });
}

/**
 * Places the order, or answers the one a retry with the same Idempotency-Key and the same body
 * already placed (422 for the key with another body). 404 unknown shop, 403 unavailable shop
 * or blocked phone, 429 the shop's orders this minute at its limit, 400 a product that is
 * unknown, hidden or another shop's, choices its groups do not allow, more than a product's
 * maximum per order, a checkout rule the order breaks, or a total over the platform's ceiling;
 * 409 a shop closed or paused, a product sold out, or more than its stock. `origem` is the
 * public web app's origin, for the tracking link in the WhatsApp text.
 */
async function create(
  deps: DependenciasDoPedido,
  ref: LojaRef,
  input: PedidoParsed,
  idempotency: IdempotencyKey | undefined,
  origem: string,
): Promise<PedidoCriado> {
  const { pedidos, catalogos, publisher, now, notificacoesDaEquipe, cobrancasPix } = deps;
  const lojaId = await catalogos.lojaId(ref);
  if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
  const linhas = juntarLinhas(input.produtos);
  // An id Firestore could not even look up names no product of this shop.
  const malformada = linhas.find((linha) => !isDocId(linha.id));
  if (malformada) throw indisponivel(malformada.nomeNoCarrinho || malformada.id);

  // The shop's orders this minute (429, Retry-After to the minute's end), before the transaction
  // and never for a retry of an order already placed.
  const pedidoId = idempotency === undefined ? null : pedidoIdDaChave(lojaId, idempotency.chave);
  if (!(pedidoId && (await pedidos.existe(lojaId, pedidoId)))) {
    const janela = await pedidos.contarNaJanela(lojaId, now());
    if (!janela.permitido) throw new LimiteExcedido(LOJA_OCUPADA, janela.retryAfterSeconds);
  }

  let salvo;
  try {
    salvo = await save(deps, lojaId, input, linhas, idempotency, origem);
  } catch (error) {
    // Concurrent retries: Firestore serialises them, but should one lose the create race, it reads the winner's order.
    if (idempotency === undefined || (error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    salvo = await save(deps, lojaId, input, linhas, idempotency, origem);
  }
  // After the commit, never inside the transaction: the charge at the shop's bank (issue 45), within a
  // few seconds; without an answer the order keeps its static code and is confirmed by hand.
  let pedido = salvo.pedido;
  if (salvo.cobrar && cobrancasPix) {
    const { id, pedido: novo, nomeLoja } = salvo.cobrar;
    // Whatever fails here (Firestore included), the order stands: it is answered as placed, with its static code.
    const cobranca = await cobrancasPix.criar(lojaId, { id, ...novo }, nomeLoja).catch((error: unknown) => {
      logger.error('API Pix: cobrança do pedido falhou', { lojaId, pedidoId: id, erro: String((error as Error)?.name) });
      return null;
    });
    if (cobranca) {
      const { confirmacao, status, txid, expira_em } = cobranca;
      pedido = resposta({
        ...novo,
        pix_copia_e_cola: cobranca.pix_copia_e_cola,
        texto_whatsapp: cobranca.texto_whatsapp,
        pagamento: novo.pagamento && { ...novo.pagamento, confirmacao, status, txid, expira_em },
      });
    }
  }
  // The order stands whatever happens here: a failed publish leaves the mark to the job, and orders refuse the product anyway.
  if (salvo.esgotados.length > 0) await publisher.publishAfterCommit(lojaId);
  // After the commit: the shop's devices get a push, which never fails the order and holds it at most ESPERA_AVISO_MS (sender.ts).
  if (salvo.aviso && notificacoesDaEquipe) await aguardarAvisos(notifyEquipe(notificacoesDaEquipe, lojaId, salvo.aviso));
  return { criado: salvo.criado, pedido };
}

/**
 * A customer's order and its tracking (docs/api.md, public-pedido). Names, prices, fees and rules
 * are the stored ones (linhas.ts, descontos.ts, checkout.ts); the order, its tracking lookup and
 * its effects (model/efeitos-do-pedido.ts: stock, coupon use, the customer's record, counters) are
 * written in one transaction, or nothing is. The team's push goes after the commit.
 */
export function publicPedidoService(deps: DependenciasDoPedido) {
  return {
    create: (ref: LojaRef, input: PedidoParsed, idempotency: IdempotencyKey | undefined, origem: string) =>
      create(deps, ref, input, idempotency, origem),
  };
}

export type PublicPedidoService = ReturnType<typeof publicPedidoService>;
