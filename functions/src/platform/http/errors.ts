import type { ErrorRequestHandler, RequestHandler } from 'express';

/**
 * The one error type services throw: an HTTP status and a message the user can read (pt-BR),
 * optionally with messages per field (`campos`) and one line of context (`details`, spec §8 upload).
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

/** An AppError the client tells apart by a stable `codigo`: it shows a dedicated screen, not just the message. */
export class CodedAppError extends AppError {
  constructor(
    status: number,
    message: string,
    readonly codigo: string,
  ) {
    super(status, message);
  }
}

export const notFound: RequestHandler = () => {
  throw new AppError(404, 'Rota não encontrada.');
};

/** Turns anything thrown into a JSON answer; unknown errors become a generic 500 with no stack. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof AppError) {
    const { campos, details } = error;
    const codigo = error instanceof CodedAppError ? error.codigo : undefined;
    res
      .status(error.status)
      .json({ error: error.message, ...(codigo && { codigo }), ...(campos && { campos }), ...(details && { details }) });
    return;
  }
  // body-parser's own errors (malformed JSON, too large) carry a 4xx status and a type.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'JSON malformado no corpo da requisição.'
        : type === 'entity.too.large'
          ? 'Corpo da requisição grande demais.'
          : 'Requisição inválida.';
    res.status(status).json({ error: message });
    return;
  }
  console.error('Erro inesperado:', error instanceof Error ? error.message : error);
  res.status(500).json({ error: 'Erro interno. Tente novamente em instantes.' });
};
