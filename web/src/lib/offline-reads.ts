import { apiPaths, apiPattern, type ApiPath } from '@vitrine/shared/api-paths';

/**
 * What the service worker keeps for a shop's offline visits (src/pwa/sw.ts), and what a page that
 * loaded before the worker took control asks again for it to keep (src/public-app/offline.ts): the
 * shop's public GETs by its link or its id, from apiPaths, so that a route renamed there is renamed
 * here too.
 */
const LEITURAS_DA_LOJA = [
  apiPaths.lojaCatalogo,
  apiPaths.catalogo,
  apiPaths.lojaProduto,
  apiPaths.catalogoProduto,
  apiPaths.catalogoPagina,
  apiPaths.catalogoBusca,
  apiPaths.lojaHorariosDisponiveis,
  apiPaths.catalogoHorariosDisponiveis,
  apiPaths.lojaCupom,
  apiPaths.catalogoCupom,
].map((path: ApiPath<string>) => new RegExp(`^${apiPattern(path).replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`));

/**
 * The API's paths without parameters: the owner's settings under /api/loja/ (`/loja/configuracao`,
 * `/loja/atendimento`…: reserved slugs, SLUGS_RESERVADOS) look like a shop's link and are no shop.
 */
const ROTAS_FIXAS = new Set(Object.values(apiPaths).flatMap((path) => (typeof path === 'string' ? [apiPattern(path)] : [])));

/** A read of a shop's catalogue, products, slots or coupon check (never the owner's settings). */
export const ehLeituraDaLoja = (pathname: string) =>
  !ROTAS_FIXAS.has(pathname) && LEITURAS_DA_LOJA.some((leitura) => leitura.test(pathname));

/** A picture of the local image store (the local stack's; deployed, they are Cloud Storage's). */
export const ehImagemLocal = (pathname: string) => pathname.startsWith(`${apiPattern(apiPaths.imagens)}/`);
