import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayKey } from '../../functions/src/platform/calendar.js';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, launchChromium, screenshot, newPage } from './browser.js';
import { configurarLoja, ownerApi, ownerRequest, screenshotsAtEveryWidth, settled, signInNewOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { ENTREGA_NO_CENTRO, umPedido } from '../support/pedidos.js';

const browser = await launchChromium();

/** A new owner with a shop (slug, WhatsApp, one product, service settings) and a customer's delivery order. */
async function lojaComPedido(page: Page, nome: string) {
  await signInNewOwner(page, nome);
  const slug = await configurarLoja(page, 'conta', { nome_loja: `Loja de ${nome}`, whatsapp: '5511999998888' });
  await ownerApi(page, 'PUT', '/loja/atendimento', ATENDIMENTO_EXEMPLO);
  const produto = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Bolo de pote', preco: 25 });
  const pedido = await pedidoFeito(
    slug,
    umPedido({ produtos: [{ id: produto.id, quantidade: 1 }], entrega: ENTREGA_NO_CENTRO, observacao: 'Tocar a campainha' }),
  );
  return { slug, pedido };
}

describe('Minha conta (LGPD)', () => {
  it('when an owner downloads their data and then deletes the account from the settings screen, then the file holds their shop and orders, and afterwards nothing opens', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const { slug } = await lojaComPedido(page, 'Ana Souza');

    await page.goto(appUrl('/configuracao'));
    await page.getByRole('heading', { name: 'Minha conta', exact: true }).waitFor();
    await screenshotsAtEveryWidth(page, 'minha-conta');

    // Baixar meus dados: a JSON file named after the shop, with the order and its customer.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar meus dados' }).click();
    const arquivo = await download;
    // The file is named by the shop's day (São Paulo), not UTC's: from 21:00 there they differ.
    expect(arquivo.suggestedFilename()).toBe(`vitrine-${slug}-${dayKey(new Date())}.json`);
    const dados = JSON.parse(await readFile((await arquivo.path())!, 'utf8')) as {
      loja: { subdominio: string };
      produtos: { nome: string }[];
      pedidos: { cliente: { nome: string } }[];
    };
    expect(dados.loja.subdominio).toBe(slug);
    expect(dados.produtos.map((produto) => produto.nome)).toEqual(['Bolo de pote']);
    expect(dados.pedidos.map((pedido) => pedido.cliente.nome)).toEqual(['Maria Clara']);

    // Excluir minha conta: the button waits for the slug, typed.
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
    await dialog.waitFor();
    const excluir = dialog.getByRole('button', { name: 'Excluir definitivamente' });
    await expect(excluir.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox').fill('outra-loja');
    await expect(excluir.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox').fill(slug);
    await settled(page);
    await screenshot(page, 'minha-conta-excluir');
    await page.setViewportSize(DESKTOP);
    await settled(page);
    await screenshot(page, 'minha-conta-excluir');
    await page.setViewportSize(PHONE);
    await excluir.click();

    // Signed out on the landing page; the session, the shop and its link are gone.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Começar com Google' }).first().waitFor();
    await expect(ownerRequest(page, 'GET', '/users/me')).resolves.toMatchObject({ status: 401 });
    expect((await fetch(appUrl(`/api/loja/${slug}`))).status).toBe(404);
    await context.close();
  });

  it('when the customer erases their data from the tracking page, then the page says so and the owner sees the order without it', async () => {
    const { context: owner, page: ownerPage } = await newPage(browser, DESKTOP);
    const { pedido } = await lojaComPedido(ownerPage, 'Bruno Lima');

    const { context: cliente, page } = await newPage(browser, PHONE);
    await page.goto(appUrl(pedido.acompanhamento));
    await page.getByRole('button', { name: 'Apagar meus dados deste pedido' }).click();
    const confirmacao = page.getByRole('alertdialog', { name: 'Apagar seus dados deste pedido?' });
    await confirmacao.waitFor();
    await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmacao.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Apagar meus dados deste pedido' }).click();
    await screenshot(page, 'acompanhamento-apagar-dados');
    await confirmacao.getByRole('button', { name: 'Apagar meus dados' }).click();
    await page.getByTestId('dados-apagados').waitFor();
    await expect(page.getByTestId('dados-apagados').innerText()).resolves.toMatch(/foram apagados deste pedido em \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    await screenshot(page, 'acompanhamento-dados-apagados');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'acompanhamento-dados-apagados');

    await ownerPage.goto(appUrl('/pedidos'));
    const card = ownerPage.getByTestId('dados-apagados').first();
    await card.waitFor();
    await expect(card.innerText()).resolves.toBe('Dados apagados a pedido do cliente');
    await expect(ownerPage.getByText('Maria Clara').count()).resolves.toBe(0);
    await expect(ownerPage.getByText('Rua das Flores').count()).resolves.toBe(0);
    await screenshot(ownerPage, 'pedidos-dados-apagados');
    await Promise.all([owner.close(), cliente.close()]);
  });
});
