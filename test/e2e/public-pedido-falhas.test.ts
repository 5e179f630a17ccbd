import { describe, expect, it } from 'vitest';
import { launchChromium, PHONE } from './browser.js';
import { customerContext, sheetShot, carrinhoBotao, toSummary, addFromCard, openCatalogue, answer } from './public-helpers.js';

// Ordering from the demo catalogue when the network or the shop fails the customer.

const browser = await launchChromium();

/** A phone (its service worker blocked, so every request meets the test's routes) at the checkout's summary with `produto` in the demo's cart. */
async function noResumo(produto: string) {
  const context = await customerContext(browser, PHONE);
  const page = await context.newPage();
  await openCatalogue(page);
  await addFromCard(page, produto).click();
  await carrinhoBotao(page).click();
  const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
  await toSummary(sheet);
  return { context, page, sheet };
}

describe('Ordering when something fails', () => {
  it('when the answer to an order is lost, then the retry sends the same Idempotency-Key and gets the same order', async () => {
    const { context, page, sheet } = await noResumo('Suco de laranja');

    // The server stores the order, the phone never hears back.
    const keys: string[] = [];
    await page.route('**/api/loja/demo/pedido', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    await page.getByText('Erro ao finalizar pedido. Tente novamente.').waitFor();
    await expect.poll(() => context.pages().length, { timeout: 5000 }).toBe(1); // the tab opened for WhatsApp was closed again
    await page.unroute('**/api/loja/demo/pedido');

    const retried = page.waitForRequest((request) => request.url().endsWith('/pedido'));
    const first = page.waitForResponse((response) => response.url().endsWith('/pedido'));
    const whatsappTab = context.waitForEvent('page');
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    expect((await retried).headers()['idempotency-key']).toBe(keys[0]);
    expect((await first).status()).toBe(200); // the stored order, not a new one
    const tab = await whatsappTab;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    await page.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
    await context.close();
  });

  it('when the order is refused or the shop has no WhatsApp, then the spec messages show and the cart stays', async () => {
    const { context, page, sheet } = await noResumo('Cookie de chocolate');
    const send = sheet.getByRole('button', { name: 'Fazer Pedido' });

    await page.route('**/api/loja/demo/pedido', answer(400, { error: 'Um dos produtos não está mais disponível: Cookie de chocolate.' }));
    await send.click();
    await page.getByText('Erro ao processar pedido. Tente novamente.').waitFor();
    // In the toast and on the summary.
    await sheet.getByRole('alert').getByText('Um dos produtos não está mais disponível: Cookie de chocolate.').waitFor();
    await sheetShot(page, 'catalogo-carrinho-erro');
    await page.unroute('**/api/loja/demo/pedido');

    await page.route('**/api/lojista/*/whatsapp', answer(404, { error: 'Esta loja ainda não informou o WhatsApp que recebe os pedidos.' }));
    await send.click();
    await page
      .getByText('Esta loja ainda não informou o WhatsApp que recebe os pedidos. Entre em contato com a loja diretamente.')
      .waitFor();
    await expect(sheet.getByText(/^\d+ × Cookie de chocolate$/).isVisible()).resolves.toBe(true);
    await expect.poll(() => context.pages().length, { timeout: 5000 }).toBe(1);
    await context.close();
  });
});
