import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, DESKTOP, launchChromium, PHONE } from './browser.js';
import { adminApi, adminToken } from './owner-helpers.js';
import { WHATSAPP, customerContext, shot, sheetShot, expectCards, carrinhoBotao, addFromCard, answer } from './public-helpers.js';

// What a customer sees when a shop, a catalogue or a product cannot be shown.

const browser = await launchChromium();

describe('A suspended shop', () => {
  it('when the admin suspends the shop, then its customers see it is unavailable, with its name and a WhatsApp link to reach it, on the catalogue and product pages', async () => {
    const demo = (await (await fetch(appUrl('/api/loja/demo'))).json()) as {
      loja: { lojista_id: string };
      produtos: Array<{ id: string }>;
    };
    const token = await adminToken();
    const status = (value: string) => adminApi(token, 'PUT', `/admin/lojistas/${demo.loja.lojista_id}/status`, { status: value });
    const catalogueStatus = async () => (await fetch(appUrl('/api/loja/demo'))).status;
    // The pages' function (preview) keeps the shop's document a few seconds too, apart from the API's:
    // until it sees the change, its page still carries the catalogue, which the app then shows.
    const pageStatus = async () => (await fetch(appUrl('/loja/demo'))).status;
    await status('suspenso');
    try {
      await expect.poll(catalogueStatus, { timeout: 15_000 }).toBe(403);
      await expect.poll(pageStatus, { timeout: 15_000 }).toBe(403);
      for (const viewport of [{ width: 360, height: 740 }, PHONE, DESKTOP]) {
        const context = await customerContext(browser, viewport);
        const page = await context.newPage();
        for (const path of ['/loja/demo', `/loja/demo/produto/${demo.produtos[0]!.id}`]) {
          await page.goto(appUrl(path));
          await page.getByRole('heading', { level: 1, name: 'Loja indisponível' }).waitFor();
          await page.getByText('O catálogo de Café da Ana não está disponível no momento.', { exact: false }).waitFor();
          const whatsapp = page.getByRole('link', { name: 'Falar no WhatsApp' });
          await expect(whatsapp.getAttribute('href')).resolves.toBe(`https://wa.me/${WHATSAPP}`);
          await expect(whatsapp.getAttribute('target')).resolves.toBe('_blank');
          await expect(page.getByText('+55 (11) 99999-8888', { exact: true }).isVisible()).resolves.toBe(true);
          // Nothing of the catalogue: no product, no cart.
          await expect(carrinhoBotao(page).count()).resolves.toBe(0);
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
        }
        await shot(page, viewport.width === 360 ? 'catalogo-loja-suspensa-360' : 'catalogo-loja-suspensa');
        // The link opens the shop's chat.
        const tab = context.waitForEvent('page');
        await page.getByRole('link', { name: 'Falar no WhatsApp' }).click();
        await (await tab).waitForURL(`https://wa.me/${WHATSAPP}`);
        await context.close();
      }
    } finally {
      await status('ativo');
      await expect.poll(catalogueStatus, { timeout: 15_000 }).toBe(200);
      await expect.poll(pageStatus, { timeout: 15_000 }).toBe(200);
    }
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('Public catalogue empty and error states (%s)', (_label, viewport) => {
  it('when the shop, catalogue or product cannot be shown, then each state has its own screen and text', async () => {
    const context = await customerContext(browser, viewport);
    const page = await context.newPage();
    const demo = (await (await fetch(appUrl('/api/loja/demo'))).json()) as { loja: Record<string, unknown> & { lojista_id: string } };

    const screens: Array<[name: string, path: string, api: string, status: number, body: unknown, text: string]> = [
      [
        'loja-indisponivel',
        '/loja/demo',
        '**/api/loja/demo',
        403,
        { error: 'Loja indisponível', codigo: 'loja_indisponivel' },
        'Loja indisponível',
      ],
      [
        'loja-indisponivel-sem-whatsapp',
        '/loja/demo',
        '**/api/loja/demo',
        403,
        { error: 'Loja indisponível', codigo: 'loja_indisponivel', loja: { nome_loja: 'Café da Ana', whatsapp: null } },
        'Loja indisponível',
      ],
      [
        'manutencao',
        '/loja/demo',
        '**/api/loja/demo',
        503,
        { error: 'Estamos em manutenção. Volte em alguns minutos.', codigo: 'manutencao' },
        'Estamos em manutenção',
      ],
      ['erro-catalogo', '/loja/demo', '**/api/loja/demo', 500, { error: 'Erro interno' }, 'Erro ao carregar catálogo'],
      ['catalogo-nao-encontrado', '/loja/demo', '**/api/loja/demo', 200, null, 'Catálogo não encontrado'],
      [
        'sem-produtos',
        '/loja/demo',
        '**/api/loja/demo',
        200,
        { loja: demo.loja, produtos: [], categorias: [] },
        'Nenhum produto disponível',
      ],
      [
        'erro-produto',
        '/loja/demo/produto/abc',
        '**/api/loja/demo/produto/abc',
        500,
        { error: 'Erro interno' },
        'Erro ao carregar produto',
      ],
    ];
    // The page as the preview function answers a shop it cannot draw: the app alone, which then reads the API.
    const semPrimeiraTela = async (route: Route) => route.fulfill({ response: await route.fetch({ url: appUrl('/index.html') }) });
    for (const [name, path, api, status, body, text] of screens) {
      await page.route(api, answer(status, body));
      await page.route(appUrl(path), semPrimeiraTela);
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: text }).waitFor();
      await shot(page, `catalogo-${name}`);
      await page.unroute(api);
      await page.unroute(appUrl(path));
    }

    // Real 404s: an unknown shop, an unknown shop id, an unknown product of a known shop.
    await page.goto(appUrl('/loja/nao-existe'));
    await page.getByRole('heading', { name: 'Loja não encontrada' }).waitFor();
    await shot(page, 'catalogo-loja-nao-encontrada');
    await page.goto(appUrl('/catalogo/lojista-que-nao-existe'));
    await page.getByRole('heading', { name: 'Loja não encontrada' }).waitFor();
    await page.goto(appUrl('/loja/demo/produto/nao-existe'));
    await page.getByRole('heading', { name: 'Produto não encontrado' }).waitFor();
    await shot(page, 'catalogo-produto-nao-encontrado');
    await page.getByRole('link', { name: 'Ver o catálogo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();

    // The same catalogue by the shop's id.
    await page.goto(appUrl(`/catalogo/${demo.loja.lojista_id}`));
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expectCards(page, 12);

    // An empty cart has no bar to open it (issue 25): emptying the open cart says so instead.
    await expect(carrinhoBotao(page).count()).resolves.toBe(0);
    await addFromCard(page, 'Café expresso').click();
    await carrinhoBotao(page).click();
    await page.getByRole('button', { name: 'Remover do carrinho' }).click();
    await page.getByRole('heading', { name: 'Seu carrinho está vazio' }).waitFor();
    await sheetShot(page, 'catalogo-carrinho-vazio');
    await page.getByRole('button', { name: 'Ver produtos' }).click();
    await context.close();
  });
});
