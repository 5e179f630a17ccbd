import { chaveEmBytes, type Ambiente } from './notificacoes-suporte';

/**
 * This browser's side of Web Push, whoever asks for it: the owner's and the staff's switch
 * (features/owner-notificacoes) and the customer's "Avisar quando o pedido mudar"
 * (public-app/acompanhamento). The service worker (pwa/sw.ts) shows what arrives.
 */

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

export async function inscricaoAtual(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registro = await navigator.serviceWorker.getRegistration();
  return (await registro?.pushManager?.getSubscription()) ?? null;
}

const mesmosBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);
