import { startTransition, useEffect, useRef, useState } from 'react';
import { cachedRead, refresh, subscribe, type CachedRead, type ReadDefinition, type ReadState } from './read-cache';

/**
 * A read for a component: its state, re-rendering as it changes, asked for on mount unless fresh.
 * Each change renders in a transition, so the catalogue arriving (hundreds of cards, maybe) is
 * built in slices that leave the phone responsive, rather than in one long task.
 */
export function useRead<T>(definition: ReadDefinition<T>, placeholder?: () => T | undefined): ReadState<T> & { refetch: () => void } {
  const entry = cachedRead(definition);
  const [seen, setSeen] = useState<{ entry: CachedRead<T>; state: ReadState<T> }>({ entry, state: entry.state });
  // Another read than the one last seen (the route changed): its state as it is now.
  const state = seen.entry === entry ? seen.state : entry.state;
  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  });

  useEffect(() => {
    const sync = () => startTransition(() => setSeen({ entry, state: entry.state }));
    const unsubscribe = subscribe(entry, sync);
    // It may have answered between this render and now.
    if (shown.current !== entry.state) sync();
    void refresh(entry);
    return unsubscribe;
  }, [entry]);

  const refetch = () => void refresh(entry, true);
  if (state.data === undefined && state.isPending) {
    const provisional = placeholder?.();
    if (provisional !== undefined) return { ...state, data: provisional, isPending: false, refetch };
  }
  return { ...state, refetch };
}
