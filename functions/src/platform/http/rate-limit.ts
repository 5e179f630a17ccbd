import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { clientIp } from './client-ip.js';
import { AppError } from './errors.js';

const MINUTO_MS = 60_000;

/** 429 with the seconds to wait; the app's error handler writes the JSON body. */
export class LimiteExcedido extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * A per-client-IP limit of `limite` requests a minute (express-rate-limit's fixed window), keyed on
 * clientIp() — the address the platform reports, never the client's own X-Forwarded-For entries —
 * with IPv6 addresses grouped by /56 (one household or phone, which can rotate inside it).
 *
 * Limits are per function instance: each keeps its counters in memory (no store round trip on the
 * order path), so with N instances a client gets at most N × `limite` a minute. They are there to
 * stop a script hammering one endpoint, not to meter exactly. A 429 says, in Portuguese, to wait,
 * with Retry-After in seconds.
 */
export function limitePorIp(limite: number, mensagem: string): RequestHandler {
  return rateLimit({
    windowMs: MINUTO_MS,
    limit: limite,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientIp(req), 56),
    handler: (req, _res, next) => {
      const reset = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + MINUTO_MS;
      next(new LimiteExcedido(mensagem, Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
    },
    // The key is derived from a trusted hop count on purpose (client-ip.ts): no need for the
    // library's warnings about trust proxy or keys that look like an IP.
    validate: { trustProxy: false, xForwardedForHeader: false },
  });
}

export interface LimitesPorMinuto {
  pedidos: number;
  eventos: number;
  uploads: number;
}

/** The app's limits, from the environment (config/env.ts): orders, analytics events, image uploads. */
export function limites({ pedidos, eventos, uploads }: LimitesPorMinuto) {
  return {
    pedidos: limitePorIp(pedidos, 'Muitos pedidos enviados em pouco tempo. Aguarde um minuto e tente novamente.'),
    eventos: limitePorIp(eventos, 'Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.'),
    uploads: limitePorIp(uploads, 'Muitas imagens enviadas em pouco tempo. Aguarde um minuto e tente novamente.'),
  };
}
