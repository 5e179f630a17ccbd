import type { Transaction } from 'firebase-admin/firestore';
import { formatBRLTexto, reaisToCents, type AvisoPush, type BalcaoDoPedido, type RodadaParsed, type RodadaResponse } from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';
import { requireSameBody, type IdempotencyKey } from '../platform/http/idempotency.js';
import { isDocId } from '../platform/http/validate.js';
import { aguardarAvisos } from '../platform/push/sender.js';
import { novoTokenAcompanhamento } from './acompanhamentos.js';
import { avisoNovoPedido, notifyEquipe } from './avisos-de-pedido.js';
import { LOJA_NAO_ENCONTRADA } from './catalogos.js';
import { clienteRegistroId, type ClientesRepository } from './clientes.js';
import { novoCodigoPedido, pedidoIdDaChave } from './codigo-do-pedido.js';
import type { ComandaSalva, ComandasRepository } from './comandas.js';
import type { NotificacoesDaEquipe } from './dispositivos.js';
import type { EfeitosDoPedido } from './efeitos-do-pedido.js';
import { indisponivel, itensDoPedido, juntarLinhas, type Linha } from './linhas-do-pedido.js';
import type { MesaSalva, MesasRepository } from './mesas.js';
import type { LeituraDoPedido, LojaDoPedido, PedidosNovosRepository } from './pedidos-novos.js';
import type { ComandaDaRodada, PedidoItem, PedidoNovo } from './pedidos.js';
import type { CatalogoPublisher } from './publish.js';
import type { RunTransaction } from './transaction.js';

/**
 * A table's round (issue 44), whoever sends it: a phone at the table through its QR code
 * (public-pedido) or a waiter (owner-garcom). One story for both, in the caller's transaction: the
 * round is an order that goes straight to the kitchen (confirmado), tagged with the table, with no
 * WhatsApp, delivery, fee or payment, and joins the table's open bill or opens one. Stock and the
 * customer's record are its effects as for any order (model/efeitos-do-pedido.ts); its revenue
 * counts when the bill closes. Each caller says only what it checks before: the table's QR code and
 * the room's switch for a phone, nothing more for the team.
 */

export const contaAcimaDoLimite = (maximoCentavos: number) =>
  `A conta desta mesa passaria de ${formatBRLTexto(maximoCentavos)}. Chame o garçom para continuar.`;

/** A retry's key as the order's id and body hash (null without a key): a round or a counter order sent twice is written once. */
export const idempotenciaDe = (lojaId: string, idempotency: IdempotencyKey | undefined) => ({
  pedidoId: idempotency === undefined ? null : pedidoIdDaChave(lojaId, idempotency.chave),
  corpo: idempotency?.corpo ?? null,
});

/** The order's lines as sent, refusing at once an id Firestore could not even look up. */
export function linhasDe(produtos: RodadaParsed['produtos']) {
  const linhas = juntarLinhas(produtos);
  const malformada = linhas.find((linha) => !isDocId(linha.id));
  if (malformada) throw indisponivel(malformada.nomeNoCarrinho || malformada.id);
  return linhas;
}

/** A round's body as lancarRodada takes it, from the table's phone or the waiter's pad alike. */
export function rodadaDoCorpo(lojaId: string, input: RodadaParsed, idempotency: IdempotencyKey | undefined) {
  return {
    linhas: linhasDe(input.produtos),
    cliente: { nome: input.cliente?.nome?.trim() || null, telefone: input.cliente?.telefone || null },
    observacao: input.observacao ?? null,
    idempotencia: idempotenciaDe(lojaId, idempotency),
  };
}

/** What a round and a counter order need, built once in app.ts. */
export interface DependenciasDaRodada {
  pedidos: Pick<PedidosNovosRepository, 'read' | 'novoId' | 'create'>;
  clientes: Pick<ClientesRepository, 'read'>;
  mesas: Pick<MesasRepository, 'readNaTransacao' | 'marcarComanda'>;
  comandas: Pick<ComandasRepository, 'read' | 'nova'>;
  efeitos: EfeitosDoPedido;
}

/** The table's open bill, or a new one (the round's `comanda` effect writes it) when it has none open. */
export async function comandaDaMesa(
  comandas: Pick<ComandasRepository, 'read' | 'nova'>,
  tx: Transaction,
  lojaId: string,
  mesa: Pick<MesaSalva, 'id' | 'nome' | 'comanda_aberta_id'>,
  salao: { taxa_servico_percentual: number; couvert: number | null },
  agora: Date,
): Promise<{ comanda: ComandaSalva; nova: boolean }> {
  const aberta = mesa.comanda_aberta_id ? await comandas.read(lojaId, mesa.comanda_aberta_id, tx) : null;
  if (aberta?.status === 'aberta') return { comanda: aberta, nova: false };
  const taxa = { taxa_servico_percentual: salao.taxa_servico_percentual, couvert_centavos: reaisToCents(salao.couvert ?? 0) };
  return { comanda: comandas.nova(lojaId, { id: mesa.id, nome: mesa.nome }, taxa, agora), nova: true };
}

/**
 * An order that skips the checkout (a table's round, a counter order): its lines at the stored
 * prices, no fee, discount, payment or WhatsApp text; the customer's name if given, the phone only
 * for the loyalty card.
 */
export function pedidoDireto(
  lojaId: string,
  {
    itens,
    cliente,
    observacao,
    idempotencia,
    comanda = null,
    balcao = null,
  }: {
    itens: PedidoItem[];
    cliente: { nome: string | null; telefone: string | null };
    observacao: string | null;
    idempotencia: { pedidoId: string | null; corpo: string | null };
    comanda?: ComandaDaRodada | null;
    balcao?: BalcaoDoPedido | null;
  },
): PedidoNovo {
  const subtotal_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
  const { nome, telefone } = cliente;
  return {
    codigo: novoCodigoPedido(),
    itens,
    subtotal_centavos,
    taxa_entrega_centavos: 0,
    desconto_centavos: 0,
    total_centavos: subtotal_centavos,
    cupom: null,
    fidelidade: null,
    texto_whatsapp: '',
    idempotencia: idempotencia.pedidoId,
    idempotencia_corpo: idempotencia.corpo,
    cliente: nome || telefone ? { nome: nome ?? '', ...(telefone && { telefone }) } : null,
    entrega: null,
    pagamento: null,
    observacao,
    pix_copia_e_cola: null,
    acompanhamento: novoTokenAcompanhamento(),
    agendado_para: null,
    distancia_km: null,
    frete_a_combinar: false,
    cliente_registro: telefone && clienteRegistroId(lojaId, telefone),
    comanda,
    balcao,
  };
}

/** What a round or a counter order answers, and what the caller does after the commit. */
export interface PedidoDiretoSalvo<Resposta> {
  resposta: Resposta;
  /** Products whose stock reached 0: the catalogue is republished after the commit. */
  esgotados: string[];
  /** The team's push, sent after the commit (null: a retry, nothing new). */
  aviso: AvisoPush | null;
}

export interface Rodada {
  lojaId: string;
  mesaId: string;
  linhas: Linha[];
  cliente: { nome: string | null; telefone: string | null };
  observacao: string | null;
  /** The Idempotency-Key's order id and body hash (nulls without a key). */
  idempotencia: { pedidoId: string | null; corpo: string | null };
  /** The team member who sent it; absent for a phone at the table. */
  por?: string;
  /** The table as read: refuses an unknown one (404) or, for a phone, a wrong code; answers the table. */
  mesaValida(mesa: MesaSalva | null): MesaSalva;
  /** The caller's refusals once the table is known and the round is no retry (a suspended shop, the room closed). */
  aceitar(loja: LojaDoPedido, leitura: LeituraDoPedido): void;
}

/** The round's transaction: read, price, check, write the round and its bill, or write nothing. */
export async function lancarRodada(
  { pedidos, clientes, mesas, comandas, efeitos }: DependenciasDaRodada,
  tx: Transaction,
  rodada: Rodada,
  agora: Date,
): Promise<PedidoDiretoSalvo<RodadaResponse>> {
  const { lojaId, linhas, cliente, idempotencia } = rodada;
  const { telefone } = cliente;
  const produtoIds = [...new Set(linhas.map((linha) => linha.id))];
  const leitura = await pedidos.read(tx, { lojaId, pedidoId: idempotencia.pedidoId, telefone, produtoIds });
  const { loja, existente, produtos } = leitura;
  if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
  const mesa = rodada.mesaValida(await mesas.readNaTransacao(tx, lojaId, rodada.mesaId));
  if (existente) {
    requireSameBody(existente.corpo, idempotencia.corpo!);
    return { resposta: { codigo: existente.pedido.codigo, comanda_id: existente.pedido.comanda?.id ?? '' }, esgotados: [], aviso: null };
  }
  rodada.aceitar(loja, leitura);
  const { comanda, nova } = await comandaDaMesa(comandas, tx, lojaId, mesa, loja.salao, agora);
  const registro = telefone ? await clientes.read(tx, lojaId, telefone) : null;
  const itens = itensDoPedido(linhas, produtos);
  const pedido = pedidoDireto(lojaId, {
    itens,
    cliente,
    observacao: rodada.observacao,
    idempotencia,
    comanda: { id: comanda.id, mesa: comanda.mesa, fechada: false },
  });
  // The whole bill under the platform's ceiling on an order: a table cannot run up what no order may.
  if (comanda.subtotal_centavos - comanda.desconto_centavos + pedido.subtotal_centavos > leitura.valorMaximoCentavos)
    throw new AppError(400, contaAcimaDoLimite(leitura.valorMaximoCentavos));
  const id = pedidos.novoId(lojaId, idempotencia.pedidoId);
  const colocado = { ...pedido, id, status: null, criado_em: agora, historico: [], receita_contada: false, selo_fidelidade: false };
  const movimento = await efeitos.mover(tx, lojaId, colocado, 'confirmado', agora, {
    lido: { produtos, cupom: null, registro, fidelidade: loja.fidelidade, comanda: { comanda, nova } },
    cliente: telefone ? { cliente: { nome: cliente.nome, telefone } } : undefined,
  });
  pedidos.create(tx, lojaId, id, { ...pedido, ...movimento.campos }, agora, {
    alertaMin: 0,
    agendadoAvisarEm: null,
    status: 'confirmado',
    por: rodada.por,
  });
  movimento.gravar();
  if (nova) mesas.marcarComanda(tx, lojaId, mesa.id, comanda.id);
  return {
    resposta: { codigo: pedido.codigo, comanda_id: comanda.id },
    esgotados: movimento.republicar,
    aviso: avisoNovoPedido(id, pedido) as AvisoPush | null,
  };
}

/** What sending a round or a counter order needs around its transaction: the runner, the clock, and what follows the commit. */
export interface DependenciasDoLancamento extends DependenciasDaRodada {
  runTransaction: RunTransaction;
  publisher: Pick<CatalogoPublisher, 'publishAfterCommit'>;
  now: () => Date;
  notificacoesDaEquipe?: Pick<NotificacoesDaEquipe, 'paraLoja'>;
}

/**
 * After a direct order's commit (a round, a counter order): the catalogue published when it sold
 * something out, the team's push sent (awaited, never failing the order); then its answer.
 */
export async function depoisDoCommit<Resposta>(
  { publisher, notificacoesDaEquipe }: Pick<DependenciasDoLancamento, 'publisher' | 'notificacoesDaEquipe'>,
  lojaId: string,
  salvo: PedidoDiretoSalvo<Resposta>,
): Promise<Resposta> {
  if (salvo.esgotados.length > 0) await publisher.publishAfterCommit(lojaId);
  if (salvo.aviso && notificacoesDaEquipe) await aguardarAvisos(notifyEquipe(notificacoesDaEquipe, lojaId, salvo.aviso));
  return salvo.resposta;
}

/** A round, whoever sends it: its own transaction on the clock's time, then what follows the commit. */
export async function enviarRodada(deps: DependenciasDoLancamento, rodada: Rodada): Promise<RodadaResponse> {
  const salvo = await deps.runTransaction((tx) => lancarRodada(deps, tx, rodada, deps.now()));
  return depoisDoCommit(deps, rodada.lojaId, salvo);
}
