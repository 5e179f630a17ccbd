import { pagePaths } from '@vitrine/shared/api-paths';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner';
import { publicRoute } from '../lib/public-paths';

/**
 * The public pages are not in this router: the boot entry mounts the public app for their paths. A
 * link inside the owner app to one of them (none today) loads the page, which starts as the public app.
 */
const publicPage = () =>
  import('./NotFoundPage').then((m) => ({
    loader: ({ request }: { request: Request }) => {
      if (!publicRoute(new URL(request.url).pathname)) return null; // a path the boot entry would not take: 404
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    },
    Component: m.NotFoundPage,
  }));

// Every screen is its own chunk: nobody downloads the Firebase Auth SDK until they sign in.
export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <FullPageSpinner label="Carregando..." />,
    children: [
      { path: '/', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      {
        path: '/auth/callback',
        lazy: () => import('../features/owner-auth/AuthCallbackPage').then((m) => ({ Component: m.AuthCallbackPage })),
      },
      {
        lazy: () => import('../features/owner-auth/RequireOwner').then((m) => ({ Component: m.RequireOwner })),
        children: [
          {
            lazy: () => import('../features/owner-shell/OwnerLayout').then((m) => ({ Component: m.OwnerLayout })),
            children: [
              {
                path: '/dashboard',
                lazy: () => import('../features/owner-dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: '/produtos',
                lazy: () => import('../features/owner-produtos/ProdutosPage').then((m) => ({ Component: m.ProdutosPage })),
              },
              {
                path: '/categorias',
                lazy: () => import('../features/owner-categorias/CategoriasPage').then((m) => ({ Component: m.CategoriasPage })),
              },
              {
                path: '/pedidos',
                lazy: () => import('../features/owner-pedidos/PedidosPage').then((m) => ({ Component: m.PedidosPage })),
              },
              {
                // The kitchen's board: the owner layout's menu as a drawer, the rest of the window the board's.
                path: '/cozinha',
                lazy: () => import('../features/owner-cozinha/CozinhaPage').then((m) => ({ Component: m.CozinhaPage })),
              },
              {
                // The room live and a table's bill (issue 44).
                path: '/salao',
                lazy: () => import('../features/owner-salao/SalaoPage').then((m) => ({ Component: m.SalaoPage })),
              },
              {
                path: '/caixa',
                lazy: () => import('../features/owner-caixa/CaixaPage').then((m) => ({ Component: m.CaixaPage })),
              },
              {
                path: '/caixa/:id',
                lazy: () => import('../features/owner-caixa/CaixaPage').then((m) => ({ Component: m.CaixaDetalhePage })),
              },
              {
                path: '/salao/comandas/:id',
                lazy: () => import('../features/owner-salao/ComandaPage').then((m) => ({ Component: m.ComandaPage })),
              },
              {
                // Customers' tabs (issue 46): the list and a tab's statement.
                path: '/fiado',
                lazy: () => import('../features/owner-fiado/FiadoPage').then((m) => ({ Component: m.FiadoPage })),
              },
              {
                path: '/fiado/:telefone',
                lazy: () => import('../features/owner-fiado/ExtratoPage').then((m) => ({ Component: m.ExtratoPage })),
              },
              {
                // The only screen with charts: recharts is in its chunks and no other's.
                path: '/analytics',
                lazy: () => import('../features/owner-analytics/AnalyticsPage').then((m) => ({ Component: m.AnalyticsPage })),
              },
              {
                path: '/atendimento',
                lazy: () => import('../features/owner-atendimento/AtendimentoPage').then((m) => ({ Component: m.AtendimentoPage })),
              },
              {
                path: '/garcom',
                lazy: () => import('../features/owner-garcom/GarcomPage').then((m) => ({ Component: m.GarcomPage })),
              },
              {
                // The driver's phone (issue 46): their deliveries, where an entregador lands.
                path: '/entregas',
                lazy: () => import('../features/owner-entregas/EntregasPage').then((m) => ({ Component: m.EntregasPage })),
              },
              {
                // Dispatch, the drivers' fees and the day's settlement (issue 46).
                path: '/entregadores',
                lazy: () => import('../features/owner-entregadores/EntregadoresPage').then((m) => ({ Component: m.EntregadoresPage })),
              },
              {
                // Customers' reviews (issue 47).
                path: '/avaliacoes',
                lazy: () => import('../features/owner-avaliacoes/AvaliacoesPage').then((m) => ({ Component: m.AvaliacoesPage })),
              },
              {
                path: '/cupons',
                lazy: () => import('../features/owner-cupons/CuponsPage').then((m) => ({ Component: m.CuponsPage })),
              },
              {
                path: '/mesas',
                lazy: () => import('../features/owner-mesas/MesasPage').then((m) => ({ Component: m.MesasPage })),
              },
              {
                path: '/pagamentos',
                lazy: () => import('../features/owner-pix-api/PagamentosPage').then((m) => ({ Component: m.PagamentosPage })),
              },
              {
                path: '/canais',
                lazy: () => import('../features/owner-canais/CanaisPage').then((m) => ({ Component: m.CanaisPage })),
              },
              {
                path: '/lojas',
                lazy: () => import('../features/owner-lojas/LojasPage').then((m) => ({ Component: m.LojasPage })),
              },
              {
                path: '/equipe',
                lazy: () => import('../features/owner-equipe/EquipePage').then((m) => ({ Component: m.EquipePage })),
              },
              {
                path: '/configuracao',
                lazy: () => import('../features/owner-loja/ConfiguracaoPage').then((m) => ({ Component: m.ConfiguracaoPage })),
              },
            ],
          },
          {
            // The print view of an order's ticket: the paper alone, without the owner area's menu.
            path: '/pedidos/:id/imprimir',
            lazy: () => import('../features/owner-pedidos/ComandaPrintPage').then((m) => ({ Component: m.ComandaPrintPage })),
          },
          {
            // A driver's day on paper (issue 46): the same print view.
            path: '/entregadores/acerto/:id/imprimir',
            lazy: () => import('../features/owner-pedidos/ComandaPrintPage').then((m) => ({ Component: m.AcertoPrintPage })),
          },
          {
            // A till's report on paper (issue 46): the same print view.
            path: '/caixa/:id/imprimir',
            lazy: () => import('../features/owner-pedidos/ComandaPrintPage').then((m) => ({ Component: m.CaixaPrintPage })),
          },
          {
            // A table's bill on paper (issue 44): the same print view.
            path: '/salao/comandas/:id/imprimir',
            lazy: () => import('../features/owner-pedidos/ComandaPrintPage').then((m) => ({ Component: m.ContaPrintPage })),
          },
        ],
      },
      { path: '/admin/login', lazy: () => import('../features/admin-auth/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })) },
      { path: '/admin', loader: () => redirect('/admin/dashboard') },
      {
        lazy: () => import('../features/admin-auth/RequireAdmin').then((m) => ({ Component: m.RequireAdmin })),
        children: [
          {
            lazy: () => import('../features/admin-shell/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                path: '/admin/dashboard',
                lazy: () => import('../features/admin-dashboard/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
              },
              {
                path: '/admin/lojistas',
                lazy: () => import('../features/admin-lojistas/LojistasPage').then((m) => ({ Component: m.LojistasPage })),
              },
              {
                path: '/admin/planos',
                lazy: () => import('../features/admin-planos/PlanosPage').then((m) => ({ Component: m.PlanosPage })),
              },
              {
                path: '/admin/configuracoes',
                lazy: () => import('../features/admin-configuracoes/ConfiguracoesPage').then((m) => ({ Component: m.ConfiguracoesPage })),
              },
            ],
          },
        ],
      },
      // The privacy policy and the terms (features/legal): anyone reads them, with no session and no Firebase Auth SDK.
      // A brand's shops (issue 47): public, like the landing page.
      { path: '/marca/:slug', lazy: () => import('../features/public-marca/MarcaPage').then((m) => ({ Component: m.MarcaPage })) },
      { path: '/privacidade', lazy: () => import('../features/legal/PrivacidadePage').then((m) => ({ Component: m.PrivacidadePage })) },
      { path: '/termos', lazy: () => import('../features/legal/TermosPage').then((m) => ({ Component: m.TermosPage })) },
      { path: pagePaths.catalogo.pattern, lazy: publicPage },
      { path: pagePaths.loja.pattern, lazy: publicPage },
      { path: pagePaths.catalogoProduto.pattern, lazy: publicPage },
      { path: pagePaths.lojaProduto.pattern, lazy: publicPage },
      { path: pagePaths.catalogoMesa.pattern, lazy: publicPage },
      { path: pagePaths.lojaMesa.pattern, lazy: publicPage },
      { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
