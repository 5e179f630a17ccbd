import type { Request } from 'express';
import { pode, perfilNaoPermite, type Papel, type Permissao } from '@vitrine/shared';
import { AppError } from './errors.js';

/**
 * Who an owner-area request belongs to: a person (the Google account) acting on one shop with one
 * role. The owner's shop is lojistas/{uid} (papel dono); a member's is the shop that invited their
 * e-mail (model/membros.ts). Every owner route acts on `lojaId`, never on the caller's uid.
 */
export interface Sessao {
  uid: string;
  lojaId: string;
  papel: Papel;
  /** The person's name, as an order's history records who changed its status. */
  nome: string;
  email: string;
  picture: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the owner guard (owner-auth's requireOwner), which every owner route runs first. */
    sessao?: Sessao;
  }
}

/** The session's shop: what every owner route acts on. */
export const lojaIdOf = (req: Request) => req.sessao!.lojaId;

/**
 * Each owner route's first line: the permission it needs, after the owner guard (owner-auth's
 * requireOwner) set the session. 403 and nothing done unless the session's role may do it
 * (PERMISSOES, shared with the web app's menu).
 */
export function checkPermissao(req: Request, permissao: Permissao): void {
  const { papel } = req.sessao!;
  if (!pode(papel, permissao)) throw new AppError(403, perfilNaoPermite(papel));
}
