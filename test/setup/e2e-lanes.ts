/**
 * How many browser flows one e2e run drives at once, each against a whole stack of its own
 * (test/setup/e2e-stack.ts): one unless asked (`VITRINE_E2E_LANES=2 npm run test:e2e`); `npm test`
 * asks for two (scripts/test.ts).
 */
export const E2E_LANES = Math.max(1, Number.parseInt(process.env.VITRINE_E2E_LANES ?? '1', 10) || 1);
