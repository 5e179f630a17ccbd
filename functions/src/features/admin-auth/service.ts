import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/errors.js';
import type { AdminsRepository } from '../../model/admins.js';
import { hashPassword, verifyPassword } from './password.js';
import type { Tentativas } from '../../model/admin-tentativas.js';
import type { AdminAuthRepository } from './repository.js';

export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/*
 * Login throttling, kept in Firestore so that every function instance sees the same counts. It must
 * slow a password guesser down without letting anyone lock the real administrator out:
 *  - per (account, client IP) pair, the brake on a guesser, and theirs alone: 5 free attempts, then
 *    each one waits twice as long after the previous as the one before (30 s, 1 min, 2 min... up to
 *    15 min). So one address gets at most 9 guesses in the first 15 minutes and 4 an hour after
 *    that, while the administrator's own address is a pair of its own and logs in at once. A pair
 *    is forgotten at its next success or after a day without attempts.
 *  - per client IP, across accounts: 20 failures per 15 minutes (one address spraying e-mails).
 *  - per account, from every address: 100 failures per 15 minutes. One address never gets there
 *    under its pair's delays; a guess spread over many addresses still stays at 400 an hour. Only
 *    such an attack (a dozen addresses or more) refuses the administrator too, for what is left of the window.
 */
const JANELA_MS = 15 * 60 * 1000;
const LIMITE_IP = 20;
const LIMITE_CONTA = 100;
const TENTATIVAS_LIVRES_POR_PAR = 5;
const PRIMEIRA_ESPERA_MS = 30_000;
const MAIOR_ESPERA_MS = JANELA_MS;
const MEMORIA_DO_PAR_MS = 24 * 60 * 60 * 1000;

/** Until when a pair that has made `falhas` attempts since its last success waits, after its last attempt. */
function parBloqueadoAte(tentativas: Tentativas | null): number {
  if (!tentativas?.ultima || tentativas.falhas < TENTATIVAS_LIVRES_POR_PAR) return 0;
  const espera = Math.min(MAIOR_ESPERA_MS, PRIMEIRA_ESPERA_MS * 2 ** (tentativas.falhas - TENTATIVAS_LIVRES_POR_PAR));
  return tentativas.ultima.getTime() + espera;
}

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
      const bloqueado = (ate: number) => new LoginBloqueado(Math.ceil((ate - agora.getTime()) / 1000));
      // Refused before the password is checked: a throttled client cannot probe, not even with the right password.
      const janelas = [
        { chave: sha256(`conta:${email}`), limite: LIMITE_CONTA },
        { chave: sha256(`ip:${ip}`), limite: LIMITE_IP },
      ];
      const tentativas = await repository.listTentativas(janelas.map(({ chave }) => chave));
      // A counter whose window is over counts as no failures.
      const abertas = tentativas.map((t) => (t?.inicio && agora.getTime() - t.inicio.getTime() < JANELA_MS ? t : null));
      const janelaCheiaAte = Math.max(
        0,
        ...abertas.map((t, index) => (t?.inicio && t.falhas >= janelas[index]!.limite ? t.inicio.getTime() + JANELA_MS : 0)),
      );
      if (janelaCheiaAte > agora.getTime()) throw bloqueado(janelaCheiaAte);
      // The pair's attempt is counted before the check (and forgotten on success), so concurrent guesses wait their turn.
      const par = sha256(`par:${email}|${ip}`);
      const parBloqueado = await repository.reserveTentativa(par, agora, MEMORIA_DO_PAR_MS, parBloqueadoAte);
      if (parBloqueado) throw bloqueado(parBloqueado);

      const senhaHash = await admins.findSenhaHash(email);
      const valida = await verifyPassword(senha, senhaHash ?? (await senhaFicticia()));
      if (!senhaHash || !valida) {
        await repository.saveFalha(
          janelas.map(({ chave }, index) => ({ chave, novaJanela: !abertas[index] })),
          agora,
          JANELA_MS,
        );
        throw new AppError(401, CREDENCIAIS_INVALIDAS);
      }

      await repository.deleteTentativas(par);
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
