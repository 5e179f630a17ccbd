import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { limparTexto, type CurrentUser } from '@vitrine/shared';
import type { AtividadesRepository } from '../../model/atividades.js';
import type { ConfiguracoesRepository } from '../../model/configuracoes.js';
import { DEFAULT_PLANO_ID, lojaIdDoDono, uidDoDono, type Lojista, type LojistasRepository } from '../../model/lojistas.js';
import type { LojasDasSessoesRepository } from '../../model/lojas-das-sessoes.js';
import type { MembrosRepository } from '../../model/membros.js';
import { AppError } from '../../platform/http/errors.js';
import type { Sessao } from '../../platform/http/sessao.js';

/** Firebase allows session cookies of up to two weeks. */
export const SESSION_DURATION_MS = 14 * 24 * 60 * 60 * 1000;

/** A sign-in second ahead of this clock by more than this is clock skew, not worth holding a logout for. */
const MAX_ESPERA_REVOGACAO_MS = 2000;

const INVALID_SESSION = 'Sessão inválida ou expirada. Entre novamente.';

/**
 * Waits until this machine's clock reads `instanteMs`, at most `maxMs`. Node may fire a timer a
 * millisecond before Date.now() gets there (a logout then revoked nothing, seen once in CI), so
 * the clock is read again after each wait.
 */
async function esperarAte(instanteMs: number, maxMs: number): Promise<void> {
  const limite = Date.now() + maxMs;
  for (let agora = Date.now(); agora < Math.min(instanteMs, limite); agora = Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(instanteMs, limite) - agora));
  }
}

const EQUIPE_REMOVIDO = 'Você não faz mais parte da equipe desta loja. Fale com o dono da loja.';

type Perfil = NonNullable<Lojista['google_user_data']>;

const perfil = (name: string, picture: string | null): Perfil => ({ name, given_name: name.split(/\s+/)[0] ?? name, picture });

/** The Google account's name, cleaned like every typed text (limparTexto): it reaches the owner's screens and an order's history. */
function profileFrom(token: DecodedIdToken): Perfil {
  const nome = typeof token.name === 'string' ? limparTexto(token.name).trim() : '';
  return perfil(nome || (token.email ?? ''), token.picture ?? null);
}

/** The owner's Google profile as kept at sign-up, or one of the record's name when it keeps none (written by a script). */
const perfilDoDono = (lojista: Lojista): Perfil => lojista.google_user_data ?? perfil(lojista.nome, null);

export function authService({
  auth,
  lojistas,
  configuracoes,
  atividades,
  membros,
  lojasDasSessoes,
}: {
  auth: Auth;
  lojistas: LojistasRepository;
  configuracoes: ConfiguracoesRepository;
  atividades: AtividadesRepository;
  membros: MembrosRepository;
  lojasDasSessoes: LojasDasSessoesRepository;
}) {
  /**
   * The shop record sessaoOf read for a session acting on the account's first shop: the same
   * request's active-shop check and GET /api/users/me use it instead of reading it again (one read
   * less per owner write; keyed by the request's Sessao object, so it goes with the request).
   */
  const lojistaLido = new WeakMap<Sessao, Lojista>();
  /** The session's shop record: the one sessaoOf read for this request, else read now. */
  const lojistaDaSessao = (lojaId: string, sessao?: Sessao) =>
    sessao?.lojaId === lojaId && lojistaLido.has(sessao) ? lojistaLido.get(sessao)! : lojistas.find(lojaId);

  /**
   * The shop an owner's session acts on: the one this session chose (POST /api/sessions/loja), while
   * the account still owns it, else the account's first. Checked on every request, so a filial the
   * account no longer has (deleted) falls back to the first shop at once; a suspended one stays
   * chosen, under the same read-only rule as a suspended first shop (requireActiveShop).
   */
  async function lojaEscolhida(conta: DecodedIdToken, cookie: string, principal: string): Promise<string> {
    const escolha = await lojasDasSessoes.find(cookie);
    if (!escolha || escolha.uid !== conta.uid || escolha.loja_id === principal) return principal;
    const filial = await lojistas.find(escolha.loja_id);
    return filial && uidDoDono(escolha.loja_id, filial) === conta.uid ? escolha.loja_id : principal;
  }

  return {
    /**
     * Exchanges a fresh Google sign-in (Firebase ID token) for a session cookie value.
     * An account that owns a shop signs in to it; an e-mail the shop's team invited accepts the
     * invitation (Google's e-mails are verified; another provider's unverified e-mail is not trusted
     * with a shop); any other account's first sign-in creates its owner record, unless the admin
     * closed registrations.
     */
    async startSession(idToken: string): Promise<string> {
      let token: DecodedIdToken;
      try {
        token = await auth.verifyIdToken(idToken, true);
      } catch {
        throw new AppError(401, 'Login inválido ou expirado. Tente entrar novamente.');
      }
      if (!token.email) throw new AppError(400, 'A conta Google precisa ter um e-mail.');
      const lojaId = lojaIdDoDono(token.uid);
      const convite = (await lojistas.find(lojaId)) ? null : await membros.findByEmail(token.email.toLowerCase());
      if (convite) {
        if (token.email_verified !== true) throw new AppError(403, 'Confirme o e-mail da sua conta Google para entrar na equipe.');
        const { name, picture } = profileFrom(token);
        await membros.accept(convite, { uid: token.uid, nome: name, picture });
      } else if (!(await lojistas.find(lojaId))) {
        if (!(await configuracoes.flag('registros_abertos'))) {
          throw new AppError(403, 'Novos cadastros estão temporariamente fechados. Tente novamente mais tarde.');
        }
        const google_user_data = profileFrom(token);
        const criado = await lojistas.createIfMissing(lojaId, {
          nome: google_user_data.name,
          email: token.email,
          google_user_data,
          status: 'ativo',
          plano_id: DEFAULT_PLANO_ID,
        });
        // Only the call that created the record logs it, even when two first sign-ins race.
        if (criado) {
          await atividades.create('novo_lojista', `Novo lojista cadastrado: ${google_user_data.name} (${token.email}).`, lojaId);
        }
      }
      return auth.createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS });
    },

    /** The account behind a session cookie, checking that it was not revoked by a logout. */
    async verifySession(cookie: string | undefined): Promise<DecodedIdToken> {
      if (!cookie) throw new AppError(401, 'Faça login para continuar.');
      try {
        return await auth.verifySessionCookie(cookie, true);
      } catch {
        throw new AppError(401, INVALID_SESSION);
      }
    },

    /**
     * The shop and role of a verified session, read on every request: a member removed from the
     * team, or whose invitation another account holds, is refused at their next request. An owner
     * acts on the shop this session chose among the account's (lojaEscolhida), the first by default.
     */
    async sessaoOf(conta: DecodedIdToken, cookie: string): Promise<Sessao> {
      const lojaDoDono = lojaIdDoDono(conta.uid);
      const [lojista, escolhida] = await Promise.all([lojistas.find(lojaDoDono), lojaEscolhida(conta, cookie, lojaDoDono)]);
      if (lojista) {
        const { name, picture } = perfilDoDono(lojista);
        const sessao: Sessao = {
          uid: conta.uid,
          lojaId: escolhida,
          papel: 'dono',
          nome: name || lojista.nome,
          email: lojista.email,
          picture,
        };
        if (escolhida === lojaDoDono) lojistaLido.set(sessao, lojista);
        return sessao;
      }
      const membro = conta.email ? await membros.findByEmail(conta.email.toLowerCase()) : null;
      if (!membro || membro.uid !== conta.uid) throw new AppError(401, EQUIPE_REMOVIDO);
      const { lojaId, papel, nome, email, picture } = membro;
      return { uid: conta.uid, lojaId, papel, nome: nome || email, email, picture };
    },

    /**
     * The rule for a shop the admin suspended (or set inativo): its owner may still sign in, read
     * everything and export it, but changes nothing, since customers cannot see the shop and a
     * suspended account must not keep claiming links. Every owner write (products, categories,
     * settings, slug, WhatsApp, uploads, orders) is refused here, in one place (requireOwner).
     */
    async requireActiveShop(lojaId: string, sessao?: Sessao): Promise<void> {
      const lojista = await lojistaDaSessao(lojaId, sessao);
      if (!lojista) throw new AppError(401, INVALID_SESSION);
      if (lojista.status === 'ativo') return;
      const suporte = (await configuracoes.list()).find(({ chave }) => chave === 'email_suporte')?.valor;
      throw new AppError(
        403,
        `Sua loja está ${lojista.status === 'suspenso' ? 'suspensa' : 'inativa'}, e por isso não pode ser alterada. ` +
          `Você ainda pode ver e exportar seus dados. Fale com o suporte: ${suporte}.`,
      );
    },

    /**
     * POST /api/sessions/loja: this session acts on another of the account's shops from its next
     * request. A shop that is not the account's answers 404, as if it did not exist; a member's
     * session stays on the shop that invited them.
     */
    async escolherLoja(sessao: Sessao, cookie: string, lojaId: string): Promise<void> {
      const lojas = sessao.papel === 'dono' ? await lojistas.lojasDaConta(sessao.uid) : [{ id: sessao.lojaId }];
      if (!lojas.some(({ id }) => id === lojaId)) throw new AppError(404, 'Loja não encontrada.');
      if (lojaId === lojaIdDoDono(sessao.uid)) await lojasDasSessoes.delete(cookie);
      else if (sessao.papel === 'dono') await lojasDasSessoes.save(cookie, sessao.uid, lojaId);
    },

    /** GET /api/users/me: the person, their shop's status, and which shop and role the screens serve. */
    async currentUser(sessao: Sessao): Promise<CurrentUser> {
      const { uid, lojaId, papel, nome, email, picture } = sessao;
      const lojista = await lojistaDaSessao(lojaId, sessao);
      if (!lojista) throw new AppError(401, INVALID_SESSION);
      const google_user_data = papel === 'dono' ? perfilDoDono(lojista) : perfil(nome, picture);
      return { id: uid, email, google_user_data, status: lojista.status, loja_id: lojaId, papel };
    },

    /**
     * Ends every session of the account: an old cookie stops working at once.
     *
     * Revocation has whole-second precision: revokeRefreshTokens sets tokensValidAfterTime to the
     * current second (the Admin SDK takes it from this machine's clock), and verifySessionCookie
     * refuses a cookie only when its sign-in second (auth_time) is before that. A logout in the
     * sign-in's own second revoked nothing, so it waits for the next second first: at most one
     * second, only for a logout right after a sign-in. Nothing is added to each owner request,
     * which already asks Auth whether the account's sessions were revoked.
     */
    async endSession(cookie: string | undefined): Promise<void> {
      if (!cookie) return;
      const decoded = await auth.verifySessionCookie(cookie).catch(() => null);
      if (!decoded) return;
      await esperarAte((decoded.auth_time + 1) * 1000, MAX_ESPERA_REVOGACAO_MS);
      await auth.revokeRefreshTokens(decoded.uid);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
