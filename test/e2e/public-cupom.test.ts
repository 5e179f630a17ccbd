import type { Cupom, PedidoResponse } from '@vitrine/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, EVERY_WIDTH, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshot } from './browser.js';
import { configurarLoja, ownerApi, newOwnerPage } from './owner-helpers.js';
import { elementShots, toastSettled, sendPedido } from './public-helpers.js';

/*
 * A customer's coupon (issue 29) at 390 px: "Tem um cupom?" on the checkout's summary (and in the
 * cart of a shop without service settings), the server's check, the discount in the summary, the
 * WhatsApp text, the PIX amount and the tracking page; an order refused for its coupon goes again.
 */

const browser = await launchChromium();

const WHATSAPP = '5511966665555';

/** An owner with a shop, its WhatsApp and two products (R$ 22,50 and R$ 6,00), still signed in. */
async function shop(atendimento?: Record<string, unknown>): Promise<{ lojaPath: string; nomeLoja: string; owner: Page }> {
  const { page: owner } = await newOwnerPage(browser, DESKTOP, 'Bia Castro');
  const nomeLoja = 'Doceria da Bia';
  const slug = await configurarLoja(owner, 'bia', { nome_loja: nomeLoja, cor_principal: '#be185d', whatsapp: WHATSAPP });
  await ownerApi(owner, 'POST', '/produtos', { nome: 'Bolo de cenoura', preco: 22.5 });
  await ownerApi(owner, 'POST', '/produtos', { nome: 'Café coado', preco: 6 });
  if (atendimento) await ownerApi(owner, 'PUT', '/loja/atendimento', atendimento);
  return { lojaPath: `/loja/${slug}`, nomeLoja, owner };
}

async function customerContext(): Promise<BrowserContext> {
  // No service worker: every request of the page is seen (and none answered from a cache).
  return newContext(browser, PHONE);
}

const add = (page: Page, produto: string) => page.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true }).click();
const step = (sheet: Locator, nome: string) => sheet.getByText(new RegExp(`^${nome} · etapa \\d de 5$`)).waitFor();
/** Text as shown, Intl's no-break spaces made plain. */
const plain = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ');

/** The 44 px a finger needs, on every control of the coupon (once the cart's lazy chunk has drawn one). */
async function expectTouchTargets(cupom: Locator) {
  await cupom.locator('button, input').first().waitFor();
  const alturas = await cupom
    .locator('button, input')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(alturas.length).toBeGreaterThan(0);
  for (const altura of alturas) expect(altura).toBeGreaterThanOrEqual(44);
}

describe('A coupon in the cart', () => {
  it('when a customer types a coupon in lower case on the summary, then the summary, the WhatsApp text, the PIX amount and the tracking page show its discount; an unknown code and one switched off meanwhile are refused in the server’s words', async () => {
    const { lojaPath, owner } = await shop({ ...ATENDIMENTO_EXEMPLO, entrega_gratis_acima: null });
    await ownerApi<Cupom>(owner, 'POST', '/cupons', { codigo: 'BEMVINDO', tipo: 'valor', valor: 5 });
    const relampago = await ownerApi<Cupom>(owner, 'POST', '/cupons', { codigo: 'RELAMPAGO', tipo: 'percentual', valor: 10 });

    const context = await customerContext();
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    await page.getByRole('heading', { level: 1, name: 'Doceria da Bia' }).waitFor();
    await add(page, 'Bolo de cenoura');
    await add(page, 'Café coado');
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect(plain(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 28,50');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Seus dados');
    await sheet.getByLabel('Seu nome').fill('Carla Dias');
    await sheet.getByLabel('Seu WhatsApp').fill('11912348765');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Entrega');
    await sheet.getByRole('radio', { name: /^Entrega/ }).check();
    await sheet.getByLabel('Bairro', { exact: true }).selectOption('Centro');
    await sheet.getByLabel('Endereço').fill('Rua das Flores, 123');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Pagamento');
    await sheet.getByRole('radio', { name: /^PIX/ }).check();
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Resumo');
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 32,50');

    // Collapsed until asked for; opened, the field has the focus.
    const cupom = sheet.getByTestId('cupom');
    await cupom.getByRole('button', { name: 'Tem um cupom?' }).click();
    const campo = cupom.getByLabel('Código do cupom');
    await expect(campo.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expectTouchTargets(cupom);

    // An unknown code: the server's words under the field, which is marked invalid and described by them.
    await campo.fill('naoexiste');
    await cupom.getByRole('button', { name: 'Aplicar' }).click();
    await expect(cupom.getByTestId('cupom-erro').textContent()).resolves.toBe('Cupom não encontrado.');
    await expect(campo.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(campo.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent)).resolves.toBe(
      'Cupom não encontrado.',
    );
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 32,50');
    await elementShots(page, cupom, 'cupom-nao-encontrado');

    // 10% off R$ 28,50, applied; then the owner switches it off before the order goes.
    await campo.fill('relampago');
    await campo.press('Enter');
    await cupom.getByText('Cupom RELAMPAGO aplicado').waitFor();
    await expect(plain(sheet.getByTestId('checkout-desconto'))).resolves.toBe('−R$ 2,85');
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 29,65');
    await ownerApi(owner, 'PUT', `/cupons/${relampago.id}`, { ativo: false });
    const recusado = page.waitForResponse((response) => response.url().endsWith(`/api${lojaPath}/pedido`));
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    expect((await recusado).status()).toBe(400);
    await toastSettled(page, 'Cupom não encontrado.');
    // The coupon goes, the field says why with its code still typed, and the total is the one without it.
    await expect(cupom.getByTestId('cupom-erro').textContent()).resolves.toBe(
      'Cupom não encontrado. Tiramos o cupom do pedido: confira o total e envie de novo.',
    );
    await expect(campo.inputValue()).resolves.toBe('RELAMPAGO');
    await expect(sheet.getByTestId('checkout-desconto').count()).resolves.toBe(0);
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 32,50');
    // Said once, by the coupon: not again above the summary.
    await expect(sheet.getByRole('alert').count()).resolves.toBe(0);
    await elementShots(page, cupom, 'cupom-recusado-no-pedido');

    // BEMVINDO in lower case: R$ 5 off the products, the delivery as before.
    await campo.fill('bemvindo');
    await cupom.getByRole('button', { name: 'Aplicar' }).click();
    await cupom.getByText('Cupom BEMVINDO aplicado').waitFor();
    await expect(
      cupom.getByRole('button', { name: 'Remover cupom BEMVINDO' }).evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);
    await expectTouchTargets(cupom);
    const linhas = sheet.locator('section').filter({ hasText: 'Itens' }).locator('.border-t > div');
    await expect(linhas.evaluateAll((divs) => divs.map((div) => div.textContent!.replace(/\s/g, ' ')))).resolves.toEqual([
      'SubtotalR$ 28,50',
      'Cupom BEMVINDO−R$ 5,00',
      'Taxa de entregaR$ 4,00',
    ]);
    await expect(plain(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 27,50');
    await elementShots(page, cupom, 'cupom-aplicado');

    const { resposta, texto } = await sendPedido(page, sheet);
    expect(resposta.url()).toBe(appUrl(`/api${lojaPath}/pedido`));
    expect(resposta.status()).toBe(201);
    expect(JSON.parse(resposta.request().postData()!)).toMatchObject({ cupom: 'BEMVINDO' });
    const pedido = (await resposta.json()) as PedidoResponse;
    expect(pedido).toMatchObject({ subtotal: 28.5, desconto: 5, cupom: 'BEMVINDO', taxa_entrega: 4, total: 27.5 });
    for (const linha of ['Cupom BEMVINDO: −R$ 5,00', '*Total: R$ 27,50*']) expect(texto.replace(/\u00a0/g, ' ')).toContain(linha);

    // The PIX to pay is the server's total.
    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await expect(plain(enviado.getByRole('heading', { name: /^Pague com PIX/ }))).resolves.toBe('Pague com PIX: R$ 27,50');
    await expect(plain(enviado.getByText(/^Abrimos o WhatsApp/))).resolves.toContain('Total: R$ 27,50.');

    // The tracking page: the coupon's line between the subtotal and the delivery, and the same total.
    await enviado.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await page.waitForURL(/\/pedido\//);
    await expect(plain(page.getByTestId('pedido-cupom'))).resolves.toBe('Cupom BEMVINDO−R$ 5,00');
    await expect(plain(page.getByRole('heading', { name: /^Pague com PIX/ }))).resolves.toBe('Pague com PIX: R$ 27,50');
    await page.getByText(/^TotalR\$\s27,50$/).waitFor();
    for (const [size, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await page.getByTestId('pedido-cupom').scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'cupom-acompanhamento', { fullPage: false, suffix: size });
    }
    await owner.context().close();
    await context.close();
  });

  it('when a shop has no service settings, then its one-step cart takes the coupon too, and WhatsApp’s text and the total show it', async () => {
    const { lojaPath, owner } = await shop();
    await ownerApi<Cupom>(owner, 'POST', '/cupons', { codigo: 'DOCE10', tipo: 'percentual', valor: 10 });
    await owner.context().close();

    const context = await customerContext();
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    await add(page, 'Bolo de cenoura');
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    const cupom = sheet.getByTestId('cupom');
    await expectTouchTargets(cupom);
    await elementShots(page, cupom, 'cupom-carrinho-fechado');
    await cupom.getByRole('button', { name: 'Tem um cupom?' }).click();
    await cupom.getByLabel('Código do cupom').fill('doce10');
    await cupom.getByRole('button', { name: 'Aplicar' }).click();
    await cupom.getByText('Cupom DOCE10 aplicado').waitFor();
    await expect(plain(sheet.getByTestId('carrinho-desconto'))).resolves.toBe('−R$ 2,25');
    await expect(plain(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 20,25');

    // A second cake: the coupon is asked again for the new subtotal.
    const novaConferencia = page.waitForResponse((response) => response.url().includes('/cupom/DOCE10?subtotal=45.00'));
    await sheet.getByRole('button', { name: 'Aumentar quantidade' }).click();
    expect((await novaConferencia).status()).toBe(200);
    await expect.poll(() => plain(sheet.getByTestId('carrinho-total'))).toBe('R$ 40,50');
    await elementShots(page, cupom, 'cupom-carrinho');

    const { resposta, texto } = await sendPedido(page, sheet);
    expect(resposta.status()).toBe(201);
    for (const linha of ['Cupom DOCE10: −R$ 4,50', 'R$ 40,50']) expect(texto.replace(/\u00a0/g, ' ')).toContain(linha);
    await context.close();
  });
});
