import {
  agendaOTipo,
  checkoutTotals,
  ENVIO_SEM_AGENDAMENTO,
  formatCep,
  HORARIO_INDISPONIVEL,
  isHorarioDisponivel,
  LOJA_FECHADA,
  openingState,
  type Atendimento,
  type ClientePedido,
  type Desconto,
  type EntregaPedido,
  type PagamentoPedido,
  type PedidoParsed,
} from '@vitrine/shared';
import { lojaIndisponivel } from '../../model/catalogos.js';
import { AppError } from '../../platform/http/errors.js';
import type { LojaDoPedido } from '../../model/pedidos-novos.js';

/** The checkout's rules an order meets before it is written: who may order now, when, and the answers it keeps. */

export const TELEFONE_BLOQUEADO = 'Não foi possível enviar o pedido por este telefone. Por favor, fale diretamente com a loja.';

/** Drops the fields typed empty, so the stored order (and Firestore, which refuses undefined) holds only answers. */
const preenchidos = <T extends object>(objeto: T) =>
  Object.fromEntries(Object.entries(objeto).filter(([, valor]) => valor !== undefined && valor !== '')) as T;

/** The checkout's answers as the order keeps them; `bairro` is the shop's spelling when it lists neighbourhoods. */
export function respostasDoCheckout(input: PedidoParsed, totais: { bairro: string | null; uf: string | null } | null) {
  const cliente: ClientePedido | null = input.cliente?.nome || input.cliente?.telefone ? preenchidos(input.cliente) : null;
  let entrega: EntregaPedido | null = null;
  if (input.entrega?.tipo === 'retirada') entrega = { tipo: 'retirada' };
  else if (input.entrega) {
    // A shipment's state is its CEP's (checkoutTotals refused another); its CEP is kept masked.
    const envio = input.entrega.tipo === 'envio' && totais?.uf ? { uf: totais.uf, cep: formatCep(input.entrega.cep ?? '') } : {};
    entrega = preenchidos({ ...input.entrega, bairro: totais?.bairro ?? input.entrega.bairro, ...envio });
  }
  const pagamento: PagamentoPedido | null = input.pagamento
    ? { forma: input.pagamento.forma, troco_para: input.pagamento.forma === 'dinheiro' ? (input.pagamento.troco_para ?? null) : null }
    : null;
  return { cliente, entrega, pagamento, observacao: input.observacao || null };
}

/** What stops an order before its lines are even priced: a shop that does not sell (403), or a phone its owner blocked (403). */
export function aceitaPedido(loja: LojaDoPedido, leitura: { bloqueado: boolean }) {
  if (loja.status !== 'ativo') throw lojaIndisponivel();
  if (leitura.bloqueado) throw new AppError(403, TELEFONE_BLOQUEADO);
}

export const SEM_AGENDAMENTO = 'Esta loja não aceita pedidos agendados.';
export const SOMENTE_AGENDADO = 'Esta loja aceita só pedidos agendados: escolha o dia e o horário.';

/**
 * A scheduled order's slot (issue 31), or null for an order for now: the slot must be one the
 * shop's list offers at `agora` (agendamento.ts), and a shop that takes only scheduled orders
 * refuses one without it. A shop without service settings schedules nothing.
 */
export function agendamentoDoPedido(
  atendimento: Atendimento | null,
  { agendado_para: agendadoPara, entrega }: Pick<PedidoParsed, 'agendado_para' | 'entrega'>,
  agora: Date,
): Date | null {
  const agendamento = atendimento?.agendamento;
  if (agendadoPara === undefined) {
    // A shipment takes no slot: a shop of only scheduled orders still ships for now.
    if (agendamento?.ativo && agendamento.somente_agendado && agendaOTipo(entrega?.tipo)) throw new AppError(400, SOMENTE_AGENDADO);
    return null;
  }
  if (!agendaOTipo(entrega?.tipo)) throw new AppError(400, ENVIO_SEM_AGENDAMENTO);
  if (!atendimento || !agendamento?.ativo) throw new AppError(400, SEM_AGENDAMENTO);
  if (!isHorarioDisponivel(atendimento.horarios, agendamento, agora, agendadoPara)) throw new AppError(400, HORARIO_INDISPONIVEL);
  return new Date(agendadoPara);
}

/**
 * A shop with service settings takes orders for now only while open, scheduled ones while closed
 * too but never while paused, and as its rules allow; the first refusal is the answer.
 */
export function aplicarAtendimento(
  atendimento: Atendimento,
  input: PedidoParsed,
  subtotal_centavos: number,
  desconto: Desconto,
  agora: Date,
  agendadoPara: Date | null,
) {
  const aberta = openingState(atendimento, agora);
  if (!aberta.aberta && (!agendadoPara || atendimento.pausado)) throw new AppError(409, aberta.mensagem ?? LOJA_FECHADA);
  const totais = checkoutTotals(atendimento, input, subtotal_centavos, desconto);
  if (!totais.ok) throw new AppError(400, totais.erro);
  return totais;
}
