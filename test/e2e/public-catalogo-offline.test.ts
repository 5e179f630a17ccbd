import { describe, expect, it } from 'vitest';
import { appUrl, launchPhoneProfile } from './browser.js';
import { asCustomer, textOf, expectCards, carrinhoContagem, openCatalogue } from './public-helpers.js';

// A catalogue opened once works offline (the service worker keeps it and its product pages). On a
// profile of its own, kept on disk as a phone keeps it: in CI, after many files in the shared
// browser, an incognito context twice lost the worker's catalogue cache between the visit and the
// reload (its pictures' cache and the precache stayed), which a phone's storage does not do.

describe('Public catalogue offline after one visit', () => {
  it('when a customer opened a catalogue once, then it and its product pages open offline without a second visit', async () => {
    const perfil = await launchPhoneProfile();
    try {
      const context = await asCustomer(perfil.context);
      const page = await context.newPage();
      await openCatalogue(page);
      // The first visit's answers arrived before the service worker: the page hands them over once it takes control.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.waitForFunction(async () => !!(await caches.match('/api/loja/demo')));
      const productPath = await page.getByRole('link', { name: /Leite com achocolatado/ }).getAttribute('href');

      await context.setOffline(true);
      // The worker's own requests too: Playwright applies setOffline to a service worker asynchronously
      // (one restarted by Chromium may still reach the network), and a worker that reaches the stack
      // is not what this test is about.
      await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await page
        .getByRole('heading', { level: 1, name: 'Café da Ana' })
        .waitFor()
        .catch(async (error: Error) => {
          // What the reload drew instead, and what the worker kept: the reason a CI run could not show it.
          const kept = await page.evaluate(async () => {
            const names = await caches.keys();
            return Promise.all(names.map(async (name) => `${name}: ${(await (await caches.open(name)).keys()).length}`));
          });
          throw new Error(
            `${error.message}\nstatus ${response?.status()}; page: ${(await page.locator('body').innerText()).slice(0, 500)}\ncaches: ${kept.join(', ')}`,
          );
        });
      await expectCards(page, 12);
      // A product page never opened: it is found in the catalogue the service worker kept.
      await page.goto(appUrl(productPath!));
      await page.getByRole('heading', { level: 1, name: 'Leite com achocolatado' }).waitFor();
      await page.getByRole('button', { name: /^Adicionar/ }).click();
      await expect(textOf(carrinhoContagem(page))).resolves.toBe('1 item');
    } finally {
      await perfil.close();
    }
  });
});
