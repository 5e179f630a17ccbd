import { acompanhamentoToken, publicRoute } from './lib/public-paths';
import { startPublicRead } from './public-app/public-catalogo/reads';
import { loadProdutoPage } from './public-app/public-catalogo/load-produto-page';
import { ouvirPedidoDeInstalacao } from './public-app/public-instalar/convite';
import { mayHaveSession } from './lib/session-hint';
import { PRIMEIRA_TELA_ID } from './public-app/primeira-tela';
import './index.css';

/**
 * The boot entry, a few hundred bytes with no React in it, so it runs as soon as it arrives: on a
 * catalogue or product link it asks for the page's data (and then its first pictures) while the
 * public app's code, whose preloads it sets off, is still on its way; an order's tracking page is the
 * public app's too. The landing page, for a device that never signed in, loads alone; any other path
 * loads the owner app (router, TanStack Query, toasts).
 * index.html's loading screen shows until either renders; a catalogue's first screen drawn by the
 * server (public-app/primeira-tela.ts) shows until the app hydrates it.
 */

/**
 * After the browser has painted index.html's loading screen: evaluating React and rendering can
 * take a slow phone a while, and the screen should not stay blank meanwhile. (A hidden tab paints
 * no frame: the timeout starts it anyway.)
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (!done) run();
    done = true;
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

/**
 * On a catalogue whose first screen came in the HTML (public-app/primeira-tela.ts): after its first
 * pictures (the page's largest paint) have loaded and can be drawn, so the app's code, which the
 * screen does not need to show, does not compete with them for a slow connection. A picture that
 * fails, or one too slow, holds nothing back for long.
 */
function afterFirstPictures(run: () => void) {
  const fotos = [...document.querySelectorAll<HTMLImageElement>(`#${PRIMEIRA_TELA_ID} img[fetchpriority="high"]`)];
  let done = false;
  const once = () => {
    if (!done) afterFirstPaint(run);
    done = true;
  };
  void Promise.all(fotos.map((foto) => foto.decode().catch(() => {}))).then(once);
  setTimeout(once, 3000);
}

/**
 * Sets off the public app's preloads that index.html carries inert (web/build/public-app.ts): on a
 * public page that draws itself, its code downloads while the page's read is under way.
 */
function preloadPublicApp() {
  const preloads = document.getElementById('preload-do-app');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
}

const route = publicRoute(location.pathname);
if (route || acompanhamentoToken(location.pathname) !== null) {
  if (route) startPublicRead(route);
  if (!document.getElementById(PRIMEIRA_TELA_ID)) preloadPublicApp();
  // A product link: its page's chunk now, alongside the public app's (the catalogue loads it on demand).
  if (route?.produtoId) void loadProdutoPage();
  // The browser offers a shop's install prompt once, possibly before the page's code has arrived.
  ouvirPedidoDeInstalacao();
  // Evaluating the app's code and drawing the page are two tasks, not one long one: a tap in between is answered.
  afterFirstPictures(() => void import('./public-app/main').then((m) => setTimeout(() => m.mountPublicApp(), 0)));
} else if (location.pathname === '/' && !mayHaveSession()) {
  // The landing page for a device that never signed in: alone, without the owner app (router, query
  // client), which loads when the owner asks to sign in (features/landing/main.tsx).
  afterFirstPaint(() => void import('./features/landing/main').then((m) => m.mountLanding()));
} else {
  // The admin's login page: its chunk downloads alongside the owner app's, not after the router asks for it.
  if (location.pathname === '/admin/login') void import('./features/admin-auth/AdminLoginPage');
  afterFirstPaint(() => void import('./app/App').then((m) => m.mountApp()));
}
