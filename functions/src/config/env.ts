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
   * Run's front end), 1 in the emulator (its Hosting proxy adds no X-Forwarded-For).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /**
   * Requests a minute per client IP (platform/http/rate-limit.ts). The benchmark and the fuzz tests
   * raise them: all their requests come from 127.0.0.1.
   */
  RATE_LIMIT_PEDIDOS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_EVENTOS: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().positive().default(30),
  /**
   * How long a request may wait on Firestore before the client gets a 503 with Retry-After,
   * instead of the SDK's own retries (a minute and more) when Firestore is unreachable.
   */
  REQUEST_DEADLINE_MS: z.coerce.number().int().positive().default(20_000),
});

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const env = envSchema.parse(source);
  const isEmulated = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST);
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
    trustProxyHops: env.TRUST_PROXY_HOPS ?? (isEmulated ? 1 : 2),
    rateLimits: { pedidos: env.RATE_LIMIT_PEDIDOS, eventos: env.RATE_LIMIT_EVENTOS, uploads: env.RATE_LIMIT_UPLOADS },
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
  };
}
