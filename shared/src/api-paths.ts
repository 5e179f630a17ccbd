/**
 * Every API path under /api, the public ones included, one table for both sides: the server's
 * routers and rate limits mount these strings, its OpenAPI document (GET /api/openapi.json) names
 * them, and the web app calls them, so a route renamed in one place cannot be left behind in
 * another (an API test compares the mounted routes with the document). A path with parameters is
 * an ApiPath: its `pattern` is what Express mounts, and calling it fills the parameters in. No
 * dependency, so either side may import it.
 */

/** Where the API is mounted; every path in `apiPaths` is relative to it. */
export const API_BASE = '/api';

/** The names of a pattern's parameters: '/lojistas/:id/status' has 'id'. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ApiPath<P extends string> {
  /** As the server's router mounts it, with `:name` for each parameter. */
  readonly pattern: P;
  /** The path with each parameter's value in its place, URI-encoded. */
  (params: Record<Params<P>, string>): string;
}

function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  const fill = (params: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  return Object.assign(fill, { pattern });
}

/** A path's pattern with API_BASE before it, as the app itself (not a router mounted at API_BASE) mounts it. */
export const apiPattern = (path: string | ApiPath<string>) => API_BASE + (typeof path === 'string' ? path : path.pattern);

export const apiPaths = {
  health: '/health',
  authConfig: '/auth/config',
  sessions: '/sessions',
  logout: '/logout',
  usersMe: '/users/me',
  produtos: '/produtos',
  produto: apiPath('/produtos/:id'),
  produtosOrdem: '/produtos/ordem',
  produtosExportar: '/produtos/exportar',
  produtosImportar: '/produtos/importar',
  categorias: '/categorias',
  categoria: apiPath('/categorias/:id'),
  categoriasOrdem: '/categorias/ordem',
  lojaConfiguracao: '/loja/configuracao',
  lojaAtendimento: '/loja/atendimento',
  lojaPausa: '/loja/pausa',
  /** The loyalty card's settings (issue 29). */
  lojaFidelidade: '/loja/fidelidade',
  /** The shop's product feeds' switch (issue 32). */
  lojaCanais: '/loja/canais',
  /** The owner area's installable app (the Gestor): its manifest, named after the session's shop. */
  gestorManifesto: '/gestor/manifest.webmanifest',
  lojistaConfiguracao: '/lojista/configuracao',
  lojistaWhatsapp: '/lojista/whatsapp',
  dashboardStats: '/dashboard/stats',
  analytics: '/analytics',
  pedidos: '/pedidos',
  pedido: apiPath('/pedidos/:id'),
  /** The order's printed ticket (the comanda). */
  pedidoComanda: apiPath('/pedidos/:id/comanda'),
  /** The ticket's path until issue 42 (`cupom` is the discount coupon): 308 to pedidoComanda with its query, for one release. */
  pedidoComandaAntiga: apiPath('/pedidos/:id/cupom'),
  pedidosContagem: '/pedidos/contagem',
  pedidosCancelar: '/pedidos/cancelar',
  pedidosProtecao: '/pedidos/protecao',
  pedidosBloqueios: '/pedidos/bloqueios',
  pedidosBloqueio: apiPath('/pedidos/bloqueios/:telefone'),
  uploadImage: '/upload/image',
  cupons: '/cupons',
  /** A table's bills (issue 44): the list, one bill, its split, its payments and its closing. */
  comandas: '/comandas',
  comanda: apiPath('/comandas/:id'),
  comandaDivisao: apiPath('/comandas/:id/divisao'),
  comandaPagamentos: apiPath('/comandas/:id/pagamentos'),
  comandaFechar: apiPath('/comandas/:id/fechar'),
  cupom: apiPath('/cupons/:id'),
  /** The dining room's tables (issue 44): the owner's list, a range at once, one table, its new code, the QR sheet. */
  mesas: '/mesas',
  mesasLote: '/mesas/lote',
  mesasQrcodes: '/mesas/qrcodes.pdf',
  mesa: apiPath('/mesas/:id'),
  mesaNovoCodigo: apiPath('/mesas/:id/novo-codigo'),
  /** The room's settings (service fee, cover charge), beside the atendimento. */
  lojaSalao: '/loja/salao',
  equipe: '/equipe',
  membro: apiPath('/equipe/:id'),
  conta: '/conta',
  /** Web Push: the deployment's public key (public), the caller's devices and a test push. */
  notificacoesChave: '/notificacoes/chave',
  notificacoesInscricoes: '/notificacoes/inscricoes',
  notificacoesInscricao: apiPath('/notificacoes/inscricoes/:id'),
  notificacoesTeste: '/notificacoes/teste',
  contaExportar: '/conta/exportar',
  /** The published catalogue, by the shop's id or its link (`/loja/{slug}`), with its first page of products. */
  catalogo: apiPath('/catalogo/:lojistaId'),
  lojaCatalogo: apiPath('/loja/:slug'),
  catalogoProduto: apiPath('/catalogo/:lojistaId/produto/:produtoId'),
  lojaProduto: apiPath('/loja/:slug/produto/:produtoId'),
  catalogoPagina: apiPath('/catalogo/:lojistaId/paginas/:paginaId'),
  catalogoBusca: apiPath('/catalogo/:lojistaId/busca'),
  /** The shop's WhatsApp number, as its public pages link to it. */
  lojistaWhatsappPublico: apiPath('/lojista/:lojistaId/whatsapp'),
  /** A customer places an order, by the shop's id or its link. */
  catalogoPedido: apiPath('/catalogo/:lojistaId/pedido'),
  lojaPedido: apiPath('/loja/:slug/pedido'),
  /** The customer's order by its tracking token: the tracking page, erasing one's data, the status pushes. */
  pedidoAcompanhamento: apiPath('/pedido/:token'),
  pedidoDados: apiPath('/pedido/:token/dados'),
  pedidoNotificacoes: apiPath('/pedido/:token/notificacoes'),
  /** The cart's coupon check before sending, by the shop's link or its id (as orders are placed). */
  lojaCupom: apiPath('/loja/:slug/cupom/:codigo'),
  /** The table a customer scanned, `?c={codigo}` (issue 44). */
  lojaMesa: apiPath('/loja/:slug/mesa/:id'),
  /** A round sent from a table (issue 44), with the table's code in `?c=`. */
  lojaMesaPedido: apiPath('/loja/:slug/mesa/:id/pedido'),
  /** A scheduled order's slots (issue 31), `?tipo=entrega|retirada|envio`, by the shop's link or its id. */
  lojaHorariosDisponiveis: apiPath('/loja/:slug/horarios-disponiveis'),
  catalogoHorariosDisponiveis: apiPath('/catalogo/:lojistaId/horarios-disponiveis'),
  catalogoCupom: apiPath('/catalogo/:lojistaId/cupom/:codigo'),
  /** The public pages' analytics events (a beacon, fire and forget). */
  catalogoEventos: apiPath('/catalogo/:lojistaId/eventos'),
  /** The platform's status (maintenance, support e-mail) and its plans, as anyone reads them. */
  status: '/status',
  planos: '/planos',
  /** The local image store's files (only where no Cloud Storage is used: the local stack). */
  imagens: '/imagens',
  /** The API's OpenAPI 3.1 document, and its interactive reference (Scalar) with the script it loads. */
  openapi: '/openapi.json',
  docs: '/docs',
  docsScript: '/docs/scalar.js',
  /** The administrator's routes, under `admin.base`; each path below is relative to it. */
  admin: {
    base: '/admin',
    login: '/login',
    validate: '/validate',
    logout: '/logout',
    dashboardStats: '/dashboard/stats',
    atividades: '/atividades',
    sistema: '/sistema',
    lojistas: '/lojistas',
    lojista: apiPath('/lojistas/:id'),
    lojistaStatus: apiPath('/lojistas/:id/status'),
    planos: '/planos',
    plano: apiPath('/planos/:id'),
    configuracoes: '/configuracoes',
  },
} as const;
