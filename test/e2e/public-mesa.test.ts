import type { Comanda, Mesa, MesasResponse } from '@vitrine/shared';
import { CHAMADO_REPETIDO, MESA_CODIGO_INVALIDO } from '@vitrine/shared/mesa';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PIZZARIA } from '../../scripts/lib/seed-tipos-de-loja.js';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext } from './browser.js';
import { ownerApi, signInOwner } from './owner-helpers.js';
import { carrinhoBotao, customerContext, dismissToasts, textOf, toastSettled, viewportShots } from './public-helpers.js';

/*
 * The customer at the table (issue 44) on phones of 390 px: the demo pizzeria's Mesa 4 QR code opens
 * the catalogue in table mode; phone A orders a pizza through its product page (the table's context
 * survives it) and sends it to the kitchen, phone B (another browser) orders açaí; both see one bill
 * with both rounds and the exact total, a payment the waiter takes shows up by itself, and the bill
 * is asked for (twice: the second is told kindly it is on its way). A replaced code's QR opens a page
 * that sends the customer to the waiter.
 */

const browser = await launchChromium();

/** The pizzeria's owner (Beto), signed in: the tables' codes and the bill's payments are the staff's. */
async function donoDaPizzaria() {
  const page = await (await newContext(browser, DESKTOP)).newPage();
  await signInOwner(page, DEMO_PIZZARIA.conta);
  const mesa = async (nome: string): Promise<Mesa> =>
    (await ownerApi<MesasResponse>(page, 'GET', '/mesas')).mesas.find((candidata) => candidata.nome === nome)!;
  return { page, mesa };
}

async function abrirMesa(page: Page, url: string) {
  await page.goto(appUrl(url));
  await page.getByRole('heading', { level: 1, name: 'Pizzaria do Beto' }).waitFor();
  await page.getByTestId('mesa-nome').waitFor();
}

const conta = (page: Page) => page.getByTestId('conta-da-mesa');
/** How often the open bill asks again (web/src/public-app/mesa/MesaPage.tsx, CONTA_ATUALIZA_MS). */
const CONTA_ATUALIZA_MS = 10_000;

describe('A mesa pelo QR Code', () => {
  it('when two phones at Mesa 4 each send a round, then both see one bill with both rounds and the exact total, and the bill is asked for', async () => {
    const dono = await donoDaPizzaria();
    // Mesa 4: the demo's Mesa 7 has an open bill of its own (scripts/lib/demo-salao.ts).
    const mesa4 = await dono.mesa('Mesa 4');

    // Phone A: Joana, who ordered here before (her name is remembered).
    const contextoA = await customerContext(browser, PHONE);
    // Phone A's clock is Playwright's: the flow lets the open bill's refresh (every 10 s) come at
    // once (fastForward) instead of sitting through it; the clock runs on as usual meanwhile.
    await contextoA.clock.install();
    const a = await contextoA.newPage();
    await abrirMesa(a, mesa4.url);
    await expect(textOf(a.getByTestId('mesa-nome'))).resolves.toBe('Mesa 4');
    // Table mode: no delivery, fee, minimum or "Meus pedidos" in the header.
    const cabecalho = a.getByRole('banner');
    await expect(cabecalho.getByText(/Entrega|Retirada|mínimo|Taxa/).count()).resolves.toBe(0);
    await viewportShots(a, 'mesa-catalogo');

    // The pizza through its product page, a path without the table: it knows the table, and goes back to it.
    await a.getByRole('link', { name: 'Escolher opções de Pizza grande (8 fatias)' }).first().click();
    await a.getByRole('heading', { name: 'Pizza grande (8 fatias)' }).waitFor();
    await expect(textOf(a.getByTestId('produto-mesa'))).resolves.toBe('Mesa 4');
    await a.getByLabel(/^Calabresa/).check();
    await a.getByRole('button', { name: /^Adicionar/ }).click();
    await a.waitForURL((url) => url.pathname === new URL(appUrl(mesa4.url)).pathname && url.searchParams.get('c') === mesa4.codigo);
    await a.getByTestId('mesa-nome').waitFor();
    await expect(textOf(carrinhoBotao(a))).resolves.toMatch(/1 item · R\$ 45,90/);

    // The same shop's delivery catalogue, in another tab of the same phone: its own cart, no table.
    const entrega = await contextoA.newPage();
    await entrega.goto(appUrl(`/loja/${DEMO_PIZZARIA.slug}`));
    await entrega.getByText('Desenvolvido por').waitFor();
    await expect(entrega.getByTestId('mesa').count()).resolves.toBe(0);
    await expect(carrinhoBotao(entrega).count()).resolves.toBe(0);
    await entrega.close();

    // The cart: the lines, an optional name, no phone (the pizzeria has no loyalty card), "Enviar para a cozinha".
    await dismissToasts(a);
    await carrinhoBotao(a).click();
    const sheet = a.getByRole('dialog', { name: 'Seu pedido' });
    await expect(sheet.getByLabel('Seu nome (opcional)').inputValue()).resolves.toBe('Joana Lima');
    await expect(sheet.getByLabel(/telefone/i).count()).resolves.toBe(0);
    await expect(sheet.getByText(/WhatsApp/).count()).resolves.toBe(0);
    await viewportShots(a, 'mesa-carrinho');
    const rodadaA = a.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/mesa\/[^/]+\/pedido\?/.test(response.url()),
    );
    await sheet.getByRole('button', { name: 'Enviar para a cozinha' }).click();
    expect((await rodadaA).status()).toBe(201);
    const enviada = a.getByRole('dialog', { name: 'Pedido enviado para a cozinha!' });
    await enviada
      .getByTestId('rodada-enviada')
      .getByText(/A cozinha já recebeu seu pedido de R\$\s45,90/)
      .waitFor();
    await viewportShots(a, 'mesa-rodada-enviada');
    await enviada.getByRole('button', { name: 'Pedir mais' }).click();
    await expect(carrinhoBotao(a).count()).resolves.toBe(0);

    // Phone B: someone else at the table, on a browser that never ordered: 300 g of açaí, no name.
    const b = await (await newContext(browser, PHONE)).newPage();
    await abrirMesa(b, mesa4.url);
    await b.locator('article').filter({ hasText: 'Açaí no peso' }).getByRole('link').first().click();
    await b.getByRole('heading', { name: 'Açaí no peso' }).waitFor();
    await expect(textOf(b.getByTestId('peso-valor'))).resolves.toBe('300 g — R$ 17,97');
    await b.getByRole('button', { name: /^Adicionar/ }).click();
    await b.getByTestId('mesa-nome').waitFor();
    await carrinhoBotao(b).click();
    const sheetB = b.getByRole('dialog', { name: 'Seu pedido' });
    await expect(sheetB.getByLabel('Seu nome (opcional)').inputValue()).resolves.toBe('');
    await sheetB.getByRole('button', { name: 'Enviar para a cozinha' }).click();
    await b.getByTestId('rodada-enviada').waitFor();
    await b.getByRole('button', { name: 'Ver a conta' }).click();

    // One bill on both phones: 45,90 + 17,97 = 63,87; the optional 10 % fee, 6,39 (half up); 70,26.
    for (const page of [b, a]) {
      if (page === a) await a.getByTestId('mesa-conta').click();
      await expect.poll(() => conta(page).getByTestId('conta-rodada').count(), { timeout: 15_000 }).toBe(2);
      await expect(textOf(conta(page).getByTestId('conta-total'))).resolves.toBe('R$ 70,26');
      await conta(page).getByText('Taxa de serviço (opcional) 10%').waitFor();
      await expect(textOf(conta(page).getByTestId('conta-taxa'))).resolves.toBe('R$ 6,39');
    }
    const rodadas = await conta(a).getByTestId('conta-rodada').allTextContents();
    expect(rodadas[0]).toMatch(/1×\s*Pizza grande/);
    // The weighed line as the cart gives it, with the cart's note that its price may vary a little.
    expect(rodadas[1]).toMatch(/≈ 300 g de\s*Açaí no peso/);
    await conta(a).getByTestId('nota-do-peso').waitFor();

    // The waiter takes R$ 30,00 by PIX: the open bill shows it within its next refresh (10 s), with what is left.
    const { comandas } = await ownerApi<{ comandas: Comanda[] }>(dono.page, 'GET', '/comandas?status=aberta');
    const comanda = comandas.find((candidata) => candidata.mesa.id === mesa4.id)!;
    expect(comanda.total).toBe(70.26);
    await ownerApi(dono.page, 'POST', `/comandas/${comanda.id}/pagamentos`, { forma: 'pix', valor: 30 });
    await a.clock.fastForward(CONTA_ATUALIZA_MS);
    // Shown by a refresh of the bill's own, without a reload (a bill that never asks again fails here).
    await conta(a).getByTestId('conta-falta').waitFor({ timeout: 8_000 });
    await expect(textOf(conta(a).getByTestId('conta-pago'))).resolves.toBe('−R$ 30,00');
    await expect(textOf(conta(a).getByTestId('conta-falta'))).resolves.toBe('R$ 40,26');
    await viewportShots(a, 'mesa-conta');

    // "Pedir a conta" from phone B, then again from phone A within the minute: told kindly, no error.
    await b.getByRole('dialog', { name: 'A conta da mesa' }).getByTestId('conta-pedir-conta').click();
    await toastSettled(b, 'Pedimos a conta. O garçom já traz.');
    await a.getByRole('dialog', { name: 'A conta da mesa' }).getByTestId('conta-pedir-conta').click();
    await toastSettled(a, CHAMADO_REPETIDO.conta);
    await a.getByRole('dialog', { name: 'A conta da mesa' }).getByText('Conta pedida').waitFor();
    await expect(a.getByText(/erro/i).count()).resolves.toBe(0);

    // The table's bill closed by the staff (the demo's table is free again for the next run).
    await ownerApi(dono.page, 'POST', `/comandas/${comanda.id}/pagamentos`, { forma: 'dinheiro', valor: 40.26 });
    await ownerApi(dono.page, 'POST', `/comandas/${comanda.id}/fechar`, { incluir_taxa_servico: true });
  });

  it('when the owner gives a table a new code, then its old QR code opens a page that sends the customer to the waiter', async () => {
    const dono = await donoDaPizzaria();
    const antes = await dono.mesa('Mesa 12');
    await ownerApi(dono.page, 'POST', `/mesas/${antes.id}/novo-codigo`, {});
    const depois = await dono.mesa('Mesa 12');

    const page = await (await customerContext(browser, PHONE)).newPage();
    await page.goto(appUrl(antes.url));
    await page.getByText(MESA_CODIGO_INVALIDO).waitFor();
    await expect(page.getByTestId('mesa').count()).resolves.toBe(0);
    await viewportShots(page, 'mesa-codigo-invalido');

    // The new QR code opens the table.
    await abrirMesa(page, depois.url);
    await expect(textOf(page.getByTestId('mesa-nome'))).resolves.toBe('Mesa 12');
  });
});
