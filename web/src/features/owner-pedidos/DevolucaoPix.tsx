import { podeDevolverPix, type PedidoDoLojista, type StatusDevolucao } from '@vitrine/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { usePode } from '../../lib/owner-session';
import { useDevolverPix } from './api';
import { formatReais } from './formato';

/** What the order's card says of a refund the bank has (issue 45). */
const TEXTO_DA_DEVOLUCAO: Record<StatusDevolucao, string> = {
  solicitada: 'Devolução solicitada',
  em_processamento: 'Devolução solicitada',
  devolvido: 'PIX devolvido',
  nao_realizado: 'Devolução não realizada',
};

/**
 * A cancelled order's paid PIX (issue 45): "Devolver o PIX" for the owner and the manager, then
 * where the refund stands at the bank. A refund the bank did not take yet ('solicitada') keeps the
 * button: the server asks again with the same id, never a second refund.
 */
export function DevolucaoPix({ pedido }: { pedido: PedidoDoLojista }) {
  const podeDevolver = usePode('devolucoes');
  const devolver = useDevolverPix();
  const [confirmando, setConfirmando] = useState(false);
  const devolucao = pedido.pagamento?.devolucao;
  const oferece = podeDevolver && podeDevolverPix(pedido.status, pedido.pagamento);
  if (!devolucao && !oferece) return null;
  const valor = devolucao?.valor ?? pedido.pagamento?.valor_pago ?? pedido.total;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="devolucao-pix">
      {devolucao && devolucao.status !== 'solicitada' && (
        <p
          className={
            devolucao.status === 'devolvido'
              ? 'font-semibold text-emerald-700'
              : devolucao.status === 'nao_realizado'
                ? 'font-semibold text-red-700'
                : 'font-semibold text-amber-800'
          }
        >
          {TEXTO_DA_DEVOLUCAO[devolucao.status]}: {formatReais(devolucao.valor)}
        </p>
      )}
      {devolucao?.status === 'solicitada' && <p className="font-semibold text-amber-800">{TEXTO_DA_DEVOLUCAO.solicitada}</p>}
      {oferece && (
        <>
          <Button variant="secondary" size="sm" disabled={devolver.isPending} onClick={() => setConfirmando(true)}>
            <Undo2 className="size-4" aria-hidden />
            {devolucao ? 'Tentar devolver de novo' : 'Devolver o PIX'}
          </Button>
          <ConfirmDialog
            open={confirmando}
            onOpenChange={setConfirmando}
            busy={devolver.isPending}
            title={`Devolver o PIX do pedido #${pedido.codigo}?`}
            description={`O banco da loja devolve ${formatReais(valor)} a quem pagou. Não dá para desfazer.`}
            confirmLabel="Devolver o PIX"
            cancelLabel="Voltar"
            danger
            onConfirm={() =>
              devolver.mutate(pedido, {
                onSuccess: () => {
                  setConfirmando(false);
                  toast.success('Devolução solicitada ao banco.');
                },
                onError: (error) => {
                  setConfirmando(false);
                  toast.error(errorMessage(error, 'Não foi possível devolver o PIX.'));
                },
              })
            }
          />
        </>
      )}
    </div>
  );
}
