import type { Recompensa } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';

/**
 * The loyalty card's words on the owner's Cupons page (issue 29), pure so they are tested alone.
 * A number the owner has not typed yet (or typed wrong) reads as "N", never "NaN" or "undefined".
 */

const pedidosOuN = (pedidos: unknown) => (typeof pedidos === 'number' && Number.isInteger(pedidos) && pedidos > 0 ? String(pedidos) : 'N');

/** What the reward takes off, as a coupon of the same kind says it: "10% de desconto", "R$ 5,00 de desconto". */
const descricaoDaRecompensa = ({ tipo, valor }: Recompensa) =>
  `${tipo === 'percentual' ? `${valor}%` : formatBRL(reaisToCents(valor))} de desconto`;

/** The one line under the card's title: how a customer gets the reward. */
export function explicacaoDoCartao(pedidos: unknown): string {
  return `O cliente ganha um selo a cada pedido entregue; com ${pedidosOuN(pedidos)} selos, o próximo pedido sai com o desconto. Não soma com cupom: vale o maior.`;
}

/** The saved card in one line: "Ativo: a cada 10 pedidos entregues, 10% de desconto; selos valem 90 dias". */
export function resumoDoCartao({
  ativo,
  pedidos_necessarios,
  recompensa,
  validade_dias,
}: {
  ativo: boolean;
  pedidos_necessarios: number;
  recompensa: Recompensa;
  validade_dias: number | null;
}): string {
  if (!ativo) return 'Desligado: nenhum selo é dado.';
  const validade = validade_dias === null ? 'os selos não expiram' : `cada selo vale ${validade_dias} dias`;
  return `A cada ${pedidos_necessarios} pedidos entregues, ${descricaoDaRecompensa(recompensa)}; ${validade}.`;
}
