import { lazy, Suspense } from 'react';

const AvisarPedido = lazy(() => import('./AvisarPedido').then((m) => ({ default: m.AvisarPedido })));

/**
 * "Avisar quando o pedido mudar" where an open order is shown (the confirmation, the tracking
 * page): its code (AvisarPedido.tsx) is a chunk of its own, loaded only when this is drawn.
 */
export function OfertaDeNotificacoes(props: { token: string; nomeLoja: string; catalogo?: string }) {
  return (
    <Suspense fallback={null}>
      <AvisarPedido {...props} />
    </Suspense>
  );
}
