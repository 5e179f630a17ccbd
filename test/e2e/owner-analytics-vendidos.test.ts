import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext } from './browser.js';
import { screenshotsAtEveryWidth } from './owner-helpers.js';

// The seeded demo owner (scripts/lib/seed.ts): 90 days of visits and orders; the Auth emulator's Google page lists her account.
const DEMO_EMAIL = 'ana.demo@vitrine.dev';

const browser = await launchChromium();

/** A figure's value on the dashboard (StatCard) or on Desempenho (its group), as shown. */
const valorNoInicio = (page: Page, rotulo: string) =>
  page.getByTestId('indicadores').locator(':scope > *').filter({ hasText: rotulo }).getByTestId('valor').textContent();
const valorNoDesempenho = (page: Page, rotulo: string) =>
  page.getByRole('group', { name: rotulo, exact: true }).getByTestId('valor').textContent();

describe('Início e Desempenho: o mesmo período, os mais vendidos', () => {
  it('when the demo owner opens Início and then Desempenho, then the 30 days’ orders and revenue agree, and the best sellers are ranked by units', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
    const popup = await popupPromise;
    await popup.locator('.js-reuse-account').filter({ hasText: DEMO_EMAIL }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });

    await page.getByText('Ticket médio').waitFor();
    await expect(page.getByTestId('indicadores').getByText('nos últimos 30 dias', { exact: true }).count()).resolves.toBe(1);
    const pedidos = await valorNoInicio(page, 'Pedidos recebidos');
    const faturamento = await valorNoInicio(page, 'Faturamento');
    expect(Number(pedidos?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByTestId('hoje').getByText('Hoje:').waitFor();
    await screenshotsAtEveryWidth(page, 'inicio-periodo');

    await page.setViewportSize(DESKTOP);
    await page.getByTestId('hoje').getByRole('link', { name: 'Ver desempenho' }).click();
    await page.getByRole('button', { name: '30 dias' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: '30 dias' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => valorNoDesempenho(page, 'Pedidos')).toBe(pedidos);
    await expect(valorNoDesempenho(page, 'Receita').then((texto) => texto?.replace(/\s/g, ' '))).resolves.toBe(
      faturamento?.replace(/\s/g, ' '),
    );

    // The best sellers: units in accepted orders, most first.
    const vendidos = page.getByTestId('mais-vendidos').getByRole('listitem');
    await vendidos.first().waitFor();
    const unidades = (await vendidos.allInnerTexts()).map((linha) => Number(/(\d+)\s*unidades?/.exec(linha)?.[1]));
    expect(unidades.length).toBeGreaterThan(1);
    expect(unidades.every((n) => n > 0)).toBe(true);
    expect([...unidades].sort((a, b) => b - a)).toEqual(unidades);
    await screenshotsAtEveryWidth(page, 'desempenho-mais-vendidos');
    await context.close();
  }, 120_000);
});
