import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/errors.js';
import type { AdminsRepository } from '../../model/admins.js';
import { hashPassword, verifyPassword } from './password.js';
import type { AdminAuthRepository } from './repository.js';

export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;
/** Failed logins allowed per window, per account and per client IP. */
const JANELA_MS = 15 * 60 * 1000;
const LIMITE_CONTA = 5;
const LIMITE_IP = 20;

const CREDENCIAIS_INVALIDAS = 'E-mail ou senha inválidos.';
const ACESSO_NEGADO = 'Acesso de administrador necessário.';

/** 429; the route turns retryAfterSeconds into a Retry-After header. */
export class LoginBloqueado extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
  }
}

export interface AdminSessao {
  /** The admin_sessoes document id: the token's hash. */
  id: string;
  email: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// An unknown e-mail is checked against this throwaway hash, so it costs the same scrypt work as a
// wrong password and response times do not tell which e-mails are administrators.
let hashFicticio: Promise<string> | undefined;
const senhaFicticia = () => (hashFicticio ??= hashPassword(randomBytes(16).toString('hex')));

/** Creates the administrator, or resets the password of an existing one (npm run admin:create, the demo seed, tests). */
export async function saveAdmin(admins: AdminsRepository, email: string, senha: string): Promise<'criado' | 'atualizado'> {
  return admins.save(email, await hashPassword(senha));
}

export function adminAuthService({ repository, admins }: { repository: AdminAuthRepository; admins: AdminsRepository }) {
  return {
    /** Answers a new bearer token; the same 401 for an unknown e-mail and a wrong password. */
    async login(email: string, senha: string, ip: string): Promise<string> {
      const agora = new Date();
      const contadores = [
        { chave: sha256(`conta:${email}`), limite: LIMITE_CONTA },
        { chave: sha256(`ip:${ip}`), limite: LIMITE_IP },
      ];
      const tentativas = await repository.listTentativas(contadores.map(({ chave }) => chave));
      // A counter whose window is over counts as no failures.
      const abertas = tentativas.map((t) => (t?.inicio && agora.getTime() - t.inicio.getTime() < JANELA_MS ? t : null));
      const bloqueadoAte = Math.max(
        0,
        ...abertas.map((t, index) => (t?.inicio && t.falhas >= contadores[index]!.limite ? t.inicio.getTime() + JANELA_MS : 0)),
      );
      // Refused before the password is checked: a locked account cannot be probed, not even with the right password.
      if (bloqueadoAte > agora.getTime()) throw new LoginBloqueado(Math.ceil((bloqueadoAte - agora.getTime()) / 1000));

      const senhaHash = await admins.findSenhaHash(email);
      const valida = await verifyPassword(senha, senhaHash ?? (await senhaFicticia()));
      if (!senhaHash || !valida) {
        await repository.saveFalha(
          contadores.map(({ chave }, index) => ({ chave, novaJanela: !abertas[index] })),
          agora,
          JANELA_MS,
        );
        throw new AppError(401, CREDENCIAIS_INVALIDAS);
      }

      await repository.deleteTentativas(contadores[0]!.chave);
      const token = randomBytes(32).toString('base64url');
      await repository.createSessao(sha256(token), email, new Date(agora.getTime() + ADMIN_SESSION_MS));
      return token;
    },

    /** The session behind a bearer token: unknown, tampered, expired and revoked tokens are all the same 401. */
    async sessao(token: string | undefined): Promise<AdminSessao> {
      if (!token) throw new AppError(401, ACESSO_NEGADO);
      const id = sha256(token);
      const sessao = await repository.findSessao(id);
      if (!sessao || sessao.expiraEm.getTime() <= Date.now()) throw new AppError(401, ACESSO_NEGADO);
      return { id, email: sessao.email };
    },

    async logout(sessao: AdminSessao): Promise<void> {
      await repository.deleteSessao(sessao.id);
    },
  };
}

export type AdminAuthService = ReturnType<typeof adminAuthService>;
