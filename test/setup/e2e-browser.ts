import { afterAll, beforeEach } from 'vitest';
import { FLOW_CALL_MAX_MS, callsWaitedOn, closeContexts } from '../e2e/browser.js';

// Run before each e2e file (setupFiles): when the file ends, whatever it left open goes with it.
afterAll(closeContexts);

// A failed flow says which Playwright calls it was still waiting on: a test's timeout does not.
beforeEach(({ onTestFailed }) =>
  onTestFailed(() => {
    const calls = callsWaitedOn();
    if (calls) console.error(calls);
  }),
);

// A flow's own HTTP calls (Node's fetch, no timeout of its own for five minutes) fail after a
// minute naming the request, instead of holding the flow until its test's timeout, which says
// nowhere what it waited for. Set once per worker: the files share one module graph.
if (!('semLimite' in globalThis.fetch)) {
  const semLimite = globalThis.fetch;
  globalThis.fetch = Object.assign(
    async (input: string | URL | Request, init?: RequestInit) => {
      try {
        return await semLimite(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(FLOW_CALL_MAX_MS) });
      } catch (error) {
        const url = input instanceof Request ? input.url : String(input);
        throw new Error(`${init?.method ?? 'GET'} ${url}: ${motivo(error)}`, { cause: error });
      }
    },
    { semLimite },
  );
}

/** Node's fetch says only "fetch failed"; what failed (ECONNRESET, "other side closed", …) is its cause. */
function motivo(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const causa = error.cause instanceof Error ? error.cause : undefined;
  return causa ? `${error.message} (${'code' in causa ? `${String(causa.code)}: ` : ''}${causa.message})` : error.message;
}
