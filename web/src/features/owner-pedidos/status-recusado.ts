import { AGUARDANDO_PAGAMENTO_PIX } from '@vitrine/shared/pedido';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * Tells the team why an order did not move (Pedidos and Cozinha). The shop that prepares only paid
 * PIX orders (issue 45) gets a 409 while the bank has not confirmed: not a fault, the order waits,
 * so a warning that says what happens next rather than an error.
 */
export function avisarStatusRecusado(error: unknown, codigo: string, fallback: string) {
  if (error instanceof ApiError && error.status === 409 && error.message === AGUARDANDO_PAGAMENTO_PIX) {
    toast.warning(`Pedido #${codigo}: aguardando o PIX`, {
      description: 'A loja só prepara pedidos por PIX depois do pagamento. Assim que o banco confirmar, ele pode ir para o preparo.',
    });
    return;
  }
  toast.error(errorMessage(error, fallback));
}
