import type { Request, Response, Router } from 'express';
import type { RouteParameters } from 'express-serve-static-core';
import { pode, perfilNaoPermite, type Papel, type Permissao } from '@vitrine/shared';
import { AppError } from './errors.js';

/**
 * Who an owner-area request belongs to: a person (the Google account) acting on one shop with one
 * role. The owner's shop is the one their account owns (papel dono; model/lojistas.ts lojaIdDoDono);
 * a member's is the shop that invited their e-mail (model/membros.ts). Every owner route acts on
 * `lojaId`, never on the caller's uid.
 */
export interface Sessao {
  /** The person's Firebase Auth uid (their push devices, the team's membership), not the shop's id. */
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

type Fazer<Path extends string> = (lojaId: string, req: Request<RouteParameters<Path>>) => Promise<unknown>;

/**
 * An owner router's routes, each three steps written once: check the permission (or the one the
 * request needs), run `fazer` on the session's shop, answer what it returns as JSON with `status`
 * (204: no body). `rotas.put(apiPaths.cupom.pattern, 'cupons', (lojaId, req) => …)`.
 */
export function rotasDaLoja(router: Router) {
  const rota =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    <Path extends string>(
      path: Path,
      permissao: Permissao | ((req: Request<RouteParameters<Path>>) => Permissao),
      fazer: Fazer<Path>,
      status: 200 | 201 | 204 = 200,
    ) => {
      router[method](path, async (req: Request<RouteParameters<Path>>, res: Response) => {
        checkPermissao(req, typeof permissao === 'function' ? permissao(req) : permissao);
        const resposta = await fazer(lojaIdOf(req), req);
        if (status === 204) res.status(204).end();
        else res.status(status).json(resposta);
      });
    };
  return { get: rota('get'), post: rota('post'), put: rota('put'), patch: rota('patch'), delete: rota('delete') };
}
