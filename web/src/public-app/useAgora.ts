import { useEffect, useState } from 'react';

/**
 * The time now, renewed every minute: whether the shop is open (openingState) changes with the
 * clock while the page stays open, and the header and the cart follow it.
 */
export function useAgora(): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setAgora(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return agora;
}
