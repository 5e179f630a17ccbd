import { useEffect, useState } from 'react';
import {
  aoMudarPedido,
  deveOferecer,
  ehIphone,
  EVENTO_PEDIDO,
  jaInstalado,
  readRegistro,
  pedidoDeInstalacao,
  recordOferta,
  countVisita,
} from './convite';

/** How the invitation asks: Chromium's own install prompt, or Safari's Share sheet on an iPhone. */
export type ModoDoConvite = 'prompt' | 'iphone';

/**
 * Whether the catalogue offers "Adicionar à tela inicial" now (convite.ts says when): counts this
 * visit, looks again when the browser offers its prompt or an order is sent, and marks the offer
 * made as soon as it shows. The dialog itself is its own chunk, loaded only then.
 */
export function useConvite(lojaId: string) {
  const [modo, setModo] = useState<ModoDoConvite | null>(null);

  useEffect(() => {
    if (jaInstalado()) return;
    countVisita(lojaId);
    const avaliar = () => {
      if (!deveOferecer(readRegistro(lojaId)) || jaInstalado()) return;
      const novo = pedidoDeInstalacao() ? 'prompt' : ehIphone(navigator.userAgent) ? 'iphone' : null;
      if (!novo) return;
      recordOferta(lojaId);
      setModo(novo);
    };
    avaliar();
    const pararDeOuvir = aoMudarPedido(avaliar);
    addEventListener(EVENTO_PEDIDO, avaliar);
    return () => {
      pararDeOuvir();
      removeEventListener(EVENTO_PEDIDO, avaliar);
    };
  }, [lojaId]);

  return { modo, fechar: () => setModo(null) };
}
