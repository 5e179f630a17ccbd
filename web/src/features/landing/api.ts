import { pagePaths } from '@vitrine/shared/api-paths';

/** The demo shop the landing page shows in its phone and links to (seeded by the local stack, scripts/lib/seed.ts). */
export const LOJA_DEMO_SLUG = 'demo';
export const LOJA_DEMO_PATH = pagePaths.loja({ slug: LOJA_DEMO_SLUG });
