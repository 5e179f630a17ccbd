import { Router, type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  FORMATO_AMPLIADO,
  FORMATOS_DO_CARDAPIO,
  FORMATO_INVALIDO,
  pageFilePaths,
  type FormatoDoCardapio,
} from '@vitrine/shared/page-file-paths';
import type { Env } from '../../config/env.js';
import type { LojaRef } from '../../model/catalogos.js';
import { AppError } from '../../platform/http/errors.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { contagemPorIp } from '../../platform/http/rate-limit.js';
import { answerPageFileError, CACHE_PUBLICO } from '../../platform/public-http.js';
import type { PublicCardapioService } from './service.js';

const MUITOS_CARDAPIOS = 'Muitos cardápios pedidos em pouco tempo. Aguarde um minuto e tente novamente.';

/** `?formato=`: absent is the standard menu; anything but the two formats is refused, never guessed. */
function formatoDe(req: Request): FormatoDoCardapio | null {
  const formato = req.query.formato;
  if (formato === undefined) return 'padrao';
  return typeof formato === 'string' && (FORMATOS_DO_CARDAPIO as readonly string[]).includes(formato)
    ? (formato as FormatoDoCardapio)
    : null;
}

/**
 * GET /loja/{slug}/cardapio.pdf and /catalogo/{lojaId}/cardapio.pdf (issue 47), served by the
 * `preview` function beside the shop's feeds (Hosting rewrites /loja/** and /catalogo/** to it).
 * Cached at the CDN as the catalogue is, with the version as ETag (a client that has it gets 304);
 * drawn at most once per version whatever the traffic (service.ts), which is what bounds a flood of
 * requests here, as the feeds are bounded by their per-document cache. Errors are plain Portuguese
 * text: the one reading them is a person who opened a link.
 */
export function cardapioRoutes(
  { cardapio, db }: { cardapio: PublicCardapioService; db: Firestore },
  env: Env,
  now: () => Date = () => new Date(),
) {
  const router = Router();
  // A version not drawn yet costs a drawing: one address may ask for only so many a minute (a
  // different Host header is a different QR link, and so a new version, where WEB_ORIGIN is unset).
  const contarDesenho = contagemPorIp(db, 'cardapios', env.cardapiosDesenhadosPorMinuto, MUITOS_CARDAPIOS, now);

  async function responder(req: Request, res: Response, ref: LojaRef) {
    try {
      const formato = formatoDe(req);
      if (!formato) throw new AppError(400, FORMATO_INVALIDO);
      const { pdf, versao } = await cardapio.cardapio(ref, formato, publicOrigin(req, env.webOrigin), () => contarDesenho(req));
      if (res.headersSent) return;
      const etag = `"${versao}-${formato}"`;
      res.set({ 'Cache-Control': CACHE_PUBLICO, ETag: etag });
      if (req.get('If-None-Match') === etag) {
        res.status(304).end();
        return;
      }
      const nome = `cardapio${formato === FORMATO_AMPLIADO ? '-letra-grande' : ''}.pdf`;
      res.type('application/pdf').set('Content-Disposition', `inline; filename="${nome}"`).send(pdf);
    } catch (error) {
      answerPageFileError(res, error, { oQue: 'Cardápio em PDF', indisponivel: 'Não foi possível abrir o cardápio agora.' });
    }
  }

  router.get(pageFilePaths.lojaCardapio.pattern, (req, res) => responder(req, res, { slug: String(req.params.slug) }));
  router.get(pageFilePaths.catalogoCardapio.pattern, (req, res) => responder(req, res, { lojaId: String(req.params.lojaId) }));
  return router;
}
