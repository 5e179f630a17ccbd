import cookieParser from 'cookie-parser';
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { readEnv, type Env } from './config/env.js';
import { requireAdmin } from './features/admin-auth/middleware.js';
import { adminAuthRepository } from './features/admin-auth/repository.js';
import { adminAuthRoutes } from './features/admin-auth/routes.js';
import { adminAuthService } from './features/admin-auth/service.js';
import { adminConfiguracoesRoutes, statusRoutes } from './features/admin-configuracoes/routes.js';
import { configuracoesService } from './features/admin-configuracoes/service.js';
import { adminDashboardRepository } from './features/admin-dashboard/repository.js';
import { adminDashboardRoutes } from './features/admin-dashboard/routes.js';
import { adminDashboardService } from './features/admin-dashboard/service.js';
import { adminLojistasRepository } from './features/admin-lojistas/repository.js';
import { adminLojistasRoutes } from './features/admin-lojistas/routes.js';
import { adminLojistasService } from './features/admin-lojistas/service.js';
import { adminPlanosRepository } from './features/admin-planos/repository.js';
import { adminPlanosRoutes } from './features/admin-planos/routes.js';
import { adminPlanosService } from './features/admin-planos/service.js';
import { healthRoutes } from './features/health/routes.js';
import { analyticsRepository } from './features/owner-analytics/repository.js';
import { analyticsRoutes } from './features/owner-analytics/routes.js';
import { analyticsService } from './features/owner-analytics/service.js';
import { atendimentoRoutes } from './features/owner-atendimento/routes.js';
import { atendimentoService } from './features/owner-atendimento/service.js';
import { authRoutes } from './features/owner-auth/routes.js';
import { authService, SESSION_DURATION_MS } from './features/owner-auth/service.js';
import { requireOwner, requireSession } from './features/owner-auth/session-cookie.js';
import { lojasDasSessoesRepository } from './model/lojas-das-sessoes.js';
import { categoriasRoutes } from './features/owner-categorias/routes.js';
import { categoriasService } from './features/owner-categorias/service.js';
import { ownerDashboardRepository } from './features/owner-dashboard/repository.js';
import { dashboardRoutes } from './features/owner-dashboard/routes.js';
import { dashboardService } from './features/owner-dashboard/service.js';
import { cuponsRoutes } from './features/owner-cupons/routes.js';
import { ownerCaixaRepository } from './features/owner-caixa/repository.js';
import { caixaRoutes } from './features/owner-caixa/routes.js';
import { caixaService } from './features/owner-caixa/service.js';
import { pagamentosDoPedidoRoutes, pagamentosDoPedidoService, recebimentosRepository } from './features/owner-pedidos/pagamentos.js';
import { comandasDaLojaRepository } from './features/owner-comandas/repository.js';
import { comandasRoutes } from './features/owner-comandas/routes.js';
import { comandasService } from './features/owner-comandas/service.js';
import { cuponsService } from './features/owner-cupons/service.js';
import { equipeRoutes } from './features/owner-equipe/routes.js';
import { garcomRepository } from './features/owner-garcom/repository.js';
import { ownerEntregadoresRepository } from './features/owner-entregadores/repository.js';
import { ownerEntregadoresRoutes } from './features/owner-entregadores/routes.js';
import { ownerEntregadoresService } from './features/owner-entregadores/service.js';
import { ownerEntregasRepository } from './features/owner-entregas/repository.js';
import { ownerEntregasRoutes } from './features/owner-entregas/routes.js';
import { ownerEntregasService } from './features/owner-entregas/service.js';
import { garcomRoutes } from './features/owner-garcom/routes.js';
import { garcomService } from './features/owner-garcom/service.js';
import { fiadoRoutes } from './features/owner-fiado/routes.js';
import { fiadoService } from './features/owner-fiado/service.js';
import { notificacoesChaveRoutes, notificacoesRoutes } from './features/owner-notificacoes/routes.js';
import { notificacoesService } from './features/owner-notificacoes/service.js';
import { equipeService } from './features/owner-equipe/service.js';
import { ownerContaRepository } from './features/owner-conta/repository.js';
import { ownerContaRoutes } from './features/owner-conta/routes.js';
import { ownerContaService } from './features/owner-conta/service.js';
import { lojaRoutes } from './features/owner-loja/routes.js';
import { ownerMesasRepository } from './features/owner-mesas/repository.js';
import { ownerMesasRoutes } from './features/owner-mesas/routes.js';
import { ownerMesasService } from './features/owner-mesas/service.js';
import { lojaService } from './features/owner-loja/service.js';
import { copiaDeCatalogoService } from './features/owner-lojas/copia.js';
import { ownerLojasRepository } from './features/owner-lojas/repository.js';
import { ownerLojasRoutes } from './features/owner-lojas/routes.js';
import { ownerLojasService } from './features/owner-lojas/service.js';
import { ownerPixApiRoutes } from './features/owner-pix-api/routes.js';
import { ownerPixApiService } from './features/owner-pix-api/service.js';
import { pixApiRepository } from './model/pix-api.js';
import { cobrancasPix, type DependenciasDaCobranca } from './model/cobrancas-pix.js';
import { publicPixWebhookRoutes } from './features/public-pix-webhook/routes.js';
import { publicPixWebhookService } from './features/public-pix-webhook/service.js';
import { fonteDeChaves } from './platform/pix/cifra.js';
import { ownerSalaoRepository } from './features/owner-salao/repository.js';
import { ownerSalaoRoutes } from './features/owner-salao/routes.js';
import { ownerSalaoService } from './features/owner-salao/service.js';
import { ownerPedidosRepository } from './features/owner-pedidos/repository.js';
import { ownerPedidosRoutes } from './features/owner-pedidos/routes.js';
import { ownerPedidosService } from './features/owner-pedidos/service.js';
import { produtosCsvRepository } from './features/owner-produtos-csv/repository.js';
import { produtosCsvRoutes } from './features/owner-produtos-csv/routes.js';
import { produtosCsvService } from './features/owner-produtos-csv/service.js';
import { produtosRoutes } from './features/owner-produtos/routes.js';
import { produtosService } from './features/owner-produtos/service.js';
import { uploadRoutes } from './features/owner-upload/routes.js';
import { uploadService } from './features/owner-upload/service.js';
import { publicCatalogoRoutes } from './features/public-catalogo/routes.js';
import { publicCatalogoService } from './features/public-catalogo/service.js';
import { eventosRepository } from './features/public-eventos/repository.js';
import { eventosRoutes } from './features/public-eventos/routes.js';
import { eventosService } from './features/public-eventos/service.js';
import { localImageRoutes } from './features/public-imagens/routes.js';
import { publicMarcaRoutes } from './features/public-marca/routes.js';
import { publicMarcaService } from './features/public-marca/service.js';
import { publicMesaRoutes } from './features/public-mesa/routes.js';
import { publicMesaService } from './features/public-mesa/service.js';
import { publicCupomRoutes } from './features/public-pedido/cupom-routes.js';
import { publicCupomService } from './features/public-pedido/cupom-service.js';
import { publicPedidoDadosRoutes } from './features/public-pedido/dados-routes.js';
import { publicPedidoDadosService } from './features/public-pedido/dados-service.js';
import { publicPedidoNotificacoesRoutes } from './features/public-pedido/notificacoes-routes.js';
import { publicAvaliacoesRoutes } from './features/public-avaliacoes/routes.js';
import { publicAvaliacoesService } from './features/public-avaliacoes/service.js';
import { ownerAvaliacoesRoutes } from './features/owner-avaliacoes/routes.js';
import { ownerAvaliacoesService } from './features/owner-avaliacoes/service.js';
import { avaliacoesRepository } from './model/avaliacoes.js';
import { publicPedidoNotificacoesService } from './features/public-pedido/notificacoes-service.js';
import { lojaCheiaPrimeiro } from './features/public-pedido/loja-cheia.js';
import { pedidosNovosRepository } from './model/pedidos-novos.js';
import { pedidosPorMinutoRepository } from './model/pedidos-por-minuto.js';
import { publicRodadaService } from './features/public-pedido/rodada-service.js';
import { publicPedidoRoutes } from './features/public-pedido/routes.js';
import { publicPedidoService } from './features/public-pedido/service.js';
import { publicAcompanhamentoService } from './features/public-pedido/acompanhamento-service.js';
import { publicPlanosRepository } from './features/public-planos/repository.js';
import { publicPlanosRoutes } from './features/public-planos/routes.js';
import { openapiRoutes } from './features/openapi/routes.js';
import { publicPlanosService } from './features/public-planos/service.js';
import { adminsRepository } from './model/admins.js';
import { atividadesRepository } from './model/atividades.js';
import { catalogosRepository } from './model/catalogos.js';
import { categoriasRepository } from './model/categorias.js';
import { bloqueiosRepository } from './model/bloqueios.js';
import { configuracoesRepository } from './model/configuracoes.js';
import { contaPorts, contaRepository } from './model/conta.js';
import { dadosDoClienteRepository } from './model/dados-do-cliente.js';
import { createNotificacoesDaEquipe, createEnvioPushDaPlataforma, dispositivosRepository } from './model/dispositivos.js';
import { notificacoesDoClienteRepository, createNotificacoesDoCliente } from './model/notificacoes-do-cliente.js';
import { efeitosDoPedido } from './model/efeitos-do-pedido.js';
import { caixasRepository } from './model/caixas.js';
import { comandasRepository } from './model/comandas.js';
import { fiadoRepository } from './model/fiado.js';
import { estoquesRepository } from './model/estoque.js';
import { idempotenciaRepository } from './model/idempotencia.js';
import { IMPORTACAO_FOLGA_MS, importacoesRepository } from './model/importacoes.js';
import { lojistasRepository } from './model/lojistas.js';
import { canaisRoutes } from './features/owner-canais/routes.js';
import { fidelidadeRoutes } from './features/owner-fidelidade/routes.js';
import { fidelidadeService } from './features/owner-fidelidade/service.js';
import { clientesRepository } from './model/clientes.js';
import { cuponsRepository } from './model/cupons.js';
import { membrosRepository } from './model/membros.js';
import { mesasRepository } from './model/mesas.js';
import { produtosRepository } from './model/produtos.js';
import { createCatalogoPublisher, createSaveAndPublish, publishCatalogo, type PublishCatalogo } from './model/publish.js';
import { slugsRepository } from './model/slugs.js';
import { createRunTransaction } from './model/transaction.js';
import { cachedValue } from './platform/cache.js';
import { firebase, type Firebase } from './platform/firebase.js';
import { jsonBody } from './platform/http/body.js';
import { trustProxyHops } from './platform/http/client-ip.js';
import { deadline } from './platform/http/deadline.js';
import { errorHandler, notFound } from './platform/http/errors.js';
import { limites } from './platform/http/rate-limit.js';
import { sameOriginWrites, securityHeaders } from './platform/http/security.js';
import { createImageStore } from './platform/images/create-image-store.js';
import { foraDeManutencao } from './platform/public-http.js';
import { API_BASE, apiPaths, apiPattern } from '@vitrine/shared/api-paths';

export interface AppOptions {
  /** The clock of the order's opening hours and times; the API tests set it. */
  now?: () => Date;
  /** The catalogue's rebuild after a write's commit (model/publish.ts); the API tests make it fail. */
  publishCatalogo?: PublishCatalogo;
}

/**
 * The charges' code (issue 45) as the scheduled job `confirmarPagamentosPix` builds it (index.ts),
 * and the API tests with their clock: the same repositories and ports as the app's.
 */
export function cobrancasPixDaPlataforma(env: Env, db: Firestore, now: () => Date = () => new Date()) {
  const lojistas = lojistasRepository(db);
  const publisher = createCatalogoPublisher(db, publishCatalogo, env.requestDeadlineMs / 2);
  const efeitos = efeitosDoPedido({
    db,
    estoques: estoquesRepository(db),
    cupons: cuponsRepository(db),
    clientes: clientesRepository(db),
    lojistas,
    publisher,
    comandas: comandasRepository(db),
  });
  const envioPush = createEnvioPushDaPlataforma(db, { vapid: env.vapid, local: env.isEmulated });
  return cobrancasDoAmbiente(env, db, now, {
    pixApi: pixApiRepository(db, fonteDeChaves({ local: env.isEmulated, arquivo: env.pixApi.arquivoDeChaves })),
    efeitos,
    publisher,
    notificacoesDaEquipe: createNotificacoesDaEquipe(dispositivosRepository(db), envioPush, now),
    notificacoesDoCliente: createNotificacoesDoCliente(notificacoesDoClienteRepository(db), envioPush, now),
  });
}

/** The charges' code with the environment's bank settings and the given ports (the app's or the job's). */
const cobrancasDoAmbiente = (
  env: Env,
  db: Firestore,
  now: () => Date,
  portas: Pick<DependenciasDaCobranca, 'pixApi' | 'efeitos' | 'publisher' | 'notificacoesDaEquipe' | 'notificacoesDoCliente'>,
) =>
  cobrancasPix({
    db,
    local: env.isEmulated,
    caArquivo: env.pixApi.caArquivo,
    prazoMs: env.pixApi.cobrancaPrazoMs,
    prazoLeituraMs: env.pixApi.prazoMs,
    now,
    ...portas,
  });

/** Builds the whole /api app without listening, so tests can run it in-process. */
export function createApp(
  env: Env = readEnv(),
  { auth, db }: Firebase = firebase(),
  { now = () => new Date(), publishCatalogo: rebuild = publishCatalogo }: AppOptions = {},
) {
  const app = express();
  app.disable('x-powered-by');
  // Hosting and Cloud Run's front end sit in front: trust exactly their hops of X-Forwarded-*, so
  // that a client's own X-Forwarded-For entries never become its IP (platform/http/client-ip.ts).
  trustProxyHops(app, env.trustProxyHops);

  app.use(securityHeaders(env));
  app.use(deadline(env.requestDeadlineMs));
  // Every service gets one object of the repositories and ports it needs, built here once. Services
  // whose writes change what customers see get saveAndPublish, never a bare transaction; the
  // orders' transactions mark the catalogue themselves (markPublish) and publish it after the commit.
  const lojistas = lojistasRepository(db);
  const cupons = cuponsRepository(db);
  const clientes = clientesRepository(db);
  const produtos = produtosRepository(db);
  const categorias = categoriasRepository(db);
  const atividades = atividadesRepository(db);
  const configuracoes = configuracoesRepository(db);
  const catalogos = catalogosRepository(db);
  const publisher = createCatalogoPublisher(db, rebuild, env.requestDeadlineMs / 2);
  const saveAndPublish = createSaveAndPublish(db, publisher);
  const runTransaction = createRunTransaction(db);
  const idempotencia = idempotenciaRepository(db, now);
  // The shops' orders-a-minute setting: the owner saves it, every order reads it (kept 10 s per instance).
  const pedidosPorMinuto = pedidosPorMinutoRepository(db);
  const pedidosNovos = pedidosNovosRepository(db, pedidosPorMinuto);

  // Per client IP, shared by every instance through Firestore (rate-limit.ts), on the paths whatever
  // routes serve them, before the body is even parsed: orders, analytics events and uploads. The
  // admin login has its own throttle, in Firestore too (admin-auth).
  const limite = limites(db, env.rateLimits, now);
  // An order to a shop this instance knows to be full is refused before all of it (lojaCheiaPrimeiro).
  app.post(
    [
      apiPattern(apiPaths.catalogoPedido),
      apiPattern(apiPaths.lojaPedido),
      apiPattern(apiPaths.lojaMesaPedido),
      apiPattern(apiPaths.catalogoMesaPedido),
    ],
    lojaCheiaPrimeiro({ catalogos, pedidos: pedidosNovos, now }),
    limite.pedidos,
  );
  // A customer erasing their data from an order shares the orders' budget: the other public write on an order.
  app.delete(apiPattern(apiPaths.pedidoDados), limite.pedidos);
  // And a table's call for the waiter or the bill (each also once a minute per table, public-mesa).
  app.post([apiPattern(apiPaths.lojaMesaChamado), apiPattern(apiPaths.catalogoMesaChamado)], limite.pedidos);
  // And so does a customer's device subscribing to the order's status pushes.
  app.post(apiPattern(apiPaths.pedidoNotificacoes), limite.pedidos);
  // And a customer's review of a delivered order (issue 47): once per order, the orders' budget per IP.
  app.post(apiPattern(apiPaths.pedidoAvaliacao), limite.pedidos);
  app.post(apiPattern(apiPaths.catalogoEventos), limite.eventos);
  // The cart's coupon check: a budget of its own the size of the orders', so codes cannot be tried by the thousand.
  app.get([apiPattern(apiPaths.lojaCupom), apiPattern(apiPaths.catalogoCupom)], limite.cupons);
  // The table a customer scanned: a budget of its own, for the phones at a table reading it again and again.
  app.get([apiPattern(apiPaths.lojaMesa), apiPattern(apiPaths.catalogoMesa)], limite.mesas);
  // A brand page (issue 47) is read like a table's: a public read a customer may repeat, in the same budget.
  app.get(apiPattern(apiPaths.marca), limite.mesas);
  // And so is a page of older reviews: each `antes` is a query of its own that no CDN copy answers (a
  // flood of made-up dates read a page of reviews each). The first page, cached by the CDN, is not counted.
  app.get(apiPattern(apiPaths.lojaAvaliacoes), (req, res, next) => (req.query.antes === undefined ? next() : limite.mesas(req, res, next)));
  app.post(apiPattern(apiPaths.uploadImage), limite.uploads);

  const adminAuth = adminAuthService({
    repository: adminAuthRepository(db),
    admins: adminsRepository(db),
    scrypt: env.adminScrypt,
    estranhosPorMinuto: env.adminLoginsDeEstranhosPorMinuto,
    now,
  });
  const membros = membrosRepository(db);
  const sessions = authService({
    auth,
    lojistas,
    configuracoes,
    atividades,
    membros,
    lojasDasSessoes: lojasDasSessoesRepository(db, SESSION_DURATION_MS),
  });
  const owner = requireOwner(sessions);
  // Deleting one's account is a right even for a suspended shop: the session alone, without requireOwner's active-shop rule.
  const ownerSession = requireSession(sessions);
  const images = createImageStore(env);
  const contas = contaRepository(db, contaPorts(auth, images));
  // Public routes ask on every request: a per-instance cache keeps it off a catalogue view's
  // single read, and an admin's toggle reaches the instance that saved it at once, every other within 15 s.
  const manutencaoEmCache = cachedValue(() => configuracoes.flag('manutencao'), 15_000);
  const disponivel = foraDeManutencao(manutencaoEmCache);
  const configuracoesDaPlataforma = configuracoesService({ configuracoes, manutencaoEmCache });

  // Web Push to the owner's and the staff's devices, with the deployment's sender as the scheduled jobs build it.
  const dispositivos = dispositivosRepository(db);
  const envioPush = createEnvioPushDaPlataforma(db, { vapid: env.vapid, local: env.isEmulated });
  const notificacoesDaEquipe = createNotificacoesDaEquipe(dispositivos, envioPush, now);
  // And to the customers' devices on their orders (status changes), with the same sender.
  const inscricoesDoCliente = notificacoesDoClienteRepository(db);
  const notificacoes = notificacoesService({ dispositivos, notificacoesDaEquipe, vapid: env.vapid, local: env.isEmulated, now });

  // The administrator's area: login is open; every other /api/admin route, unknown ones included, needs
  // the admin's bearer token (no cookie: cookieParser is not needed). Mounted before the public and
  // owner routers, with the same-origin and body rules, so that a flood of logins is answered without
  // walking them: a login refused from memory took 0.45 ms of CPU behind them, 0.33 ms here (a catalogue read: 0.2 ms).
  const corpoJson = jsonBody(100 * 1024);
  app.use(
    apiPattern(apiPaths.admin.base),
    sameOriginWrites(env.extraOrigins),
    corpoJson,
    adminAuthRoutes(adminAuth),
    requireAdmin(adminAuth),
    adminDashboardRoutes(
      adminDashboardService({ dashboard: adminDashboardRepository(db), atividades, configuracoes, versao: env.version }),
    ),
    adminLojistasRoutes(adminLojistasService({ lojistas: adminLojistasRepository(db, atividades), saveAndPublish, contas })),
    adminPlanosRoutes(adminPlanosService({ planos: adminPlanosRepository(db) })),
    adminConfiguracoesRoutes(configuracoesDaPlataforma),
  );
  // The public catalogue's reads are the busiest path and need no body, cookie or owner router.
  app.use(API_BASE, publicCatalogoRoutes(publicCatalogoService({ catalogos, produtos, now }), disponivel));
  // The landing page's plans and prices: public and cacheable like the catalogue, with no body or cookie either.
  app.use(API_BASE, publicPlanosRoutes(publicPlanosService({ planos: publicPlanosRepository(db) })));
  // The API's OpenAPI document and its interactive reference: public and cacheable too.
  app.use(API_BASE, openapiRoutes(env.version));
  // The VAPID public key a browser subscribes with: public and cacheable too.
  app.use(API_BASE, notificacoesChaveRoutes(notificacoes));
  app.use(cookieParser());
  app.use(sameOriginWrites(env.extraOrigins));
  // Analytics events, O(1) reads and writes each, with a body rule of their own (the beacon's text/plain
  // JSON, 4 KB); rate limit: limite.eventos above, before any read.
  app.use(API_BASE, eventosRoutes(eventosService({ eventos: eventosRepository(db), catalogos }), disponivel));
  app.use(corpoJson);

  const api = express.Router();
  api.use(healthRoutes({ configuracoes }, env));
  if (env.localImagesDir) api.use(localImageRoutes(env.localImagesDir));
  api.use(authRoutes(sessions, env));
  // Owner area: each route runs `owner` first, and the shop is always the session's.
  api.use(
    produtosCsvRoutes(
      produtosCsvService({
        lojistas,
        produtos,
        categorias,
        produtosCsv: produtosCsvRepository(db),
        idempotencia,
        importacoes: importacoesRepository(db),
        bloqueioMs: env.requestDeadlineMs + IMPORTACAO_FOLGA_MS,
        saveAndPublish,
        runTransaction,
      }),
      owner,
    ),
  );
  api.use(produtosRoutes(produtosService({ lojistas, produtos, categorias, idempotencia, saveAndPublish }), owner));
  api.use(categoriasRoutes(categoriasService({ lojistas, categorias, produtos, idempotencia, saveAndPublish }), owner));
  const slugs = slugsRepository(db);
  api.use(lojaRoutes(lojaService({ lojistas, slugs, saveAndPublish }), owner));
  // The account's shops (issue 47, filiais): the list, opening another within the plan, copying a catalogue between them.
  const lojasDaConta = ownerLojasRepository(db);
  api.use(
    ownerLojasRoutes(
      ownerLojasService({ lojas: lojasDaConta, lojistas, slugs, atividades, saveAndPublish, now }),
      copiaDeCatalogoService({ lojas: lojasDaConta, lojistas, produtos, images, publisher, runTransaction }),
      owner,
    ),
  );
  api.use(atendimentoRoutes(atendimentoService({ lojistas, saveAndPublish }), owner));
  // Customers' reviews (issue 47): sent from the tracking link, read on the catalogue and the dashboard, answered and hidden by the owner.
  const avaliacoes = avaliacoesRepository(db);
  api.use(dashboardRoutes(dashboardService({ dashboard: ownerDashboardRepository(db), clientes, avaliacoes, now }), owner));
  api.use(analyticsRoutes(analyticsService({ analytics: analyticsRepository(db) }), owner));
  // An order's effects, the same for placing it and for every status move (model/efeitos-do-pedido.ts).
  const comandas = comandasRepository(db);
  const mesas = mesasRepository(db);
  // Customers' tabs (issue 46): charged in a counter order's or a bill payment's transaction, paid in owner-fiado.
  const fiado = fiadoRepository(db);
  // The till (issue 46): every payment received in person lands on the receiver's open till.
  const caixas = caixasRepository(db);
  api.use(caixaRoutes(caixaService({ caixas, leituras: ownerCaixaRepository(db), runTransaction, now }), owner));
  api.use(
    pagamentosDoPedidoRoutes(pagamentosDoPedidoService({ recebimentos: recebimentosRepository(db), caixas, runTransaction, now }), owner),
  );
  const efeitos = efeitosDoPedido({ db, estoques: estoquesRepository(db), cupons, clientes, lojistas, publisher, comandas });
  // The shop's bank's API Pix (issue 45): its credentials encrypted with a key the code does not hold;
  // a PIX order's charge, the bank's notifications and the job decide payments through one cobrancasPix.
  const pixApi = pixApiRepository(db, fonteDeChaves({ local: env.isEmulated, arquivo: env.pixApi.arquivoDeChaves }));
  const cobrancas = cobrancasDoAmbiente(env, db, now, {
    pixApi,
    efeitos,
    publisher,
    notificacoesDaEquipe,
    notificacoesDoCliente: createNotificacoesDoCliente(inscricoesDoCliente, envioPush, now),
  });
  api.use(
    publicPixWebhookRoutes(publicPixWebhookService({ db, pixApi, cobrancas, limitePorMinuto: env.pixApi.notificacoesPorMinuto, now })),
  );
  const pedidosDoLojista = ownerPedidosService({
    pedidos: ownerPedidosRepository(db),
    efeitos,
    bloqueios: bloqueiosRepository(db),
    pedidosPorMinuto,
    runTransaction,
    publisher,
    inscricoesDoCliente,
    notificacoesDoCliente: createNotificacoesDoCliente(inscricoesDoCliente, envioPush, now),
    pixApi,
    cobrancas,
    now,
  });
  // Before owner-pedidos: the order's driver (/api/pedidos/{id}/entregador) shares its prefix (issue 46).
  api.use(
    ownerEntregadoresRoutes(
      ownerEntregadoresService({ db, entregadores: ownerEntregadoresRepository(db), caixas, runTransaction, now }),
      owner,
    ),
  );
  // The driver's "Saí" and "Entreguei" are the order's own move (its state machine, effects and push).
  api.use(
    ownerEntregasRoutes(ownerEntregasService({ entregas: ownerEntregasRepository(db), mover: pedidosDoLojista.updateStatus }), owner),
  );
  api.use(ownerPedidosRoutes(pedidosDoLojista, owner, env.webOrigin));
  api.use(uploadRoutes(uploadService({ images }), owner));
  api.use(cuponsRoutes(cuponsService({ cupons }), owner));
  api.use(ownerAvaliacoesRoutes(ownerAvaliacoesService({ avaliacoes, now }), owner));
  // A brand page (issue 47): an account's shops from any of their links.
  api.use(publicMarcaRoutes(publicMarcaService({ lojistas, lojaDoSlug: (slug) => slugs.read(slug), now }), disponivel));
  api.use(publicAvaliacoesRoutes(publicAvaliacoesService({ avaliacoes, catalogos, now }), disponivel));
  // Before owner-comandas and owner-mesas: its paths share their prefixes (/api/comandas/{id}/mover, /api/mesas/{id}/pedido).
  api.use(
    garcomRoutes(
      garcomService({
        pedidos: pedidosNovos,
        clientes,
        comandas,
        mesas,
        efeitos,
        garcom: garcomRepository(db),
        fiado,
        lojistas,
        runTransaction,
        publisher,
        now,
        notificacoesDaEquipe,
      }),
      owner,
    ),
  );
  api.use(
    comandasRoutes(
      comandasService({ comandas, cupons, rodadas: comandasDaLojaRepository(db), mesas, caixas, efeitos, fiado, runTransaction, now }),
      owner,
    ),
  );
  api.use(fiadoRoutes(fiadoService({ fiado, caixas, runTransaction, now }), owner));
  api.use(ownerSalaoRoutes(ownerSalaoService({ salao: ownerSalaoRepository(db), mesas, comandas, runTransaction, now }), owner));
  api.use(ownerMesasRoutes(ownerMesasService({ mesas: ownerMesasRepository(db), lojistas, runTransaction }), owner, env.webOrigin));
  api.use(fidelidadeRoutes(fidelidadeService({ lojistas, runTransaction }), owner));
  api.use(canaisRoutes({ lojistas, runTransaction }, owner));
  api.use(equipeRoutes(equipeService({ membros, auth }), owner));
  api.use(
    ownerPixApiRoutes(
      ownerPixApiService({
        pixApi,
        local: env.isEmulated,
        caArquivo: env.pixApi.caArquivo,
        prazoMs: env.pixApi.prazoMs,
        webhookOrigem: env.pixApi.webhookOrigem,
        now,
      }),
      owner,
    ),
  );
  api.use(notificacoesRoutes(notificacoes, owner));
  api.use(ownerContaRoutes(ownerContaService({ conta: ownerContaRepository(db), contas, now }), owner, ownerSession));
  api.use(statusRoutes(configuracoesDaPlataforma));
  // Public writes: orders (analytics events are mounted above, before the JSON body rule).
  api.use(
    publicPedidoRoutes(
      {
        pedidos: publicPedidoService({
          pedidos: pedidosNovos,
          efeitos,
          catalogos,
          atividades,
          runTransaction,
          publisher,
          now,
          notificacoesDaEquipe,
          cupons,
          clientes,
          cobrancasPix: cobrancas,
        }),
        rodadas: publicRodadaService({
          pedidos: pedidosNovos,
          clientes,
          mesas,
          comandas,
          efeitos,
          catalogos,
          runTransaction,
          publisher,
          now,
          notificacoesDaEquipe,
        }),
        acompanhamentos: publicAcompanhamentoService({ pedidos: pedidosNovos, catalogos, clientes, lojistas, avaliacoes, now }),
      },
      disponivel,
      env.webOrigin,
    ),
  );
  api.use(
    publicMesaRoutes(publicMesaService({ catalogos, mesas, comandas, lojistas, runTransaction, now, notificacoesDaEquipe }), disponivel),
  );
  api.use(publicCupomRoutes(publicCupomService({ catalogos, cupons, clientes, runTransaction, now }), disponivel));
  api.use(publicPedidoDadosRoutes(publicPedidoDadosService({ dados: dadosDoClienteRepository(db), now }), disponivel));
  api.use(publicPedidoNotificacoesRoutes(publicPedidoNotificacoesService({ inscricoesDoCliente, local: env.isEmulated, now }), disponivel));
  api.use(notFound);

  app.use(API_BASE, api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
