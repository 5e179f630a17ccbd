import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/errors.js';
import type { AdminsRepository } from '../../model/admins.js';
import { hashDesatualizado, hashPassword, SCRYPT_OWASP, verifyPassword, type ScryptParams } from './password.js';
import type { Tentativas } from '../../model/admin-tentativas.js';
import type { AdminAuthRepository } from './repository.js';
import { scryptEmSegundoPlano } from './scrypt-em-segundo-plano.js';

export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/*
 * Login throttling, kept in Firestore so that every function instance sees the same counts. It must
 * slow a password guesser down without letting anyone lock the real administrator out. It follows
 * OWASP's "Slow Down Online Guessing Attacks with Device Cookies": each successful login issues the
 * browser a device token (32 random bytes; only its hash is stored, in admin_dispositivos, for 90
 * days; it is used once: the next success replaces it). A login that carries a valid token of the
 * same account is a trusted device's, and the others are strangers':
 *  - a trusted device is counted alone: 10 failures per 15 minutes lock that device only. Strangers'
 *    failures, however many and from wherever, never refuse it.
 *  - strangers, per account: 10 failures per 15 minutes lock the account for every stranger (the
 *    administrator's known browsers still log in), so a guess spread over many addresses gets 40 an hour.
 *  - strangers, per client IP, across accounts: 20 failures per 15 minutes (one address spraying e-mails).
 *  - strangers, per (account, client IP) pair, the brake on one guesser: 5 free attempts, then each
 *    one waits twice as long after the previous as the one before (30 s, 1 min, 2 min... up to 15
 *    min). A pair is forgotten at its next success or after a day without attempts.
 *  - strangers, all together: 30 attempts a minute across the platform (RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS),
 *    5 in any 10 s slice (repository.ts), the rest 429 before any other read. A flood from rotating
 *    addresses and e-mails then costs the platform at most 30 password hashes a minute, evenly
 *    spread, not a CPU per instance, and public routes keep their speed. During such a flood only
 *    a known browser signs in: the trade device cookies make.
 * Apart from that last budget, a refused attempt is not counted: only a checked password is.
 */
const JANELA_MS = 15 * 60 * 1000;
const LIMITE_IP = 20;
export const LIMITE_CONTA = 10;
export const LIMITE_DISPOSITIVO = 10;
const TENTATIVAS_LIVRES_POR_PAR = 5;
const PRIMEIRA_ESPERA_MS = 30_000;
const MAIOR_ESPERA_MS = JANELA_MS;
const MEMORIA_DO_PAR_MS = 24 * 60 * 60 * 1000;
const VALIDADE_DO_DISPOSITIVO_MS = 90 * 24 * 60 * 60 * 1000;

/*
 * Password hashes are the expensive part of a login (scrypt, 32 MiB and a whole CPU for about a
 * quarter of a second: password.ts), so each instance runs at most 1 of strangers' at once, on a
 * thread at the lowest CPU priority (conferir), and 1 more for trusted devices: a flood of logins
 * gets 503 with Retry-After at once instead of queueing (the issue's hang), its hashes take only
 * CPU the other routes leave, and it cannot take the administrator's known browser's turn.
 */
const HASHES_DE_ESTRANHOS = 1;
const HASHES_DE_DISPOSITIVOS = 1;

/** Until when a pair that has made `falhas` attempts since its last success waits, after its last attempt. */
function parBloqueadoAte(tentativas: Tentativas | null): number {
  if (!tentativas?.ultima || tentativas.falhas < TENTATIVAS_LIVRES_POR_PAR) return 0;
  const espera = Math.min(MAIOR_ESPERA_MS, PRIMEIRA_ESPERA_MS * 2 ** (tentativas.falhas - TENTATIVAS_LIVRES_POR_PAR));
  return tentativas.ultima.getTime() + espera;
}

/** At most `maximo` runs at once; `run` answers null at once when they are all taken, never waits. */
function vagas(maximo: number) {
  let ocupadas = 0;
  return async <T>(tarefa: () => Promise<T>): Promise<T | null> => {
    if (ocupadas >= maximo) return null;
    ocupadas += 1;
    try {
      return await tarefa();
    } finally {
      ocupadas -= 1;
    }
  };
}

const CREDENCIAIS_INVALIDAS = 'E-mail ou senha inválidos.';
const ACESSO_NEGADO = 'Acesso de administrador necessário.';

/** 429; the error handler turns retryAfterSeconds into a Retry-After header. */
export class LoginBloqueado extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
  }
}

/** 503 with Retry-After: this instance is already checking as many passwords as it may. */
export class LoginOcupado extends AppError {
  readonly retryAfterSeconds = 2;
  constructor() {
    super(503, 'Muitos acessos ao painel agora. Tente novamente em alguns segundos.');
  }
}

export interface AdminSessao {
  /** The admin_sessoes document id: the token's hash. */
  id: string;
  email: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates the administrator, or resets the password of an existing one (npm run admin:create, the demo seed, tests). */
export async function saveAdmin(
  admins: AdminsRepository,
  email: string,
  senha: string,
  scrypt: ScryptParams = SCRYPT_OWASP,
): Promise<'criado' | 'atualizado'> {
  return admins.save(email, await hashPassword(senha, scrypt));
}

export interface AdminLogin {
  email: string;
  senha: string;
  /** The address the platform reports (platform/http/client-ip.ts). */
  ip: string;
  /** The browser's device token from its last successful login, if any. */
  dispositivo?: string | undefined;
}

export function adminAuthService({
  repository,
  admins,
  scrypt = SCRYPT_OWASP,
  estranhosPorMinuto,
  now = () => new Date(),
}: {
  repository: AdminAuthRepository;
  admins: AdminsRepository;
  /** The hashing cost: OWASP's, or a test-only one (config/env.ts ADMIN_SCRYPT_N). */
  scrypt?: ScryptParams | null;
  /** Strangers' logins a minute across the platform (config/env.ts RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS). */
  estranhosPorMinuto: number;
  now?: () => Date;
}) {
  const parametros = scrypt ?? SCRYPT_OWASP;
  // An unknown e-mail is checked against this throwaway hash of the same cost, so it costs the same
  // scrypt work as a wrong password and response times do not tell which e-mails are administrators.
  let hashFicticio: Promise<string> | undefined;
  const senhaFicticia = () => (hashFicticio ??= hashPassword(randomBytes(16).toString('hex'), parametros));
  const deEstranhos = vagas(HASHES_DE_ESTRANHOS);
  const deDispositivos = vagas(HASHES_DE_DISPOSITIVOS);

  /**
   * Checks the password; a right one stored with other parameters is rehashed with this cost. A
   * stranger's is hashed at the lowest CPU priority (scrypt-em-segundo-plano.ts), a known device's
   * on libuv's pool: the administrator's own login does not wait for spare CPU.
   */
  async function conferir(email: string, senha: string, confiavel: boolean): Promise<boolean> {
    const senhaHash = await admins.findSenhaHash(email);
    const valida = await verifyPassword(senha, senhaHash ?? (await senhaFicticia()), confiavel ? undefined : scryptEmSegundoPlano);
    if (!senhaHash || !valida) return false;
    if (hashDesatualizado(senhaHash, parametros)) await admins.save(email, await hashPassword(senha, parametros));
    return true;
  }

  return {
    /** Answers a new bearer token and device token; the same 401 for an unknown e-mail and a wrong password. */
    async login({ email, senha, ip, dispositivo }: AdminLogin): Promise<{ token: string; dispositivo: string }> {
      const agora = now();
      const bloqueado = (ate: number) => new LoginBloqueado(Math.ceil((ate - agora.getTime()) / 1000));
      const dispositivoId = dispositivo ? sha256(dispositivo) : null;
      const confiavel = dispositivoId !== null && (await repository.findDispositivo(dispositivoId, agora)) === email;

      const resultado = await (confiavel ? deDispositivos : deEstranhos)(async () => {
        if (!confiavel) {
          const { permitido, retryAfterSeconds } = await repository.countLoginDeEstranho(estranhosPorMinuto, agora);
          if (!permitido) throw new LoginBloqueado(retryAfterSeconds);
        }
        // Refused before the password is checked: a throttled client cannot probe, not even with the right password.
        const janelas = confiavel
          ? [{ chave: sha256(`dispositivo:${dispositivoId}`), limite: LIMITE_DISPOSITIVO }]
          : [
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
        // A stranger's pair attempt is counted before the check (and forgotten on success), so concurrent guesses wait their turn.
        const par = confiavel ? null : sha256(`par:${email}|${ip}`);
        const parBloqueado = par ? await repository.reserveTentativa(par, agora, MEMORIA_DO_PAR_MS, parBloqueadoAte) : 0;
        if (parBloqueado) throw bloqueado(parBloqueado);

        if (!(await conferir(email, senha, confiavel))) {
          await repository.saveFalha(
            janelas.map(({ chave }, index) => ({ chave, novaJanela: !abertas[index] })),
            agora,
            JANELA_MS,
          );
          throw new AppError(401, CREDENCIAIS_INVALIDAS);
        }
        if (par) await repository.deleteTentativas(par);
        return true;
      });
      if (!resultado) throw new LoginOcupado();

      const token = randomBytes(32).toString('base64url');
      const novoDispositivo = randomBytes(32).toString('base64url');
      await Promise.all([
        repository.createSessao(sha256(token), email, new Date(agora.getTime() + ADMIN_SESSION_MS)),
        repository.replaceDispositivo(
          sha256(novoDispositivo),
          email,
          new Date(agora.getTime() + VALIDADE_DO_DISPOSITIVO_MS),
          confiavel ? dispositivoId : null,
        ),
      ]);
      return { token, dispositivo: novoDispositivo };
    },
    /** The session behind a bearer token: unknown, tampered, expired and revoked tokens are all the same 401. */
    async sessao(token: string | undefined): Promise<AdminSessao> {
      if (!token) throw new AppError(401, ACESSO_NEGADO);
      const id = sha256(token);
      const sessao = await repository.findSessao(id);
      if (!sessao || sessao.expiraEm.getTime() <= now().getTime()) throw new AppError(401, ACESSO_NEGADO);
      return { id, email: sessao.email };
    },

    async logout(sessao: AdminSessao): Promise<void> {
      await repository.deleteSessao(sessao.id);
    },
  };
}

export type AdminAuthService = ReturnType<typeof adminAuthService>;
