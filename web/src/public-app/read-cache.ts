/**
 * The public pages' reads, kept per URL in memory: what TanStack Query does for the owner app (one
 * request for many readers, fresh for a minute, one retry, the last answer kept while a refresh
 * fails) in a few lines, so it stays out of the customer's bundle. No React here: the boot entry
 * starts the page's read with it before React has loaded (useRead.ts is the components' side).
 */

/** Fresh this long: moving between the catalogue and its products asks nothing again. */
const FRESH_MS = 60_000;
const RETRY_DELAY_MS = 1_000;

export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (the first request, or its retry, still running). */
  isPending: boolean;
  isFetching: boolean;
}

export interface ReadDefinition<T> {
  /** One entry per key: the page's path. */
  key: string;
  fetch: () => Promise<T>;
  canRetry: (failures: number, error: unknown) => boolean;
}

export interface CachedRead<T> {
  state: ReadState<T>;
  fetchedAt: number;
  inFlight: Promise<void> | null;
  definition: ReadDefinition<T>;
  listeners: Set<() => void>;
}

const cache = new Map<string, CachedRead<unknown>>();

function setState<T>(entry: CachedRead<T>, state: Partial<ReadState<T>>) {
  entry.state = { ...entry.state, ...state };
  entry.listeners.forEach((listener) => listener());
}

async function run<T>(entry: CachedRead<T>) {
  setState(entry, { isFetching: true });
  for (let failures = 0; ; failures++) {
    try {
      const data = await entry.definition.fetch();
      entry.fetchedAt = Date.now();
      setState(entry, { data, error: null, isPending: false, isFetching: false });
      return;
    } catch (error) {
      if (!entry.definition.canRetry(failures, error)) {
        setState(entry, { error, isPending: false, isFetching: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** The cache entry of a read, created empty on first use. */
export function cachedRead<T>(definition: ReadDefinition<T>): CachedRead<T> {
  let entry = cache.get(definition.key) as CachedRead<T> | undefined;
  if (!entry) {
    entry = {
      state: { data: undefined, error: null, isPending: true, isFetching: false },
      fetchedAt: 0,
      inFlight: null,
      definition,
      listeners: new Set(),
    };
    cache.set(definition.key, entry as CachedRead<unknown>);
  }
  return entry;
}

/** Keys answered by the page's HTML rather than a request (`prime`): the offline hand-over (offline.ts) asks them once. */
const primed = new Set<string>();

/** An answer that came with the page (the `preview` function's HTML carries the catalogue it drew): fresh, nothing asked. */
export function prime<T>(definition: ReadDefinition<T>, data: T) {
  const entry = cachedRead(definition);
  entry.fetchedAt = Date.now();
  setState(entry, { data, error: null, isPending: false, isFetching: false });
  primed.add(definition.key);
}

export const primedKeys = () => [...primed];

/** Asks unless a request is already running; `force` asks even when the answer is fresh. */
export function refresh<T>(entry: CachedRead<T>, force = false): Promise<void> {
  if (entry.inFlight) return entry.inFlight;
  if (!force && entry.fetchedAt > 0 && Date.now() - entry.fetchedAt < FRESH_MS) return Promise.resolve();
  entry.inFlight = run(entry).finally(() => (entry.inFlight = null));
  return entry.inFlight;
}

/** The answer already read for a key, if any (the product page shows the catalogue's copy at once). */
export function cachedData<T>(key: string): T | undefined {
  return (cache.get(key) as CachedRead<T> | undefined)?.state.data;
}

/** Reads once, keeps the answer: the first read, or a fresh one. Throws what the last request threw. */
export async function read<T>(definition: ReadDefinition<T>): Promise<T> {
  const entry = cachedRead(definition);
  await refresh(entry);
  if (entry.state.data === undefined && entry.state.error) throw entry.state.error;
  return entry.state.data as T;
}

/** Every read again: those on screen now, the rest when next shown (the service worker said a catalogue changed). */
export function invalidateAll() {
  for (const entry of cache.values()) {
    entry.fetchedAt = 0;
    if (entry.listeners.size > 0) void refresh(entry, true);
  }
}

/** Follows a read's state: the listener runs on every change. */
export function subscribe<T>(entry: CachedRead<T>, listener: () => void): () => void {
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}
