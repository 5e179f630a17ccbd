/**
 * How many browser flows run at once, each against a whole stack of its own (test/setup/e2e-stack.ts).
 * One unless asked: a developer's run of one file starts one stack. `npm test` asks for two
 * (scripts/test.ts): the API tier ends well before the browser flows, and the second lane uses the
 * core it leaves.
 */
export const E2E_LANES = Math.max(1, Number.parseInt(process.env.VITRINE_E2E_LANES ?? '1', 10) || 1);
