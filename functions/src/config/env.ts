import { z } from '@vitrine/shared';

/**
 * The function's environment, read and checked once at start so that a missing or malformed
 * variable fails loudly at boot instead of on some later request.
 */
const envSchema = z.object({
  GCLOUD_PROJECT: z.string().min(1).default('demo-vitrine'),
  /** Set by the Functions emulator (and by the tests): the Auth emulator's host:port. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  /** The Firebase web app's public config, for production (see README, deploy). */
  WEB_API_KEY: z.string().default('demo-api-key'),
  WEB_AUTH_DOMAIN: z.string().optional(),
  /** Extra origins allowed to send cookie-authenticated writes, comma separated. */
  APP_ORIGINS: z.string().default(''),
  K_REVISION: z.string().optional(),
  /**
   * The web app's public origin (https://loja.exemplo.com.br), for link previews: where their
   * function fetches index.html. Default: the project's Hosting site, https://{project}.web.app.
   */
  WEB_ORIGIN: z
    .url()
    .regex(/^https?:\/\/[^/]+$/, 'WEB_ORIGIN: só o protocolo e o host, sem barra no fim.')
    .optional(),
  /** The local stack keeps images on disk here instead of Cloud Storage. */
  LOCAL_IMAGES_DIR: z.string().optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For, counting the one that connects
   * to it (platform/http/client-ip.ts says why). Default: 2 when deployed (Hosting, then Cloud
   * Run's front end), 0 in the emulator (neither its Hosting nor its Functions proxy appends one,
   * so every entry there is the client's own and the key is the socket).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /**
   * Requests a minute per client IP (platform/http/rate-limit.ts). The benchmark and the fuzz tests
   * raise them: all their requests come from 127.0.0.1.
   */
  RATE_LIMIT_PEDIDOS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_EVENTOS: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CUPONS: z.coerce.number().int().positive().default(10),
  /** A table's page (issue 44): the phones at one table share an address and read it again for the bill. */
  RATE_LIMIT_MESAS: z.coerce.number().int().positive().default(60),
  /**
   * Printed menus drawn a minute for one address (issue 47, public-cardapio): only the requests that
   * draw a version not drawn yet count; a customer asks one version once.
   */
  RATE_LIMIT_CARDAPIOS: z.coerce.number().int().positive().default(10),
  /**
   * A shop's bank notifications a minute, across instances (issue 45, public-pix-webhook): per shop,
   * not per address; far above any shop's PIX a minute with the bank's retries. Past it the rest is
   * answered 200 without work (the job reads pending charges every minute anyway).
   */
  RATE_LIMIT_PIX_WEBHOOK: z.coerce.number().int().positive().default(600),
  /**
   * Passwords checked a minute, across every instance, for logins from browsers the administrator
   * has not signed in from (admin-auth/service.ts): the CPU a flood of logins can take, bounded.
   * Spent a sixth per 10 s (admin-auth/repository.ts), so a flood's hashes are spread over the minute.
   */
  RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS: z.coerce.number().int().positive().default(30),
  /**
   * How long a request may wait on Firestore before the client gets a 503 with Retry-After,
   * instead of the SDK's own retries (a minute and more) when Firestore is unreachable.
   */
  /**
   * Test-only: the scrypt cost N of the administrator's password hashes (r=8, p=1), a power of two
   * from 2^10, so the test suites do not spend OWASP's cost on every login. Refused at boot outside
   * the emulator: deployed, hashes always use admin-auth/password.ts' OWASP parameters.
   */
  ADMIN_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 17)
    .refine((n) => (n & (n - 1)) === 0, 'ADMIN_SCRYPT_N: uma potência de 2.')
    .optional(),
  REQUEST_DEADLINE_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * The deployment's VAPID key pair for Web Push (P-256, base64url as `npx web-push
   * generate-vapid-keys` prints it; docs/deploy.md): Firebase secrets in production, made once by
   * the local stack (scripts/lib/stack.ts) and by the API tests' setup. Without them the
   * notification routes answer 503 and no push is sent.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY: a chave pública P-256 (65 bytes) em base64url.')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY: a chave privada P-256 (32 bytes) em base64url.')
    .optional(),
  /**
   * The shops' bank connections (issue 45), emulators only (refused at boot when deployed, where the
   * key is the Secret Manager secret PIX_CREDENCIAIS_CHAVE and the system's authorities are trusted):
   * the local key file (made on first use), a PEM file of an authority to trust besides the system's
   * (the local PSP's), and the deadline of a call to the bank (10 s; the tests shorten it).
   */
  PIX_CREDENCIAIS_CHAVE_ARQUIVO: z.string().min(1).optional(),
  PIX_API_CA_ARQUIVO: z.string().min(1).optional(),
  PIX_API_PRAZO_MS: z.coerce.number().int().positive().max(10_000).optional(),
  /**
   * Issue 45's charges: how long placing a PIX order waits for the bank's charge (4 s; past it the
   * order keeps its static code, confirmed by hand), and where the banks reach the API for their
   * notifications (the public origin that serves /api, https; WEB_ORIGIN when unset; the local
   * stack's and the tests' http://127.0.0.1). Without either, no webhook is registered and the job
   * confirms payments within two minutes.
   */
  PIX_COBRANCA_PRAZO_MS: z.coerce.number().int().min(500).max(10_000).default(4_000),
  PIX_WEBHOOK_ORIGEM: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'PIX_WEBHOOK_ORIGEM: só o protocolo e o host, sem barra no fim.')
    .optional(),
});

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const env = envSchema.parse(source);
  const isEmulated = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST);
  if (env.ADMIN_SCRYPT_N !== undefined && !isEmulated) {
    throw new Error('ADMIN_SCRYPT_N é só para testes: fora do emulador, as senhas usam o custo da OWASP.');
  }
  if ((env.PIX_CREDENCIAIS_CHAVE_ARQUIVO || env.PIX_API_CA_ARQUIVO || env.PIX_API_PRAZO_MS) && !isEmulated) {
    throw new Error('PIX_CREDENCIAIS_CHAVE_ARQUIVO, PIX_API_CA_ARQUIVO e PIX_API_PRAZO_MS são só do emulador.');
  }
  return {
    projectId: env.GCLOUD_PROJECT,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    isEmulated,
    webApiKey: env.WEB_API_KEY,
    webAuthDomain: env.WEB_AUTH_DOMAIN ?? null,
    extraOrigins: env.APP_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    version: env.K_REVISION ?? 'local',
    localImagesDir: env.LOCAL_IMAGES_DIR ?? null,
    webOrigin: env.WEB_ORIGIN ?? null,
    trustProxyHops: env.TRUST_PROXY_HOPS ?? (isEmulated ? 0 : 2),
    rateLimits: {
      pedidos: env.RATE_LIMIT_PEDIDOS,
      eventos: env.RATE_LIMIT_EVENTOS,
      uploads: env.RATE_LIMIT_UPLOADS,
      cupons: env.RATE_LIMIT_CUPONS,
      mesas: env.RATE_LIMIT_MESAS,
    },
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
    /** null: the OWASP parameters (admin-auth/password.ts). */
    adminScrypt: env.ADMIN_SCRYPT_N ? { N: env.ADMIN_SCRYPT_N, r: 8, p: 1 } : null,
    adminLoginsDeEstranhosPorMinuto: env.RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS,
    cardapiosDesenhadosPorMinuto: env.RATE_LIMIT_CARDAPIOS,
    pixApi: {
      arquivoDeChaves: env.PIX_CREDENCIAIS_CHAVE_ARQUIVO ?? '.data/pix-credenciais.key',
      caArquivo: env.PIX_API_CA_ARQUIVO ?? null,
      prazoMs: env.PIX_API_PRAZO_MS ?? 10_000,
      cobrancaPrazoMs: env.PIX_COBRANCA_PRAZO_MS,
      notificacoesPorMinuto: env.RATE_LIMIT_PIX_WEBHOOK,
      webhookOrigem: env.PIX_WEBHOOK_ORIGEM ?? env.WEB_ORIGIN ?? null,
    },
    vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
  };
}
