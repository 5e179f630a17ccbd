import type { RequestHandler } from 'express';
import type { AdminAuthService, AdminSessao } from './service.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The administrator's session, set by requireAdmin. An owner's cookie never sets it. */
    admin?: AdminSessao;
  }
}

/** Admin routes authenticate only with `Authorization: Bearer <token>`. */
export function requireAdmin(service: AdminAuthService): RequestHandler {
  return async (req, _res, next) => {
    const token = /^Bearer +(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    req.admin = await service.sessao(token);
    next();
  };
}
