import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, screenshot, signInWithGoogle, newPage } from './browser.js';

const browser = await launchChromium();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('Owner signs in with Google (%s)', (_label, viewport) => {
  it('when an owner signs in on the emulator Google page, then lands on /dashboard, stays signed in after reload, and logs out to /', async () => {
    // With the service worker: registering it is part of the pages that must print no error.
    const context = await newContext(browser, viewport, { serviceWorkers: 'allow' });
    // What the app's pages print in the browser's console (not the emulator's account page, whose
    // Google fonts cannot load offline), and whether the app asked for a session.
    const consoleErrors: string[] = [];
    const sessionRequests: string[] = [];
    const ours = (opened: Page) => new URL(opened.url()).origin === new URL(appUrl('/')).origin;
    context.on('page', (opened) => {
      opened.on(
        'console',
        (message) => message.type() === 'error' && ours(opened) && consoleErrors.push(`${opened.url()}: ${message.text()}`),
      );
      opened.on('pageerror', (error) => ours(opened) && consoleErrors.push(`${opened.url()}: uncaught ${error.message}`));
      opened.on('request', (request) => request.url().includes('/api/users/me') && sessionRequests.push(request.url()));
    });
    const page = await context.newPage();
    const account = { email: `dona.${randomUUID().slice(0, 6)}@exemplo.com.br`, name: 'Beatriz Nogueira' };

    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/catálogo online/);
    // The hero is in index.html already (drawn by the build); the app's whole page has the second button.
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    await expect(page.getByRole('button', { name: 'Começar com Google' }).count()).resolves.toBe(2);
    await expect(page.getByText('Não precisa de cartão de crédito').isVisible()).resolves.toBe(true);
    await screenshot(page, 'landing');
    // An anonymous visitor is not asked for a session that cannot exist (the 401 would be a console error).
    expect(sessionRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await signInWithGoogle(page, account);
    await page.waitForURL('**/auth/callback');
    await page.getByText('Login realizado com sucesso!').waitFor();
    await screenshot(page, 'callback-success');
    await page.waitForURL('**/dashboard', { timeout: 5000 });
    await page.getByRole('heading', { name: 'Olá, Beatriz!' }).waitFor();
    // The popup sign-in and the session exchange leave no error behind (gapi-shim.js tells about auth/internal-error).
    expect(consoleErrors).toEqual([]);

    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      // Let the drawer finish sliding in before the picture.
      await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().left === 0);
      await screenshot(page, 'owner-shell-menu');
      await page.getByRole('button', { name: 'Fechar menu' }).click();
    }
    await expect(page.getByTestId('owner-name').textContent()).resolves.toBe('Beatriz Nogueira');
    await screenshot(page, 'owner-shell');

    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Beatriz!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    if (viewport === PHONE) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/produtos');

    if (viewport === PHONE) await page.getByRole('button', { name: 'Abrir menu' }).click();
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Começar com Google' }).first().waitFor();
    // Logged out, the landing page asks for no session again (reloaded once the logout has answered:
    // the page leaves the owner area before it does, and a reload would cancel it).
    await loggedOut;
    const askedBefore = sessionRequests.length;
    await page.reload();
    await page.getByRole('button', { name: 'Começar com Google' }).first().waitFor();
    expect(sessionRequests.length).toBe(askedBefore);

    // The session is gone on the server too: the owner area sends us back to the landing page.
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('Auth callback without a sign-in', () => {
  it('when /auth/callback is opened with nothing to exchange, then it shows "Erro no login" and returns to / after 3 s', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(appUrl('/auth/callback'));
    await page.getByText('Erro no login').waitFor();
    const shownAt = Date.now();
    await screenshot(page, 'callback-error');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
    // The timer started just before the message was seen; a wide margin keeps a loaded machine from
    // failing it, while an immediate redirect still would.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    await context.close();
  });
});
