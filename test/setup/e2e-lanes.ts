/**
 * How many browser flows one e2e run drives at once, each against a whole stack of its own
 * (test/setup/e2e-stack.ts): one unless asked (`VITRINE_E2E_LANES=2 npm run test:e2e` on a
 * machine with cores to spare). `npm test` keeps one per run and runs two e2e runs instead, one of
 * them after the API tier (scripts/test.ts): on CI's two cores, two lanes beside the API tier
 * loaded the machine past what its timeouts allow.
 */
export const E2E_LANES = Math.max(1, Number.parseInt(process.env.VITRINE_E2E_LANES ?? '1', 10) || 1);
