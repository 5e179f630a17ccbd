import { lazy, Suspense, useEffect } from 'react';
import { FullPageSpinner } from '../components/ui/Spinner';
import { hydrateRootIn, mountRoot } from '../lib/mount-root';
import { acompanhamentoToken, publicRoute } from '../lib/public-paths';
import { comecarPrimeiraTela, PRIMEIRA_TELA_ID, terminarPrimeiraTela } from './primeira-tela';
import { CatalogoPage } from './public-catalogo/CatalogoPage';
import { loadProdutoPage } from './public-catalogo/load-produto-page';
import { startRouter, useLocation, usePublicRoute } from './router';

// An order's tracking page is its own chunk: the catalogue never downloads it.
const AcompanhamentoPage = lazy(() => import('./acompanhamento/AcompanhamentoPage').then((m) => ({ default: m.AcompanhamentoPage })));
// So are the product page (load-produto-page.ts says when it is fetched) and "Meus pedidos": the
// catalogue's first download stays within its 65 KB.
const ProdutoPage = lazy(() => loadProdutoPage().then((m) => ({ default: m.ProdutoPage })));
const MeusPedidosPage = lazy(() => import('./meus-pedidos/MeusPedidosPage').then((m) => ({ default: m.MeusPedidosPage })));
// And a table's page (issue 44): only a customer who scanned a table's QR code downloads it.
const MesaPage = lazy(() => import('./mesa/MesaPage').then((m) => ({ default: m.MesaPage })));

/**
 * The customers' app: the catalogue and product pages, a table's page and an order's tracking page, on their own
 * small router (router.tsx), with none of the owner app's providers. The boot entry (src/main.tsx)
 * loads this module for the public paths; the build derives the public chunks from it
 * (build/public-app.ts).
 */
function PublicPages() {
  const { produtoId, meusPedidos, mesaId } = usePublicRoute();
  const token = acompanhamentoToken(useLocation().pathname);
  if (token !== null) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando pedido..." />}>
        <AcompanhamentoPage key={token} token={token} />
      </Suspense>
    );
  }
  if (mesaId) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando cardápio..." />}>
        <MesaPage />
      </Suspense>
    );
  }
  if (meusPedidos) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando pedidos..." />}>
        <MeusPedidosPage />
      </Suspense>
    );
  }
  return produtoId ? (
    <Suspense fallback={<FullPageSpinner label="Carregando produto..." />}>
      <ProdutoPage />
    </Suspense>
  ) : (
    <CatalogoPage />
  );
}

/** The end of the first screen's hydration (after every effect under it): the page is the app's now, and can be tapped. */
function FimDaPrimeiraTela({ container }: { container: Element }) {
  useEffect(() => {
    terminarPrimeiraTela();
    container.removeAttribute('inert');
  }, [container]);
  return null;
}

/**
 * The catalogue's first screen in the page's HTML (public-link-preview), when this page is that
 * catalogue as the server drew it (no search or category in the URL): hydrated. Any other page,
 * or one without it, is rendered by the app in place of index.html's loading screen.
 */
function primeiraTelaParaHidratar(): HTMLElement | null {
  const container = document.getElementById(PRIMEIRA_TELA_ID);
  const route = publicRoute(location.pathname);
  const params = new URLSearchParams(location.search);
  if (!container || !route || route.produtoId || route.meusPedidos || route.mesaId || params.get('q') || params.get('categoria'))
    return null;
  return container;
}

export function mountPublicApp() {
  startRouter();
  const container = primeiraTelaParaHidratar();
  if (!container) {
    mountRoot(<PublicPages />);
    return;
  }
  const agora = new Date(container.dataset.agora ?? '');
  comecarPrimeiraTela(Number.isNaN(agora.getTime()) ? null : agora);
  hydrateRootIn(
    container,
    <>
      <PublicPages />
      <FimDaPrimeiraTela container={container} />
    </>,
  );
}
