import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, openOwnerMenu, screenshot } from './browser.js';
import { sendPedido, viewportShots } from './public-helpers.js';
import { WHATSAPP_DA_LIA, lojaDaLia } from './owner-helpers.js';

const browser = await launchChromium();

const ATENDIMENTO = {
  ...ATENDIMENTO_EXEMPLO,
  entrega_gratis_acima: null,
  pix: { chave: 'loja@exemplo.com.br', nome: 'Empório da Lia', cidade: 'São Paulo' },
};

/** The shop with two products and these service settings, its owner still signed in: the shop's path and the owner's page. */
async function shopWithAtendimento(atendimento: Record<string, unknown>): Promise<{ lojaPath: string; owner: Page }> {
  const context = await newContext(browser, DESKTOP);
  // The owner's clock is Playwright's: the flow lets Pedidos' 10 s pass at once (fastForward).
  await context.clock.install();
  const owner = await context.newPage();
  const produtos = [
    { nome: 'Bolo de cenoura', preco: 22.5 },
    { nome: 'Café coado', preco: 6 },
  ];
  return { lojaPath: await lojaDaLia(owner, { produtos, atendimento }), owner };
}

async function customerContext(): Promise<BrowserContext> {
  // No service worker: page.route sees every request (the tracking page's read made to fail).
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
  return context;
}

const add = (page: Page, produto: string) => page.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true }).click();
const openCart = async (page: Page) => {
  await page.getByTestId('carrinho-botao').click();
  const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
  await sheet.waitFor();
  return sheet;
};
const step = (sheet: Locator, nome: string) => sheet.getByText(new RegExp(`^${nome} · etapa \\d de 5$`)).waitFor();
const plain = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ');

describe('Checkout on a phone', () => {
  it('when a customer orders for delivery to a neighbourhood paying cash with change, then WhatsApp gets the whole order, the tracking page shows it, and the next order finds the details remembered', async () => {
    const { lojaPath, owner } = await shopWithAtendimento(ATENDIMENTO);
    // The owner keeps Pedidos open while the customer orders.
    await openOwnerMenu(owner, 'Pedidos');
    await owner.getByRole('heading', { name: 'Nenhum pedido ainda' }).waitFor();
    const context = await customerContext();
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    await page.getByRole('heading', { level: 1, name: 'Empório da Lia' }).waitFor();

    // The header: open now, minimum, delivery, payment.
    const resumo = page.getByRole('list', { name: 'Atendimento' });
    await expect(resumo.getByRole('listitem').allTextContents()).resolves.toEqual([
      'Aberto agora',
      expect.stringMatching(/^Pedido mínimo R\$\s20,00$/),
      expect.stringMatching(/^Entrega em 2 bairros a partir de R\$\s4,00 ou retirada$/),
      'PIX, Dinheiro',
    ]);
    await screenshot(page, 'checkout-catalogo', { fullPage: false });

    // Below the minimum: how much is missing, and no way on.
    await add(page, 'Café coado');
    let sheet = await openCart(page);
    await sheet.getByText('Pedido mínimo: R$ 20,00. Faltam R$ 14,00.').waitFor();
    await expect(sheet.getByRole('button', { name: 'Continuar' }).isDisabled()).resolves.toBe(true);
    await viewportShots(page, 'checkout-minimo');
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await add(page, 'Bolo de cenoura');
    sheet = await openCart(page);
    await expect(plain(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 28,50');
    await viewportShots(page, 'checkout-carrinho');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    // Details: nothing remembered yet; Continuar names what is missing.
    await step(sheet, 'Seus dados');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByText('Informe seu nome.').waitFor();
    await sheet.getByText('Informe seu WhatsApp, para a loja falar com você.').waitFor();
    await viewportShots(page, 'checkout-dados-erros');
    await sheet.getByLabel('Seu nome').fill('Maria Clara');
    await sheet.getByLabel('Seu WhatsApp').fill('11912345678');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    // Delivery to a neighbourhood: its fee at once.
    await step(sheet, 'Entrega');
    await sheet.getByRole('radio', { name: /^Entrega/ }).check();
    await sheet.getByLabel('Bairro', { exact: true }).selectOption('Centro');
    await expect(plain(sheet.getByTestId('checkout-taxa'))).resolves.toBe('Taxa de entregaR$ 4,00');
    await sheet.getByLabel('Endereço').fill('Rua das Flores, 123');
    await sheet.getByLabel('Complemento (opcional)').fill('ap 4');
    await sheet.getByLabel('Referência (opcional)').fill('perto da padaria');
    await viewportShots(page, 'checkout-entrega');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    // Cash with change: not below the total (28,50 + 4,00).
    await step(sheet, 'Pagamento');
    await sheet.getByRole('radio', { name: /^Dinheiro/ }).check();
    await sheet.getByLabel('Troco para quanto?').fill('20');
    await sheet.getByLabel('Observação (opcional)').fill('Sem açúcar no café');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByText('O troco deve ser para um valor a partir do total, R$ 32,50.').waitFor();
    await viewportShots(page, 'checkout-pagamento');
    await sheet.getByLabel('Troco para quanto?').fill('50');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    // The summary, then WhatsApp.
    await step(sheet, 'Resumo');
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 32,50');
    await sheet.getByText('Troco para R$ 50,00 (troco: R$ 17,50)').waitFor();
    await viewportShots(page, 'checkout-resumo');
    const { resposta, whatsapp, texto: text, acompanhamento } = await sendPedido(page, sheet);
    expect(resposta.url()).toBe(appUrl(`/api${lojaPath}/pedido`));
    expect(resposta.status()).toBe(201);
    expect(whatsapp.pathname).toBe(`/${WHATSAPP_DA_LIA}`);
    for (const line of [
      '*Cliente:* Maria Clara',
      '*Telefone:* (11) 91234-5678',
      '*Endereço:* Rua das Flores, 123 — ap 4 — Centro',
      '*Referência:* perto da padaria',
      'Entrega (Centro): R$ 4,00',
      '*Total: R$ 32,50*',
      '*Pagamento:* Dinheiro — Troco para R$ 50,00 (troco: R$ 17,50)',
      '*Observação:* Sem açúcar no café',
    ]) {
      expect(text).toContain(line);
    }
    expect(acompanhamento).toMatch(new RegExp(`^${new URL(appUrl('/')).origin}/pedido/[\\w-]{22,}$`));

    // The confirmation: the code and the tracking link; the cart is empty.
    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await enviado.getByText(/^Pedido #\w+$/).waitFor();
    await expect(enviado.getByText('Pague com PIX').count()).resolves.toBe(0);
    await viewportShots(page, 'checkout-confirmacao');
    await expect(enviado.getByRole('link', { name: 'Acompanhar pedido' }).getAttribute('href')).resolves.toBe(
      new URL(acompanhamento!).pathname,
    );
    await enviado.getByRole('link', { name: 'Acompanhar pedido' }).click();

    // The tracking page: 'Novo', the items and the total; offline it shows the last state.
    await page.waitForURL(acompanhamento!);
    await expect(page.getByTestId('pedido-status').textContent()).resolves.toBe('Novo');
    await page.getByText('1 × Bolo de cenoura').waitFor();
    await expect(page.getByRole('link', { name: 'Abrir no WhatsApp' }).getAttribute('href')).resolves.toMatch(
      `https://wa.me/${WHATSAPP_DA_LIA}?text=`,
    );
    await viewportShots(page, 'checkout-acompanhamento');
    await page.route('**/api/pedido/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText(/^Sem conexão — mostrando a última atualização/).waitFor();
    await expect(page.getByTestId('pedido-status').textContent()).resolves.toBe('Novo');
    await viewportShots(page, 'checkout-acompanhamento-offline');
    await page.unroute('**/api/pedido/**');

    // The owner's Pedidos, never reloaded, shows the order within 10 s; confirming it reaches the tracking page.
    const codigo = (await page.getByText(/^Pedido #\w+$/).textContent())!.replace(/^Pedido #/, '');
    const card = owner.getByTestId('pedido').filter({ hasText: `#${codigo}`, visible: true });
    await owner.clock.fastForward(10_000);
    await card.getByText('Maria Clara').waitFor({ timeout: 5_000 });
    // The card moves before the server answers (an optimistic update): the owner's page is closed
    // only once the move is saved, or closing it could cancel the request on a loaded machine.
    const salvo = owner.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/pedidos/'));
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    expect((await salvo).ok()).toBe(true);
    await card.getByRole('button', { name: 'Preparar', exact: true }).waitFor();
    await owner.context().close();
    await page.reload();
    // The page draws the last state it kept at once, then the one it reads.
    await expect.poll(() => page.getByTestId('pedido-status').textContent(), { timeout: 15_000 }).toBe('Confirmado');

    // A second order from this device: the details are remembered, the cart leads straight to the summary.
    await page.goto(appUrl(lojaPath));
    await add(page, 'Bolo de cenoura');
    sheet = await openCart(page);
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Resumo');
    await sheet.getByText('Maria Clara').waitFor();
    await sheet.getByText('Rua das Flores, 123, ap 4').waitFor();
    await viewportShots(page, 'checkout-resumo-lembrado');

    // Paying by PIX this time: the confirmation gives the copia-e-cola to copy.
    await sheet.getByRole('button', { name: 'Alterar pagamento' }).click();
    await step(sheet, 'Pagamento');
    await sheet.getByRole('radio', { name: /^PIX/ }).check();
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Resumo');
    expect((await sendPedido(page, sheet)).resposta.status()).toBe(201);
    await enviado.getByText('Copiar código PIX').click();
    await enviado.getByText('Código copiado!').waitFor();
    const pix = await page.evaluate(() => navigator.clipboard.readText());
    expect(pix).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    await expect(enviado.getByTestId('pix-copia-e-cola').textContent()).resolves.toBe(pix);
    await viewportShots(page, 'checkout-confirmacao-pix');
    await enviado.getByRole('button', { name: 'Voltar ao catálogo' }).click();

    // 'Apagar meus dados': the next checkout starts empty.
    await add(page, 'Bolo de cenoura');
    sheet = await openCart(page);
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Resumo');
    await sheet.getByRole('button', { name: 'Apagar meus dados' }).click();
    await step(sheet, 'Seus dados');
    await expect(sheet.getByLabel('Seu nome').inputValue()).resolves.toBe('');
    await expect(page.evaluate(() => localStorage.getItem('vitrine:cliente'))).resolves.toBeNull();

    // An unknown tracking link.
    await page.goto(appUrl('/pedido/nao-existe-este-pedido-aqui'));
    await page.getByRole('heading', { name: 'Pedido não encontrado' }).waitFor();
    await context.close();
  });

  it('when the shop is paused, then the header and the cart say it is closed before any field, and nothing can be sent', async () => {
    const { lojaPath, owner } = await shopWithAtendimento({ ...ATENDIMENTO, pausado: true });
    await owner.context().close();
    const context = await customerContext();
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    await page.getByTestId('loja-aberta').getByText('Fechado no momento').waitFor();
    await add(page, 'Bolo de cenoura');
    const sheet = await openCart(page);
    await sheet.getByText('Loja fechada no momento.').waitFor();
    await expect(sheet.getByRole('textbox').count()).resolves.toBe(0);
    await expect(sheet.getByRole('button', { name: 'Loja fechada' }).isDisabled()).resolves.toBe(true);
    await viewportShots(page, 'checkout-loja-fechada');
    await context.close();
  });
});
