import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

/**
 * The one error type services throw: an HTTP status and a message the user can read (pt-BR),
 * optionally with messages per field (`campos`) and one line of context (`details`, the upload's unsupported-file error).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly campos?: Record<string, string[]>,
    readonly details?: string,
  ) {
    super(message);
  }
}

/** What a log entry says of a caught value: an Error's message, one line (not its stack), anything else as it is. */
export const describeError = (error: unknown) => (error instanceof Error ? error.message : error);

/** An AppError the client tells apart by a stable `codigo`: it shows a dedicated screen, not just the message. */
export class CodedAppError extends AppError {
  constructor(
    status: number,
    message: string,
    readonly codigo: string,
    /** More of the answer's body, beside `error` and `codigo` (an unavailable shop's contact). */
    readonly corpo?: Record<string, unknown>,
  ) {
    super(status, message);
  }
}

export const notFound: RequestHandler = () => {
  throw new AppError(404, 'Rota não encontrada.');
};

/** A request body's problems, from body-parser here or body.ts under the Functions runtime. */
export const CORPO_GRANDE_DEMAIS = 'Corpo da requisição grande demais.';
export const JSON_MALFORMADO = 'JSON malformado no corpo da requisição.';

/** What a client reads when Firestore cannot be reached in time: nothing was done, try again. */
export const INDISPONIVEL = 'Serviço temporariamente indisponível. Nada foi alterado; tente novamente em instantes.';
export const INDISPONIVEL_RETRY_AFTER_SEGUNDOS = 30;

/**
 * gRPC codes of Firestore (and the Admin SDK) that mean "not now", not "wrong": DEADLINE_EXCEEDED
 * (4), RESOURCE_EXHAUSTED (8, quota), ABORTED (10, a transaction that kept contending) and
 * UNAVAILABLE (14). They become a 503 with Retry-After; a transaction that failed so wrote nothing.
 */
const GRPC_TRANSITORIOS = new Set([4, 8, 10, 14]);

function transitorio(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && GRPC_TRANSITORIOS.has(code);
}

/** Errors may carry how long the client should wait (429 limits, 503): sent as Retry-After. */
function retryAfter(error: unknown): number | undefined {
  const segundos = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof segundos === 'number' && segundos > 0 ? Math.ceil(segundos) : undefined;
}

/** Turns anything thrown into a JSON answer; unknown errors become a generic 500 with no stack. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  // The request deadline (deadline.ts) may have answered already: a late failure has no one to tell.
  if (res.headersSent) return;
  const espera = retryAfter(error);
  if (espera !== undefined) res.set('Retry-After', String(espera));
  if (error instanceof AppError) {
    const { campos, details } = error;
    const { codigo, corpo } = error instanceof CodedAppError ? error : {};
    res
      .status(error.status)
      .json({ error: error.message, ...(codigo && { codigo }), ...corpo, ...(campos && { campos }), ...(details && { details }) });
    return;
  }
  // body-parser's own errors (malformed JSON, too large) carry a 4xx status and a type.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const message =
      type === 'entity.parse.failed' ? JSON_MALFORMADO : type === 'entity.too.large' ? CORPO_GRANDE_DEMAIS : 'Requisição inválida.';
    res.status(status).json({ error: message });
    return;
  }
  if (transitorio(error)) {
    logger.warn('Firestore indisponível', { erro: describeError(error) });
    res.set({ 'Retry-After': String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS), 'Cache-Control': 'no-store' });
    res.status(503).json({ error: INDISPONIVEL });
    return;
  }
  logger.error('Erro inesperado', { erro: describeError(error) });
  res.status(500).json({ error: 'Erro interno. Tente novamente em instantes.' });
};
