import type { FiadoExtrato } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newPage } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth, settled } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

/**
 * Fiado (issue 46) in the browser: the owner turns Maria's tab on, sells her a counter order
 * "fiado" on the pad (a second one over the limit is refused kindly), pays part of a table's bill on
 * her tab, reads the statement and receives a payment.
 */

const browser = await launchChromium();

describe('Fiado', () => {
  it('when the owner opens a tab, sells on it at the counter and on a bill, then the statement shows both and a payment lowers the balance', async () => {
    const { page } = await newOwnerPage(browser, PHONE, 'Fabi Fiado');
    await configurarLoja(page, 'fabi', { nome_loja: 'Mercadinho da Fabi' });
    const marmita = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Marmita do dia', preco: 60 });
    await ownerApi(page, 'PUT', '/loja/salao', { ativo: true, taxa_servico_percentual: 0, couvert: null });
    await ownerApi(page, 'POST', '/mesas/lote', { de: 1, ate: 1 });

    // The empty list says what fiado is for; "Novo fiado" turns Maria's on with R$ 100,00.
    await page.goto(appUrl('/fiado'));
    await page.getByRole('heading', { name: 'Nenhum fiado ainda' }).waitFor();
    await page.getByRole('button', { name: 'Novo fiado' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo fiado' });
    await dialogo.getByLabel('Telefone *').fill('11987654321');
    await dialogo.getByLabel('Nome *').fill('Maria Clara');
    await dialogo.getByLabel('Limite (R$) *').fill('100');
    await settled(page);
    await screenshotsAtEveryWidth(page, 'fiado-novo');
    await dialogo.getByRole('button', { name: 'Ligar fiado' }).click();
    await page.getByText('Fiado de Maria Clara ligado.').first().waitFor();
    await page.getByTestId('fiado-cliente').filter({ hasText: 'Maria Clara' }).waitFor();

    // The counter: a marmita on Maria's tab.
    await page.goto(appUrl('/garcom'));
    await page.getByRole('tab', { name: 'Balcão' }).click();
    await page.getByRole('tab', { name: 'Fiado' }).click();
    await page.getByLabel('Cliente do fiado').selectOption('5511987654321');
    await expect(page.getByLabel('Nome do cliente').inputValue()).resolves.toBe('Maria Clara');
    const produtos = page.getByRole('list', { name: 'Produtos' });
    await produtos.getByRole('button', { name: /Marmita do dia/ }).click();
    await page.getByRole('button', { name: /Enviar no fiado/ }).click();
    await page
      .getByText(/Pedido #\w+ de Maria Clara enviado para a cozinha\./)
      .first()
      .waitFor();

    // A second one passes the limit: said on the pad, kindly, with the order kept.
    await page.getByLabel('Cliente do fiado').selectOption('5511987654321');
    await produtos.getByRole('button', { name: /Marmita do dia/ }).click();
    await page.getByRole('button', { name: /Enviar no fiado/ }).click();
    await page.getByText('Limite do fiado de Maria Clara: R$ 100,00; em aberto R$ 60,00.', { exact: false }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshotsAtEveryWidth(page, 'fiado-balcao-limite');

    // A table's bill: R$ 30,00 of it on Maria's tab.
    const mesa = (await ownerApi<{ mesas: { id: string }[] }>(page, 'GET', '/mesas')).mesas[0]!;
    const { comanda_id } = await ownerApi<{ comanda_id: string }>(page, 'POST', `/mesas/${mesa.id}/pedido`, {
      produtos: [{ id: marmita.id, quantidade: 1 }],
    });
    await page.goto(appUrl(`/salao/comandas/${comanda_id}`));
    await page.getByRole('radio', { name: 'Fiado' }).check();
    await page.getByLabel('Cliente do fiado').selectOption('5511987654321');
    await page.getByLabel('Valor', { exact: true }).fill('30,00');
    await settled(page);
    await screenshotsAtEveryWidth(page, 'fiado-conta');
    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByText('Pagamento de R$\u00a030,00 registrado.').first().waitFor();

    // The statement: both charges, most recent first, R$ 90,00 owed; a payment of R$ 50,00 lands on the owner's till, opened first.
    await ownerApi(page, 'POST', '/caixa/abrir', { valor_inicial: 0 });
    await page.goto(appUrl('/fiado'));
    await page.getByTestId('fiado-cliente').filter({ hasText: 'Maria Clara' }).click();
    await expect.poll(() => page.getByTestId('fiado-saldo').textContent()).toBe('R$\u00a090,00');
    await expect
      .poll(() => page.getByTestId('fiado-lancamento').allTextContents())
      .toEqual([expect.stringContaining('Conta da Mesa 1'), expect.stringMatching(/Pedido \w+ \(balcão\)/)]);
    await screenshotsAtEveryWidth(page, 'fiado-extrato');
    await page.getByRole('button', { name: 'Receber pagamento' }).click();
    const receber = page.getByRole('dialog', { name: 'Receber pagamento' });
    await receber.getByLabel('Valor (R$) *').fill('50');
    await receber.getByLabel('Forma *').selectOption('pix');
    await receber.getByRole('button', { name: 'Receber' }).click();
    await page.getByText('Pagamento de R$\u00a050,00 recebido.').first().waitFor();
    await expect.poll(() => page.getByTestId('fiado-saldo').textContent()).toBe('R$\u00a040,00');
    await expect.poll(() => page.getByTestId('fiado-lancamento').first().textContent()).toContain('Pagamento em PIX');

    // The list: most owed first, its bar.
    await page.goto(appUrl('/fiado'));
    await page.getByRole('meter', { name: 'Limite usado' }).first().waitFor();
    await screenshotsAtEveryWidth(page, 'fiado-lista');
    const { lancamentos } = await ownerApi<FiadoExtrato>(page, 'GET', '/fiado/clientes/5511987654321');
    expect(lancamentos.map(({ tipo, valor, saldo }) => [tipo, valor, saldo])).toEqual([
      ['compra', 60, 60],
      ['compra', 30, 90],
      ['pagamento', 50, 40],
    ]);
  });

  it('when a customer who owes on their tab erases their data from the tracking page, then the page says the tab was kept and why', async () => {
    const { page: dono } = await newOwnerPage(browser, PHONE, 'Fabi Fiado');
    const slug = await configurarLoja(dono, 'fabi', { nome_loja: 'Mercadinho da Fabi', whatsapp: '5511977776666' });
    const marmita = await ownerApi<{ id: string }>(dono, 'POST', '/produtos', { nome: 'Marmita do dia', preco: 25 });
    await ownerApi(dono, 'PUT', '/loja/atendimento', { retirada: true, entrega: false, bairros: [], formas_pagamento: ['dinheiro'] });
    await ownerApi(dono, 'PUT', '/fiado/clientes/5511987650303', { nome: 'Rosa', limite: 100 });
    await ownerApi(dono, 'POST', '/balcao/pedidos', {
      cliente: { nome: 'Rosa' },
      consumo: 'retirada',
      produtos: [{ id: marmita.id, quantidade: 2 }],
      fiado: { telefone: '5511987650303' },
    });
    const pedido = await pedidoFeito(
      slug,
      umPedido({ produtos: [{ id: marmita.id, quantidade: 1 }], cliente: { nome: 'Rosa', telefone: '11987650303' } }),
    );

    const { page } = await newPage(browser, PHONE);
    await page.goto(appUrl(pedido.acompanhamento));
    await page.getByRole('button', { name: 'Apagar meus dados deste pedido' }).click();
    await page
      .getByRole('alertdialog', { name: 'Apagar seus dados deste pedido?' })
      .getByRole('button', { name: 'Apagar meus dados' })
      .click();
    const mantido = page.getByTestId('fiado-mantido');
    await mantido.waitFor();
    await expect(mantido.innerText()).resolves.toMatch(
      /^Seu fiado nesta loja tem R\$.50,00 em aberto: o telefone, o nome e os valores do fiado ficam guardados/,
    );
    await screenshotsAtEveryWidth(page, 'fiado-apagamento-mantido');
  });
});
