import { useEffect, useState } from 'react';
import { agoraDaPrimeiraTela } from './primeira-tela';

/**
 * The time now, renewed every minute: whether the shop is open (openingState) changes with the
 * clock while the page stays open, and the header and the cart follow it. While the app hydrates
 * the server's first screen (primeira-tela.ts), first the time the server drew it with (the
 * markup must match), then this device's at once.
 */
export function useAgora(): Date {
  const [doServidor] = useState(() => agoraDaPrimeiraTela());
  const [agora, setAgora] = useState(() => doServidor ?? new Date());
  useEffect(() => {
    const renovar = () => setAgora(new Date());
    const primeira = doServidor ? setTimeout(renovar, 0) : undefined;
    const id = setInterval(renovar, 60_000);
    return () => {
      clearTimeout(primeira);
      clearInterval(id);
    };
  }, [doServidor]);
  return agora;
}
