import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { CODIGO_MANUTENCAO } from '@vitrine/shared';
import { AppError, CodedAppError, describeError, INDISPONIVEL_RETRY_AFTER_SEGUNDOS } from './http/errors.js';
import { LimiteExcedido } from './http/rate-limit.js';

/** A catalogue view: browsers keep it a minute, Hosting's CDN five, so repeated views cost no reads. */
export const CACHE_PUBLICO = 'public, max-age=60, s-maxage=300';
/** An unknown shop or product: cached briefly, so a shop that is just being set up shows up soon. */
export const CACHE_NAO_ENCONTRADO = 'public, max-age=30, s-maxage=60';
/** Unavailable (suspended, maintenance): never cached, so the shop is back as soon as it is. */
export const SEM_CACHE = 'no-store';
/** What changes by the minute (a scheduled order's slots): a browser and the CDN keep it briefly. */
export const CACHE_CURTO = 'public, max-age=30, s-maxage=60';

export const MANUTENCAO = 'Estamos em manutenção. Volte em alguns minutos.';
export const RETRY_AFTER_SEGUNDOS = 120;

/** Middleware for any route's parameters, so that routes keep their typed `req.params`. */
export type Disponivel = <Params>(req: Request<Params>, res: Response, next: NextFunction) => Promise<void>;

/**
 * Public catalogue, product, WhatsApp and order routes run this first: in maintenance mode (set
 * by the admin) they answer 503 with Retry-After. The flag comes from a per-instance cache, so a
 * view still costs at most one read; admin and owner routes never ask.
 */
export function foraDeManutencao(emManutencao: () => Promise<boolean>): Disponivel {
  return async (_req, res, next) => {
    if (await emManutencao()) {
      res.set({ 'Cache-Control': SEM_CACHE, 'Retry-After': String(RETRY_AFTER_SEGUNDOS) });
      throw new CodedAppError(503, MANUTENCAO, CODIGO_MANUTENCAO);
    }
    next();
  };
}

/**
 * Answers a public GET: cacheable by browsers and the CDN, a 404 briefly, anything else not at all.
 * It reads no cookie and sets none (a cached answer must not carry one).
 */
export async function answerPublic(res: Response, answer: Promise<unknown>, cache = CACHE_PUBLICO): Promise<void> {
  try {
    const body = await answer;
    res.set('Cache-Control', cache).json(body);
  } catch (error) {
    res.set('Cache-Control', error instanceof AppError && error.status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE);
    throw error;
  }
}

/** An answer serialised once: its JSON, the JSON gzipped (when worth it), and its ETag. */
interface Serializado {
  json: Buffer;
  gzip: Buffer | null;
  etag: string;
}

/** Below this, gzip saves too little to be worth a header. */
const GZIP_MINIMO = 1024;
const serializados = new WeakMap<object, Serializado>();

function serializar(body: object): Serializado {
  let feito = serializados.get(body);
  if (!feito) {
    const json = Buffer.from(JSON.stringify(body));
    feito = {
      json,
      gzip: json.length >= GZIP_MINIMO ? gzipSync(json) : null,
      etag: `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`,
    };
    serializados.set(body, feito);
  }
  return feito;
}

/**
 * answerPublic for an answer object the service hands out again while it holds the same document
 * (the catalogue): it is serialised and gzipped once, and each view only writes those bytes. A
 * client that sends the ETag back gets a 304; one that accepts gzip (browsers, the CDN) gets it gzipped.
 */
export async function answerPublicSerializado(req: Request, res: Response, answer: Promise<object>): Promise<void> {
  let corpo: Serializado;
  try {
    corpo = serializar(await answer);
  } catch (error) {
    res.set('Cache-Control', error instanceof AppError && error.status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE);
    throw error;
  }
  res.set({ 'Cache-Control': CACHE_PUBLICO, 'Content-Type': 'application/json; charset=utf-8', ETag: corpo.etag });
  if (!corpo.gzip) {
    res.send(corpo.json);
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(corpo.gzip);
  else res.send(corpo.json);
}

/**
 * A failed file of the shop's pages (the `preview` function's feeds, sitemaps and printed menu), as
 * plain text for whoever opened the link: a suspended shop is as gone as an unknown one (404, so the
 * channels drop its items), a limit says when to come back, and anything unexpected is logged under
 * `oQue` and answered 503 with Retry-After and `indisponivel`.
 */
export function answerPageFileError(res: Response, error: unknown, { oQue, indisponivel }: { oQue: string; indisponivel: string }): void {
  if (res.headersSent) return;
  const status = error instanceof AppError ? (error.status === 403 ? 404 : error.status) : 503;
  if (error instanceof LimiteExcedido) res.set('Retry-After', String(error.retryAfterSeconds));
  if (status === 503) {
    logger.error(oQue, { erro: describeError(error) });
    res.set('Retry-After', String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS));
  }
  res
    .status(status)
    .set('Cache-Control', status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE)
    .type('text')
    .send(error instanceof AppError ? error.message : indisponivel);
}
