import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, newPage } from './browser.js';
import { ownerApi, pedidoPixDaLia, pspDoArquivo, screenshotsAtEveryWidth } from './owner-helpers.js';
import { dismissToasts } from './public-helpers.js';

/*
 * "Devolver o PIX" (issue 45) at 390 px: a PIX order paid through the shop's bank (the local PSP,
 * mutual TLS, its notification to the stack), cancelled, shows the button on its card; the owner
 * confirms, the bank takes the refund ('Devolução solicitada'), settles it and notifies, and the
 * card says 'PIX devolvido'.
 */

const browser = await launchChromium();
const psp = await pspDoArquivo();

describe('Devolver o PIX', () => {
  it('when a paid PIX order is cancelled, then its card offers the refund and follows it to "PIX devolvido"', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const { codigo, txid, clientId, doDono: pedidoDoDono } = await pedidoPixDaLia(page, psp);
    const pix = psp.pagar(txid, { clientId });
    await psp.aguardarEntregas();
    await expect.poll(async () => (await pedidoDoDono()).pagamento?.status, { timeout: 10_000 }).toBe('pago');
    await ownerApi(page, 'PUT', `/pedidos/${(await pedidoDoDono()).id}`, { status: 'cancelado' });

    await page.goto(appUrl('/pedidos?status=cancelado'));
    const card = page.locator(`[data-testid="pedido"][data-codigo="${codigo}"]`);
    const devolucao = card.getByTestId('devolucao-pix');
    await devolucao.getByRole('button', { name: 'Devolver o PIX' }).waitFor();
    await screenshotsAtEveryWidth(page, 'pedido-devolver-pix');

    await devolucao.getByRole('button', { name: 'Devolver o PIX' }).click();
    const confirmacao = page.getByRole('alertdialog');
    await expect(confirmacao.textContent()).resolves.toMatch(/R\$\s24,90/);
    await confirmacao.getByRole('button', { name: 'Devolver o PIX' }).click();
    await devolucao.getByText(/Devolução solicitada/).waitFor();
    await expect(devolucao.getByRole('button').count()).resolves.toBe(0);
    await dismissToasts(page);
    await screenshotsAtEveryWidth(page, 'pedido-devolucao-solicitada');

    // The bank settles it at once (the PSP's automatic refunds) and notifies the Pix again: the re-read
    // marks it. A notification within 5 s of the last re-read is not read again (the flood's bound):
    // the bank's retries, as a bank repeats a notification, get through once that passed.
    await expect
      .poll(
        async () => {
          await psp.aguardarEntregas();
          const status = (await pedidoDoDono()).pagamento?.status;
          if (status !== 'devolvido') psp.reenviar(pix.endToEndId);
          return status;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe('devolvido');
    await page.reload();
    await devolucao.getByText(/^PIX devolvido: R\$\s24,90$/).waitFor();
    await screenshotsAtEveryWidth(page, 'pedido-pix-devolvido');
    expect(psp.requisicoes.filter((r) => r.metodo === 'PUT' && r.caminho.includes('/devolucao/'))).toHaveLength(1);
    await context.close();
  });
});
