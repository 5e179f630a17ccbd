/** The demo shop the landing page shows in its phone and links to (seeded by the local stack, scripts/lib/seed.ts). */
export const LOJA_DEMO_SLUG = 'demo';
export const LOJA_DEMO_PATH = `/loja/${LOJA_DEMO_SLUG}`;
