/**
 * The web app's server-side render of the catalogue's first screen (web/src/public-app/ssr.tsx).
 * Bundled in by functions/build.mjs and resolved by the API tests' alias (vitest.config.ts) under
 * this name; declared here because the web app's components are type-checked by the web project
 * (DOM and JSX), not by this one. Only the function's entry (index.ts) and tests import it: the
 * preview app takes it as a dependency, so scripts that run the app in-process need no JSX.
 */
declare module '@vitrine/web-ssr' {
  import type { CatalogoResponse } from '@vitrine/shared';

  /**
   * The first screen's markup, the id of the JSON script the page reads the catalogue from, the id
   * of the element the markup goes in (the app hydrates it) and the time it was drawn at (ISO).
   */
  export function primeiraTelaDoCatalogo(
    catalogo: CatalogoResponse,
    lojaRef: { slug: string } | { lojaId: string },
  ): { html: string; id: string; raiz: string; agora: string };
}
