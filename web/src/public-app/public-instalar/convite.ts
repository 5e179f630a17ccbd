/**
 * When the catalogue invites a customer to add the shop to the home screen (issue 14): after the
 * second visit to that shop on this device, or after the first order, once, and never when the
 * shop already runs installed. What the device remembers per shop, in localStorage: how many
 * visits, whether an order was sent, whether the invitation was already made (a "no" included).
 * No React here: the order flow records its order without loading the invitation.
 */

export interface Registro {
  visitas: number;
  pediu: boolean;
  oferecido: boolean;
}

const chave = (lojaId: string) => `vitrine:instalar:${lojaId}`;
/** A visit is a browsing session: reloads and product pages of the same session count once. */
const chaveDaSessao = (lojaId: string) => `vitrine:instalar-sessao:${lojaId}`;

/** Fired when this device sends an order: the invitation, if on screen, looks again. */
export const EVENTO_PEDIDO = 'vitrine:pedido-enviado';

export function readRegistro(lojaId: string): Registro {
  try {
    const salvo = JSON.parse(localStorage.getItem(chave(lojaId)) ?? 'null') as Partial<Registro> | null;
    return { visitas: Number(salvo?.visitas) || 0, pediu: salvo?.pediu === true, oferecido: salvo?.oferecido === true };
  } catch {
    return { visitas: 0, pediu: false, oferecido: false };
  }
}

function gravar(lojaId: string, mudancas: Partial<Registro>): Registro {
  const registro = { ...readRegistro(lojaId), ...mudancas };
  try {
    localStorage.setItem(chave(lojaId), JSON.stringify(registro));
  } catch {
    // A private tab without storage: the invitation simply never comes.
  }
  return registro;
}

/** Counts this session's visit (once) and answers the device's record for the shop. */
export function countVisita(lojaId: string): Registro {
  try {
    if (sessionStorage.getItem(chaveDaSessao(lojaId))) return readRegistro(lojaId);
    sessionStorage.setItem(chaveDaSessao(lojaId), '1');
  } catch {
    return readRegistro(lojaId);
  }
  return gravar(lojaId, { visitas: readRegistro(lojaId).visitas + 1 });
}

export function recordPedido(lojaId: string) {
  gravar(lojaId, { pediu: true });
  dispatchEvent(new Event(EVENTO_PEDIDO));
}
export const recordOferta = (lojaId: string) => gravar(lojaId, { oferecido: true });

/** The rule itself: a returning customer or one who ordered, never twice. */
export const deveOferecer = ({ visitas, pediu, oferecido }: Registro) => !oferecido && (visitas >= 2 || pediu);

/** The shop already runs from the home screen (Android's standalone window, or iPhone's). */
export const jaInstalado = () =>
  matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Safari on an iPhone or iPad: no install prompt there, only the Share sheet's "Adicionar à Tela de Início". */
export const ehIphone = (userAgent: string) =>
  /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|Instagram|FBAN|FBAV/.test(userAgent);

/** Chromium's install prompt, kept from the moment the browser offers it. */
export interface PedidoDeInstalacao extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let guardado: PedidoDeInstalacao | null = null;
const ouvintes = new Set<() => void>();

/** Kept from the start (the browser fires it once, early): the invitation shows it when its time comes. */
export function ouvirPedidoDeInstalacao() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    guardado = event as PedidoDeInstalacao;
    ouvintes.forEach((ouvinte) => ouvinte());
  });
  addEventListener('appinstalled', () => {
    guardado = null;
    ouvintes.forEach((ouvinte) => ouvinte());
  });
}

export const pedidoDeInstalacao = () => guardado;
export function aoMudarPedido(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => void ouvintes.delete(ouvinte);
}
