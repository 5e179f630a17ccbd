import { montarRaiz } from '../../app/raiz';
import { useRota } from './api';
import { CatalogoPage } from './CatalogoPage';
import { ProdutoPage } from './ProdutoPage';
import { iniciarRotas } from './rotas';

/**
 * The customers' app: the catalogue and product pages on their own small router (rotas.tsx), with
 * none of the owner area's providers. main.tsx loads it for the four public paths.
 */
function PaginasPublicas() {
  const { produtoId } = useRota();
  return produtoId ? <ProdutoPage /> : <CatalogoPage />;
}

export function montarPaginasPublicas() {
  iniciarRotas();
  montarRaiz(<PaginasPublicas />);
}
