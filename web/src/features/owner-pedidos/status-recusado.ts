import { AGUARDANDO_PAGAMENTO_PIX, CANCELAMENTO_BANCO_SEM_RESPOSTA, CANCELAMENTO_PIX_PAGO } from '@vitrine/shared/pedido';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * Tells the team why an order did not move (Pedidos and Cozinha). The shop that prepares only paid
 * PIX orders (issue 45) gets a 409 while the bank has not confirmed: not a fault, the order waits,
 * so a warning that says what happens next rather than an error. So is a cancel the bank's word on
 * the order's PIX refused.
 */
export function avisarStatusRecusado(error: unknown, codigo: string, fallback: string) {
  if (error instanceof ApiError && error.status === 409 && error.message === AGUARDANDO_PAGAMENTO_PIX) {
    toast.warning(`Pedido #${codigo}: aguardando o PIX`, {
      description: 'A loja só prepara pedidos por PIX depois do pagamento. Assim que o banco confirmar, ele pode ir para o preparo.',
    });
    return;
  }
  // Cancelling a pending PIX the bank said was paid, or could not tell of (issue 48): the order stands, and the message says what to do.
  if (
    error instanceof ApiError &&
    error.status === 409 &&
    [CANCELAMENTO_PIX_PAGO, CANCELAMENTO_BANCO_SEM_RESPOSTA].includes(error.message)
  ) {
    toast.warning(`Pedido #${codigo} não foi cancelado`, { description: error.message });
    return;
  }
  toast.error(errorMessage(error, fallback));
}
