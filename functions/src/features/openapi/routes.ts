import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { API_BASE, apiPaths, apiPattern } from '@vitrine/shared/api-paths';
import { AppError } from '../../platform/http/errors.js';
import { CACHE_PUBLICO } from '../../platform/public-http.js';
import { openApiDocument } from './document.js';
import { GRUPOS } from './operacoes.js';

/**
 * The reference page's own policy: Scalar's script from this origin, the styles it injects, the
 * document it fetches; nothing from elsewhere (no fonts or proxy of Scalar's: the page works offline).
 */
const CSP_REFERENCIA = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Scalar reads its settings from this element: the system's fonts, and none of its
 * hosted services (AI agent, MCP, SDK generation, telemetry), which would need scalar.com.
 */
const CONFIGURACAO = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});

const PAGINA = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Vitrine API — referência</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="${apiPattern(apiPaths.openapi)}" data-configuration='${CONFIGURACAO}'></script>
    <script src="${apiPattern(apiPaths.docsScript)}"></script>
  </body>
</html>
`;

/**
 * @scalar/api-reference's standalone browser script, from the repository's node_modules: a
 * devDependency (4.8 MB), so the local stack has it and a deployed function, which installs only
 * functions/package.json's dependencies, does not (404 there). Resolved from the working directory
 * because the bundled function (CommonJS) and the tests (ESM) have no common way to name their own file.
 */
function scriptDoScalar(): string | null {
  try {
    const entrada = createRequire(join(process.cwd(), 'package.json')).resolve('@scalar/api-reference');
    return join(dirname(entrada), 'browser', 'standalone.js');
  } catch {
    return null;
  }
}

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document, built once on the first request), and the
 * interactive reference over it: GET /api/docs and the script it loads. Public and cacheable.
 */
export function openapiRoutes(versao: string) {
  const router = Router();
  let documento: ReturnType<typeof openApiDocument> | undefined;
  router.get(apiPaths.openapi, (_req, res) => {
    documento ??= openApiDocument(GRUPOS, versao);
    res.set('Cache-Control', CACHE_PUBLICO).json(documento);
  });
  router.get(apiPaths.docs, (_req, res) => {
    res.set({ 'Cache-Control': CACHE_PUBLICO, 'Content-Security-Policy': CSP_REFERENCIA }).type('html').send(PAGINA);
  });
  router.get(apiPaths.docsScript, (_req, res) => {
    const script = scriptDoScalar();
    if (!script)
      throw new AppError(404, `A referência interativa só existe no ambiente local; o documento está em ${API_BASE}${apiPaths.openapi}.`);
    res.set('Cache-Control', CACHE_PUBLICO).type('text/javascript').sendFile(script, { cacheControl: false });
  });
  return router;
}
