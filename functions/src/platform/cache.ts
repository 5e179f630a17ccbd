export interface CachedValue<T> {
  (): Promise<T>;
  /** Drops the value at once (after a write in this instance): the next call reads it again. */
  forget(): void;
}

/**
 * A value read at most once per `ttlMs` in this instance: concurrent callers share the read in
 * flight, and a failed read is forgotten so that the next call tries again.
 */
export function cachedValue<T>(read: () => Promise<T>, ttlMs: number, now: () => number = Date.now): CachedValue<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  const get = () => {
    if (!cached || now() - cached.at >= ttlMs) {
      const entry = { at: now(), value: read() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
  return Object.assign(get, { forget: () => void (cached = null) });
}

/**
 * cachedValue by key: each key's value read at most once per `ttlMs` in this instance, at most `max`
 * keys kept (the oldest out first); `forget` drops a key at once (after a write in this instance).
 */
export function cachedValues<T>(read: (key: string) => Promise<T>, ttlMs: number, { max = 10_000, now = Date.now } = {}) {
  const valores = new Map<string, () => Promise<T>>();
  return {
    get(key: string): Promise<T> {
      let valor = valores.get(key);
      if (!valor) {
        valor = cachedValue(() => read(key), ttlMs, now);
        valores.set(key, valor);
        if (valores.size > max) valores.delete(valores.keys().next().value!);
      }
      return valor();
    },
    forget(key: string): void {
      valores.delete(key);
    },
  };
}
