/* global location, document */
// Runs before the first paint (render-blocking, a few bytes, no module): on the two pages whose
// first screen index.html carries, drawn at build time (web/build/primeira-dobra.ts), it says which
// one this visit is, so that screen shows instead of the loading spinner: / from a device that never
// signed in (the boot entry, src/main.tsx, makes the same choice with the same session hint,
// src/lib/session-hint.ts), and /admin/login, with the local stack's hint on a local host.
try {
  const html = document.documentElement;
  if (location.pathname === '/' && localStorage.getItem('vitrine:session') !== '1') html.dataset.pagina = 'inicio';
  if (location.pathname === '/admin/login') html.dataset.pagina = 'admin-login';
  if (['127.0.0.1', 'localhost'].includes(location.hostname)) html.dataset.local = '';
} catch {
  // storage off: the owner app decides, behind the spinner
}
