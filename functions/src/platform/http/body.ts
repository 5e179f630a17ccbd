import express, { type Request, type RequestHandler } from 'express';
import { AppError, CORPO_GRANDE_DEMAIS } from './errors.js';
import { assertCorpoBemFormado } from './validate.js';

export const SO_JSON = 'Envie os dados em JSON (Content-Type: application/json).';

/** The bytes of the body as Cloud Functions' runtime read them; undefined in-process, where the body is still a stream. */
function rawBody(req: Request): Buffer | undefined {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/** Whether the request carries a body at all: an empty one (Content-Length: 0) is no body. */
function temCorpo(req: Request): boolean {
  const raw = rawBody(req);
  if (raw) return raw.length > 0;
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * The API's request bodies: JSON of at most `limitBytes` (413 past it), any other content type
 * refused with 415, except multipart/form-data, which only the upload route reads (multipart.ts,
 * with its own limit); a JSON endpoint given multipart finds no object and answers its schema's 400.
 *
 * Why not just express.json: Cloud Functions' runtime (the Functions Framework when deployed,
 * firebase-tools' emulator runtime locally) runs an Express app of its own before ours that has
 * already read and parsed the body, up to 32 MB or more: JSON into an object, text into a string,
 * form-encoded into an object, anything else into bytes, the raw bytes kept in `req.rawBody`. It
 * marks the body parsed, so express.json then does nothing, and neither its limit nor its content
 * type ever applied: a 500 KB body reached the schema, a form-encoded one passed as an object.
 * So the rules are checked here on what the runtime hands over, and in-process (tests, scripts)
 * express.json still reads the stream with the same rules.
 *
 * `text: true` also takes text/plain (the analytics beacon's type), handed to the route as a string.
 *
 * What cannot be done here: malformed JSON under the runtime never reaches the function. The
 * runtime's own parser fails first and its Express answers the 400 itself, with an HTML page
 * (GoogleCloudPlatform/functions-framework-nodejs#686). In-process, errors.ts answers it in JSON.
 */
export function jsonBody(limitBytes: number, { text = false }: { text?: boolean } = {}): RequestHandler {
  const parseJson = express.json({ limit: limitBytes });
  const parseText = express.text({ type: 'text/plain', limit: limitBytes });
  return (req, res, next) => {
    if (!temCorpo(req) || req.is('multipart/form-data')) return next();
    const isText = text && req.is('text/plain');
    if (!req.is('application/json') && !isText) throw new AppError(415, SO_JSON);
    const raw = rawBody(req);
    if (!raw)
      return (isText ? parseText : parseJson)(req, res, (error?: unknown) => {
        if (error) return next(error);
        try {
          assertCorpoBemFormado(req.body);
        } catch (erro) {
          return next(erro);
        }
        next();
      });
    if (raw.length > limitBytes) throw new AppError(413, CORPO_GRANDE_DEMAIS);
    // The runtime parsed text/plain into a string, as express.text does in-process: the route reads the JSON in it.
    assertCorpoBemFormado(req.body);
    next();
  };
}
