import type { PedidoResponse, PixApiResponse } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import type { PspLocal } from '../support/psp-local/psp.js';
import {
  DESKTOP,
  EVERY_WIDTH,
  PHONE,
  appUrl,
  expectNoSidewaysScroll,
  launchChromium,
  newContext,
  openOwnerMenu,
  screenshot,
} from './browser.js';
import { lojaDaLia, ownerApi, preencherBanco, pspDoStack, settled } from './owner-helpers.js';
import { CLIENTE_LEMBRADO, asCustomer, dismissToasts, sendPedido, toSummary, toastSettled, viewportShots } from './public-helpers.js';

/*
 * PIX confirmed by the shop's own bank (issue 45), end to end: the owner connects the bank on
 * Pagamentos (the local PSP, mutual TLS, the client's .p12 the test made) and sets the charges'
 * preferences; a customer orders by PIX at 390 px and sees the bank's code with its minutes left;
 * the PSP pays the charge and notifies the stack's webhook; the confirmation, the tracking page
 * and the owner's list (1280 px) say "Pago" without a reload.
 */

const browser = await launchChromium();
let psp: PspLocal;
beforeAll(async () => {
  psp = await pspDoStack();
}, 60_000);
afterAll(async () => {
  psp.semInvalidas();
  await psp.parar();
});

/** The whole page at 360, 390 and 1280 px (never wider than the screen), then back to `volta`. */
async function everyWidth(page: Page, name: string, volta: { width: number; height: number }) {
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name, { suffix: size });
  }
  await page.setViewportSize(volta);
}

describe('PIX confirmed by the bank', () => {
  it('when the owner connects the bank and a customer pays the order’s PIX, then the tracking page and the owner’s list say Pago without a reload', async () => {
    // The owner, on a computer.
    const ownerContext = await newContext(browser, DESKTOP);
    const owner = await ownerContext.newPage();
    const lojaPath = await lojaDaLia(owner, {
      produtos: [{ nome: 'Bolo de cenoura', preco: 22.5 }],
      atendimento: {
        ...ATENDIMENTO_EXEMPLO,
        entrega_gratis_acima: null,
        pix: { chave: 'loja@exemplo.com.br', nome: 'Empório da Lia', cidade: 'São Paulo' },
      },
    });

    await openOwnerMenu(owner, 'Pagamentos');
    await owner.getByRole('heading', { level: 1, name: 'Pagamentos' }).waitFor();
    await preencherBanco(owner, psp);
    await owner.getByRole('button', { name: 'Testar e salvar' }).click();
    await owner.getByTestId('pix-api-conectado').waitFor({ timeout: 30_000 });
    // The stack's Hosting is the webhook's origin: the bank took it.
    await owner
      .getByTestId('pix-api-webhook')
      .getByText(/^Registrado/)
      .waitFor();

    // The charges' preferences, saved by PATCH and read back.
    const cobrancas = owner.getByTestId('pix-api-cobrancas');
    const validade = cobrancas.getByLabel('Validade do PIX (minutos)');
    await expect(validade.inputValue()).resolves.toBe('30');
    await validade.fill('2');
    await cobrancas.getByRole('button', { name: 'Salvar' }).click();
    await cobrancas.getByText('O PIX precisa valer ao menos 5 minutos.').waitFor();
    await validade.fill('15');
    await cobrancas.getByRole('switch', { name: 'Só preparar depois de pago' }).click();
    await cobrancas.getByRole('switch', { name: 'Cancelar o pedido quando o PIX expirar' }).click();
    await cobrancas.getByRole('button', { name: 'Salvar' }).click();
    await owner.getByText('Preferências de cobrança salvas.').waitFor();
    await expect(ownerApi<PixApiResponse>(owner, 'GET', '/loja/pix-api')).resolves.toMatchObject({
      conectado: true,
      webhook_registrado: true,
      expiracao_min: 15,
      so_preparar_depois_de_pago: true,
      cancelar_ao_expirar: true,
    });
    await dismissToasts(owner);
    await everyWidth(owner, 'pix-pagamentos-cobrancas', DESKTOP);

    // A customer orders by PIX on a phone (her details remembered, PIX her last choice).
    const customerContext = await asCustomer(await newContext(browser, PHONE));
    await customerContext.addInitScript((cliente) => localStorage.setItem('vitrine:cliente', JSON.stringify(cliente)), {
      ...CLIENTE_LEMBRADO,
      forma: 'pix',
    });
    const page = await customerContext.newPage();
    await page.goto(appUrl(lojaPath));
    await page.getByRole('heading', { level: 1, name: 'Empório da Lia' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Bolo de cenoura ao carrinho', exact: true }).click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await toSummary(sheet);
    const { resposta } = await sendPedido(page, sheet);
    const pedido = (await resposta.json()) as PedidoResponse;
    // Within PIX_COBRANCA_PRAZO_MS the bank made the charge: confirmed by the bank, not by hand.
    expect(pedido.pagamento).toMatchObject({ forma: 'pix', confirmacao: 'automatica', status: 'pendente' });

    // The confirmation: the bank's code, its minutes left, and the promise the page keeps.
    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await enviado.getByText('Assim que o banco confirmar, esta página atualiza sozinha.').waitFor();
    await enviado.getByText('Expira em 15 minutos').waitFor();
    await expect(enviado.getByTestId('pix-copia-e-cola').textContent()).resolves.toBe(pedido.pix_copia_e_cola);
    await viewportShots(page, 'pix-confirmacao-pendente');

    // The tracking page, in another tab of the same phone, while the PIX waits.
    const acompanhamento = await customerContext.newPage();
    await acompanhamento.goto(appUrl(pedido.acompanhamento));
    await acompanhamento.getByText('Assim que o banco confirmar, esta página atualiza sozinha.').waitFor();
    await acompanhamento.getByText('Expira em 15 minutos').waitFor();
    await everyWidth(acompanhamento, 'pix-acompanhamento-pendente', PHONE);

    // The owner's list: the order waits for its PIX.
    await openOwnerMenu(owner, 'Pedidos');
    const card = owner.getByTestId('pedido').filter({ hasText: `#${pedido.codigo}`, visible: true });
    await expect(card.getByTestId('pagamento-chip').textContent()).resolves.toBe('Aguardando PIX');
    await everyWidth(owner, 'pix-pedidos-aguardando', DESKTOP);
    // "Só preparar depois de pago": confirmed, yes; prepared, not before the bank says so.
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await card.getByRole('button', { name: 'Preparar', exact: true }).click();
    await toastSettled(owner, `Pedido #${pedido.codigo}: aguardando o PIX`);
    await screenshot(owner, 'pix-pedidos-preparar-recusado', { fullPage: false });
    await expect(card.getByRole('button', { name: 'Preparar', exact: true }).isVisible()).resolves.toBe(true);
    await dismissToasts(owner);

    // The kitchen, on another screen of the shop: the order waits for its PIX.
    const cozinha = await ownerContext.newPage();
    await cozinha.goto(appUrl('/cozinha'));
    const naCozinha = cozinha.getByTestId('cozinha-pedido').filter({ hasText: `#${pedido.codigo}` });
    await naCozinha.getByTestId('cozinha-aguardando-pix').waitFor();
    await screenshot(cozinha, 'pix-cozinha-aguardando', { fullPage: false });

    // The payer pays; the bank notifies the stack's webhook, which reads the charge back.
    const [cobranca] = psp.cobrancas();
    psp.pagar(cobranca!.txid!);
    await psp.aguardarEntregas();
    const pago = /^Pago via PIX às \d{2}:\d{2}$/;
    await expect.poll(() => acompanhamento.getByTestId('pagamento-pix').textContent(), { timeout: 20_000 }).toMatch(pago);
    await expect.poll(() => card.getByTestId('pagamento-chip').textContent(), { timeout: 20_000 }).toBe('Pago');
    await expect.poll(() => enviado.getByTestId('pagamento-pix').textContent(), { timeout: 20_000 }).toMatch(pago);
    await naCozinha.getByTestId('cozinha-aguardando-pix').waitFor({ state: 'detached', timeout: 20_000 });
    // Paid: no code left to copy.
    await expect(acompanhamento.getByTestId('pix-copia-e-cola').count()).resolves.toBe(0);
    await card
      .getByTestId('pagamento-detalhe')
      .getByText(/^Pago via PIX às \d{2}:\d{2}/)
      .waitFor();
    await everyWidth(acompanhamento, 'pix-acompanhamento-pago', PHONE);
    await everyWidth(owner, 'pix-pedidos-pago', DESKTOP);
    await viewportShots(page, 'pix-confirmacao-pago');
    // Paid, the order may go to the kitchen.
    await card.getByRole('button', { name: 'Preparar', exact: true }).click();
    await card.getByRole('button', { name: 'Pronto para retirada', exact: true }).waitFor();
  });
});
