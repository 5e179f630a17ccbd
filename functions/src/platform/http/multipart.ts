import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from './errors.js';

export interface ArquivoRecebido {
  filename: string;
  mimeType: string;
  /** The file's full size in bytes, counted even past `maxBytes`. */
  size: number;
  /** Its first `maxBytes` bytes: a larger file is refused anyway, so the rest is not kept. */
  buffer: Buffer;
}

const INVALIDO = 'Envio inválido. Envie a imagem como multipart/form-data no campo "image".';
export const INTERROMPIDO = 'O envio foi interrompido antes do fim. Tente enviar a imagem de novo.';

/**
 * Reads the one file of a multipart body. Cloud Functions has already read the request into
 * `req.rawBody`; run in-process (tests, local scripts) the body is still the request stream.
 * Null when no file came in `field`.
 */
export function readMultipartFile(req: Request, field: string, maxBytes: number): Promise<ArquivoRecebido | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1 } });
    } catch {
      return reject(new AppError(400, INVALIDO)); // not multipart at all
    }
    let arquivo: ArquivoRecebido | null = null;
    const chunks: Buffer[] = [];
    let kept = 0;
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.on('error', () => reject(new AppError(400, INTERROMPIDO)));
        stream.resume(); // drained and ignored
        return;
      }
      const recebido: ArquivoRecebido = { filename: info.filename ?? '', mimeType: info.mimeType, size: 0, buffer: Buffer.alloc(0) };
      arquivo = recebido;
      // A body that ends inside the file (cut off, or a bare "--x ... abc" with no closing
      // boundary) errors this stream with "Unexpected end of form"; without a listener that error
      // is uncaught and takes the whole instance down with every request on it.
      stream.on('error', () => reject(new AppError(400, INTERROMPIDO)));
      stream.on('data', (chunk: Buffer) => {
        recebido.size += chunk.length;
        if (kept >= maxBytes) return;
        const part = chunk.subarray(0, maxBytes - kept);
        chunks.push(part);
        kept += part.length;
      });
    });
    parser.on('error', () => reject(new AppError(400, INVALIDO)));
    parser.on('close', () => resolve(arquivo && { ...arquivo, buffer: Buffer.concat(chunks) }));

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else {
      // A client that goes away mid-stream: the request errors (ECONNRESET) or just closes unfinished.
      const interrompido = () => reject(new AppError(400, INTERROMPIDO));
      req.on('error', interrompido);
      req.on('close', () => {
        if (!req.complete) interrompido();
      });
      req.pipe(parser);
    }
  });
}
