import { Router, type Request } from 'express';
import { eventoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { jsonBody } from '../../platform/http/body.js';
import { clientIp } from '../../platform/http/client-ip.js';
import { AppError } from '../../platform/http/errors.js';
import { assertCorpoBemFormado, parseWith } from '../../platform/http/validate.js';
import type { Disponivel } from '../../platform/public-http.js';
import type { Evento, EventosService } from './service.js';

/**
 * navigator.sendBeacon posts a string as text/plain (a JSON Blob would need a CORS-safelisted
 * type in some browsers): read such a body as the JSON it carries. Small: an event is a few fields.
 * This router is mounted before the API's JSON body rule (app.ts), so this one is its only rule.
 */
const textoDoBeacon = jsonBody(4 * 1024, { text: true });

/** The event body, strict; its first problem becomes the message ('Tipo de evento inválido.'). */
function lerEvento(body: unknown): Evento {
  let json = body;
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body);
    } catch {
      throw new AppError(400, 'JSON malformado no corpo da requisição.');
    }
    // The beacon's text was checked as text: the JSON in it may still spell a lone surrogate.
    assertCorpoBemFormado(json);
  }
  try {
    return parseWith(eventoSchema, json);
  } catch (error) {
    const primeira = error instanceof AppError && error.campos ? Object.values(error.campos)[0]?.[0] : undefined;
    throw primeira ? new AppError(400, primeira, (error as AppError).campos) : error;
  }
}

const hostDe = (req: Request) => req.get('x-forwarded-host') ?? req.get('host');

/**
 * POST /api/catalogo/{lojaId}/eventos: open to anyone, 204 with no body. The per-IP rate limit
 * runs before this router, on the path (see app.ts); `disponivel` answers 503 in maintenance, as
 * on every public route.
 */
export function eventosRoutes(eventos: EventosService, disponivel: Disponivel) {
  const router = Router();
  router.post(apiPaths.catalogoEventos.pattern, disponivel, textoDoBeacon, async (req: Request<{ lojaId: string }>, res) => {
    await eventos.create(req.params.lojaId, lerEvento(req.body), {
      userAgent: req.get('user-agent'),
      host: hostDe(req),
      ip: clientIp(req),
    });
    res.status(204).end();
  });
  return router;
}
