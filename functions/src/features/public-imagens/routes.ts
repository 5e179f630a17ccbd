import express, { Router } from 'express';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * The local image store, served by the API (no Storage emulator runs here). Files never change
 * once written (new uploads get new names), so browsers and the CDN may keep them for a year.
 */
export function localImageRoutes(directory: string) {
  const router = Router();
  router.use(
    apiPaths.imagens,
    (_req, res, next) => {
      res.removeHeader('Cache-Control'); // the API's private default does not apply to public images
      next();
    },
    express.static(directory, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: true }),
  );
  return router;
}
