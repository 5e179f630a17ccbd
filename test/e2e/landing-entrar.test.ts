import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, newPage } from './browser.js';
import { screenshotsAtEveryWidth } from './owner-helpers.js';

// The seeded demo owner (scripts/lib/seed.ts): the Auth emulator's Google page lists her account.
const DEMO_EMAIL = 'ana.demo@vitrine.dev';

const browser = await launchChromium();

describe('Landing: Entrar', () => {
  it('when a returning owner taps Entrar in the landing’s header, then the same Google sign-in takes her to her dashboard', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    const entrar = page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true });
    // On a phone too, beside the logo and wholly on screen.
    const caixa = (await entrar.boundingBox())!;
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(PHONE.width);
    await screenshotsAtEveryWidth(page, 'landing-entrar');

    const popupPromise = page.waitForEvent('popup');
    await entrar.click();
    const popup = await popupPromise;
    await popup.locator('.js-reuse-account').filter({ hasText: DEMO_EMAIL }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    await context.close();
  }, 90_000);
});
