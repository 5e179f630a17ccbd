/**
 * Every path the functions serve, one table for both sides: `apiPaths`, under /api, the public
 * ones included (the `api` function), and `pagePaths`, the shop's pages at the site's root (the
 * `preview` function, which Hosting rewrites /loja/**, /catalogo/** and /sitemap.xml to; its app's
 * files, feeds and sitemaps are in page-file-paths.ts). The server's routers and rate limits mount
 * these strings, its OpenAPI document (GET /api/openapi.json) names them, and the web app calls
 * them, so a route renamed in one place cannot be left behind in another (an API test compares the
 * mounted routes with the document). A path with parameters is an ApiPath: its `pattern` is what
 * Express mounts, and calling it fills the parameters in. No dependency, so either side may import
 * it (the public app's first load included).
 */

/** Where the API is mounted; every path in `apiPaths` is relative to it. */
export const API_BASE = '/api';

/** A parameter's name ends at the first character that is no word's: '/icone-:nome.png' has 'nome'. */
type Name<S extends string> = S extends `${infer N}.${string}` ? N : S extends `${infer N}-${string}` ? N : S;

/** The names of a pattern's parameters: '/lojistas/:id/status' has 'id'. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Rest}`
    ? Name<Rest>
    : never;

export interface ApiPath<P extends string> {
  /** As the server's router mounts it, with `:name` for each parameter. */
  readonly pattern: P;
  /** The path with each parameter's value in its place, URI-encoded. */
  (params: Record<Params<P>, string>): string;
}

/** A path with parameters (page-file-paths.ts builds its own with it). */
export function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  const fill = (params: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  return Object.assign(fill, { pattern });
}

/** A path's pattern with API_BASE before it, as the app itself (not a router mounted at API_BASE) mounts it. */
export const apiPattern = (path: string | ApiPath<string>) => API_BASE + (typeof path === 'string' ? path : path.pattern);

/**
 * How a public URL names a shop, by its link or by its id (LojaRef of @vitrine/shared/links, spelled
 * again here so that this module imports nothing).
 */
type Ref = { slug: string } | { lojaId: string };

/**
 * The path of a pair that names the shop by its link (`bySlug`, with `:slug`) or by its id (`byId`,
 * with `:lojaId`), as `ref` names it, filled in with the shop and `params`.
 */
export function lojaRefPath<A extends string, B extends string>(
  ref: Ref,
  bySlug: ApiPath<A>,
  byId: ApiPath<B>,
  ...[params]: Exclude<Params<A>, 'slug'> extends never ? [] : [Record<Exclude<Params<A>, 'slug'> & Exclude<Params<B>, 'lojaId'>, string>]
): string {
  const fill = (path: ApiPath<string>, loja: Record<string, string>) => path({ ...params, ...loja } as Record<never, string>);
  return 'slug' in ref ? fill(bySlug, { slug: ref.slug }) : fill(byId, { lojaId: ref.lojaId });
}

export const apiPaths = {
  health: '/health',
  authConfig: '/auth/config',
  sessions: '/sessions',
  logout: '/logout',
  usersMe: '/users/me',
  /** The session's shop among the account's (issue 47, filiais). */
  sessionsLoja: '/sessions/loja',
  /** The account's shops (issue 47, filiais): the list, opening another. */
  lojas: '/lojas',
  /** The account's shops side by side: today's orders and revenue each (the dashboard's "Todas as lojas"). */
  lojasResumo: '/lojas/resumo',
  /** Copying another of the account's shops' catalogue into this one (POST), and the copy's progress (GET). */
  lojaCopiarCatalogo: apiPath('/lojas/:id/copiar-catalogo'),
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
  /** A payment received in person at the counter or on delivery (issue 46), landing on the receiver's till. */
  pedidoPagamentos: apiPath('/pedidos/:id/pagamentos'),
  /** A cancelled order's paid PIX refunded through the shop's bank (issue 45). */
  pedidoPixDevolucao: apiPath('/pedidos/:id/pix/devolucao'),
  /** The ticket's path until issue 42 (`cupom` is the discount coupon): 308 to pedidoComanda with its query, for one release. */
  pedidoComandaAntiga: apiPath('/pedidos/:id/cupom'),
  /** The order's driver (issue 46, owner-entregadores): PUT {membro_id} assigns, {membro_id: null} takes it back. */
  pedidoEntregador: apiPath('/pedidos/:id/entregador'),
  /** The shop's drivers; several orders as one trip, in stop order; the fee rule; the day's settlement, settling it and its print. */
  entregadores: '/entregadores',
  entregadorViagem: apiPath('/entregadores/:membro_id/viagem'),
  entregadoresTaxas: '/entregadores/taxas',
  entregadoresAcerto: '/entregadores/acerto',
  entregadorAcertoQuitar: apiPath('/entregadores/acerto/:membro_id/quitar'),
  entregadorAcertoImpressao: apiPath('/entregadores/acerto/:membro_id/impressao'),
  /** The driver's phone (issue 46, owner-entregas): their open deliveries, one of them, "Saí" and "Entreguei". */
  entregas: '/entregas',
  entrega: apiPath('/entregas/:id'),
  entregaStatus: apiPath('/entregas/:id/status'),
  pedidosContagem: '/pedidos/contagem',
  pedidosCancelar: '/pedidos/cancelar',
  pedidosProtecao: '/pedidos/protecao',
  pedidosBloqueios: '/pedidos/bloqueios',
  pedidosBloqueio: apiPath('/pedidos/bloqueios/:telefone'),
  uploadImage: '/upload/image',
  cupons: '/cupons',
  /** A table's bills (issue 44): the list, one bill, its split, its payments and its closing. */
  /** The till (issue 46, owner-caixa): the person's open one, opening, sangria/suprimento, closing, the history and the paper. */
  caixas: '/caixa',
  caixaAbrir: '/caixa/abrir',
  caixaAberto: '/caixa/aberto',
  caixa: apiPath('/caixa/:id'),
  caixaMovimentos: apiPath('/caixa/:id/movimentos'),
  caixaFechar: apiPath('/caixa/:id/fechar'),
  caixaImpressao: apiPath('/caixa/:id/impressao'),
  comandas: '/comandas',
  comanda: apiPath('/comandas/:id'),
  comandaDivisao: apiPath('/comandas/:id/divisao'),
  comandaPagamentos: apiPath('/comandas/:id/pagamentos'),
  comandaFechar: apiPath('/comandas/:id/fechar'),
  /** A shop's coupon on the open bill (POST applies, DELETE removes), and the people the couvert counts. */
  comandaCupom: apiPath('/comandas/:id/cupom'),
  comandaPessoas: apiPath('/comandas/:id/pessoas'),
  /** The table's bill printed (issue 44): 58 or 80 mm, text or ESC/POS, as the order's ticket. */
  comandaImpressao: apiPath('/comandas/:id/impressao'),
  /** The floor staff's (issue 44, owner-garcom): the whole bill to a free table, a round or a line to another table, asking for the bill. */
  comandaMover: apiPath('/comandas/:id/mover'),
  comandaLinhasMover: apiPath('/comandas/:id/linhas/mover'),
  comandaPedirConta: apiPath('/comandas/:id/pedir-conta'),
  /** A waiter's round for a table (no QR code: the session), the tables as the waiter picks them, a counter order. */
  mesaPedido: apiPath('/mesas/:id/pedido'),
  garcomMesas: '/garcom/mesas',
  balcaoPedidos: '/balcao/pedidos',
  /** Customers' tabs (issue 46, owner-fiado): the list, a phone's tab (PUT turns it on, GET its statement), its payments. */
  fiadoClientes: '/fiado/clientes',
  fiadoCliente: apiPath('/fiado/clientes/:telefone'),
  fiadoClientePagamentos: apiPath('/fiado/clientes/:telefone/pagamentos'),
  cupom: apiPath('/cupons/:id'),
  /** The dining room's tables (issue 44): the owner's list, a range at once, one table, its new code, the QR sheet. */
  mesas: '/mesas',
  mesasLote: '/mesas/lote',
  mesasQrcodes: '/mesas/qrcodes.pdf',
  mesa: apiPath('/mesas/:id'),
  mesaNovoCodigo: apiPath('/mesas/:id/novo-codigo'),
  /** The room's settings (service fee, cover charge), beside the atendimento. */
  lojaSalao: '/loja/salao',
  /** The shop's own bank's API Pix (issue 45): connect (checked first), read the summary, disconnect. Owner only. */
  lojaPixApi: '/loja/pix-api',
  /**
   * The bank's notifications of received PIX (issue 45): the URL Vitrine registers with the shop's
   * bank carries the shop and a secret of its own; the bank appends `/pix` (the standard's callback).
   */
  pixWebhook: apiPath('/pix/webhook/:lojaId/:segredo/pix'),
  /** The room as the floor staff watch it (issue 44): every table's state, open bill and pending calls; a call answered. */
  salao: '/salao',
  salaoChamadoAtendido: apiPath('/salao/mesas/:id/chamado/atendido'),
  equipe: '/equipe',
  membro: apiPath('/equipe/:id'),
  conta: '/conta',
  /** Web Push: the deployment's public key (public), the caller's devices and a test push. */
  notificacoesChave: '/notificacoes/chave',
  notificacoesDispositivos: '/notificacoes/dispositivos',
  notificacoesDispositivo: apiPath('/notificacoes/dispositivos/:id'),
  /** The devices' paths until issue 42 (one word per thing: a push device is a `dispositivo`): 308 to the new ones, for one release. */
  notificacoesDispositivosAntigo: '/notificacoes/inscricoes',
  notificacoesDispositivoAntigo: apiPath('/notificacoes/inscricoes/:id'),
  notificacoesTeste: '/notificacoes/teste',
  contaExportar: '/conta/exportar',
  /** The owner's reviews (issue 47): every one, hidden ones included; an answer or hiding one. */
  avaliacoes: '/avaliacoes',
  avaliacao: apiPath('/avaliacoes/:id'),
  /** A brand page (issue 47): the active shops of the account that owns the shop `slug`, `?lat=&lng=` the nearest first. */
  marca: apiPath('/marca/:slug'),
  /** The published catalogue, by the shop's id or its link (`/loja/{slug}`), with its first page of products. */
  catalogo: apiPath('/catalogo/:lojaId'),
  lojaCatalogo: apiPath('/loja/:slug'),
  catalogoProduto: apiPath('/catalogo/:lojaId/produto/:produtoId'),
  lojaProduto: apiPath('/loja/:slug/produto/:produtoId'),
  catalogoPagina: apiPath('/catalogo/:lojaId/paginas/:paginaId'),
  catalogoBusca: apiPath('/catalogo/:lojaId/busca'),
  /** The shop's WhatsApp number, as its public pages link to it. */
  lojistaWhatsappPublico: apiPath('/lojista/:lojaId/whatsapp'),
  /** A customer places an order, by the shop's id or its link. */
  catalogoPedido: apiPath('/catalogo/:lojaId/pedido'),
  lojaPedido: apiPath('/loja/:slug/pedido'),
  /** The customer's order by its tracking token: the tracking page, erasing one's data, the status pushes. */
  pedidoAcompanhamento: apiPath('/pedido/:token'),
  pedidoDados: apiPath('/pedido/:token/dados'),
  pedidoNotificacoes: apiPath('/pedido/:token/notificacoes'),
  /** The customer's review of a delivered order (issue 47), once per order. */
  pedidoAvaliacao: apiPath('/pedido/:token/avaliacao'),
  /** The shop's public reviews, `?antes=` for the next page (issue 47). */
  lojaAvaliacoes: apiPath('/loja/:slug/avaliacoes'),
  /** The cart's coupon check before sending, by the shop's link or its id (as orders are placed). */
  lojaCupom: apiPath('/loja/:slug/cupom/:codigo'),
  /** The table a customer scanned, `?c={codigo}` (issue 44), by the shop's link or, for a shop without one, its id. */
  lojaMesa: apiPath('/loja/:slug/mesa/:id'),
  catalogoMesa: apiPath('/catalogo/:lojaId/mesa/:id'),
  /** A round sent from a table (issue 44), with the table's code in `?c=`, by the shop's link or its id. */
  lojaMesaPedido: apiPath('/loja/:slug/mesa/:id/pedido'),
  catalogoMesaPedido: apiPath('/catalogo/:lojaId/mesa/:id/pedido'),
  /** A table calls the waiter or asks for the bill (issue 44), with the table's code in `?c=`, by the shop's link or its id. */
  lojaMesaChamado: apiPath('/loja/:slug/mesa/:id/chamado'),
  catalogoMesaChamado: apiPath('/catalogo/:lojaId/mesa/:id/chamado'),
  /** A scheduled order's slots (issue 31), `?tipo=entrega|retirada|envio`, by the shop's link or its id. */
  lojaHorariosDisponiveis: apiPath('/loja/:slug/horarios-disponiveis'),
  catalogoHorariosDisponiveis: apiPath('/catalogo/:lojaId/horarios-disponiveis'),
  catalogoCupom: apiPath('/catalogo/:lojaId/cupom/:codigo'),
  /** The public pages' analytics events (a beacon, fire and forget). */
  catalogoEventos: apiPath('/catalogo/:lojaId/eventos'),
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

/**
 * The shop's pages at the site's root: the `preview` function's routes (functions/src/preview-app.ts),
 * which answer the web app's index.html with the shop's tags and the catalogue's first screen, and the
 * web app's links to them. Each by the shop's link (`loja…`) and by its id (`catalogo…`).
 */
export const pagePaths = {
  /** The catalogue. */
  loja: apiPath('/loja/:slug'),
  catalogo: apiPath('/catalogo/:lojaId'),
  /** A product's page. */
  lojaProduto: apiPath('/loja/:slug/produto/:produtoId'),
  catalogoProduto: apiPath('/catalogo/:lojaId/produto/:produtoId'),
  /** "Meus pedidos": the orders this device sent to the shop. */
  lojaPedidos: apiPath('/loja/:slug/pedidos'),
  catalogoPedidos: apiPath('/catalogo/:lojaId/pedidos'),
  /** A table's page (issue 44), `?c={codigo}`: the catalogue in table mode, as its QR code opens it (mesaPath). */
  lojaMesa: apiPath('/loja/:slug/mesa/:id'),
  catalogoMesa: apiPath('/catalogo/:lojaId/mesa/:id'),
} as const;
