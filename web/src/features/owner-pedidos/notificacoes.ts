import type { PedidoDoLojista } from '@vitrine/shared';
import { formatReais } from './formato';

/**
 * What tells the owner about orders beyond the screen: the installed app's badge and a system
 * notification when the page is in the background. Both only where the browser supports them.
 */

/** The number on the installed app's icon (Badging API); cleared at 0. */
export function updateBadge(novos: number): void {
  if (!('setAppBadge' in navigator)) return;
  const pedido = novos > 0 ? navigator.setAppBadge(novos) : navigator.clearAppBadge();
  // Refused when the app is not installed or the permission is missing: the title still shows the count.
  void pedido.catch(() => undefined);
}

export const podeNotificar = () => typeof window !== 'undefined' && 'Notification' in window;

/** 'Novo pedido #A7K2' with who and how much; several at once in one notification. */
function textoDaNotificacao(pedidos: readonly PedidoDoLojista[]): { titulo: string; corpo: string } {
  if (pedidos.length === 1) {
    const [pedido] = pedidos as [PedidoDoLojista];
    const quem = pedido.cliente?.nome ? `${pedido.cliente.nome} · ` : '';
    return { titulo: `Novo pedido #${pedido.codigo}`, corpo: `${quem}${formatReais(pedido.total)}` };
  }
  return { titulo: `${pedidos.length} novos pedidos`, corpo: pedidos.map((pedido) => `#${pedido.codigo}`).join(', ') };
}

/**
 * A notification while the page is hidden and the owner allowed them. Through the service worker
 * when there is one (phones only show notifications that way; a tap opens Pedidos, see sw.ts),
 * else straight from the page.
 */
export async function notificarNovos(pedidos: readonly PedidoDoLojista[]): Promise<void> {
  if (pedidos.length === 0 || !document.hidden || !podeNotificar() || Notification.permission !== 'granted') return;
  const { titulo, corpo } = textoDaNotificacao(pedidos);
  const opcoes: NotificationOptions = { body: corpo, tag: 'vitrine-novos-pedidos', icon: '/icons/icon-192.png', data: { url: '/pedidos' } };
  try {
    const registro = await navigator.serviceWorker?.getRegistration();
    // With avisos on here (Web Push, lib/notificacoes-push.ts), the push of each order already notifies: not twice.
    if (await registro?.pushManager?.getSubscription()) return;
    if (registro) await registro.showNotification(titulo, opcoes);
    else new Notification(titulo, opcoes);
  } catch {
    // The browser refused (e.g. the permission was withdrawn meanwhile): the title and badge still tell.
  }
}
