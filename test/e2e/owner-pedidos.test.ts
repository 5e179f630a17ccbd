import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SMALL_PHONE, appUrl, launchChromium } from './browser.js';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

const browser = await launchChromium();

const chip = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Filtrar por status' }).getByRole('button', { name });
const codigosNaTela = (page: Page) =>
  page
    .getByTestId('pedido')
    .filter({ visible: true })
    .evaluateAll((itens) => itens.map((item) => item.getAttribute('data-codigo')));

describe('Pedidos: em aberto e contagens', () => {
  it('when the owner opens Pedidos, then it shows the orders still being served ("Em aberto") and every chip says how many it has', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Helena Prado');
    const slug = await configurarLoja(page, 'helena', { nome_loja: 'Quitanda da Helena', whatsapp: '5511977776666' });
    const produto = await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', {
      nome: 'Cesta de frutas',
      preco: 40,
    });

    // Five orders: two new, one being prepared, one delivered, one cancelled.
    const codigos: string[] = [];
    for (let vez = 0; vez < 5; vez++) {
      codigos.push((await pedidoFeito(slug, { produtos: [{ id: produto.id, quantidade: vez + 1 }] })).codigo);
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

describe('Pedidos: the next step’s button', () => {
  it('when a pickup order is being prepared, then "Pronto para retirada" fits inside its button at every width, wrapping in a narrow column', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Beto Lima');
    const slug = await configurarLoja(page, 'beto', { nome_loja: 'Pizzaria do Beto', whatsapp: '5511977776666' });
    await ownerApi(page, 'PUT', '/loja/atendimento', ATENDIMENTO_EXEMPLO);
    const produto = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Pizza calabresa', preco: 45.9 });
    for (let vez = 0; vez < 2; vez++) {
      await pedidoFeito(
        slug,
        umPedido({
          produtos: [{ id: produto.id, quantidade: 1 }],
          cliente: { nome: 'Rita Alves', telefone: '(11) 91234-5678' },
        }),
      );
    }
    const { pedidos } = await ownerApi<{ pedidos: { id: string }[] }>(page, 'GET', '/pedidos');
    for (const { id } of pedidos)
      for (const status of ['confirmado', 'preparando']) await ownerApi(page, 'PUT', `/pedidos/${id}`, { status });

    await page.goto(appUrl('/pedidos'));
    const botoes = page.getByRole('button', { name: 'Pronto para retirada', exact: true });
    await botoes.nth(1).waitFor();
    // Its label neither spills out of the button nor is cut: the button holds all of it.
    const transborda = () =>
      botoes.evaluateAll((lista) => lista.map((botao) => botao.scrollWidth > botao.clientWidth || botao.scrollHeight > botao.clientHeight));
    for (const viewport of [DESKTOP, { width: 1024, height: 768 }, PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      await expect.poll(transborda, { message: `${viewport.width} px` }).toEqual([false, false]);
    }
    await screenshotsAtEveryWidth(page, 'pedidos-pronto-para-retirada');
    await context.close();
  }, 120_000);
});
