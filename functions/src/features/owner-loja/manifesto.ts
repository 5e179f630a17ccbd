/**
 * The owner area's own installable app, the Gestor (issue 28): installed from any owner screen it
 * opens on Pedidos, is named after the shop and has an icon of its own (web/public/icons/gestor-*:
 * the orders' clipboard on dark slate), so it is never mistaken for the shop's app that customers
 * install (public-link-preview/manifesto.ts). The owner app links it in place of Vitrine's manifest
 * on the owner's screens (web/src/features/owner-shell/manifesto.ts); the landing keeps Vitrine's.
 * Its `scope` is the whole origin because the owner's screens are at the root (/pedidos, /cozinha...).
 */
export function manifestoDoGestor(nomeLoja: string) {
  const nome = nomeLoja.replace(/\s+/g, ' ').trim();
  return {
    id: '/gestor',
    name: nome ? `${nome} · Gestor Vitrine` : 'Gestor Vitrine',
    short_name: 'Gestor',
    description: 'Pedidos, cozinha e avisos de pedidos da sua loja na Vitrine.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/pedidos',
    scope: '/',
    display: 'standalone',
    theme_color: '#2563EB',
    background_color: '#F8FAFC',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/gestor-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/gestor-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/gestor-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
