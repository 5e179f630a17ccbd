import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChaveNotificacoesResponse, DispositivosResponse, Inscricao, TesteNotificacaoResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from './api';
import { chaveEmBytes, suporteDeAvisos, type Ambiente, type SuporteAvisos } from './avisos-aparelho';

/**
 * "Avisos de pedidos neste aparelho" (issue 28): this browser's push subscription for the person
 * signed in, registered with the API (owner-notificacoes: POST/GET/DELETE /api/notificacoes/
 * inscricoes, POST /api/notificacoes/teste). The notification's permission is asked only when the
 * person switches avisos on; the service worker (pwa/sw.ts) shows what arrives.
 */

/** This device's id on the server (the POST's answer): marks "Este aparelho" in the list and is what switching off deletes. */
const ID_DO_APARELHO = 'vitrine:avisos-aparelho';

function lerId(): string | null {
  try {
    return localStorage.getItem(ID_DO_APARELHO);
  } catch {
    return null;
  }
}
function salvarId(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(ID_DO_APARELHO);
    else localStorage.setItem(ID_DO_APARELHO, id);
  } catch {
    // nothing to remember it in: switching off still unsubscribes
  }
}

export function readAmbiente(): Ambiente {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    push: 'PushManager' in window && 'serviceWorker' in navigator,
    notificacoes: 'Notification' in window,
  };
}

/**
 * This browser's push subscription with the deployment's key (GET /api/notificacoes/chave): the one
 * it has, or a new one; one made with another key is replaced. Shared by the owner's switch and the
 * customer's "Avisar quando o pedido mudar" (one subscription per browser, whoever asks). The
 * service worker that receives the pushes registers after the page's load (mount-root.tsx): a first
 * visit waits for it at most 15 s, then fails with `aindaCarregando`.
 */
export async function inscricaoNesteNavegador(chavePublica: string, aindaCarregando: string): Promise<PushSubscription> {
  const prazo = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(aindaCarregando)), 15_000));
  const registro = await Promise.race([navigator.serviceWorker.ready, prazo]);
  const chave = chaveEmBytes(chavePublica);
  const atual = await registro.pushManager.getSubscription();
  if (atual && mesmosBytes(atual.options.applicationServerKey, chave)) return atual;
  await atual?.unsubscribe();
  return registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chave });
}

async function inscricaoAtual(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registro = await navigator.serviceWorker.getRegistration();
  return (await registro?.pushManager?.getSubscription()) ?? null;
}

const mesmosBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

export const DISPOSITIVOS_KEY = ['notificacoes', 'inscricoes'] as const;

export type ResultadoLigar = 'ligado' | 'negado';

/**
 * Switches avisos on here: the permission (the browser's prompt, once), the subscription with the
 * deployment's key (a subscription made with another key is replaced), then the API keeps it.
 * Call it straight from the tap: browsers show the permission prompt only during a user gesture.
 */
export async function ligarAvisos(): Promise<ResultadoLigar> {
  const permissao = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permissao !== 'granted') return 'negado';
  const { chave_publica } = await api<ChaveNotificacoesResponse>(apiPaths.notificacoesChave);
  const inscricao = await inscricaoNesteNavegador(chave_publica, 'O aplicativo ainda está carregando. Tente de novo em alguns segundos.');
  const { id } = await api<{ id: string }>(apiPaths.notificacoesInscricoes, { method: 'POST', json: inscricao.toJSON() as Inscricao });
  salvarId(id);
  return 'ligado';
}

/** Deletes a device on the server; this device's own also stops its subscription here. A device already gone is not an error. */
export async function removerAparelho(id: string | null): Promise<void> {
  if (id) {
    try {
      await api(apiPaths.notificacoesInscricao({ id }), { method: 'DELETE' });
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
export async function desligarAvisosAoSair(): Promise<void> {
  const id = lerId();
  // A slow network does not hold the logout for long.
  if (id)
    await api(apiPaths.notificacoesInscricao({ id }), { method: 'DELETE', signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
  await (await inscricaoAtual().catch(() => null))?.unsubscribe().catch(() => false);
  salvarId(null);
}

export const sendTeste = () => api<TesteNotificacaoResponse>(apiPaths.notificacoesTeste, { method: 'POST' });

/**
 * The switch's state on this device. `ligado`: the permission granted, a subscription here, and
 * (once the list is in) the server still keeping it: a device removed from another one, or dropped
 * after its push service answered 410, reads as off and can be switched on again.
 */
export function useAvisosNesteAparelho() {
  const queryClient = useQueryClient();
  const [ambiente] = useState(readAmbiente);
  const suporte: SuporteAvisos = suporteDeAvisos(ambiente);
  const [permissao, setPermissao] = useState<NotificationPermission | null>(() => (ambiente.notificacoes ? Notification.permission : null));
  const [inscrito, setInscrito] = useState<boolean | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const dispositivos = useQuery({
    queryKey: DISPOSITIVOS_KEY,
    queryFn: () => api<DispositivosResponse>(apiPaths.notificacoesInscricoes),
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
    ligar: () => mudar(ligarAvisos),
    desligar: () => mudar(() => removerAparelho(esteId)),
    remover: (id: string) => mudar(() => removerAparelho(id)),
  };
}
