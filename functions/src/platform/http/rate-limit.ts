import type { Firestore } from 'firebase-admin/firestore';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { limiteCompartilhado } from '../../model/limite-compartilhado.js';
import { clientIp } from './client-ip.js';
import { AppError } from './errors.js';

const MINUTO_MS = 60_000;

/** 429 with the seconds to wait; the app's error handler writes the JSON body. */
export class LimiteExcedido extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * The key of a per-client limit: clientIp() — the address the platform reports, never the
 * client's own X-Forwarded-For entries — with IPv6 addresses grouped by /56 (one household or
 * phone, which can rotate inside it; express-rate-limit's helper).
 */
export const chaveDoCliente = (nome: string, ip: string) => `${nome}|${ipKeyGenerator(ip, 56)}`;

/**
 * A per-client limit of `limite` requests a minute, shared by every function instance through
 * Firestore (model/limite-compartilhado.ts: one write and one read per counted request). A 429
 * says, in Portuguese, to wait, with Retry-After in seconds to the minute's end.
 */
export function limitePorIp(db: Firestore, nome: string, limite: number, mensagem: string, now: () => Date): RequestHandler {
  const contar = contagemPorIp(db, nome, limite, mensagem, now);
  return async (req, _res, next) => {
    try {
      await contar(req);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The same count as limitePorIp, for a route that counts only some of its requests (the printed
 * menu counts the ones that draw a PDF, not those answered from a drawn one): throws LimiteExcedido.
 */
export function contagemPorIp(db: Firestore, nome: string, limite: number, mensagem: string, now: () => Date) {
  return async (req: Request): Promise<void> => {
    const { permitido, retryAfterSeconds } = await limiteCompartilhado(db, {
      chave: chaveDoCliente(nome, clientIp(req)),
      limite,
      janelaMs: MINUTO_MS,
      agora: now(),
    });
    if (!permitido) throw new LimiteExcedido(mensagem, retryAfterSeconds);
  };
}

export interface LimitesPorMinuto {
  pedidos: number;
  eventos: number;
  uploads: number;
  /** The cart's coupon checks. */
  cupons: number;
  /** The table a customer scanned (issue 44). */
  mesas: number;
}

/** The app's limits, from the environment (config/env.ts): orders, analytics events, image uploads, coupon checks, table reads. */
export function limites(db: Firestore, { pedidos, eventos, uploads, cupons, mesas }: LimitesPorMinuto, now: () => Date) {
  return {
    mesas: limitePorIp(db, 'mesas', mesas, 'Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.', now),
    cupons: limitePorIp(db, 'cupons', cupons, 'Muitas tentativas de cupom em pouco tempo. Aguarde um minuto e tente novamente.', now),
    pedidos: limitePorIp(db, 'pedidos', pedidos, 'Muitos pedidos enviados em pouco tempo. Aguarde um minuto e tente novamente.', now),
    eventos: limitePorIp(db, 'eventos', eventos, 'Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.', now),
    uploads: limitePorIp(db, 'uploads', uploads, 'Muitas imagens enviadas em pouco tempo. Aguarde um minuto e tente novamente.', now),
  };
}
