import cookieParser from 'cookie-parser';
import express from 'express';
import { readEnv, type Env } from './config/env.js';
import { authRoutes } from './features/auth/routes.js';
import { authService } from './features/auth/service.js';
import { healthRoutes } from './features/health/routes.js';
import { localImageRoutes } from './features/imagens/routes.js';
import { lojistasRepository } from './features/lojistas/repository.js';
import { firebase, type Firebase } from './platform/firebase.js';
import { errorHandler, notFound } from './platform/http/errors.js';
import { sameOriginWrites, securityHeaders } from './platform/http/security.js';

/** Builds the whole /api app without listening, so tests can run it in-process. */
export function createApp(env: Env = readEnv(), { auth, db }: Firebase = firebase()) {
  const app = express();
  app.disable('x-powered-by');
  // Hosting and Cloud Functions sit in front: trust their X-Forwarded-* for protocol and client IP.
  app.set('trust proxy', true);

  app.use(securityHeaders);
  app.use(express.json({ limit: '100kb' }));
  app.use(cookieParser());
  app.use(sameOriginWrites(env.extraOrigins));

  const api = express.Router();
  api.use(healthRoutes(db, env));
  if (env.localImagesDir) api.use(localImageRoutes(env.localImagesDir));
  api.use(authRoutes(authService(auth, lojistasRepository(db)), env));
  api.use(notFound);

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
