import { randomUUID } from 'node:crypto';
import { RETENCAO_DADOS_CLIENTE_MESES } from '@vitrine/shared/privacidade';

import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshot, newPage } from './browser.js';
import { adminApi, adminToken, configurarLoja, ownerApi, newOwnerPage } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

/** The two sizes every screen here is looked at: the smallest common phone and a desktop. */
const SIZES = [
  ['360', { width: 360, height: 780 }],
  ['1280', DESKTOP],
] as const;

// A support e-mail no default or other test would show: the pages must show the setting, not a constant.
const EMAIL_SUPORTE = `privacidade-${randomUUID().slice(0, 6)}@vitrine.dev`;
let emailAntes = '';
let token = '';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  token = await adminToken();
  const configuracoes = (await adminApi(token, 'GET', '/admin/configuracoes')) as Array<{ chave: string; valor: string }>;
  emailAntes = configuracoes.find(({ chave }) => chave === 'email_suporte')!.valor;
  await adminApi(token, 'PUT', '/admin/configuracoes', { configuracoes: [{ chave: 'email_suporte', valor: EMAIL_SUPORTE }] });
});
afterAll(async () => {
  if (token && emailAntes) {
    await adminApi(token, 'PUT', '/admin/configuracoes', { configuracoes: [{ chave: 'email_suporte', valor: emailAntes }] });
  }
});

/** A context with no service worker, so every request of the page is seen (and none answered from a cache). */
async function visitorContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return newContext(browser, viewport);
}

const PAGINAS = [
  { path: '/privacidade', titulo: 'Política de privacidade', outro: 'Termos de uso', nome: 'privacidade' },
  { path: '/termos', titulo: 'Termos de uso', outro: 'Política de privacidade', nome: 'termos' },
] as const;

describe('Privacy policy and terms', () => {
  for (const pagina of PAGINAS) {
    it(`when anyone opens ${pagina.path} on a phone or a desktop, then it shows its title, date, a contents list of its sections and the support e-mail set by the administrator, without the Firebase Auth SDK`, async () => {
      for (const [size, viewport] of SIZES) {
        const context = await visitorContext(viewport);
        const page = await context.newPage();
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await page.goto(appUrl(pagina.path));

        await page.getByRole('heading', { level: 1, name: pagina.titulo }).waitFor();
        await page.getByText('Última atualização: 25 de novembro de 2026').waitFor();
        await expect(page.title()).resolves.toBe(`${pagina.titulo} · Vitrine`);
        await expect(page.getByRole('link', { name: 'Vitrine: página inicial' }).getAttribute('href')).resolves.toBe('/');

        // The contents list names every section, in order, and leads to it.
        const secoes = await page.locator('article h2').allInnerTexts();
        expect(secoes.length).toBeGreaterThanOrEqual(8);
        const indice = page.getByRole('navigation', { name: 'Nesta página' });
        const itens = (await indice.getByRole('link').allInnerTexts()).map((texto) => texto.replace(/\s+/g, ' '));
        expect(itens).toEqual(secoes.map((texto) => texto.replace(/\s+/g, ' ')));
        const ultimo = indice.getByRole('link').last();
        const alvo = (await ultimo.getAttribute('href'))!;
        await ultimo.click();
        await page.waitForURL((url) => url.hash === alvo);
        await expect(page.locator(alvo).evaluate((secao) => secao.getBoundingClientRect().top)).resolves.toBeLessThan(viewport.height);

        // The contact is the platform's setting, a mailto link.
        const emails = page.getByTestId('email-suporte');
        await emails.first().waitFor();
        for (const email of await emails.all()) {
          await expect(email.innerText()).resolves.toBe(EMAIL_SUPORTE);
          await expect(email.getAttribute('href')).resolves.toBe(`mailto:${EMAIL_SUPORTE}`);
        }

        // The other document is a link away, in the footer (and the header).
        const outro = PAGINAS.find(({ titulo }) => titulo === pagina.outro)!.path;
        await expect(page.getByRole('contentinfo').getByRole('link', { name: pagina.outro }).getAttribute('href')).resolves.toBe(outro);

        // Nothing of the owner's sign-in: no Firebase Auth SDK, no session asked for.
        expect(requests.filter((path) => /google-sign-in|firebase|\/api\/auth\/|\/api\/users\/me/.test(path))).toEqual([]);

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.mouse.move(0, 0);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `legal-${pagina.nome}-${size}`);
        // The first screen as a phone shows it (the README's picture).
        if (size === '360') await screenshot(page, `legal-${pagina.nome}-primeira-tela`, { fullPage: false });
        await context.close();
      }
    });
  }

  it('when a customer reads the privacy policy, then the retention period is the one the retention job applies, and the ways to exercise each right are named', async () => {
    const context = await visitorContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl('/privacidade'));
    await expect(page.getByTestId('retencao-meses').innerText()).resolves.toBe(`${RETENCAO_DADOS_CLIENTE_MESES} meses`);
    const direitos = page.locator('#direitos');
    for (const caminho of [
      'Configuração › Minha conta › Baixar meus dados',
      'Configuração › Minha conta › Excluir minha conta',
      'Apagar meus dados deste pedido',
      'Apagar meus dados deste aparelho',
    ]) {
      await expect(direitos.getByText(caminho, { exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.locator('#cookies').getByText('__session', { exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('#visitantes').innerText()).resolves.toContain('As estatísticas não guardam dados pessoais');
    await context.close();
  });
});

describe('Links to the policy and the terms', () => {
  it('when a customer reaches the summary, then the line under the send button names the shop and leads to the terms and the policy', async () => {
    // An owner with a shop whose checkout asks for the customer's details; signed in, their menu links both documents.
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Rui Tavares');
    const nomeLoja = `Padaria do Rui ${randomUUID().slice(0, 4)}`;
    const slug = await configurarLoja(owner, 'rui', { nome_loja: nomeLoja, cor_principal: '#b45309', whatsapp: '5511955554444' });
    await ownerApi(owner, 'POST', '/produtos', { nome: 'Pão de queijo', preco: 25 });
    await ownerApi(owner, 'PUT', '/loja/atendimento', { ...ATENDIMENTO_EXEMPLO, entrega: false, bairros: [], entrega_gratis_acima: null });

    const menu = owner.getByRole('navigation', { name: 'Documentos' });
    await expect(menu.getByRole('link', { name: 'Privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    await menu.getByRole('link', { name: 'Termos de uso' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
    await owner.goBack();
    await owner.getByTestId('owner-name').waitFor();
    // On a phone the same links sit at the bottom of the drawer.
    await owner.setViewportSize(PHONE);
    await owner.getByRole('button', { name: 'Abrir menu' }).click();
    await owner.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
    await screenshot(owner, 'legal-owner-menu', { fullPage: false });
    await menu.getByRole('link', { name: 'Privacidade' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    await ownerContext.close();

    const context = await visitorContext(PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('heading', { level: 1, name: nomeLoja }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Pão de queijo ao carrinho', exact: true }).click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    const step = (nome: string) => sheet.getByText(new RegExp(`^${nome} · etapa \\d de 5$`)).waitFor();
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step('Seus dados');
    // Not before the summary: the line goes with the button that sends.
    await expect(sheet.getByTestId('consentimento').count()).resolves.toBe(0);
    await sheet.getByLabel('Seu nome').fill('Joana Prado');
    await sheet.getByLabel('Seu WhatsApp').fill('11987654321');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step('Entrega');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step('Pagamento');
    await sheet.getByRole('radio', { name: /^PIX/ }).check();
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step('Resumo');

    const consentimento = sheet.getByTestId('consentimento');
    await expect(consentimento.innerText()).resolves.toBe(
      `Ao enviar, você concorda com os Termos de uso e a Política de privacidade. ${nomeLoja} recebe seus dados para atender o pedido.`,
    );
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).waitFor();
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
      // Visible without scrolling: the sheet's footer holds it, under the button.
      await expect(consentimento.isVisible()).resolves.toBe(true);
      const [botao, linha] = await Promise.all([
        sheet.getByRole('button', { name: 'Fazer Pedido' }).boundingBox(),
        consentimento.boundingBox(),
      ]);
      expect(linha!.y).toBeGreaterThanOrEqual(botao!.y + botao!.height);
      expect(linha!.y + linha!.height).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, `legal-checkout-consentimento-${size}`, { fullPage: false });
    }
    await page.setViewportSize(PHONE);

    // Each link opens its page in a new tab; the order in progress stays where it was.
    for (const [nome, titulo] of [
      ['Termos de uso', 'Termos de uso'],
      ['Política de privacidade', 'Política de privacidade'],
    ] as const) {
      const aba = context.waitForEvent('page');
      await consentimento.getByRole('link', { name: nome }).click();
      const documento = await aba;
      await documento.getByRole('heading', { level: 1, name: titulo }).waitFor();
      await documento.close();
    }
    await step('Resumo');
    await context.close();
  });

  it('when a shop has no service settings, then its one-step cart carries the same line; and the tracking page links the policy and the terms under the erasure', async () => {
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Clara Nunes');
    const slug = await configurarLoja(owner, 'clara', { nome_loja: 'Doces da Clara', whatsapp: '5511944443333' });
    const produto = await ownerApi<{ id: string }>(owner, 'POST', '/produtos', { nome: 'Brigadeiro', preco: 30 });

    // The spec's cart (no Atendimento saved yet): the line sits under its one button.
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('button', { name: 'Adicionar Brigadeiro ao carrinho', exact: true }).click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect(sheet.getByTestId('consentimento').innerText()).resolves.toBe(
      'Ao enviar, você concorda com os Termos de uso e a Política de privacidade. Doces da Clara recebe seus dados para atender o pedido.',
    );
    await expect(sheet.getByTestId('consentimento').getByRole('link', { name: 'Termos de uso' }).getAttribute('href')).resolves.toBe(
      '/termos',
    );
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
    await screenshot(page, 'legal-carrinho-consentimento', { fullPage: false });

    await ownerApi(owner, 'PUT', '/loja/atendimento', ATENDIMENTO_EXEMPLO);
    await ownerContext.close();
    const pedido = await pedidoFeito(
      slug,
      umPedido({
        produtos: [{ id: produto.id, quantidade: 1 }],
        cliente: { nome: 'Paulo Reis', telefone: '11933332222' },
      }),
    );

    await page.goto(appUrl(pedido.acompanhamento));
    await page.getByRole('button', { name: 'Apagar meus dados deste pedido' }).waitFor();
    await expect(page.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    await page.getByRole('link', { name: 'Termos de uso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
    await context.close();
  });
});
