import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes first screens drawn at build time into index.html, each at its marker inside the loading
 * screen: the landing page's header and hero (src/features/landing/primeira-dobra.tsx) and the
 * admin's login (src/features/admin-auth/primeira-dobra.tsx), rendered with React on the build's
 * Node. index.html is every path's page, so each drawing is hidden unless /pagina.js, a
 * render-blocking script of a few bytes, marked the visit as that page's (`<html data-pagina>`):
 * then it shows instead of the spinner, painted with the first frame, and the app hydrates it (the
 * landing) or replaces it with the same boxes (the admin's login). The preview function replaces everything between the markers on catalogue pages.
 */
export function primeiraDobra(telas: Array<{ marca: string; module: string }>): Plugin {
  let root = process.cwd();
  return {
    name: 'vitrine:primeira-dobra',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { tsImport } = await import('tsx/esm/api');
        for (const { marca, module } of telas) {
          const comentario = `<!--${marca}-->`;
          if (!html.includes(comentario)) throw new Error(`vitrine:primeira-dobra: index.html has no ${comentario}`);
          const { primeiraDobraHtml } = (await tsImport(resolve(root, module), {
            parentURL: import.meta.url,
            // The web app's JSX settings, whatever directory the build runs from (the local stack builds from the repo's root).
            tsconfig: resolve(root, 'tsconfig.json'),
          })) as { primeiraDobraHtml: () => string };
          html = html.replace(comentario, primeiraDobraHtml());
        }
        return html;
      },
    },
  };
}
