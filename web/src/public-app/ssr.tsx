import type { CatalogoResponse } from '@vitrine/shared';
import { renderToString } from 'react-dom/server';
import type { LojaRef } from './paths';
import { CATALOGO_NA_PAGINA_ID } from './public-catalogo/secoes';
import { CatalogoPrimeiraTela } from './public-catalogo/Cardapio';

/**
 * The server's side of the catalogue page (issue 14: it paints before any JavaScript). The
 * `preview` function bundles this module (functions/build.mjs, functions/src/index.ts) and puts into the HTML of
 * /loja/{slug} and /catalogo/{id} the first screen as the page's first render draws it, and the
 * catalogue it drew, which the page then starts from (reads.ts): the app replaces that markup
 * with the same boxes, without a request, a flash or a layout shift.
 */
export function primeiraTelaDoCatalogo(catalogo: CatalogoResponse, lojaRef: LojaRef): { html: string; id: string } {
  return { html: renderToString(<CatalogoPrimeiraTela catalogo={catalogo} lojaRef={lojaRef} />), id: CATALOGO_NA_PAGINA_ID };
}
