import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newPage } from './browser.js';
import { screenshotsAtEveryWidth, signInAdmin } from './owner-helpers.js';

// The seeded demo shop (scripts/lib/seed.ts).
const DEMO_EMAIL = 'ana.demo@vitrine.dev';

const browser = await launchChromium();

describe('Admin: lojistas com a loja', () => {
  it('when the admin lists merchants, then each owner has the shop’s name and link beside them, at 360, 390 and 1280 px', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    // Through the menu, as the admin does (a reload right after signing in sometimes landed before the list drew).
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu do administrador' }).getByRole('link', { name: 'Lojistas' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/lojistas');
    const ana = page.getByRole('row').filter({ hasText: DEMO_EMAIL });
    await ana.waitFor();
    await expect(ana.innerText()).resolves.toContain('Café da Ana');
    const link = ana.getByRole('link', { name: '/loja/demo', exact: true });
    await expect(link.getAttribute('href')).resolves.toBe(appUrl('/loja/demo'));
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await screenshotsAtEveryWidth(page, 'admin-lojistas-loja');
    await context.close();
  }, 90_000);
});
