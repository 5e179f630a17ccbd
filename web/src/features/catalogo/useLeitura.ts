import { useEffect, useSyncExternalStore } from 'react';
import { acompanhar, atualizar, consultaDe, type Definicao, type Leitura } from './dados';

/** A read for a component: its state, re-rendering as it changes, asked for on mount unless fresh. */
export function useLeitura<T>(definicao: Definicao<T>, placeholder?: () => T | undefined): Leitura<T> & { refetch: () => void } {
  const consulta = consultaDe(definicao);
  const estado = useSyncExternalStore(
    (ouvinte) => acompanhar(consulta, ouvinte),
    () => consulta.estado,
  );
  useEffect(() => {
    void atualizar(consulta);
  }, [consulta]);
  const refetch = () => void atualizar(consulta, true);
  if (estado.data === undefined && estado.isPending) {
    const provisorio = placeholder?.();
    if (provisorio !== undefined) return { ...estado, data: provisorio, isPending: false, refetch };
  }
  return { ...estado, refetch };
}
