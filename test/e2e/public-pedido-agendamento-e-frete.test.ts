import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO, SEMPRE_ABERTA } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext } from './browser.js';
import { lojaDaLia } from './owner-helpers.js';
import { addFromCard, customerContext, sheetShot, textOf, sendPedido } from './public-helpers.js';

/*
 * Issue 31 from the customer's side, on a 390 px phone: a pickup scheduled while the shop is
 * closed, a delivery priced by the browser's location, and a shipment to another state with the
 * CEP mask. The customer is a returning one (public-helpers' CLIENTE_LEMBRADO: pickup, cash).
 */

const browser = await launchChromium();

/** The shop's point: the Sé, in São Paulo. */
const SE = { lat: -23.5503, lng: -46.6339 };

/** The shop with one product (R$ 22,50) and these service settings; the shop's path. */
async function shopWithAtendimento(atendimento: Record<string, unknown>): Promise<string> {
  const context = await newContext(browser, DESKTOP);
  const lojaPath = await lojaDaLia(await context.newPage(), {
    produtos: [{ nome: 'Bolo de cenoura', preco: 22.5 }],
    atendimento: { ...ATENDIMENTO_EXEMPLO, entrega_gratis_acima: null, ...atendimento },
  });
  await context.close();
  return lojaPath;
}

/** The shop's page with the cake in the cart, the cart open; the sheet. */
async function cartWithCake(page: Page, lojaPath: string): Promise<Locator> {
  await page.goto(appUrl(lojaPath));
  await page.getByRole('heading', { level: 1, name: 'Empório da Lia' }).waitFor();
  await addFromCard(page, 'Bolo de cenoura').click();
  await page.getByTestId('carrinho-botao').click();
  const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
  await sheet.waitFor();
  return sheet;
}

const step = (sheet: Locator, nome: string) => sheet.getByText(new RegExp(`^${nome} · etapa \\d de 5$`)).waitFor();

/** From the remembered customer's summary back to the Entrega step, to choose another way of receiving. */
async function toEntrega(sheet: Locator) {
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  await step(sheet, 'Resumo');
  await sheet.getByRole('button', { name: 'Alterar entrega' }).click();
  await step(sheet, 'Entrega');
}

/** The Entrega step at 360, 390 and 1280 px (VITRINE_SCREENSHOTS=1 only), never wider than the screen. */
async function entregaShots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['360', { width: 360, height: 780 }],
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    await sheetShot(page, `checkout-${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

describe('Scheduled orders and fees by distance and by state, on a phone', () => {
  it('when the shop is closed but schedules, then the customer picks a day and the first slot for pickup, and WhatsApp and the tracking page say "Agendado para"', async () => {
    // Open for two hours, six hours from now in São Paulo, every day: closed now, with slots later.
    const hora = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const lojaPath = await shopWithAtendimento({
      horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: hh(hora + 6), fecha: hh(hora + 8) })),
      agendamento: { ativo: true, antecedencia_min: 0, dias: 2, intervalo_min: 30, somente_agendado: false },
    });
    const context = await customerContext(browser, PHONE);
    const page = await context.newPage();
    const sheet = await cartWithCake(page, lojaPath);
    await sheet.getByText('Você pode agendar seu pedido agora para um horário em que a loja estiver aberta.').waitFor();
    await sheet.getByRole('button', { name: 'Agendar pedido' }).click();

    // The remembered details are right; the slot is what is missing.
    await step(sheet, 'Entrega');
    await sheet.getByText('A loja está fechada agora, mas você pode agendar seu pedido: escolha o dia e o horário.').waitFor();
    await expect(sheet.getByRole('radio', { name: /^Agora/ }).count()).resolves.toBe(0);
    const dias = sheet.getByRole('group', { name: 'Dia' }).getByRole('button');
    await dias.first().waitFor();
    await expect(dias.first().textContent()).resolves.toMatch(/^(hoje|amanhã)$/);
    const horario = sheet.getByRole('group', { name: 'Horário' }).getByRole('button').first();
    const slot = (await horario.textContent())!;
    expect(slot).toBe(hh(hora + 6));
    await horario.click();
    await expect(horario.getAttribute('aria-pressed')).resolves.toBe('true');
    await entregaShots(page, 'agendamento');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Pagamento');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    await step(sheet, 'Resumo');
    const agendado = await sheet.getByTestId('checkout-agendado').textContent();
    expect(agendado).toMatch(new RegExp(`^Agendado para \\S+, \\d{2}/\\d{2} às ${slot}$`));
    const { resposta, texto: text } = await sendPedido(page, sheet);
    expect(resposta.status(), await resposta.text()).toBe(201);
    expect(text).toContain(`*${agendado}*`);
    expect(text).toContain('Retirada na loja');

    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await expect(enviado.getByTestId('enviado-agendado').textContent()).resolves.toBe(agendado);
    await enviado.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await expect(page.getByTestId('pedido-agendado').textContent()).resolves.toBe(agendado);
    await context.close();
  });

  it('when a shop that charged by neighbourhood moves to distance and shipping, then the header and the checkout offer only those; the customer taps "Usar minha localização" 3.5 km away and pays the second band’s fee', async () => {
    // Its neighbourhood list (ATENDIMENTO_EXEMPLO's Centro and Vila Nova) is still saved from before.
    const lojaPath = await shopWithAtendimento({
      localizacao: SE,
      faixas_distancia: [
        { ate_km: 3, taxa: 5 },
        { ate_km: 6, taxa: 8 },
        { ate_km: 10, taxa: 12 },
      ],
      envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
    });
    const context = await customerContext(browser, PHONE);
    await context.grantPermissions(['geolocation'], { origin: new URL(appUrl('/')).origin });
    await context.setGeolocation({ latitude: SE.lat + 3.5 / 111.195, longitude: SE.lng });
    const page = await context.newPage();
    await page.goto(appUrl(lojaPath));
    const atendimento = page.getByRole('list', { name: 'Atendimento' });
    await expect
      .poll(() => textOf(atendimento))
      .toBe('Aberto agoraPedido mínimo R$ 20,00Entrega até 10 km a partir de R$ 5,00, retirada ou envio pelos CorreiosPIX, Dinheiro');
    const sheet = await cartWithCake(page, lojaPath);
    await toEntrega(sheet);
    await sheet.getByRole('radio', { name: /^Entrega/ }).check();
    // No neighbourhood list beside the distance: the neighbourhood is the customer's to type.
    await sheet.getByLabel('Bairro (opcional)').fill('Santa Cecília');
    await expect(sheet.getByRole('combobox').count()).resolves.toBe(0);
    await expect(sheet.getByText('Vila Nova').count()).resolves.toBe(0);
    // Without the point the fee is unknown: Continuar says how to get it.
    await sheet.getByLabel('Endereço').fill('Rua Voluntários da Pátria, 500');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByText('Toque em “Usar minha localização” para calcular a taxa de entrega.').waitFor();
    await sheet.getByRole('button', { name: 'Usar minha localização' }).click();
    await expect.poll(() => textOf(sheet.getByTestId('checkout-taxa'))).toBe('Taxa de entrega3,5 km — R$ 8,00');
    await expect(sheet.getByText('Toque em “Usar minha localização” para calcular a taxa de entrega.').count()).resolves.toBe(0);
    await entregaShots(page, 'distancia');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await step(sheet, 'Pagamento');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    await step(sheet, 'Resumo');
    await expect(textOf(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 30,50');
    const { resposta, texto: text } = await sendPedido(page, sheet);
    expect(resposta.status(), await resposta.text()).toBe(201);
    expect(text).toContain('Entrega (3,5 km): R$ 8,00');
    expect(text).toContain('*Total: R$ 30,50*');
    // The tracking page tells the distance with the fee.
    await page.getByRole('dialog', { name: 'Pedido enviado' }).getByRole('link', { name: 'Acompanhar pedido' }).click();
    await expect.poll(() => textOf(page.getByTestId('pedido-frete'))).toBe('Entrega · Santa Cecília · 3,5 kmR$ 8,00');

    await context.close();
  });

  it('when the customer ships to Rio de Janeiro, then the CEP is masked as typed, the state comes from it, the RJ fee is charged, and neither a slot nor payment on delivery is offered', async () => {
    const lojaPath = await shopWithAtendimento({
      envio: { ativo: true, taxas_por_uf: { SP: 18, RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
      formas_pagamento: ['pix', 'dinheiro', 'cartao'],
      horarios: SEMPRE_ABERTA,
      agendamento: { ativo: true, antecedencia_min: 0, dias: 2, intervalo_min: 60, somente_agendado: false },
    });
    const context = await customerContext(browser, PHONE);
    const page = await context.newPage();
    const sheet = await cartWithCake(page, lojaPath);
    await toEntrega(sheet);
    // The remembered pickup may be scheduled; a shipment may not.
    await sheet.getByRole('radio', { name: /^Agendar/ }).waitFor();
    await sheet.getByText('Frete conforme o estado · 3 a 8 dias úteis').waitFor();
    await sheet.getByRole('radio', { name: /^Envio pelos Correios\/transportadora/ }).check();
    await expect(sheet.getByRole('radio', { name: /^Agendar/ }).count()).resolves.toBe(0);
    await expect(sheet.getByText('Quando?').count()).resolves.toBe(0);
    const cep = sheet.getByLabel('CEP');
    await expect(cep.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(cep.getAttribute('autocomplete')).resolves.toBe('postal-code');
    // A house without a number is "S/N": a keyboard with letters.
    await expect(sheet.getByLabel('Número').getAttribute('inputmode')).resolves.toBeNull();
    await cep.pressSequentially('20040020');
    await expect(cep.inputValue()).resolves.toBe('20040-020');
    await expect(sheet.getByLabel('UF').inputValue()).resolves.toBe('RJ');
    await expect.poll(() => textOf(sheet.getByTestId('checkout-taxa'))).toBe('Frete para RJR$ 25,00');

    // Continuar names each missing part of the address.
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.getByText('Informe a rua.').waitFor();
    await sheet.getByText('Informe a cidade.').waitFor();
    await sheet.getByLabel('Rua / Avenida').fill('Avenida Rio Branco');
    await sheet.getByLabel('Número').pressSequentially('S/N');
    await sheet.getByLabel('Complemento (opcional)').fill('sala 1201');
    await sheet.getByLabel('Bairro (opcional)').fill('Centro');
    await sheet.getByLabel('Cidade').fill('Rio de Janeiro');
    await entregaShots(page, 'envio');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    // Paid before it leaves: PIX, chosen for the customer who paid cash on pickup; no cash nor card at the door.
    await step(sheet, 'Pagamento');
    await expect(sheet.getByRole('radio').count()).resolves.toBe(1);
    await expect(sheet.getByRole('radio', { name: /^PIX/ }).isChecked()).resolves.toBe(true);
    await expect(sheet.getByRole('radio', { name: /^Dinheiro/ }).count()).resolves.toBe(0);
    await sheet.getByText('O envio pelos Correios é pago antes de sair da loja.').waitFor();
    await entregaShots(page, 'envio-pagamento');
    await sheet.getByRole('button', { name: 'Continuar' }).click();

    await step(sheet, 'Resumo');
    await expect(sheet.getByTestId('checkout-agendado').count()).resolves.toBe(0);
    await expect(textOf(sheet.getByTestId('checkout-frete'))).resolves.toBe('R$ 25,00');
    await expect(textOf(sheet.getByTestId('checkout-total'))).resolves.toBe('R$ 47,50');
    const { resposta, texto: text } = await sendPedido(page, sheet);
    expect(resposta.status(), await resposta.text()).toBe(201);
    expect(text).toContain('Envio (RJ): R$ 25,00');
    expect(text).toContain('CEP 20040-020');
    expect(text).toContain('Avenida Rio Branco, S/N');
    expect(text).toContain('PIX');
    expect(text).not.toContain('Agendado');
    await context.close();
  });
});
