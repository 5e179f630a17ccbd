import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PedidoDoLojista } from '@vitrine/shared';
import { ATENDIMENTO_DOS_DESCONTOS } from '../support/atendimento.js';
import { umPedido } from '../support/pedidos.js';
import { corpoDaConexaoPix, iniciarPspLocal, type PspLocal } from '../support/psp-local/psp.js';
import { PHONE, appUrl, e2eStack, launchChromium, newContext } from './browser.js';
import { lojaDaLia, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

/*
 * Cancelling a PIX order still "Aguardando PIX" (issue 48) at 390 px: the customer paid at the bank
 * (the local PSP) and the bank's notification was lost. The attendant cancels from Pedidos; the
 * server asks the bank first: the order is not cancelled, a warning says why and what to do, and
 * its card shows "Pago".
 */

let browser: Browser;
let psp: PspLocal;
beforeAll(async () => {
  browser = await launchChromium();
  psp = await iniciarPspLocal({ portaDeControle: false });
  const dir = join(e2eStack().dataDir, 'psp-local');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'autoridade.pem'), psp.certificados.autoridade);
}, 60_000);
afterAll(async () => {
  psp.semInvalidas();
  await psp.parar();
});

describe('Cancelar um pedido com PIX pago sem aviso do banco', () => {
  it('when the bank says the PIX was paid, then the order stays, a warning tells what to do, and its card says Pago', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const caminho = await lojaDaLia(page, { produtos: [{ nome: 'Geleia de amora', preco: 24.9 }], atendimento: ATENDIMENTO_DOS_DESCONTOS });
    const slug = caminho.split('/').pop()!;
    const cliente = await psp.novoCliente();
    await ownerApi(page, 'PUT', '/loja/pix-api', corpoDaConexaoPix(psp, cliente));
    const produtos = await ownerApi<{ id: string }[]>(page, 'GET', '/produtos');
    const { codigo } = await pedidoFeito(
      slug,
      umPedido({ produtos: [{ id: produtos[0]!.id, quantidade: 1 }], pagamento: { forma: 'pix' } }),
    );
    const cob = psp.cobrancas().find((cobranca) => cobranca.clientId === cliente.clientId)!;
    psp.pagar(cob.txid, { clientId: cliente.clientId, notificacao: { descartar: true } });
    await psp.aguardarEntregas();
    const pedidoDoDono = async () =>
      (await ownerApi<{ pedidos: PedidoDoLojista[] }>(page, 'GET', '/pedidos')).pedidos.find((pedido) => pedido.codigo === codigo)!;
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
    await screenshotsAtEveryWidth(page, 'pedido-pix-pago-ao-cancelar');
    expect(await pedidoDoDono()).toMatchObject({ status: 'novo', pagamento: { status: 'pago' } });
    await context.close();
  });
});
