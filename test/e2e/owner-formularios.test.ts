import type { PedidoResponse } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SMALL_PHONE, appUrl, launchChromium, openOwnerMenu, newPage } from './browser.js';
import { configurarLoja, ownerApi, ownerRequest, screenshotsAtEveryWidth, settled, signInNewOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

const browser = await launchChromium();

const WHATSAPP_INVALIDO = 'WhatsApp inválido: use DDD e número, como (11) 98765-4321.';

/** A new owner with a named, linked shop and one product. */
async function novaLoja(page: Page, nome: string) {
  await signInNewOwner(page, nome);
  const slug = await configurarLoja(page, 'loja', { nome_loja: `Loja de ${nome}` });
  const produto = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Brigadeiro', preco: 30 });
  return { slug, produto };
}

/** A customer's order through the public API (pickup, cash), as the catalogue sends it. */
async function pedidoDoCliente(slug: string, produtoId: string): Promise<PedidoResponse> {
  return pedidoFeito(
    slug,
    umPedido({
      produtos: [{ id: produtoId, quantidade: 1 }],
      cliente: { nome: 'Paulo Reis', telefone: '(11) 91234-5678' },
    }),
  );
}

/** Whether the element is on screen and wholly above the sticky save bar (the bar's top edge). */
const acimaDaBarra = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const campo = document.querySelector(selector)!.getBoundingClientRect();
    const barra = [...document.querySelectorAll('button[type="submit"]')].at(-1)!.parentElement!.getBoundingClientRect();
    return campo.top >= 0 && campo.bottom <= barra.top;
  }, selector);

describe('The shop’s WhatsApp number', () => {
  it('when the owner types "(11) 98765-4321" from "Informar WhatsApp", then it is masked, testable, stored as 5511987654321 and the customer’s WhatsApp link has the 55', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const { slug, produto } = await novaLoja(page, 'Rita Lopes');

    await page.reload();
    await page.getByRole('link', { name: 'Informar WhatsApp' }).click();
    await page.waitForURL('**/configuracao#whatsapp');
    const campo = page.getByLabel('WhatsApp', { exact: true });
    await campo.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'whatsapp');

    await campo.pressSequentially('11987654321');
    await expect(campo.inputValue()).resolves.toBe('(11) 98765-4321');
    const testar = page.getByRole('link', { name: /^Testar o WhatsApp/ });
    await expect(testar.getAttribute('href')).resolves.toBe('https://wa.me/5511987654321');
    await screenshotsAtEveryWidth(page, 'configuracao-whatsapp');

    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Configurações salvas' }).waitFor();
    await expect(ownerApi(page, 'GET', '/lojista/configuracao')).resolves.toEqual({ telefone_whatsapp: '5511987654321' });
    await expect(campo.inputValue()).resolves.toBe('(11) 98765-4321');

    const recusado = await ownerRequest(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: 'abc' });
    expect(recusado).toEqual({ status: 400, body: { error: 'Dados inválidos.', campos: { telefone_whatsapp: [WHATSAPP_INVALIDO] } } });

    // The customer's tracking page opens the shop's chat with Brazil's 55, not a +1 number.
    const pedido = await pedidoDoCliente(slug, produto.id);
    const cliente = await context.newPage();
    await cliente.goto(appUrl(pedido.acompanhamento));
    const abrir = cliente.getByRole('link', { name: 'Abrir no WhatsApp' });
    await expect(abrir.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    await context.close();
  });

  it('when a number that cannot be Brazilian is saved from the form, then the field says why, in view and focused', async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE);
    await novaLoja(page, 'Caio Dias');
    await page.goto(appUrl('/configuracao'));
    const campo = page.getByLabel('WhatsApp', { exact: true });
    await campo.pressSequentially('1098765432');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.locator('[data-sonner-toast]', { hasText: WHATSAPP_INVALIDO }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'whatsapp');
    await expect(acimaDaBarra(page, '#whatsapp')).resolves.toBe(true);
    await expect(ownerApi(page, 'GET', '/lojista/configuracao')).resolves.toEqual({ telefone_whatsapp: '' });
    await context.close();
  });
});

describe('Forms that refuse or are left', () => {
  it('when Atendimento refuses a time, then the field comes into view above the save bar, focused, and a toast says why; times read 24-hour', async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE);
    await novaLoja(page, 'Lia Prado');
    await openOwnerMenu(page, 'Atendimento');
    await page.getByRole('heading', { name: 'Atendimento', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Definir horários de funcionamento' }).click();
    await page.getByRole('switch', { name: 'Segunda', exact: true }).click();
    const abre = page.getByLabel('Segunda: abre');
    const fecha = page.getByLabel('Segunda: fecha');
    // Typed as digits in an English-language Chromium: still 24-hour (a new day starts at 08:00–18:00).
    await fecha.fill('');
    await fecha.pressSequentially('2130');
    await expect(fecha.inputValue()).resolves.toBe('21:30');
    await abre.fill('');
    await abre.pressSequentially('2500');
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Segunda: abre');
    // The toast says what the field's own message says.
    const mensagem = await page.evaluate(() =>
      document.getElementById(document.activeElement!.getAttribute('aria-describedby')!)!.textContent!.trim(),
    );
    await page.locator('[data-sonner-toast]', { hasText: mensagem }).waitFor();
    await settled(page);
    await expect(acimaDaBarra(page, '[aria-label="Segunda: abre"]')).resolves.toBe(true);
    await screenshotsAtEveryWidth(page, 'atendimento-erro-em-vista');

    await abre.fill('00:00');
    await fecha.fill('00:00');
    await page.getByText('Aberta 24 horas.').waitFor();
    await context.close();
  });

  it('when the owner leaves a changed form (a link, back, the product form’s Esc), then "Descartar alterações?" asks first', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await novaLoja(page, 'Bia Reis');
    await openOwnerMenu(page, 'Configuração');
    const nome = page.getByLabel('Nome da loja *');
    await nome.fill('Doces da Bia');

    const pergunta = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    await page
      .getByRole('navigation', { name: 'Atalhos' })
      .getByRole('link', { name: /^Pedidos/ })
      .click();
    await pergunta.waitFor();
    await screenshotsAtEveryWidth(page, 'configuracao-descartar');
    await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/configuracao');
    await expect(nome.inputValue()).resolves.toBe('Doces da Bia');

    await page.goBack();
    await pergunta.waitFor();
    await pergunta.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL('**/dashboard');

    await openOwnerMenu(page, 'Produtos');
    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    const produto = page.getByRole('dialog', { name: 'Novo produto' });
    await produto.getByLabel('Nome *').fill('Bolo de pote');
    await page.keyboard.press('Escape');
    await pergunta.waitFor();
    await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(produto.getByLabel('Nome *').inputValue()).resolves.toBe('Bolo de pote');
    await page.keyboard.press('Escape');
    await pergunta.getByRole('button', { name: 'Descartar' }).click();
    await produto.waitFor({ state: 'detached' });

    // Closing the tab with unsaved changes: the browser's own question.
    await openOwnerMenu(page, 'Configuração');
    await page.getByLabel('Nome da loja *').fill('Outra');
    const perguntaDoNavegador = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialogo = await perguntaDoNavegador;
    expect(dialogo.type()).toBe('beforeunload');
    await dialogo.accept();
    await context.close();
  });
});

describe('The owner on a phone', () => {
  it('when an order is new, then the bottom bar has Pedidos first with its count, and the customer’s phone is a call link', async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE);
    const { slug, produto } = await novaLoja(page, 'Gil Souza');
    await ownerApi(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: '(11) 98765-4321' });
    await pedidoDoCliente(slug, produto.id);
    await page.reload();

    const atalhos = page.getByRole('navigation', { name: 'Atalhos' });
    const pedidos = atalhos.getByRole('link', { name: /^Pedidos\s*, 1 novo$/ });
    await pedidos.waitFor();
    await expect(atalhos.getByRole('link').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Pedidos/),
      'Início',
      'Produtos',
      'Atendimento',
    ]);
    await screenshotsAtEveryWidth(page, 'owner-barra-inferior');

    await pedidos.click();
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByText('Detalhes').first().click();
    await expect(page.getByRole('link', { name: 'Ligar para (11) 91234-5678' }).getAttribute('href')).resolves.toBe('tel:+5511912345678');
    await screenshotsAtEveryWidth(page, 'pedidos-telefone');

    await page.setViewportSize(DESKTOP);
    await expect(atalhos.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
