import { aguardandoPix, situacaoDoPixParaOCliente, textoDaValidade, type PagamentoDoPedido } from '@vitrine/shared/pedido';
import { reaisToCents } from '@vitrine/shared/money';
import { CircleAlert, CircleCheck, Clock, Undo2 } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useAgora } from '../useAgora';
import { PixCopiaECola } from './PixCopiaECola';

const TONS = {
  green: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

const ICONES = { pago: CircleCheck, divergente: CircleAlert, expirado: Clock, devolvido: Undo2 } as const;

/**
 * The order's PIX as its customer sees it (issue 45), on the confirmation and the tracking page.
 * Once the bank has answered, where it stands ("Pago via PIX às 19:42", "PIX expirado", …); while
 * the bank's charge waits, its code with the minutes left and the promise that the page follows
 * the payment (the page asks the server every few seconds meanwhile); a shop that checks its bank
 * by hand keeps the code alone, as before: the customer sends the receipt on WhatsApp.
 * `pagar`: whether the code may still be paid (not on a delivered or cancelled order).
 */
export function PagamentoPix({
  pagamento,
  codigo,
  total,
  pagar,
}: {
  pagamento: PagamentoDoPedido | null | undefined;
  codigo: string | null | undefined;
  total: number;
  pagar: boolean;
}) {
  const agora = useAgora();
  const situacao = situacaoDoPixParaOCliente(pagamento);
  if (situacao && pagamento?.status && pagamento.status !== 'pendente') {
    const Icone = ICONES[pagamento.status];
    return (
      <p
        className={cx('flex items-start gap-2.5 rounded-2xl p-4 text-sm font-semibold ring-1', TONS[situacao.tom])}
        role="status"
        data-testid="pagamento-pix"
      >
        <Icone className="size-5 shrink-0" aria-hidden />
        {situacao.texto}
      </p>
    );
  }
  if (!codigo || !pagar) return null;
  const automatica = aguardandoPix(pagamento);
  return (
    <PixCopiaECola codigo={codigo} totalCentavos={reaisToCents(total)}>
      {automatica && (
        <div className="mt-3 space-y-1 text-sm text-emerald-900" data-testid="pagamento-pix">
          {pagamento?.expira_em && <p className="font-semibold tabular-nums">{textoDaValidade(pagamento.expira_em, agora)}</p>}
          <p>Assim que o banco confirmar, esta página atualiza sozinha.</p>
        </div>
      )}
    </PixCopiaECola>
  );
}
