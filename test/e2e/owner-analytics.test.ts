import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, openOwnerMenu, screenshotLoading, screenshotWholePage } from './browser.js';
import { ownerRequest, signInDemoOwner, signInNewOwner } from './owner-helpers.js';

const browser = await launchChromium();

type Linha = { id: string; nome: string; preco: number };

interface PedidoCriado {
  codigo: string;
  total: number;
  texto_whatsapp: string;
}

/** An order a customer sends from the catalogue, straight to the API. */
async function order(slug: string, itens: Array<{ id: string; nome: string; preco: number; quantidade: number }>): Promise<PedidoCriado> {
  const valor_total = itens.reduce((sum, item) => sum + item.preco * item.quantidade, 0);
  const response = await fetch(appUrl(`/api/loja/${slug}/pedido`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ produtos: itens, valor_total }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PedidoCriado;
}

/** The summary card's value: 'Visitas únicas' → '1'. */
const cardValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('valor').textContent();

const CHARTS = ['Visitas por dia', 'Pedidos por dia', 'Receita por dia'];

/** Analytics with its charts drawn: one per figure, each with its date labels (a day with nothing has no bar). */
async function waitForCharts(page: Page) {
  for (const name of CHARTS) {
    await page.getByRole('region', { name }).locator('.recharts-xAxis-tick-labels text').first().waitFor();
  }
}

const barCount = (page: Page, chart: string) => page.getByRole('region', { name: chart }).locator('.recharts-bar-rectangle path').count();

/**
 * Each figure has a chart of its own with one y-axis (orders never share a scale with visits), no
 * curve is drawn between days, and the last date label is inside its chart.
 */
async function expectHonestCharts(page: Page) {
  for (const name of CHARTS) {
    const chart = page.getByRole('region', { name });
    await expect(chart.locator('.recharts-yAxis').count(), name).resolves.toBe(1);
    await expect(chart.locator('.recharts-line, .recharts-curve.recharts-line-curve').count(), name).resolves.toBe(0);
    const edges = await chart.locator('svg.recharts-surface').evaluate((svg) => {
      const ticks = Array.from(svg.querySelectorAll('.recharts-xAxis-tick-labels text'));
      const last = ticks.at(-1)!.getBoundingClientRect();
      const box = svg.getBoundingClientRect();
      return { lastRight: last.right, svgRight: box.right, count: ticks.length };
    });
    expect(edges.lastRight, `${name}: last date label inside the chart`).toBeLessThanOrEqual(edges.svgRight);
  }
}

/** The order's card (phones) or row (desktop), whichever this width shows. */
const orderItem = (page: Page, codigo: string) => page.getByTestId('pedido').filter({ hasText: `#${codigo}`, visible: true });

/** expect.poll with room for a loaded 2-core machine (its default gives up after one second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** Intl's no-break spaces made plain. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('Analytics and orders', () => {
  it('when a customer comes from Instagram, views a product and orders, then the owner sees the visit, the origin, the view and the order, and confirms it on Pedidos', async () => {
    // A shop of its own: the demo shop's 90 days of history would hide one visit.
    const owner = await newContext(browser, DESKTOP);
    const page = await owner.newPage();
    await signInNewOwner(page, 'Helena Prado');
    const slug = `helena-${randomUUID().slice(0, 6)}`;
    expect(
      (
        await ownerRequest(page, 'PUT', '/loja/configuracao', {
          nome_loja: 'Doceria da Helena',
          subdominio: slug,
          cor_principal: '#DB2777',
        })
      ).status,
    ).toBe(200);
    expect((await ownerRequest(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: '5511988887777' })).status).toBe(200);
    const produtos: Linha[] = [];
    for (const [nome, preco] of [
      ['Brigadeiro gourmet', 4.5],
      ['Bolo de pote de ninho com morango', 14],
      ['Torta de limão', 9.9],
      ['Pão de mel', 6],
      ['Cookie de aveia e mel', 5.5],
    ] as const) {
      const created = await ownerRequest<Linha>(page, 'POST', '/produtos', { nome, preco });
      expect(created.status).toBe(201);
      produtos.push(created.body);
    }
    // Only what an order line carries.
    const linhas: Linha[] = produtos.map(({ id, nome, preco }) => ({ id, nome, preco }));
    const [brigadeiro, bolo, torta, paoDeMel, cookie] = linhas as [Linha, Linha, Linha, Linha, Linha];

    // Nothing yet: 'Nenhum dado encontrado', and the skeleton while the report loads.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/analytics'));
      await page.getByRole('heading', { name: 'Nenhum dado encontrado' }).waitFor();
      await page.getByText('Os dados aparecem conforme seu catálogo recebe visitas.', { exact: false }).waitFor();
      await screenshotWholePage(page, 'analytics-empty');
      await screenshotLoading(page, '/analytics', '**/api/analytics?**', 'analytics-loading');
      await page.goto(appUrl('/pedidos'));
      await page.getByRole('heading', { name: 'Nenhum pedido ainda' }).waitFor();
      await screenshotWholePage(page, 'pedidos-empty');
    }
    await page.setViewportSize(DESKTOP);

    // The customer: a link shared on Instagram, a product page, the cart, the order.
    const customer = await newContext(browser, PHONE);
    const shop = await customer.newPage();
    const eventos: Array<Record<string, unknown>> = [];
    // Read on their way out: the events go as beacons, whose bodies only an intercepted request shows.
    await shop.route('**/eventos', async (route) => {
      if (route.request().method() === 'POST') eventos.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    await shop.goto(appUrl(`/loja/${slug}?utm_source=instagram`));
    await shop.getByRole('heading', { level: 1, name: 'Doceria da Helena' }).waitFor();
    await shop.getByRole('link', { name: /Brigadeiro gourmet/ }).click();
    await shop.getByRole('heading', { level: 1, name: 'Brigadeiro gourmet' }).waitFor();
    await shop.getByRole('button', { name: /^Adicionar/ }).click();
    await shop.getByTestId('carrinho-botao').click();
    const sheet = shop.getByRole('dialog', { name: 'Seu Pedido' });
    const orderResponse = shop.waitForResponse((response) => response.url().endsWith(`/api/loja/${slug}/pedido`));
    const whatsappTab = customer.waitForEvent('page');
    // The send button carries the shop's texto_botao ('Fazer Pedido' by default) since issue 11's item 16.
    await sheet.getByRole('button', { name: /^(Fazer Pedido|Enviar pedido pelo WhatsApp)$/ }).click();
    const pedido = (await (await orderResponse).json()) as PedidoCriado;
    await (await whatsappTab).close();

    // One visit (the product page opened in the app does not count a second), one product view, both from Instagram.
    await poll(() => eventos.length).toBe(2);
    expect(eventos).toEqual([
      { tipo: 'visita', visitante: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), origem: 'instagram' },
      { tipo: 'visualizacao_produto', visitante: eventos[0]!.visitante, origem: 'instagram', produto_id: brigadeiro.id },
    ]);
    await customer.close();

    // The owner's Analytics: the visit, the order, Instagram, the product.
    await expect
      .poll(
        async () => (await ownerRequest<{ resumo_mensal: { visitas_unicas_mes: number } }>(page, 'GET', '/analytics?periodo=30')).body,
        {
          timeout: 15_000,
        },
      )
      .toMatchObject({ resumo_mensal: { visitas_unicas_mes: 1, pedidos_mes: 1 } });
    await page.goto(appUrl('/dashboard'));
    await openOwnerMenu(page, 'Desempenho');
    await page.getByRole('heading', { level: 1, name: 'Desempenho' }).waitFor();
    await poll(() => page.getByRole('button', { name: '30 dias' }).getAttribute('aria-pressed')).toBe('true');
    await expect(cardValue(page, 'Visitas únicas')).resolves.toBe('1');
    await expect(cardValue(page, 'Pedidos')).resolves.toBe('1');
    await expect(cardValue(page, 'Taxa de conversão')).resolves.toBe('100,00%');
    // Received, not yet accepted: no revenue (issue 24).
    await expect(cardValue(page, 'Receita').then(plain)).resolves.toBe('R$ 0,00');
    // No history before: the growth is 'novo', never '+100,0%' (which would read as "doubled").
    await expect(page.getByRole('group', { name: 'Visitas únicas' }).getByText('novo', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('group', { name: 'Pedidos' }).getByText('novo', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('indicadores').getByText('+100,0%').count()).resolves.toBe(0);
    await waitForCharts(page);
    await expectHonestCharts(page);
    await poll(() => barCount(page, 'Visitas por dia')).toBeGreaterThan(0);
    await poll(() => barCount(page, 'Pedidos por dia')).toBeGreaterThan(0);
    await expect(barCount(page, 'Receita por dia')).resolves.toBe(0);
    await expect(page.getByTestId('origens').getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Instagram\s+1\s+100,0%$/),
    ]);
    await expect(page.getByTestId('mais-visualizados').getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/Brigadeiro gourmet\s+1 visualização/),
    ]);
    await screenshotWholePage(page, 'analytics-primeiro-pedido');

    // The period lives in the URL.
    await page.getByRole('button', { name: '7 dias' }).click();
    await page.waitForURL((url) => url.searchParams.get('periodo') === '7');
    await poll(() => page.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await poll(() => page.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe('true');
    await expect(cardValue(page, 'Visitas únicas')).resolves.toBe('1');
    // A week shows every date, the last one (today) whole.
    await waitForCharts(page);
    await expectHonestCharts(page);
    await expect(page.getByRole('region', { name: 'Visitas por dia' }).locator('.recharts-xAxis-tick-labels text').count()).resolves.toBe(
      7,
    );

    // More orders, so Pedidos has a history to show: one delivered, one cancelled.
    const entregue = await order(slug, [
      { ...bolo, quantidade: 2 },
      { ...paoDeMel, quantidade: 3 },
    ]);
    const cancelado = await order(slug, [{ ...torta, quantidade: 1 }]);
    const grande = await order(slug, [
      { ...brigadeiro, quantidade: 25 },
      { ...bolo, quantidade: 4 },
      { ...torta, quantidade: 2 },
      { ...paoDeMel, quantidade: 10 },
      { ...cookie, quantidade: 6 },
    ]);
    for (const [codigo, status] of [
      [entregue.codigo, 'entregue'],
      [cancelado.codigo, 'cancelado'],
    ] as const) {
      const list = await ownerRequest<{ pedidos: Array<{ id: string; codigo: string }> }>(page, 'GET', '/pedidos');
      const id = list.body.pedidos.find((candidate) => candidate.codigo === codigo)!.id;
      expect((await ownerRequest(page, 'PUT', `/pedidos/${id}`, { status })).status).toBeLessThan(300);
    }

    // Pedidos opens on the open orders (the delivered and the cancelled one wait under Todos), newest
    // first: the customer's order, confirmed by the owner; it sticks after a reload.
    await openOwnerMenu(page, 'Pedidos');
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await orderItem(page, pedido.codigo).waitFor();
    const codes = await page
      .getByTestId('pedido')
      .filter({ visible: true })
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-codigo')));
    expect(codes).toEqual([grande.codigo, pedido.codigo]);
    const item = orderItem(page, pedido.codigo);
    await expect(item.getByText('1 × Brigadeiro gourmet').isVisible()).resolves.toBe(true);
    await expect(item.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).isVisible()).resolves.toBe(true);
    await expect(item.getByText('R$ 4,50').isVisible()).resolves.toBe(true);
    // The next step is the main button; the new status sticks after a reload.
    await expect(item.getByText('Novo', { exact: true }).isVisible()).resolves.toBe(true);
    await item.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByText(`Pedido #${pedido.codigo}: Confirmado.`).waitFor();
    await page.reload();
    await orderItem(page, pedido.codigo).getByText('Confirmado', { exact: true }).waitFor();

    // A refused change says so and puts the previous status back.
    await page.route('**/api/pedidos/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Erro interno. Tente novamente.' }) })
        : route.continue(),
    );
    await orderItem(page, pedido.codigo).getByRole('button', { name: 'Preparar', exact: true }).click();
    await page.getByText('Erro interno. Tente novamente.').waitFor();
    await orderItem(page, pedido.codigo).getByRole('button', { name: 'Preparar', exact: true }).waitFor();
    await expect(orderItem(page, pedido.codigo).getByText('Confirmado', { exact: true }).isVisible()).resolves.toBe(true);
    await page.unroute('**/api/pedidos/*');

    // WhatsApp again, with the order's text and no number: the owner picks the chat.
    const whatsapp = orderItem(page, pedido.codigo).getByRole('link', { name: `Abrir pedido #${pedido.codigo} no WhatsApp` });
    await expect(whatsapp.getAttribute('href')).resolves.toBe(`https://wa.me/?text=${encodeURIComponent(pedido.texto_whatsapp)}`);
    const tabPromise = owner.waitForEvent('page');
    await whatsapp.click();
    const tab = await tabPromise;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(tab.url()).searchParams.get('text')).toBe(pedido.texto_whatsapp);
    await tab.close();

    // The filter lives in the URL.
    await page.getByRole('button', { name: 'Cancelados' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelado');
    await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBe(1);
    await expect(orderItem(page, cancelado.codigo).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /^Novos \d+$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'novo');
    await orderItem(page, grande.codigo).waitFor();
    await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Todos \d+$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'todos');
    await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBe(4);

    await screenshotWholePage(page, 'pedidos');
    await page.setViewportSize(PHONE);
    await page.reload(); // the side menu would still be sliding away
    await orderItem(page, pedido.codigo).waitFor();
    await screenshotWholePage(page, 'pedidos');

    // Revenue counts the accepted orders (the confirmed one and the delivered one): not the cancelled one, nor the large one still novo.
    await page.goto(appUrl('/analytics'));
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    await expect(cardValue(page, 'Receita').then(plain)).resolves.toBe(plain(brl.format(pedido.total + entregue.total)));
    await waitForCharts(page);
    await poll(() => barCount(page, 'Receita por dia')).toBeGreaterThan(0);
    await screenshotWholePage(page, 'analytics-primeiro-pedido');
    await owner.close();
  }, 180_000);

  it('when the demo owner opens Analytics, then 90 days of history show as cards, charts and a ranking', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signInDemoOwner(page);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/analytics'));
      await waitForCharts(page);
      expect(Number((await cardValue(page, 'Visitas únicas'))?.replace(/\./g, ''))).toBeGreaterThan(0);
      expect(Number((await cardValue(page, 'Pedidos'))?.replace(/\./g, ''))).toBeGreaterThan(0);
      await expect(page.getByTestId('origens').getByRole('listitem').count()).resolves.toBeGreaterThan(1);
      await expect(page.getByTestId('mais-visualizados').getByRole('listitem').count()).resolves.toBeGreaterThan(1);
      await screenshotWholePage(page, 'analytics');
    }

    await page.setViewportSize(DESKTOP);
    const report = page.waitForResponse((response) => response.url().endsWith('/api/analytics?periodo=90'));
    await page.getByRole('button', { name: '90 dias' }).click();
    await page.waitForURL((url) => url.searchParams.get('periodo') === '90');
    await report;
    // The 30 days stay on screen, dimmed, until the 90 arrive.
    await poll(() => page.locator('[aria-busy]').getAttribute('aria-busy')).toBe('false');
    await waitForCharts(page);
    await screenshotWholePage(page, 'analytics-90');

    // Pedidos pages with 'Carregar mais': the first page cut to 10 orders, the next asked for with `antes`.
    // Every order of the demo, page by page: other files may have ordered on the demo shop before
    // this one ran, so how many pages there are is not this test's to assume.
    const todos: unknown[] = [];
    let antes: string | null = null;
    do {
      const path: string = antes ? `/pedidos?antes=${encodeURIComponent(antes)}` : '/pedidos';
      const pagina = await ownerRequest<{ pedidos: unknown[]; proximo: string | null }>(page, 'GET', path);
      todos.push(...pagina.body.pedidos);
      antes = pagina.body.proximo;
    } while (antes);
    expect(todos.length).toBeGreaterThan(10);
    let asked: string | null = null;
    await page.route(
      (url) => url.pathname === '/api/pedidos',
      async (route) => {
        const url = new URL(route.request().url());
        if (url.searchParams.has('antes')) {
          asked = url.searchParams.get('antes');
          return route.continue();
        }
        const response = await route.fetch();
        const body = (await response.json()) as { pedidos: Array<{ criado_em: string }> };
        const first = body.pedidos.slice(0, 10);
        await route.fulfill({ response, json: { pedidos: first, proximo: first.at(-1)!.criado_em } });
      },
    );
    // Every order: Todos (the screen opens on the open ones only).
    await page.goto(appUrl('/pedidos?status=todos'));
    await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBe(10);
    const carregarMais = page.getByRole('button', { name: 'Carregar mais' });
    while ((await carregarMais.count()) > 0) {
      const antesDoClique = await page.getByTestId('pedido').filter({ visible: true }).count();
      await carregarMais.click();
      await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBeGreaterThan(antesDoClique);
    }
    await poll(() => page.getByTestId('pedido').filter({ visible: true }).count()).toBe(todos.length);
    expect(asked).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('button', { name: 'Carregar mais' }).count()).resolves.toBe(0);
    const codes = await page
      .getByTestId('pedido')
      .filter({ visible: true })
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-codigo')));
    expect(new Set(codes).size).toBe(codes.length); // no order twice across the pages
    await context.close();
  });
});
