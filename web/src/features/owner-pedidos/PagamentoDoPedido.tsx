import type { PedidoDoLojista } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { chipDoPagamento, horaNaLoja } from '@vitrine/shared/pedido';
import { Badge } from '../../components/ui/Badge';

/**
 * Where a PIX order's payment stands (issue 45), as a chip beside the order's status: "Pago",
 * "Aguardando PIX", "Valor divergente", … ; nothing for other forms of payment. The list's live
 * refresh brings the bank's answer, so the chip changes by itself.
 */
export function PagamentoChip({ pedido }: { pedido: Pick<PedidoDoLojista, 'pagamento'> }) {
  const chip = chipDoPagamento(pedido.pagamento);
  if (!chip) return null;
  return (
    <Badge variant={chip.tom} data-testid="pagamento-chip" data-status-pagamento={pedido.pagamento?.status ?? 'manual'}>
      {chip.rotulo}
    </Badge>
  );
}

/**
 * The bank's word under the payment's line: when it was paid and the end-to-end id the statement
 * shows; what was paid when it is not the total, so the owner knows what to settle with the customer.
 */
export function DetalheDoPix({ pedido }: { pedido: Pick<PedidoDoLojista, 'pagamento' | 'total'> }) {
  const pagamento = pedido.pagamento;
  if (pagamento?.forma !== 'pix' || !pagamento.pago_em) return null;
  const divergente = pagamento.status === 'divergente' && pagamento.valor_pago !== null;
  return (
    <span className="block" data-testid="pagamento-detalhe">
      {divergente
        ? `Pagou ${formatBRL(reaisToCents(pagamento.valor_pago!))} de ${formatBRL(reaisToCents(pedido.total))} às ${horaNaLoja(pagamento.pago_em)}`
        : `Pago via PIX às ${horaNaLoja(pagamento.pago_em)}`}
      {pagamento.e2e_id && <span className="block font-mono text-xs break-all text-slate-500">{pagamento.e2e_id}</span>}
    </span>
  );
}
