import { rotaPublica } from './features/catalogo/caminhos';
import { iniciarLeituraPublica } from './features/catalogo/leituras';
import './index.css';

/**
 * The entry, a few hundred bytes with no React in it, so it runs as soon as it arrives: on a
 * catalogue or product link it asks for the page's data (and then its first pictures) while the
 * public pages' code, preloaded by index.html, is still on its way. Any other path loads the app
 * (router, TanStack Query, toasts). index.html's loading screen shows until either renders.
 */

/**
 * After the browser has painted index.html's loading screen: evaluating React and rendering can
 * take a slow phone a while, and the screen should not stay blank meanwhile. (A hidden tab paints
 * no frame: the timeout starts it anyway.)
 */
function depoisDaPrimeiraPintura(fazer: () => void) {
  let feito = false;
  const uma = () => {
    if (!feito) fazer();
    feito = true;
  };
  requestAnimationFrame(() => setTimeout(uma, 0));
  setTimeout(uma, 200);
}

const rota = rotaPublica(location.pathname);
if (rota) {
  iniciarLeituraPublica(rota);
  depoisDaPrimeiraPintura(() => void import('./features/catalogo/PaginasPublicas').then((m) => m.montarPaginasPublicas()));
} else {
  depoisDaPrimeiraPintura(() => void import('./app/App').then((m) => m.montarApp()));
}
