import type { CatalogoResponse, PedidosDoLojistaResponse } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { novoTelefone, umPedido } from '../support/pedidos.js';
import { EVERY_WIDTH, PHONE, appUrl, closeContexts, expectNoSidewaysScroll, launchChromium, newContext, screenshot } from './browser.js';
import { lojaDaLia, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

/**
 * Reviews (issue 47) in Chromium: a customer reviews her delivered order on the tracking page at
 * 390 px, and once the shop has five public reviews (the other four sent through the API) its
 * catalogue shows "★ média · 5 avaliações", which opens them.
 */

const browser = await launchChromium();
afterAll(async () => {
  await closeContexts();
});

/** Every width's picture of the screen, never wider than it; then back to the phone. */
async function emCadaLargura(page: Page, nome: string) {
  for (const [largura, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await screenshot(page, nome, { suffix: largura });
  }
  await page.setViewportSize(PHONE);
}

describe('Avaliações', () => {
  it('when a customer reviews her delivered order at 390 px and four others review theirs, then the catalogue shows the average of five', async () => {
    const owner = await (await newContext(browser)).newPage();
    const lojaPath = await lojaDaLia(owner, {
      produtos: [{ nome: 'Pão de mel', preco: 12 }],
      atendimento: { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] },
    });
    const slug = lojaPath.split('/').at(-1)!;
    const catalogo = (await (await fetch(appUrl(`/api/loja/${slug}`))).json()) as CatalogoResponse;
    const produto = catalogo.produtos[0]!;

    /** An order placed and delivered: its tracking token. */
    async function pedidoEntregue(nome: string) {
      const feito = await pedidoFeito(
        slug,
        umPedido({ produtos: [{ id: produto.id, quantidade: 1 }], cliente: { nome, telefone: novoTelefone() } }),
      );
      const { pedidos } = await ownerApi<PedidosDoLojistaResponse>(owner, 'GET', '/pedidos');
      const pedido = pedidos.find((umPedido) => umPedido.codigo === feito.codigo)!;
      await ownerApi(owner, 'PUT', `/pedidos/${pedido.id}`, { status: 'entregue' });
      return feito.acompanhamento.split('/').at(-1)!;
    }

    const token = await pedidoEntregue('Joana Lima');
    const page = await (await newContext(browser, PHONE)).newPage();
    await page.goto(appUrl(`/pedido/${token}`));
    const convite = page.getByTestId('avaliar-pedido');
    await convite.waitFor();
    // Five stars a thumb can hit at 360 px: each at least 44 px square, all on one row.
    await page.setViewportSize(EVERY_WIDTH[0]![1]);
    for (const estrela of await convite.getByRole('radio').all()) {
      const caixa = (await estrela.boundingBox())!;
      expect(Math.min(caixa.width, caixa.height)).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize(PHONE);
    await convite.scrollIntoViewIfNeeded();
    await emCadaLargura(page, 'public-avaliacoes-convite');

    await convite.getByRole('radio', { name: '4 de 5 estrelas' }).click();
    await convite.getByLabel('Comentário (opcional)').fill('<b>Muito bom</b>, chegou quentinho!');
    await convite.getByRole('button', { name: 'Enviar avaliação' }).click();
    const enviada = page.getByTestId('avaliacao-enviada');
    await expect.poll(() => enviada.textContent()).toContain('Obrigado pela avaliação!');
    // Text, never markup: the tags show as typed.
    await expect.poll(() => enviada.textContent()).toContain('<b>Muito bom</b>, chegou quentinho!');
    await emCadaLargura(page, 'public-avaliacoes-enviada');
    // Once sent, the page shows the review again on a reload, not the invitation.
    await page.reload();
    await page.getByTestId('avaliacao-enviada').waitFor();
    expect(await page.getByTestId('avaliar-pedido').count()).toBe(0);

    // Four public reviews: not enough yet, the catalogue shows nothing.
    const api = (corpo: object, tokenDoPedido: string) =>
      fetch(appUrl(`/api/pedido/${tokenDoPedido}/avaliacao`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin },
        body: JSON.stringify(corpo),
      });
    for (const [nome, nota] of [
      ['Bruno Alves', 5],
      ['Carla Dias', 5],
      ['Diego Souza', 4],
    ] as const) {
      expect((await api({ nota }, await pedidoEntregue(nome))).status).toBe(201);
    }
    await page.goto(appUrl(lojaPath));
    await page.getByRole('heading', { name: 'Empório da Lia' }).waitFor();
    // The reviews' read answers after the page: give it the time a fifth would take to show.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('resumo-avaliacoes').count()).toBe(0);

    expect((await api({ nota: 5, comentario: 'Recomendo' }, await pedidoEntregue('Eva Rocha'))).status).toBe(201);
    // The public read is cached a short while (30 s in the browser): a new page of the catalogue asks again.
    const cliente = await (await newContext(browser, PHONE)).newPage();
    await cliente.goto(appUrl(lojaPath));
    const resumo = cliente.getByTestId('resumo-avaliacoes');
    await resumo.waitFor({ timeout: 15_000 });
    // (4 + 5 + 5 + 4 + 5) / 5 = 4.6
    expect(await resumo.textContent()).toBe('★ 4,6 · 5 avaliações');
    await emCadaLargura(cliente, 'public-avaliacoes-catalogo');
    await resumo.click();
    const folha = cliente.getByRole('dialog');
    await folha.waitFor();
    await expect.poll(() => folha.getByRole('listitem').count(), { timeout: 15_000 }).toBe(5);
    expect(await folha.textContent()).toContain('Joana L.');
    expect(await folha.textContent()).toContain('<b>Muito bom</b>, chegou quentinho!');
    for (const [largura, viewport] of EVERY_WIDTH) {
      await cliente.setViewportSize(viewport);
      await screenshot(cliente, 'public-avaliacoes-folha', { fullPage: false, suffix: largura });
    }

    // The owner's Avaliações: all five, the newest first; hiding one marks it and the catalogue's figures leave it out.
    await owner.goto(appUrl('/avaliacoes'));
    const cartoes = owner.getByTestId('avaliacao');
    await expect.poll(() => cartoes.count(), { timeout: 15_000 }).toBe(5);
    await cartoes.first().getByRole('button', { name: 'Ocultar do catálogo' }).click();
    await cartoes.first().getByRole('button', { name: 'Mostrar no catálogo' }).waitFor();
    await screenshotsAtEveryWidth(owner, 'owner-avaliacoes');
  });
});
