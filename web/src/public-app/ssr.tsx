import type { CatalogoResponse } from '@vitrine/shared';
import { renderToString } from 'react-dom/server';
import type { LojaRef } from '../lib/public-paths';
import { comecarPrimeiraTela, PRIMEIRA_TELA_ID, terminarPrimeiraTela } from './primeira-tela';
import { CATALOGO_NA_PAGINA_ID } from './public-catalogo/secoes';
import { CatalogoPrimeiraTela } from './public-catalogo/Cardapio';

/**
 * The server's side of the catalogue page (issue 14): it paints before any JavaScript. The
 * `preview` function bundles this module (functions/build.mjs, functions/src/index.ts) and puts into the HTML of
 * /loja/{slug} and /catalogo/{id} the first screen as the page's first render draws it, inside an
 * element of id `raiz` with the time it was drawn at (`agora`, ISO), and the catalogue it drew as
 * JSON (script of id `id`), which the page then starts from (reads.ts). The app hydrates that
 * markup (primeira-tela.ts): the same elements, without a request, a flash or a layout shift.
 */
export function primeiraTelaDoCatalogo(
  catalogo: CatalogoResponse,
  lojaRef: LojaRef,
): { html: string; id: string; raiz: string; agora: string } {
  const agora = new Date();
  // Synchronous: no other render runs in between.
  comecarPrimeiraTela(agora);
  try {
    const html = renderToString(<CatalogoPrimeiraTela catalogo={catalogo} lojaRef={lojaRef} />);
    return { html, id: CATALOGO_NA_PAGINA_ID, raiz: PRIMEIRA_TELA_ID, agora: agora.toISOString() };
  } finally {
    terminarPrimeiraTela();
  }
}
