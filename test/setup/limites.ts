/**
 * What the API and e2e suites change in the app's environment (config/env.ts) before it starts:
 * every request of a suite comes from one address, so the per-IP limits are raised (the rate-limit
 * tests build their own app with small ones, security-limites reads the counters themselves); and a
 * test-only scrypt cost spares every admin login OWASP's.
 */
export function limitesDeTeste(env: NodeJS.ProcessEnv = process.env): void {
  for (const nome of [
    'RATE_LIMIT_PEDIDOS',
    'RATE_LIMIT_EVENTOS',
    'RATE_LIMIT_UPLOADS',
    'RATE_LIMIT_CUPONS',
    'RATE_LIMIT_MESAS',
    'RATE_LIMIT_CARDAPIOS',
    'RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS',
  ])
    env[nome] ??= '1000000';
  env.ADMIN_SCRYPT_N ??= '1024';
}
