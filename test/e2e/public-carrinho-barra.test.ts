import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, EVERY_WIDTH, PHONE, SMALL_PHONE, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { sendPedido } from './public-helpers.js';
import { ownerApi, newOwnerPage } from './owner-helpers.js';

/**
 * The bottom of the customer's phone screen (issue 25): the cart bar that never covers what can be
 * tapped, the product page's add button in view, pickup with the shop's address, the PIX QR Code,
 * "Pedir de novo" into the open cart, and the notice of a catalogue shown offline.
 */

const WHATSAPP = '5511944443333';
const ENDERECO = 'Rua do Comércio, 45 — Centro, São Paulo';
const MAPA = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ENDERECO)}`;
const DESCRICAO = 'Massa de fermentação natural, molho de tomate da casa e muçarela de búfala. '.repeat(5).trim(); // under the 400 characters a description may have

let browser: Browser;
let lojaPath: string;
beforeAll(async () => {
  browser = await launchChromium();
  // A shop with its address, pickup and PIX, eight plain products (cards down the page) and a pizza with a long description and many options.
  const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Léo Marques');
  const slug = `leo-${randomUUID().slice(0, 6)}`;
  await ownerApi(owner, 'PUT', '/loja/configuracao', {
    nome_loja: 'Cantina do Léo',
    subdominio: slug,
    cor_principal: '#0e7490',
    endereco: ENDERECO,
  });
  await ownerApi(owner, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: WHATSAPP });
  for (const [nome, preco] of [
    ['Água', 4],
    ['Suco de uva', 9.5],
    ['Refrigerante', 7],
    ['Pudim', 12],
    ['Brownie', 14.9],
    ['Salada', 18],
    ['Lasanha', 32.7],
    ['Nhoque', 29.9],
  ] as const) {
    await ownerApi(owner, 'POST', '/produtos', { nome, preco });
  }
  await ownerApi(owner, 'POST', '/produtos', {
    nome: 'Pizza da casa',
    descricao: DESCRICAO,
    preco: 49.9,
    opcoes: [
      { nome: 'Tamanho', min: 1, max: 1, itens: ['Broto', 'Média', 'Grande', 'Gigante'].map((nome, i) => ({ nome, preco: i * 8 })) },
      {
        nome: 'Adicionais',
        min: 0,
        max: 4,
        itens: ['Borda recheada', 'Bacon', 'Cebola', 'Azeitona', 'Milho', 'Palmito', 'Rúcula', 'Catupiry'].map((nome) => ({
          nome,
          preco: 5,
        })),
      },
    ],
  });
  await ownerApi(owner, 'PUT', '/loja/atendimento', {
    ...ATENDIMENTO_EXEMPLO,
    pedido_minimo: 0,
    pix: { chave: 'leo@exemplo.com.br', nome: 'Cantina do Leo', cidade: 'São Paulo' },
  });
  lojaPath = `/loja/${slug}`;
  await ownerContext.close();
});

async function customer(viewport = PHONE): Promise<BrowserContext> {
  return newContext(browser, viewport);
}

async function openCatalogue(page: Page) {
  await page.goto(appUrl(lojaPath));
  await page.getByText('Desenvolvido por').waitFor(); // the app's own footer: it has taken over the server's first screen
}

const addFromCard = (page: Page, produto: string) =>
  page.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true }).click();
const cartBar = (page: Page) => page.getByTestId('carrinho-botao');
const plain = async (locator: Locator) => (await locator.textContent())?.replace(/\s+/g, ' ').trim();

/** Lets every transition and picture finish, and the toasts go, so what is measured or photographed is the settled screen. */
async function settle(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate(() =>
    Promise.all([
      ...document.getAnimations().map((animation) => animation.finished.catch(() => {})),
      ...Array.from(document.images, (image) => image.decode().catch(() => {})),
    ]),
  );
}

/** The screen as the customer sees it at 360, 390 and 1280 px (fixed bars and sheets: viewport captures), never wider than the screen. */
async function shots(page: Page, name: string) {
  const y = await page.evaluate(() => window.scrollY);
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    await screenshot(page, name, { fullPage: false, suffix: size });
  }
  await page.setViewportSize(PHONE);
}

/**
 * Every visible button, link and field of the page, brought to the middle of the screen (or as near
 * as the page scrolls: the last ones stay at its bottom), is the element under its own centre. What
 * sits over one is listed: nothing may (the cart bar least of all).
 */
function coveredTappables(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const tappables = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]'),
    ).filter((element) => element.getClientRects().length > 0 && !element.closest('[data-carrinho-barra]'));
    const covered: string[] = [];
    for (const element of tappables) {
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      await frame();
      const { left, top, width, height } = element.getBoundingClientRect();
      const x = left + width / 2;
      const y = top + height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) continue;
      const nome = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const acima = hit?.closest('[data-testid], [data-carrinho-barra], header, footer');
      covered.push(
        `${element.tagName} "${nome}" at ${Math.round(y)} under ${acima?.getAttribute('data-testid') ?? acima?.tagName ?? hit?.tagName}`,
      );
    }
    scrollTo(0, 0);
    return covered;
  });
}

describe.each([SMALL_PHONE, PHONE])('The cart bar at $width px', (viewport) => {
  it('when the cart has items, then a full-width bar says how many and the total, and covers no button, link or field of the catalogue or the product page', async () => {
    const context = await customer(viewport);
    const page = await context.newPage();
    await openCatalogue(page);
    await expect(cartBar(page).count()).resolves.toBe(0); // nothing in the cart, no bar
    await addFromCard(page, 'Água');
    await addFromCard(page, 'Lasanha');
    await expect(plain(cartBar(page))).resolves.toBe('2 itens · R$ 36,70 Ver carrinho');
    const bar = await cartBar(page).boundingBox();
    expect(bar!.width).toBeGreaterThanOrEqual(viewport.width - 32);
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(viewport.height);
    await expect(coveredTappables(page)).resolves.toEqual([]);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    await screenshot(page, 'carrinho-barra-fim', { fullPage: false, suffix: String(viewport.width) });

    // A search: the filtered list too.
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('suco');
    await page.getByText('1 produto', { exact: true }).waitFor();
    await expect(coveredTappables(page)).resolves.toEqual([]);
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('');

    // The product page: no cart bar; its own 'Adicionar · R$ X' is on the first screen, unscrolled, and covers nothing either.
    await page
      .getByRole('link', { name: /Pizza da casa/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pizza da casa' }).waitFor();
    // Its own read brings the options (the catalogue's card has none): the page as it stays.
    await page.getByTestId('opcao-grupo').first().waitFor();
    await expect(cartBar(page).count()).resolves.toBe(0);
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    await expect(page.evaluate(() => scrollY)).resolves.toBe(0);
    const box = await adicionar.boundingBox();
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await expect(coveredTappables(page)).resolves.toEqual([]);
    await context.close();
  });
});

describe('The product page at 360 and 390 px', () => {
  it('when a customer chooses and adds, then the button shows the price all along and they are back on the menu where they were, with a confirmation', async () => {
    const context = await customer(SMALL_PHONE);
    const page = await context.newPage();
    await openCatalogue(page);
    const pizza = page.getByRole('link', { name: /Pizza da casa/ }).first();
    await pizza.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 120));
    const onde = await page.evaluate(() => scrollY);
    expect(onde).toBeGreaterThan(0);
    await pizza.click();
    await page.getByRole('heading', { level: 1, name: 'Pizza da casa' }).waitFor();

    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    await expect(adicionar.isDisabled()).resolves.toBe(true);
    await page.getByTestId('adicionar-motivo').getByText('Escolha 1 em “Tamanho”.').waitFor();
    await shots(page, 'produto-adicionar-fixo');
    await page.getByLabel(/^Grande/).check();
    await page.getByLabel(/^Bacon/).check();
    // R$ 49,90 + 16,00 + 5,00, whole beside the stepper: "R$" never apart from the amount.
    await expect(plain(adicionar)).resolves.toMatch(/^Adicionar ?· R\$ 70,90$/);
    await expect(adicionar.locator('span.tabular-nums').evaluate((preco) => preco.getClientRects().length)).resolves.toBe(1);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
    const box = await adicionar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    await shots(page, 'produto-adicionar-meio');

    await adicionar.click();
    await page.locator('[data-sonner-toast]', { hasText: '1 × Pizza da casa no carrinho' }).waitFor();
    await page.waitForURL((url) => url.pathname === lojaPath);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(onde);
    await expect(plain(page.getByTestId('carrinho-contagem'))).resolves.toBe('1 item');
    await context.close();
  });
});

describe('Pickup and PIX on a phone', () => {
  it('when a customer picks the order up and pays by PIX, then the checkout, summary, confirmation, WhatsApp text and tracking page give the shop’s address with a map link, and the PIX QR Code is drawn', async () => {
    const context = await customer();
    const page = await context.newPage();
    await openCatalogue(page);
    await addFromCard(page, 'Pudim');
    await cartBar(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByLabel('Seu nome').fill('Rita Souza');
    await sheet.getByLabel('Seu WhatsApp').fill('11912345678');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    const endereco = sheet.getByTestId('endereco-retirada');
    await sheet.getByRole('radio', { name: /^Retirada na loja/ }).check();
    await expect(plain(endereco)).resolves.toBe(`Retire em ${ENDERECO}. Ver no mapa`);
    await expect(endereco.getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).resolves.toBe(MAPA);
    await shots(page, 'checkout-retirada');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByRole('radio', { name: /^PIX/ }).check();
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByText(/^Resumo · etapa 5 de 5$/).waitFor();
    await expect(endereco.getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).resolves.toBe(MAPA);
    await shots(page, 'checkout-retirada-resumo');

    const { texto } = await sendPedido(page, sheet);
    expect(texto).toContain(`*Retirar em:* ${ENDERECO}\n${MAPA}`);

    // The confirmation: the address, the copia-e-cola with its QR Code, and the ways on in view.
    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await expect(enviado.getByTestId('endereco-retirada').getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).resolves.toBe(
      MAPA,
    );
    const qr = enviado.getByRole('img', { name: 'QR Code PIX' });
    await qr.waitFor();
    await expect(qr.locator('path').getAttribute('d')).resolves.toMatch(/^M\d+ \d+h1v1h-1z/);
    for (const nome of ['Abrir no WhatsApp', 'Acompanhar pedido']) {
      const link = enviado.getByRole('link', { name: nome });
      const box = await link.boundingBox();
      expect(box!.y + box!.height, nome).toBeLessThanOrEqual(PHONE.height);
    }
    await shots(page, 'checkout-retirada-confirmacao');

    // The tracking page: the same address and QR Code.
    await enviado.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await page.getByTestId('pedido-status').waitFor();
    await expect(page.getByTestId('endereco-retirada').getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).resolves.toBe(MAPA);
    await page.getByRole('img', { name: 'QR Code PIX' }).waitFor();
    await shots(page, 'acompanhamento-retirada');

    // "Pedir de novo" with something already in the cart asks to replace or add; "Ver carrinho e enviar" opens the cart.
    await openCatalogue(page);
    await addFromCard(page, 'Água');
    const meusPedidos = page.getByRole('link', { name: 'Meus pedidos' });
    await expect(meusPedidos.textContent()).resolves.toBe('Meus pedidos'); // its word, not an icon alone
    await shots(page, 'catalogo-meus-pedidos');
    await meusPedidos.click();
    const deNovo = async (itens: string) => {
      await page.getByRole('button', { name: 'Pedir de novo' }).click();
      const pergunta = page.getByRole('alertdialog', { name: `Seu carrinho já tem ${itens}.` });
      await pergunta.waitFor();
      return pergunta;
    };
    let pergunta = await deNovo('1 item');
    await expect(pergunta.getByRole('button').allTextContents()).resolves.toEqual([
      'Substituir o carrinho',
      'Juntar ao carrinho',
      'Cancelar',
    ]);
    await shots(page, 'meus-pedidos-pergunta');
    await pergunta.getByRole('button', { name: 'Juntar ao carrinho' }).click();
    await page.getByTestId('pedir-de-novo').getByRole('link', { name: 'Ver carrinho e enviar' }).click();
    let carrinho = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect.poll(() => carrinho.getByTestId('carrinho-linha').count()).toBe(2);
    await carrinho.getByRole('button', { name: 'Fechar' }).click();

    // Again: replacing leaves the order alone in the cart, never doubled.
    await page.getByRole('link', { name: 'Meus pedidos' }).click();
    pergunta = await deNovo('2 itens');
    await pergunta.getByRole('button', { name: 'Substituir o carrinho' }).click();
    await page.getByTestId('pedir-de-novo').getByRole('link', { name: 'Ver carrinho e enviar' }).click();
    carrinho = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect.poll(() => carrinho.getByTestId('carrinho-linha').count()).toBe(1);
    await carrinho.getByText('Pudim').waitFor();
    await context.close();
  });
});

describe('A catalogue shown offline', () => {
  it('when the connection goes, then the catalogue says it is the copy kept on the device before the customer tries to send', async () => {
    const context = await customer();
    const page = await context.newPage();
    await openCatalogue(page);
    await addFromCard(page, 'Brownie');
    await expect(page.getByTestId('aviso-sem-conexao').count()).resolves.toBe(0);
    await context.setOffline(true);
    const aviso = page.getByTestId('aviso-sem-conexao');
    await aviso.getByText(/^Você está sem internet: este é o catálogo salvo neste aparelho\./).waitFor();
    await expect(aviso.isVisible()).resolves.toBe(true);
    // Scrolled down the menu, the cart bar says it too.
    await expect(cartBar(page).getByText('Sem internet', { exact: true }).isVisible()).resolves.toBe(true);
    await shots(page, 'catalogo-sem-conexao');
    await context.setOffline(false);
    await aviso.waitFor({ state: 'detached' });
    await context.close();
  });
});
