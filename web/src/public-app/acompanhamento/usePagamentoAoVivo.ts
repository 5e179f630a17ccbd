import { aguardandoPix, type PagamentoDoPedido } from '@vitrine/shared/pedido';
import { useEffect, useState } from 'react';
import { readAcompanhamento } from './api';

/** As the tracking page: every 3 s while the bank's charge waits, so "Pago" shows within seconds. */
const POLL_PIX_MS = 3_000;

/**
 * The order's payment on the confirmation (issue 45), which has only the POST's answer: while its
 * PIX waits for the bank, it asks the tracking page's API again, until the bank has answered.
 * A failed read keeps what is shown and tries again at the next beat.
 */
export function usePagamentoAoVivo(token: string | undefined, inicial: PagamentoDoPedido | null): PagamentoDoPedido | null {
  const [pagamento, setPagamento] = useState(inicial);
  const esperando = !!token && aguardandoPix(pagamento);
  useEffect(() => {
    if (!esperando || !token) return;
    let ativo = true;
    const id = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      readAcompanhamento(token).then(
        (pedido) => ativo && setPagamento(pedido.pagamento),
        () => undefined,
      );
    }, POLL_PIX_MS);
    return () => {
      ativo = false;
      clearInterval(id);
    };
  }, [esperando, token]);
  return pagamento;
}
