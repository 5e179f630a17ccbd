import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext } from './browser.js';
import { ownerApi, screenshotsAtEveryWidth, signInNewOwner } from './owner-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});

const chip = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Filtrar por status' }).getByRole('button', { name });
const codigosNaTela = (page: Page) =>
  page
    .getByTestId('pedido')
    .filter({ visible: true })
    .evaluateAll((itens) => itens.map((item) => item.getAttribute('data-codigo')));

describe('Pedidos: em aberto e contagens', () => {
  it('when the owner opens Pedidos, then it shows the orders still being served ("Em aberto") and every chip says how many it has', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signInNewOwner(page, 'Helena Prado');
    const slug = `helena-${randomUUID().slice(0, 6)}`;
    await ownerApi(page, 'PUT', '/loja/configuracao', { nome_loja: 'Quitanda da Helena', subdominio: slug });
    await ownerApi(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: '5511977776666' });
    const produto = await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', {
      nome: 'Cesta de frutas',
      preco: 40,
    });

    // Five orders: two new, one being prepared, one delivered, one cancelled.
    const codigos: string[] = [];
    for (let vez = 0; vez < 5; vez++) {
      const resposta = await fetch(appUrl(`/api/loja/${slug}/pedido`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ produtos: [{ id: produto.id, quantidade: vez + 1 }] }),
      });
      expect(resposta.status).toBe(201);
      codigos.push(((await resposta.json()) as { codigo: string }).codigo);
    }
    const { pedidos } = await ownerApi<{ pedidos: { id: string; codigo: string }[] }>(page, 'GET', '/pedidos');
    const id = (codigo: string) => pedidos.find((pedido) => pedido.codigo === codigo)!.id;
    await ownerApi(page, 'PUT', `/pedidos/${id(codigos[1]!)}`, { status: 'preparando' });
    await ownerApi(page, 'PUT', `/pedidos/${id(codigos[2]!)}`, { status: 'entregue' });
    await ownerApi(page, 'PUT', `/pedidos/${id(codigos[3]!)}`, { status: 'cancelado' });

    await page.goto(appUrl('/pedidos'));
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    // Opens on the open orders, newest first: the delivered and the cancelled one are not there.
    await expect.poll(() => chip(page, /^Em aberto 3$/).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => codigosNaTela(page)).toEqual([codigos[4], codigos[1], codigos[0]]);
    for (const nome of [/^Novos 2$/, /^Confirmados 0$/, /^Preparando 1$/, /^Entregues 1$/, /^Cancelados 1$/, /^Todos 5$/]) {
      await expect(chip(page, nome).count(), String(nome)).resolves.toBe(1);
    }
    await screenshotsAtEveryWidth(page, 'pedidos-em-aberto');
    await page.setViewportSize(DESKTOP);

    // Todos lives in the URL; the counts follow a status change made on the screen.
    await chip(page, /^Todos/).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'todos');
    await expect.poll(() => codigosNaTela(page)).toEqual([...codigos].reverse());
    await page.reload();
    await expect.poll(() => chip(page, /^Todos/).getAttribute('aria-pressed')).toBe('true');
    await page
      .getByTestId('pedido')
      .filter({ hasText: `#${codigos[4]}` })
      .getByRole('button', { name: 'Confirmar', exact: true })
      .click();
    await chip(page, /^Novos 1$/).waitFor();
    await chip(page, /^Confirmados 1$/).waitFor();
    await chip(page, /^Em aberto 3$/).waitFor();

    // Back to the open orders: no status in the URL.
    await chip(page, /^Em aberto/).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(() => codigosNaTela(page)).toEqual([codigos[4], codigos[1], codigos[0]]);
    await context.close();
  }, 120_000);
});
