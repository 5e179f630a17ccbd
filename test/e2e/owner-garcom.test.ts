import { randomUUID } from 'node:crypto';
import type { MesasDoGarcomResponse, PedidosDoLojistaResponse } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { umCombo, umHamburguer, umProduto } from '../support/produtos.js';
import { PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newContext } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth, settled, signInOwner } from './owner-helpers.js';

const browser = await launchChromium();

/** Sends the counter's pad ("Enviar pedido") for `cliente` and waits for its toast: then the owner's orders (read as `dono`). */
async function enviarDoBalcao(page: Page, cliente: string, dono: Page) {
  await page.getByRole('button', { name: /Enviar pedido/ }).click();
  await page
    .getByText(new RegExp(`Pedido #\\w+ de ${cliente} enviado para a cozinha\\.`))
    .first()
    .waitFor();
  return (await ownerApi<PedidosDoLojistaResponse>(dono, 'GET', '/pedidos')).pedidos;
}

describe('Garçom', () => {
  it('when a waiter at 390 px adds a round for a table and moves a line to another table, then both bills add up, and the counter takes an order to go', async () => {
    // The owner sets the room up: two products, four tables, a 10 % fee, and invites the waiter.
    const { page: dono } = await newOwnerPage(browser, PHONE, 'Dora Dona');
    await configurarLoja(dono, 'dora', { nome_loja: 'Cantina da Dora' });
    await ownerApi(dono, 'POST', '/produtos', { nome: 'Pizza grande', preco: 45 });
    await ownerApi(dono, 'POST', '/produtos', { nome: 'Guaraná lata', preco: 6 });
    await ownerApi(dono, 'PUT', '/loja/salao', { ativo: true, taxa_servico_percentual: 10, couvert: null });
    await ownerApi(dono, 'POST', '/mesas/lote', { de: 1, ate: 4 });
    const email = `gil.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await ownerApi(dono, 'POST', '/equipe', { email, papel: 'garcom' });

    // The waiter lands on the pad, and the menu offers nothing else of the owner's.
    const page = await (await newContext(browser, PHONE)).newPage();
    await signInOwner(page, { sub: randomUUID(), email, name: 'Gil Garçom' });
    await page.waitForURL(appUrl('/garcom'));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Garçom', exact: true }).waitFor();
    for (const proibida of ['Pedidos', 'Produtos', 'Cupons', 'Equipe', 'Desempenho', 'Mesas']) {
      await expect(menu.getByRole('link', { name: proibida, exact: true }).count()).resolves.toBe(0);
    }
    await page.keyboard.press('Escape');
    const mesas = page.getByRole('list', { name: 'Mesas' });
    await mesas.getByRole('button', { name: /Mesa 1\s*livre/ }).waitFor();
    await screenshotsAtEveryWidth(page, 'garcom-mesas');

    // A round for Mesa 1: two pizzas (one tap each, one with a note) and a soda.
    await mesas.getByRole('button', { name: /Mesa 1/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Mesa 1' }).waitFor();
    const produtos = page.getByRole('list', { name: 'Produtos' });
    await produtos.getByRole('button', { name: /Pizza grande/ }).click();
    await produtos.getByRole('button', { name: /Pizza grande/ }).click();
    await page.getByPlaceholder('Buscar produto').fill('guarana');
    await produtos.getByRole('button', { name: /Guaraná lata/ }).click();
    await page.getByPlaceholder('Buscar produto').fill('');
    const linhas = page.getByTestId('linha-do-pad');
    await expect.poll(() => linhas.count()).toBe(2);
    await linhas.first().getByRole('button', { name: 'Observação' }).click();
    await page.getByLabel('Observação de Pizza grande').fill('bem assada');
    await expectNoSidewaysScroll(page);
    await screenshotsAtEveryWidth(page, 'garcom-pad');
    await page.getByRole('button', { name: /Enviar rodada\s*3 itens/ }).click();
    await page
      .getByText(/Rodada #\w+ enviada para a cozinha\./)
      .first()
      .waitFor();

    // The bill: 2 × 45 + 6 + 10 % = 105,60; one pizza moves to Mesa 2.
    const daConta = page.getByTestId('linha-da-conta');
    await expect
      .poll(() => daConta.allTextContents())
      .toEqual([expect.stringContaining('2× Pizza grande'), expect.stringContaining('1× Guaraná lata')]);
    await expect(page.getByTestId('total-da-conta').textContent()).resolves.toBe('R$\u00a0105,60');
    await page.getByRole('button', { name: 'Mudar Pizza grande de mesa' }).click();
    const mover = page.getByRole('dialog', { name: 'Mudar Pizza grande de mesa' });
    await mover.getByLabel('1 unidade').waitFor();
    await settled(page);
    await screenshotsAtEveryWidth(page, 'garcom-mover-linha');
    await mover.getByRole('listitem').filter({ hasText: 'Mesa 2' }).click();
    await page.getByText('Pizza grande mudou para a Mesa 2.').first().waitFor();
    await expect
      .poll(() => daConta.allTextContents())
      .toEqual([expect.stringContaining('1× Pizza grande'), expect.stringContaining('1× Guaraná lata')]);
    await expect.poll(() => page.getByTestId('total-da-conta').textContent()).toBe('R$\u00a056,10');
    await screenshotsAtEveryWidth(page, 'garcom-conta');
    const { mesas: salao } = await ownerApi<MesasDoGarcomResponse>(dono, 'GET', '/garcom/mesas');
    expect(salao.map((mesa) => [mesa.nome, mesa.estado, mesa.total])).toEqual([
      ['Mesa 1', 'ocupada', 56.1],
      ['Mesa 2', 'ocupada', 49.5],
      ['Mesa 3', 'livre', 0],
      ['Mesa 4', 'livre', 0],
    ]);

    // The counter: a soda to go for Rui.
    await page.getByRole('button', { name: 'Voltar às mesas' }).click();
    await page.getByRole('tab', { name: 'Balcão' }).click();
    await page.getByLabel('Nome do cliente').fill('Rui');
    await page.getByRole('tab', { name: 'Para viagem' }).click();
    await produtos.getByRole('button', { name: /Guaraná lata/ }).click();
    await screenshotsAtEveryWidth(page, 'garcom-balcao');
    const pedidos = await enviarDoBalcao(page, 'Rui', dono);
    expect(pedidos.find((pedido) => pedido.balcao)).toMatchObject({ balcao: { consumo: 'retirada' }, cliente: { nome: 'Rui' }, total: 6 });
  });

  it('when the counter at 390 px takes a combo whose burgers need a size, then the pad asks for it as the combo page does, and the order carries the choice (issue 47)', async () => {
    const { page } = await newOwnerPage(browser, PHONE, 'Cida Combo');
    await configurarLoja(page, 'cida', { nome_loja: 'Lanches da Cida' });
    const burger = await ownerApi<{ id: string }>(page, 'POST', '/produtos', umHamburguer());
    const batata = await ownerApi<{ id: string }>(page, 'POST', '/produtos', umProduto({ nome: 'Batata frita', preco: 12 }));
    await ownerApi(
      page,
      'POST',
      '/produtos',
      umCombo(
        [
          [burger.id, 2],
          [batata.id, 1],
        ],
        { preco: 49.9 },
      ),
    );

    await page.goto(appUrl('/garcom'));
    await page.getByRole('tab', { name: 'Balcão' }).click();
    await page.getByLabel('Nome do cliente').fill('Rui');
    await page
      .getByRole('list', { name: 'Produtos' })
      .getByRole('button', { name: /Combo Casal/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Combo Casal' });
    const itens = dialog.getByTestId('item-do-combo');
    await expect.poll(() => itens.count(), { timeout: 10_000 }).toBe(2);
    await dialog.getByRole('button', { name: /^Adicionar/ }).click();
    await dialog.getByRole('alert').getByText('Escolha 1 em “Tamanho” de X-Burger.').waitFor();
    await itens
      .nth(0)
      .getByLabel(/^Grande/)
      .check();
    await expect(dialog.getByRole('button', { name: /^Adicionar/ }).textContent()).resolves.toMatch(/Adicionar · R\$\s*59,90/);
    await expectNoSidewaysScroll(page);
    await screenshotsAtEveryWidth(page, 'garcom-combo');
    await dialog.getByRole('button', { name: /^Adicionar/ }).click();
    await page
      .getByTestId('linha-do-pad')
      .getByText(/2× X-Burger \(Tamanho: Grande\), 1× Batata frita/)
      .waitFor();
    const pedidos = await enviarDoBalcao(page, 'Rui', page);
    expect(pedidos[0]).toMatchObject({ total: 59.9, cliente: { nome: 'Rui' } });
    expect(JSON.stringify(pedidos[0])).toContain('Grande');
  });
});
