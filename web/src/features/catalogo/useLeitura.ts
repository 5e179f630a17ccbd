import { startTransition, useEffect, useRef, useState } from 'react';
import { acompanhar, atualizar, consultaDe, type Consulta, type Definicao, type Leitura } from './dados';

/**
 * A read for a component: its state, re-rendering as it changes, asked for on mount unless fresh.
 * Each change renders in a transition, so the catalogue arriving (hundreds of cards, maybe) is
 * built in slices that leave the phone responsive, rather than in one long task.
 */
export function useLeitura<T>(definicao: Definicao<T>, placeholder?: () => T | undefined): Leitura<T> & { refetch: () => void } {
  const consulta = consultaDe(definicao);
  const [visto, setVisto] = useState<{ consulta: Consulta<T>; estado: Leitura<T> }>({ consulta, estado: consulta.estado });
  // Another read than the one last seen (the route changed): its state as it is now.
  const estado = visto.consulta === consulta ? visto.estado : consulta.estado;
  const mostrado = useRef(estado);
  useEffect(() => {
    mostrado.current = estado;
  });

  useEffect(() => {
    const sincronizar = () => startTransition(() => setVisto({ consulta, estado: consulta.estado }));
    const parar = acompanhar(consulta, sincronizar);
    // It may have answered between this render and now.
    if (mostrado.current !== consulta.estado) sincronizar();
    void atualizar(consulta);
    return parar;
  }, [consulta]);

  const refetch = () => void atualizar(consulta, true);
  if (estado.data === undefined && estado.isPending) {
    const provisorio = placeholder?.();
    if (provisorio !== undefined) return { ...estado, data: provisorio, isPending: false, refetch };
  }
  return { ...estado, refetch };
}
