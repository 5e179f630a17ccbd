import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../components/ui/Spinner';
import { mountRoot } from '../lib/mount-root';
import { acompanhamentoToken } from './paths';
import { CatalogoPage } from './public-catalogo/CatalogoPage';
import { ProdutoPage } from './public-catalogo/ProdutoPage';
import { startRouter, useLocation, usePublicRoute } from './router';

// An order's tracking page is its own chunk: the catalogue never downloads it.
const AcompanhamentoPage = lazy(() => import('./public-pedido/AcompanhamentoPage').then((m) => ({ default: m.AcompanhamentoPage })));

/**
 * The customers' app: the catalogue and product pages and an order's tracking page, on their own
 * small router (router.tsx), with none of the owner app's providers. The boot entry (src/main.tsx)
 * loads this module for the public paths; the build derives the public chunks from it
 * (build/public-app.ts).
 */
function PublicPages() {
  const { produtoId } = usePublicRoute();
  const token = acompanhamentoToken(useLocation().pathname);
  if (token !== null) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando pedido..." />}>
        <AcompanhamentoPage key={token} token={token} />
      </Suspense>
    );
  }
  return produtoId ? <ProdutoPage /> : <CatalogoPage />;
}

export function mountPublicApp() {
  startRouter();
  mountRoot(<PublicPages />);
}
