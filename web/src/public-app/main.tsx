import { mountRoot } from '../lib/mount-root';
import { CatalogoPage } from './public-catalogo/CatalogoPage';
import { ProdutoPage } from './public-catalogo/ProdutoPage';
import { startRouter, usePublicRoute } from './router';

/**
 * The customers' app: the catalogue and product pages on their own small router (router.tsx), with
 * none of the owner app's providers. The boot entry (src/main.tsx) loads this module for the four
 * public paths; the build derives the public chunks from it (build/public-app.ts).
 */
function PublicPages() {
  const { produtoId } = usePublicRoute();
  return produtoId ? <ProdutoPage /> : <CatalogoPage />;
}

export function mountPublicApp() {
  startRouter();
  mountRoot(<PublicPages />);
}
