/**
 * A value read at most once per `ttlMs` in this instance: concurrent callers share the read in
 * flight, and a failed read is forgotten so that the next call tries again.
 */
export function cachedValue<T>(read: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!cached || now() - cached.at >= ttlMs) {
      const entry = { at: now(), value: read() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
}
