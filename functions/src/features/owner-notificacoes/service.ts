import { type ChaveNotificacoesResponse, type DispositivosResponse, type Inscricao, type TesteNotificacaoResponse } from '@vitrine/shared';
import type { NotificacoesDaEquipe, DispositivosRepository } from '../../model/dispositivos.js';
import { AppError } from '../../platform/http/errors.js';
import { checkInscricao } from '../../platform/push/endereco.js';

export const NOTIFICACOES_INDISPONIVEIS = 'Os avisos de pedidos não estão disponíveis agora.';

/** "Chrome no Android", from a User-Agent: the device list names each device so the owner knows which to remove. */
export function descricaoDoDispositivo(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const navegador = /Edg(?:A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Navegador';
  const sistema = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /CrOS/.test(ua)
          ? 'Chromebook'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Macintosh|Mac OS X/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return sistema ? `${navegador} no ${sistema}` : navegador;
}

/**
 * The owner's and the staff's devices for Web Push (docs/api.md, owner-notificacoes): each person
 * subscribes, lists and removes their own devices on the session's shop, and pushes a test to them.
 */
export function notificacoesService({
  dispositivos,
  notificacoesDaEquipe,
  vapid,
  local,
  now,
}: {
  dispositivos: DispositivosRepository;
  notificacoesDaEquipe: NotificacoesDaEquipe;
  vapid: { publicKey: string } | null;
  /** Running on the local emulators (config/env.ts): http://127.0.0.1 push services allowed. */
  local: boolean;
  now: () => Date;
}) {
  function requireVapid() {
    if (!vapid) throw new AppError(503, NOTIFICACOES_INDISPONIVEIS);
    return vapid;
  }

  return {
    async chave(): Promise<ChaveNotificacoesResponse> {
      return { chave_publica: requireVapid().publicKey };
    },

    /** The endpoint and the keys are checked before anything is stored. */
    async subscribe(lojaId: string, uid: string, inscricao: Inscricao, userAgent: string | undefined): Promise<{ id: string }> {
      requireVapid();
      checkInscricao(inscricao, local);
      return { id: await dispositivos.save(lojaId, uid, inscricao, descricaoDoDispositivo(userAgent), now()) };
    },

    async list(lojaId: string, uid: string): Promise<DispositivosResponse> {
      return { dispositivos: await dispositivos.list(lojaId, uid) };
    },

    async delete(lojaId: string, uid: string, id: string): Promise<void> {
      if (!(await dispositivos.delete(lojaId, uid, id))) throw new AppError(404, 'Aparelho não encontrado.');
    },

    async teste(lojaId: string, uid: string): Promise<TesteNotificacaoResponse> {
      requireVapid();
      return notificacoesDaEquipe.paraPessoa(lojaId, uid, {
        tipo: 'teste',
        titulo: 'Avisos ligados',
        corpo: 'Este aparelho vai avisar quando chegar um pedido.',
        url: '/pedidos',
      });
    },
  };
}

export type NotificacoesService = ReturnType<typeof notificacoesService>;
