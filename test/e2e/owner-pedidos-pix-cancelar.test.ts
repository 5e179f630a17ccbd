import { describe, expect, it } from 'vitest';
import { EVERY_WIDTH, PHONE, appUrl, launchChromium, newPage, screenshot } from './browser.js';
import { pedidoPixDaLia, pspDoArquivo, screenshotsAtEveryWidth, settled } from './owner-helpers.js';

/*
 * Cancelling a PIX order still "Aguardando PIX" (issue 48) at 390 px: the customer paid at the bank
 * (the local PSP) and the bank's notification was lost. The attendant cancels from Pedidos; the
 * server asks the bank first: the order is not cancelled, a warning says why and what to do, and
 * its card shows "Pago".
 */

const browser = await launchChromium();
const psp = await pspDoArquivo();

describe('Cancelar um pedido com PIX pago sem aviso do banco', () => {
  it('when the bank says the PIX was paid, then the order stays, a warning tells what to do, and its card says Pago', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const { codigo, txid, clientId, doDono: pedidoDoDono } = await pedidoPixDaLia(page, psp);
    psp.pagar(txid, { clientId, notificacao: { descartar: true } });
    await psp.aguardarEntregas();
    expect((await pedidoDoDono()).pagamento?.status).toBe('pendente');

    await page.goto(appUrl('/pedidos'));
    const card = page.locator(`[data-testid="pedido"][data-codigo="${codigo}"]`);
    await card.getByText('Aguardando PIX').waitFor();
    await card.getByRole('button', { name: `Alterar status do pedido #${codigo}` }).click();
    await page
      .getByRole('dialog', { name: `Pedido #${codigo}` })
      .getByRole('button', { name: /^Cancelar pedido/ })
      .click();
    await page
      .getByRole('alertdialog', { name: `Cancelar o pedido #${codigo}?` })
      .getByRole('button', { name: 'Cancelar pedido' })
      .click();
    await page.getByText(`Pedido #${codigo} não foi cancelado`).waitFor();
    await page.getByText(/O banco acabou de confirmar o PIX deste pedido/).waitFor();
    await card.getByText('Pago', { exact: true }).waitFor();
    // The warning as it shows over the list (the whole-page pictures dismiss toasts).
    for (const [size, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await settled(page);
      await screenshot(page, 'pedido-pix-pago-ao-cancelar-aviso', { fullPage: false, suffix: size });
    }
    await page.setViewportSize(PHONE);
    await screenshotsAtEveryWidth(page, 'pedido-pix-pago-ao-cancelar');
    expect(await pedidoDoDono()).toMatchObject({ status: 'novo', pagamento: { status: 'pago' } });
    await context.close();
  });
});
