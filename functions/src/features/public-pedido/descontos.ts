import type { Transaction } from 'firebase-admin/firestore';
import {
  applyCupom,
  checkoutTotals,
  CUPOM_NAO_ENCONTRADO,
  recompensaDoCartao,
  SEM_DESCONTO,
  type Cupom,
  type Desconto,
  type PedidoParsed,
} from '@vitrine/shared';
import type { RegistroDoCliente } from '../../model/clientes.js';
import type { CuponsRepository } from '../../model/cupons.js';
import type { RecompensaDoPedido } from '../../model/pedidos.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import type { LojaDoPedido } from '../../model/pedidos-novos.js';

/** What an order takes off: the coupon's discount or the loyalty card's reward, never both. */
export interface DescontoDoPedido {
  cupom: Cupom | null;
  desconto: Desconto;
  fidelidade: RecompensaDoPedido | null;
}

/**
 * The coupon an order's code names and what it takes off, checked by applyCupom against its uses
 * and the customer's record read in the same transaction; 400 with the refusal for any code that
 * cannot apply. No code: no coupon.
 */
export async function cupomDoPedido(
  cupons: Pick<CuponsRepository, 'readParaPedido'>,
  tx: Transaction,
  lojaId: string,
  {
    codigo,
    subtotal_centavos,
    registro,
    agora,
  }: { codigo: string | undefined; subtotal_centavos: number; registro: RegistroDoCliente | null; agora: Date },
): Promise<{ cupom: Cupom | null; desconto: Desconto }> {
  if (!codigo) return { cupom: null, desconto: SEM_DESCONTO };
  const cupom = await cupons.readParaPedido(tx, lojaId, codigo);
  if (!cupom) throw new AppError(400, CUPOM_NAO_ENCONTRADO);
  const cliente = registro && { pedidos: registro.pedidos, usos: registro.cupons[cupom.id] ?? 0 };
  const aplicado = applyCupom(cupom, { subtotal_centavos, hoje: dayKey(agora), cliente });
  if (!aplicado.ok) throw new AppError(400, aplicado.erro);
  return { cupom, desconto: aplicado };
}

/**
 * The coupon's discount or the loyalty card's reward, whichever takes more off the order (a free
 * delivery is worth its fee); a tie keeps the coupon, and the customer's stamps for later. They
 * never add up. `recompensa` null: the customer has no reward due.
 */
export function descontoDoPedido(
  input: PedidoParsed,
  loja: LojaDoPedido,
  subtotal_centavos: number,
  doCupom: { cupom: Cupom | null; desconto: Desconto },
  recompensa: ReturnType<typeof recompensaDoCartao>,
): DescontoDoPedido {
  if (!recompensa) return { ...doCupom, fidelidade: null };
  const { cupom, desconto } = doCupom;
  const frete = desconto.frete_gratis && loja.atendimento ? checkoutTotals(loja.atendimento, input, subtotal_centavos) : null;
  const valorDoCupom = desconto.desconto_centavos + (frete?.ok ? frete.taxa_entrega_centavos : 0);
  if (cupom && valorDoCupom >= recompensa.desconto_centavos)
    return { cupom, desconto, fidelidade: { aplicada: false, desconto_centavos: recompensa.desconto_centavos, selos: {} } };
  return {
    cupom: null,
    desconto: { desconto_centavos: recompensa.desconto_centavos, frete_gratis: false },
    fidelidade: { aplicada: true, desconto_centavos: recompensa.desconto_centavos, selos: recompensa.gastos },
  };
}
