import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_MODA, DEMO_PIZZARIA } from '../../scripts/lib/seed-tipos-de-loja.js';
import { umaPizzaMeioAMeio } from '../support/produtos.js';
import { ATENDIMENTO_EXEMPLO, SEMPRE_ABERTA } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newPage } from './browser.js';
import { lojaDaLia, ownerApi } from './owner-helpers.js';
import { viewportShots } from './public-helpers.js';

/*
 * A first-time customer's order on a 390 px phone (issue 43), every tap counted from the shop's
 * first screen to WhatsApp: one pizza delivered to the demo pizzeria's only neighbourhood (name,
 * phone and address typed), and the same with a coupon, a slot and the fee by distance. Then the
 * header a returning customer sees ("Meus pedidos" beside the name) at 390 and 360 px.
 */

const browser = await launchChromium();

/** The most taps the simple first order may take (issue 43: it took 21). */
const TOQUES_MAX = 14;

/**
 * A first-time customer's phone (nothing remembered) that counts taps twice: each tap the flow
 * makes through `tap`/`type`, and each press the page itself saw (trusted pointerdown), which must
 * agree, so no click escapes the count. `type` is a tap on the field and then the keyboard.
 */
async function contador(): Promise<{
  context: BrowserContext;
  tap: (alvo: Locator) => Promise<void>;
  type: (campo: Locator, texto: string) => Promise<void>;
  contagem: () => Promise<{ toques: number; campos: number }>;
}> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  let vistos = 0;
  await context.exposeBinding('__toque', () => {
    vistos++;
  });
  await context.addInitScript(() =>
    addEventListener('pointerdown', (event) => event.isTrusted && (window as unknown as { __toque: () => void }).__toque(), true),
  );
  let toques = 0;
  let campos = 0;
  const tap = async (alvo: Locator) => {
    toques++;
    await alvo.click();
  };
  return {
    context,
    tap,
    async type(campo, texto) {
      campos++;
      await tap(campo);
      await campo.pressSequentially(texto);
    },
    async contagem() {
      await expect.poll(() => vistos, { message: 'the taps the page saw' }).toBe(toques);
      return { toques, campos };
    },
  };
}

/** From the first screen: the pizza's page, one flavour, Adicionar, the cart (4 taps). */
async function pizzaNoCarrinho(page: Page, tap: (alvo: Locator) => Promise<void>, sabor: string) {
  // The first of its cards: in "Destaques", at the top of the first screen.
  await tap(page.getByRole('link', { name: 'Escolher opções de Pizza grande' }).first());
  await tap(page.getByLabel(new RegExp(`^${sabor}`)));
  await tap(page.getByRole('button', { name: /^Adicionar/ }));
  await page.getByText(/^1 × Pizza grande.* no carrinho$/).waitFor();
  await tap(page.getByTestId('carrinho-botao'));
  // Its title in sentence case (issue 43: it read "Seu Pedido").
  const sheet = page.getByRole('dialog', { name: 'Seu pedido', exact: true });
  await sheet.waitFor();
  return sheet;
}

const step = (sheet: Locator, nome: string) => sheet.getByText(new RegExp(`^${nome} · etapa \\d de 5$`)).waitFor();

/** From the first screen to the delivery step, Entrega chosen: a Calabresa, then Joana's name and WhatsApp (2 typed fields). */
async function calabresaAteAEntrega(page: Page, { tap, type }: Pick<Awaited<ReturnType<typeof contador>>, 'tap' | 'type'>) {
  const sheet = await pizzaNoCarrinho(page, tap, 'Calabresa');
  await tap(sheet.getByRole('button', { name: 'Continuar' }));
  await step(sheet, 'Seus dados');
  await type(sheet.getByLabel('Seu nome'), 'Joana Lima');
  await type(sheet.getByLabel('Seu WhatsApp'), '11987654321');
  await tap(sheet.getByRole('button', { name: 'Continuar' }));
  await step(sheet, 'Entrega');
  await tap(sheet.getByRole('radio', { name: /^Entrega/ }));
  return sheet;
}

/** From the delivery step to the summary: the address typed (the third typed field), then PIX. */
async function enderecoAteOResumo(
  sheet: Locator,
  endereco: string,
  { tap, type }: Pick<Awaited<ReturnType<typeof contador>>, 'tap' | 'type'>,
) {
  await type(sheet.getByLabel('Endereço'), endereco);
  await tap(sheet.getByRole('button', { name: 'Continuar' }));
  await step(sheet, 'Pagamento');
  await tap(sheet.getByRole('radio', { name: /^PIX/ }));
  await tap(sheet.getByRole('button', { name: 'Continuar' }));
  await step(sheet, 'Resumo');
}

/** Taps the summary's send button: the order's answer, once WhatsApp's tab has opened (and is closed). */
async function send(page: Page, sheet: Locator, tap: (alvo: Locator) => Promise<void>) {
  const resposta = page.waitForResponse((response) => response.request().method() === 'POST' && /\/pedido$/.test(response.url()));
  const aba = page.context().waitForEvent('page');
  await tap(sheet.getByRole('button', { name: 'Fazer Pedido' }));
  const [enviado, tab] = await Promise.all([resposta, aba]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  await tab.close();
  return enviado;
}

/**
 * The words of the element's text that the browser split over two lines (a range over each word
 * has line boxes at more than one height): none, when a name wraps between words only.
 */
const palavrasPartidas = (elemento: Locator) =>
  elemento.evaluate((element) => {
    const partidas: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const palavra of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, palavra.index);
        range.setEnd(node, palavra.index + palavra[0].length);
        const linhas = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (linhas.size > 1) partidas.push(palavra[0]);
      }
    }
    return partidas;
  });

describe('A first order, tap by tap, on a phone', () => {
  it(`when a first-time customer orders one pizza delivered to the only neighbourhood, then it takes at most ${TOQUES_MAX} taps and 3 typed fields from the first screen to WhatsApp`, async () => {
    const { context, tap, type, contagem } = await contador();
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${DEMO_PIZZARIA.slug}`));
    await page.getByRole('heading', { level: 1, name: DEMO_PIZZARIA.loja.nome_loja }).waitFor();
    await page.getByText('Desenvolvido por').waitFor();

    const sheet = await calabresaAteAEntrega(page, { tap, type });
    // The shop's only neighbourhood is already chosen.
    await expect(sheet.getByLabel('Bairro', { exact: true }).inputValue()).resolves.toBe('Pinheiros');
    await viewportShots(page, 'primeiro-pedido-entrega');
    await enderecoAteOResumo(sheet, 'Rua dos Pinheiros, 100', { tap, type });
    const resposta = await send(page, sheet, tap);
    expect(resposta.status(), await resposta.text()).toBe(201);
    expect(((await resposta.json()) as { texto_whatsapp: string }).texto_whatsapp).toContain('Pinheiros');

    const { toques, campos } = await contagem();
    console.info(`primeiro pedido simples: ${toques} toques, ${campos} campos digitados`);
    expect(campos).toBe(3);
    expect(toques).toBeLessThanOrEqual(TOQUES_MAX);
    await context.close();
  });

  it('when a first-time customer orders one pizza with a coupon, for a slot, at the fee by distance, then the taps are counted (4 typed fields)', async () => {
    const SE = { lat: -23.5503, lng: -46.6339 };
    const { context: ownerContext, page: owner } = await newPage(browser, DESKTOP);
    const lojaPath = await lojaDaLia(owner, {
      produtos: [],
      atendimento: {
        ...ATENDIMENTO_EXEMPLO,
        bairros: [],
        pedido_minimo: 0,
        entrega_gratis_acima: null,
        formas_pagamento: ['pix', 'dinheiro', 'cartao'],
        horarios: SEMPRE_ABERTA,
        agendamento: { ativo: true, antecedencia_min: 0, dias: 2, intervalo_min: 60, somente_agendado: false },
        localizacao: SE,
        faixas_distancia: [{ ate_km: 5, taxa: 7 }],
      },
    });
    await ownerApi(owner, 'POST', '/produtos', umaPizzaMeioAMeio());
    await ownerApi(owner, 'POST', '/cupons', { codigo: 'BEMVINDO', tipo: 'valor', valor: 5 });
    await ownerContext.close();

    const { context, tap, type, contagem } = await contador();
    await context.grantPermissions(['geolocation'], { origin: new URL(appUrl('/')).origin });
    await context.setGeolocation({ latitude: SE.lat + 1.95 / 111.195, longitude: SE.lng });
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    await page.getByRole('heading', { level: 1, name: 'Empório da Lia' }).waitFor();
    await page.getByText('Desenvolvido por').waitFor();

    const sheet = await calabresaAteAEntrega(page, { tap, type });
    await tap(sheet.getByRole('radio', { name: /^Agendar/ }));
    await tap(sheet.getByRole('group', { name: 'Horário' }).getByRole('button').last());
    await tap(sheet.getByRole('button', { name: 'Usar minha localização' }));
    await expect
      .poll(async () => (await sheet.getByTestId('checkout-taxa').textContent())?.replace(/\s/g, ' '))
      .toBe('Taxa de entrega2 km — R$ 7,00');
    await enderecoAteOResumo(sheet, 'Rua Direita, 10', { tap, type });
    const cupom = sheet.getByTestId('cupom');
    await tap(cupom.getByRole('button', { name: 'Tem um cupom?' }));
    // The field takes the focus as it opens: the code is typed without another tap.
    const codigo = cupom.getByLabel('Código do cupom');
    await expect.poll(() => codigo.evaluate((campo) => campo === document.activeElement)).toBe(true);
    await codigo.pressSequentially('BEMVINDO');
    await tap(cupom.getByRole('button', { name: 'Aplicar' }));
    await cupom.getByText('Cupom BEMVINDO aplicado').waitFor();
    const resposta = await send(page, sheet, tap);
    expect(resposta.status(), await resposta.text()).toBe(201);
    const pedido = (await resposta.json()) as { agendado_para: string | null; distancia_km: number; cupom: string };
    expect(pedido).toMatchObject({ distancia_km: 2, cupom: 'BEMVINDO' });
    expect(pedido.agendado_para).not.toBeNull();

    const { toques, campos } = await contagem();
    console.info(`primeiro pedido com cupom, horário e taxa por distância: ${toques} toques, ${campos + 1} campos digitados`);
    expect(campos + 1).toBe(4);

    // The next order on this device: the details and the shared point are remembered, so the cart goes straight to the summary, the fee known.
    await page.goto(appUrl(lojaPath));
    const deNovo = await pizzaNoCarrinho(page, (alvo) => alvo.click(), 'Marguerita');
    await deNovo.getByRole('button', { name: 'Continuar' }).click();
    await step(deNovo, 'Resumo');
    await deNovo.getByText('A 2 km da loja (pela sua localização)').waitFor();
    await expect(deNovo.getByTestId('checkout-frete').textContent()).resolves.toMatch(/^R\$\s7,00$/);
    await expect(deNovo.getByTestId('checkout-total').textContent()).resolves.toMatch(/^R\$\s59,90$/);
    await context.close();
  });
});

describe('The header of a returning customer', () => {
  it('when "Meus pedidos" is beside the longest demo names at 390 and 360 px, then each name and message breaks between words only and stays wide enough to read', async () => {
    const { context, page } = await newPage(browser, PHONE);
    for (const demo of [DEMO_PIZZARIA, DEMO_MODA]) {
      // An order already sent from this device: its "Meus pedidos" (web public-app/meus-pedidos/meus-pedidos.ts).
      const { loja } = (await (await fetch(appUrl(`/api/loja/${demo.slug}`))).json()) as { loja: { lojista_id: string } };
      await page.goto(appUrl(`/loja/${demo.slug}`));
      await page.evaluate((lojaId) => {
        const pedido = { token: 'a'.repeat(32), codigo: 'A1B2', criado_em: new Date().toISOString(), total: 50, linhas: [] };
        localStorage.setItem(`vitrine:meus-pedidos:${lojaId}`, JSON.stringify([pedido]));
      }, loja.lojista_id);
      await page.reload();
      const nome = page.getByRole('heading', { level: 1, name: demo.loja.nome_loja });
      const mensagem = page.locator('header').getByText(demo.loja.mensagem_personalizada);
      await page.getByRole('link', { name: 'Meus pedidos' }).waitFor();
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await expectNoSidewaysScroll(page);
        await expect(palavrasPartidas(nome), `${demo.loja.nome_loja} at ${width}`).resolves.toEqual([]);
        await expect(palavrasPartidas(mensagem), `its message at ${width}`).resolves.toEqual([]);
        // Readable: the name and the message keep at least 10rem, and the name two lines at most.
        const caixa = (await nome.boundingBox())!;
        expect(caixa.width, `${demo.loja.nome_loja} at ${width}`).toBeGreaterThanOrEqual(160);
        expect(caixa.height).toBeLessThanOrEqual(2 * 28);
        expect((await mensagem.boundingBox())!.width).toBeGreaterThanOrEqual(160);
      }
      await page.setViewportSize(PHONE);
      await viewportShots(page, `cabecalho-meus-pedidos-${demo.slug}`);
    }
    await context.close();
  });
});
