/**
 * How many browser flows one e2e run drives at once, each against a whole stack of its own
 * (test/setup/e2e-stack.ts): one unless asked (`VITRINE_E2E_LANES=2 npm run test:e2e`, for a
 * machine with cores to spare: on two cores each flow took about 1.7 times as long, scripts/test.ts).
 */
export const E2E_LANES = Math.max(1, Number.parseInt(process.env.VITRINE_E2E_LANES ?? '1', 10) || 1);
