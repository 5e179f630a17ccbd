import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChaveNotificacoesResponse, DispositivosResponse, Inscricao, TesteNotificacaoResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { inscricaoAtual, inscricaoNesteNavegador, readAmbiente } from '../../lib/notificacoes-push';
import { suporteDeNotificacoes, type SuporteNotificacoes } from '../../lib/notificacoes-suporte';

/**
 * "Avisos de pedidos neste aparelho" (issue 28): this browser's push subscription for the person
 * signed in, registered with the API (owner-notificacoes: POST/GET/DELETE /api/notificacoes/
 * dispositivos, POST /api/notificacoes/teste). The notification's permission is asked only when the
 * person switches them on; the service worker (pwa/sw.ts) shows what arrives.
 */

/** This device's id on the server (the POST's answer): marks "Este aparelho" in the list and is what switching off deletes. */
// The stored key keeps the name it had before issue 42, so a device switched on before stays on.
const ID_DO_DISPOSITIVO = 'vitrine:avisos-aparelho';

function lerId(): string | null {
  try {
    return localStorage.getItem(ID_DO_DISPOSITIVO);
  } catch {
    return null;
  }
}
function salvarId(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(ID_DO_DISPOSITIVO);
    else localStorage.setItem(ID_DO_DISPOSITIVO, id);
  } catch {
    // nothing to remember it in: switching off still unsubscribes
  }
}

export const DISPOSITIVOS_KEY = ['notificacoes', 'dispositivos'] as const;

export type ResultadoLigar = 'ligado' | 'negado';

/**
 * Switches avisos on here: the permission (the browser's prompt, once), the subscription with the
 * deployment's key (a subscription made with another key is replaced), then the API keeps it.
 * Call it straight from the tap: browsers show the permission prompt only during a user gesture.
 */
export async function ligarNotificacoes(): Promise<ResultadoLigar> {
  const permissao = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permissao !== 'granted') return 'negado';
  const { chave_publica } = await api<ChaveNotificacoesResponse>(apiPaths.notificacoesChave);
  const inscricao = await inscricaoNesteNavegador(chave_publica, 'O aplicativo ainda está carregando. Tente de novo em alguns segundos.');
  const { id } = await api<{ id: string }>(apiPaths.notificacoesDispositivos, { method: 'POST', json: inscricao.toJSON() as Inscricao });
  salvarId(id);
  return 'ligado';
}

/** Deletes a device on the server; this device's own also stops its subscription here. A device already gone is not an error. */
export async function removerDispositivo(id: string | null): Promise<void> {
  if (id) {
    try {
      await api(apiPaths.notificacoesDispositivo({ id }), { method: 'DELETE' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  if (id === null || id === lerId()) {
    await (await inscricaoAtual())?.unsubscribe();
    salvarId(null);
  }
}

/**
 * At logout: this device stops getting the person's pushes (a shared phone shows no orders of a
 * shop its user left). The server forgets it, and the browser's subscription ends, so even a
 * DELETE that could not be sent is answered 410 by the push service on the next push.
 */
export async function desligarNotificacoesAoSair(): Promise<void> {
  const id = lerId();
  // A slow network does not hold the logout for long.
  if (id)
    await api(apiPaths.notificacoesDispositivo({ id }), { method: 'DELETE', signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
  await (await inscricaoAtual().catch(() => null))?.unsubscribe().catch(() => false);
  salvarId(null);
}

export const sendTeste = () => api<TesteNotificacaoResponse>(apiPaths.notificacoesTeste, { method: 'POST' });

/**
 * The switch's state on this device. `ligado`: the permission granted, a subscription here, and
 * (once the list is in) the server still keeping it: a device removed from another one, or dropped
 * after its push service answered 410, reads as off and can be switched on again.
 */
export function useNotificacoesNesteDispositivo() {
  const queryClient = useQueryClient();
  const [ambiente] = useState(readAmbiente);
  const suporte: SuporteNotificacoes = suporteDeNotificacoes(ambiente);
  const [permissao, setPermissao] = useState<NotificationPermission | null>(() => (ambiente.notificacoes ? Notification.permission : null));
  const [inscrito, setInscrito] = useState<boolean | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const dispositivos = useQuery({
    queryKey: DISPOSITIVOS_KEY,
    queryFn: () => api<DispositivosResponse>(apiPaths.notificacoesDispositivos),
  });
  const esteId = lerId();

  const conferir = useCallback(
    () =>
      (suporte === 'ok' ? inscricaoAtual().catch(() => null) : Promise.resolve(null)).then((inscricao) => {
        if (ambiente.notificacoes) setPermissao(Notification.permission);
        setInscrito(inscricao !== null);
      }),
    [suporte, ambiente],
  );

  // Again when the person comes back: permission given or withdrawn in the browser's settings meanwhile.
  useEffect(() => {
    void conferir();
    const voltou = () => document.visibilityState === 'visible' && void conferir();
    document.addEventListener('visibilitychange', voltou);
    window.addEventListener('focus', voltou);
    return () => {
      document.removeEventListener('visibilitychange', voltou);
      window.removeEventListener('focus', voltou);
    };
  }, [conferir]);

  const lista = dispositivos.data?.dispositivos;
  const conhecido = lista === undefined || (esteId !== null && lista.some(({ id }) => id === esteId));
  const ligado = suporte === 'ok' && permissao === 'granted' && inscrito === true && conhecido;

  /** Runs one change and reads the state again, whatever happens. */
  async function mudar<T>(acao: () => Promise<T>): Promise<T> {
    setOcupado(true);
    try {
      return await acao();
    } finally {
      setOcupado(false);
      await conferir();
      await queryClient.invalidateQueries({ queryKey: DISPOSITIVOS_KEY });
    }
  }

  return {
    suporte,
    permissao,
    ligado,
    /** Until this device's subscription has been looked at. */
    carregando: inscrito === null,
    ocupado,
    dispositivos,
    esteId,
    ligar: () => mudar(ligarNotificacoes),
    desligar: () => mudar(() => removerDispositivo(esteId)),
    remover: (id: string) => mudar(() => removerDispositivo(id)),
  };
}
