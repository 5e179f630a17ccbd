import { Router, type RequestHandler } from 'express';
import { IMAGEM_MAX_BYTES } from '@vitrine/shared';
import { readMultipartFile } from '../../platform/http/multipart.js';
import type { UploadService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** POST /api/upload/image: multipart field `image`, for the signed-in owner (`owner` is requireOwner: the shop is always the session's). */
export function uploadRoutes(upload: UploadService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.uploadImage, owner);
  router.post(apiPaths.uploadImage, async (req, res) => {
    checkPermissao(req, 'catalogo');
    // Closed before we answered: the client is gone and would never learn the image's URL.
    const clienteSaiu = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) clienteSaiu.abort();
    });
    const arquivo = await readMultipartFile(req, 'image', IMAGEM_MAX_BYTES);
    res.status(201).json(await upload.enviar(lojaIdOf(req), arquivo, clienteSaiu.signal));
  });
  return router;
}
