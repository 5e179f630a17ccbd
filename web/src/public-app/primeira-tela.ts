/**
 * The catalogue's first screen that the `preview` function draws into the page's HTML (ssr.tsx,
 * issue 14) is hydrated by the app, not replaced: the same elements (its pictures, already loading
 * or painted, among them) become the app's. For that the app's first render must draw exactly what
 * the server drew, so what differs between the two is held back until hydration ends:
 *
 * - the clock: the shop's open/closed state is drawn with the server's time (`data-agora` on the
 *   first screen's element), then with this device's (useAgora);
 * - what only the device knows or the server leaves out (the cart, Meus pedidos, the install
 *   invitation, the footer, the cards after the first screen): drawn in the render that follows.
 *
 * No React here: the boot entry (src/main.tsx) reads the element's id too.
 */

/** The element of the page's HTML that holds the first screen: the hydrated root's container. */
export const PRIMEIRA_TELA_ID = 'primeira-tela';

let hidratando = false;
let agoraDoServidor: Date | null = null;

/** The server is drawing the first screen at `agora`, or the app starts hydrating what it drew then. */
export function comecarPrimeiraTela(agora: Date | null) {
  hidratando = true;
  agoraDoServidor = agora;
}

/** The hydration (or the server's render) is over: from now on every render is the app's own. */
export function terminarPrimeiraTela() {
  hidratando = false;
  agoraDoServidor = null;
}

/** Whether this render draws the server's first screen (on the server, or hydrating it). */
export const desenhandoPrimeiraTela = () => hidratando;

/** The time the server drew the first screen with, while it is being drawn or hydrated. */
export const agoraDaPrimeiraTela = () => agoraDoServidor;
