import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { configurarLoja, ownerApi, signInNewOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

const browser = await launchChromium();

/** The Pedidos screen's live poll, visible page: an order prints within it. */
const POLL_MS = 8_000;

/** A customer's order through the public API: its code. */
async function pedir(slug: string, produtoId: string): Promise<string> {
  return (await pedidoFeito(slug, { produtos: [{ id: produtoId, quantidade: 2 }] })).codigo;
}

/**
 * The live poll's first read (GET /api/pedidos, no filter): what the shop has then is the starting
 * point and is not announced, so an order placed before it would print nowhere.
 */
const esperarInicioDoPoll = (page: Page) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/pedidos' && url.search === '';
  });

/** What each frame of the page sent to the printer: window.print() notes the frame's text on the top page. */
const impressoes = (page: Page) => page.evaluate(() => (window as unknown as { __impressoes?: string[] }).__impressoes ?? []);

describe('Impressão automática', () => {
  it('when the owner turns on automatic printing at 58 mm and orders arrive, then each prints once, laid out for the roll', async () => {
    const context = await newContext(browser, DESKTOP);
    // The page's clock is Playwright's, so the flow lets the live poll's 8 s pass at once (fastForward)
    // instead of sitting through them: each order must print by the poll that follows it.
    await context.clock.install();
    await context.addInitScript(() => {
      window.print = () => {
        const topo = window.top as unknown as { __impressoes?: string[] };
        topo.__impressoes = [...(topo.__impressoes ?? []), document.body?.innerText ?? ''];
      };
    });
    const page = await context.newPage();
    await signInNewOwner(page, 'Téo Barros');
    const slug = await configurarLoja(page, 'teo', { nome_loja: 'Pizzaria do Téo', whatsapp: '5511977776666' });
    const pizza = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Pizza de calabresa com cebola', preco: 45 });

    let inicioDoPoll = esperarInicioDoPoll(page);
    await page.goto(appUrl('/pedidos'));
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByRole('button', { name: 'Impressão automática' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Impressão automática neste aparelho' });
    await dialogo.getByRole('switch', { name: 'Imprimir cada pedido novo' }).click();
    await dialogo.getByRole('radio', { name: /58 mm/ }).click();
    await screenshot(page, 'impressao-automatica', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Impressão automática.*Ligada/ }).waitFor();

    await inicioDoPoll;
    const primeiro = await pedir(slug, pizza.id);
    await page.clock.fastForward(POLL_MS);
    await expect.poll(() => impressoes(page), { timeout: 5_000 }).toHaveLength(1);
    const [texto] = await impressoes(page);
    expect(texto).toContain(`PEDIDO #${primeiro}`);
    expect(texto).toContain('2x Pizza de calabresa');
    for (const linha of texto!.split('\n')) expect(linha.length, linha).toBeLessThanOrEqual(32);

    const segundo = await pedir(slug, pizza.id);
    await page.clock.fastForward(POLL_MS);
    await expect.poll(() => impressoes(page), { timeout: 5_000 }).toHaveLength(2);
    expect((await impressoes(page))[1]).toContain(`PEDIDO #${segundo}`);
    // A reload (the live poll starts over) prints neither again: by the time the poll has printed an
    // order placed after it started, it has been through the earlier ones, and printed only the new one.
    inicioDoPoll = esperarInicioDoPoll(page);
    await page.reload();
    await page.getByText(`#${segundo}`).first().waitFor();
    await inicioDoPoll;
    const terceiro = await pedir(slug, pizza.id);
    await page.clock.fastForward(POLL_MS);
    await expect
      .poll(async () => (await impressoes(page)).some((texto) => texto.includes(`PEDIDO #${terceiro}`)), { timeout: 5_000 })
      .toBe(true);
    const depoisDoReload = await impressoes(page);
    expect(depoisDoReload).toHaveLength(1);
    expect(depoisDoReload[0]).toContain(`PEDIDO #${terceiro}`);
  });
});
