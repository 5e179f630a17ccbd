/**
 * Pure parts of "Avisos de pedidos neste aparelho" (Web Push, issue 28): whether this browser can
 * receive pushes, and the VAPID key as PushManager.subscribe wants it. No browser object is read
 * here: lib/notificacoes-push.ts reads them and passes them in, so the rules are unit-tested.
 */

/** What the browser around the switch is: read from navigator and matchMedia by readAmbiente (notificacoes-push.ts). */
export interface Ambiente {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asks for the desktop site with a Mac's User-Agent, but has touch. */
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  /** 'PushManager' in window and a service worker: what subscribing needs. */
  push: boolean;
  /** 'Notification' in window. */
  notificacoes: boolean;
}

/**
 * - `ok`: the switch works here.
 * - `instalar`: an iPhone or iPad in Safari (or any browser there), outside the installed app: iOS
 *   delivers pushes only to web apps added to the home screen, from iOS 16.4.
 * - `atualizar`: the installed app on an iPhone without push (iOS before 16.4).
 * - `sem-suporte`: any other browser without push.
 */
export type SuporteNotificacoes = 'ok' | 'instalar' | 'atualizar' | 'sem-suporte';

/** An iPhone, iPod or iPad, the iPad also when it shows the desktop site (a Mac's User-Agent with touch). */
export function ehDispositivoApple({ userAgent, maxTouchPoints }: Pick<Ambiente, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function suporteDeNotificacoes(ambiente: Ambiente): SuporteNotificacoes {
  const podeReceber = ambiente.push && ambiente.notificacoes;
  if (ehDispositivoApple(ambiente)) {
    if (!ambiente.standalone) return 'instalar';
    return podeReceber ? 'ok' : 'atualizar';
  }
  return podeReceber ? 'ok' : 'sem-suporte';
}

/**
 * The server's key (base64url of the 65-byte P-256 point, GET /api/notificacoes/chave) as the
 * bytes PushManager.subscribe's applicationServerKey takes. Throws on anything that is not base64url.
 */
export function chaveEmBytes(base64url: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(base64url) || base64url.length % 4 === 1) throw new Error('Chave de notificação inválida.');
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const texto = atob(base64);
  const bytes = new Uint8Array(texto.length);
  for (let i = 0; i < texto.length; i++) bytes[i] = texto.charCodeAt(i);
  return bytes;
}

/**
 * What to tell the person when switching avisos on or off failed here (the server's refusals carry
 * their own words): in Portuguese, with what to do, never the browser's own English
 * ("Registration failed - permission denied"). Errors are told apart by their DOMException name;
 * a plain Error is one of ours, already in Portuguese.
 */
export function motivoDaFalhaDasNotificacoes({ name, message }: { name: string; message: string }): string {
  switch (name) {
    case 'NotAllowedError':
      return 'O navegador bloqueou as notificações deste site. Permita as notificações nas configurações do site (no ícone ao lado do endereço) e tente de novo.';
    case 'AbortError':
      return 'O serviço de notificações do navegador não respondeu. Confira a internet e tente de novo em alguns segundos.';
    case 'TypeError':
      return 'Sem conexão com a Vitrine. Confira a internet e tente de novo.';
    case 'Error':
      return message;
    default:
      return 'O navegador não conseguiu mudar os avisos. Recarregue a página e tente de novo; se continuar, abra no Chrome ou no app instalado.';
  }
}
