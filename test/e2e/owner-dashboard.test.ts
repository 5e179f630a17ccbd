import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, screenshotWholePage, newPage } from './browser.js';
import { adminApi, adminToken, configurarLoja, newOwnerPage, ownerApi } from './owner-helpers.js';

const browser = await launchChromium();

const guide = (page: Page) => page.getByRole('heading', { name: 'Primeiros passos' });
const noWhatsapp = (page: Page) => page.getByRole('complementary', { name: 'Sua loja ainda não recebe pedidos' });

/** A step of the first-steps guide, read as a screen reader does ('Cadastre seus produtos (concluído)'). */
async function doneSteps(page: Page) {
  await guide(page).waitFor();
  return page.getByRole('listitem').filter({ hasText: '(concluído)' }).allInnerTexts();
}

/** How many lines the digits of a money value take ('90.000,00' must never be split); 'R$' may wrap on its own. */
const digitLines = (value: Locator) =>
  value.evaluate((element) => {
    const text = element.firstChild!;
    const start = text.textContent!.search(/\d/);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, text.textContent!.length);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });

async function order(slug: string, produto: { id: string; nome: string; preco: number }, quantidade: number) {
  const response = await fetch(appUrl(`/api/loja/${slug}/pedido`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ produtos: [{ id: produto.id, nome: produto.nome, preco: produto.preco, quantidade }] }),
  });
  expect(response.status).toBe(201);
}

describe('Dashboard', () => {
  it('when a new shop has no WhatsApp number, then a warning says so and the first steps stay, each marked done, until all four are', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Rosa Lima');
    const slug = await configurarLoja(page, 'rosa', { nome_loja: 'Doces da Rosa' });

    await noWhatsapp(page).waitFor();
    await expect(doneSteps(page)).resolves.toEqual([]);
    await page.getByText('0 de 4 concluídos').waitFor();

    // The first product no longer hides the guide while the shop cannot receive orders.
    const produto = await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', {
      nome: 'Bolo de casamento',
      preco: 10_000,
    });
    await page.reload();
    await page.getByText('1 de 4 concluídos').waitFor();
    expect(await doneSteps(page)).toEqual([expect.stringContaining('Cadastre seus produtos')]);
    await noWhatsapp(page).waitFor();
    await screenshotWholePage(page, 'dashboard-sem-whatsapp');
    await page.setViewportSize(PHONE);
    await screenshotWholePage(page, 'dashboard-sem-whatsapp');
    await page.setViewportSize(DESKTOP);

    // The warning's button leads where the number is set.
    await noWhatsapp(page).getByRole('link', { name: 'Informar WhatsApp' }).click();
    await page.waitForURL('**/configuracao#whatsapp');
    // At that field, focused: the owner types the number straight away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 }).toBe('whatsapp');
    await page.getByLabel('WhatsApp', { exact: true }).fill('5511987654321');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.getByText('Tudo salvo').waitFor();
    await page.goto(appUrl('/dashboard'));
    await page.getByText('2 de 4 concluídos').waitFor();
    await expect(noWhatsapp(page).count()).resolves.toBe(0);

    // The first order and the service settings complete the guide; a large revenue is shown whole at 1280 px.
    // (The order first: a shop with service settings takes only checkout orders.)
    await order(slug, produto, 9); // R$ 90.000: under the platform's ceiling on an order's total (R$ 100.000)
    await page.reload();
    await page.getByText('3 de 4 concluídos').waitFor();
    // Faturamento counts accepted orders only (issue 24): the owner confirms it.
    const { pedidos } = await ownerApi<{ pedidos: { id: string }[] }>(page, 'GET', '/pedidos');
    await ownerApi(page, 'PUT', `/pedidos/${pedidos[0]!.id}`, { status: 'confirmado' });
    await ownerApi(page, 'PUT', '/loja/atendimento', { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] });
    const faturamento = page.getByText('Faturamento').locator('xpath=ancestor::div[contains(@class, "flex-col")][1]').getByTestId('valor');
    // The figures are the last 30 days' and today's, from Desempenho's daily counters (folded every second here).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText('Ticket médio').waitFor();
          return faturamento.textContent().then((text) => text?.replace(/\s/g, ' '));
        },
        { timeout: 20_000 },
      )
      .toBe('R$ 90.000,00');
    await expect(guide(page).count()).resolves.toBe(0);
    const indicadores = page.getByTestId('indicadores');
    await expect(indicadores.getByText('nos últimos 30 dias', { exact: true }).count()).resolves.toBe(1);
    await expect(indicadores.getByText('1 pedido aceito nos últimos 30 dias').isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByTestId('hoje')
        .innerText()
        .then((text) => text.replace(/\s+/g, ' ')),
    ).resolves.toBe('Hoje: 1 pedido recebido, R$ 90.000,00 de faturamento Ver desempenho');
    // The same figures as Desempenho for the same 30 days.
    const { resumo_mensal } = await ownerApi<{ resumo_mensal: { pedidos_mes: number; receita_mes: number } }>(
      page,
      'GET',
      '/analytics?periodo=30',
    );
    expect(resumo_mensal).toMatchObject({ pedidos_mes: 1, receita_mes: 90_000 });
    await expect(faturamento.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    await expect(digitLines(faturamento)).resolves.toBe(1);
    await screenshotWholePage(page, 'dashboard-completo');

    // Phones: the four figures in a 2 × 2 grid, so they do not fill the first screen.
    await page.setViewportSize(PHONE);
    const boxes = await page
      .getByTestId('indicadores')
      .locator(':scope > *')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const { x, y, width, bottom } = card.getBoundingClientRect();
          return { x, y, width, bottom };
        }),
      );
    expect(boxes).toHaveLength(4);
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[2]!.y).toBe(boxes[3]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
    await expect(faturamento.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    await expect(digitLines(faturamento)).resolves.toBe(1);
    await screenshotWholePage(page, 'dashboard-completo');
    await context.close();
  }, 120_000);

  it('when the admin suspends the shop or turns maintenance on, then the owner sees a banner with the support e-mail, and the landing page stops inviting sign-ups', async () => {
    const token = await adminToken();
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Sueli Campos');
    const { id } = await ownerApi<{ id: string }>(page, 'GET', '/users/me');
    const { context: visitor, page: landing } = await newPage(browser, PHONE);
    try {
      await adminApi(token, 'PUT', `/admin/lojistas/${id}/status`, { status: 'suspenso' });
      await page.reload();
      const suspensa = page.getByRole('complementary', { name: 'Sua loja está suspensa' });
      await suspensa.waitFor();
      await expect(suspensa.getByRole('link', { name: 'suporte@vitrine.dev' }).getAttribute('href')).resolves.toBe(
        'mailto:suporte@vitrine.dev',
      );
      // Nothing invites sharing a dead link.
      await page.getByText('Ticket médio').waitFor();
      await expect(page.getByRole('heading', { name: 'Compartilhe seu catálogo' }).count()).resolves.toBe(0);
      await expect(page.getByText('Compartilhar catálogo').count()).resolves.toBe(0);
      await screenshotWholePage(page, 'dashboard-suspensa');
      await page.setViewportSize(PHONE);
      await screenshotWholePage(page, 'dashboard-suspensa');
      await page.setViewportSize(DESKTOP);
      await adminApi(token, 'PUT', `/admin/lojistas/${id}/status`, { status: 'ativo' });

      await adminApi(token, 'PUT', '/admin/configuracoes', { configuracoes: [{ chave: 'manutencao', valor: 'true' }] });
      await page.reload();
      await page.getByRole('complementary', { name: 'A Vitrine está em manutenção' }).waitFor();
      await expect(page.getByRole('complementary', { name: 'Sua loja está suspensa' }).count()).resolves.toBe(0);
      await page.getByRole('heading', { name: 'Compartilhe seu catálogo' }).waitFor();
      await screenshotWholePage(page, 'dashboard-manutencao');

      await landing.goto(appUrl('/'));
      await landing.getByRole('complementary', { name: 'Estamos em manutenção' }).waitFor();
      await landing.getByRole('button', { name: 'Entrar com Google' }).waitFor();
      await expect(landing.getByRole('button', { name: 'Começar com Google' }).count()).resolves.toBe(0);
      await expect(landing.getByText('Comece a vender hoje').count()).resolves.toBe(0);
      await screenshotWholePage(landing, 'landing-manutencao');
      await landing.setViewportSize(DESKTOP);
      await screenshotWholePage(landing, 'landing-manutencao');
    } finally {
      await adminApi(token, 'PUT', '/admin/configuracoes', { configuracoes: [{ chave: 'manutencao', valor: 'false' }] });
      await adminApi(token, 'PUT', `/admin/lojistas/${id}/status`, { status: 'ativo' });
      await context.close();
      await visitor.close();
    }
  }, 120_000);
});
