import { computeAgendadoPara, formatAgendadoPara, type Atendimento, type HorariosDisponiveis } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { PHONE, SMALL_PHONE, appUrl, expectNoSidewaysScroll, launchChromium, openOwnerMenu } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth, settled } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

const browser = await launchChromium();

/** Issue 31's settings as the form below fills them, as the server saves them. */
const ESPERADO: Partial<Atendimento> = {
  retirada: true,
  entrega: true,
  agendamento: { ativo: true, antecedencia_min: 60, dias: 7, intervalo_min: 30, somente_agendado: false },
  localizacao: { lat: -23.5505, lng: -46.6333 },
  faixas_distancia: [
    { ate_km: 3, taxa: 5 },
    { ate_km: 6, taxa: 8 },
  ],
  envio: { ativo: true, taxas_por_uf: { SP: 18 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
};

describe('Atendimento: pedidos agendados, entrega por distância e envio (issue 31)', () => {
  it('when the owner turns on scheduling, sets the point and two bands and ships to SP with no default fee, then they are kept, and a scheduled order shows under Agendados', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Marta Lima');
    const slug = await configurarLoja(page, 'marta', { nome_loja: 'Bolos da Marta', whatsapp: '5511977776666' });
    const produto = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Bolo de cenoura', preco: 45 });

    await openOwnerMenu(page, 'Atendimento');
    await page.waitForURL('**/atendimento');
    await page.getByText('Ainda não salvo').waitFor();
    await page.getByLabel('Chave PIX').fill('marta@exemplo.com.br');
    await page.getByLabel('Nome de quem recebe').fill('Marta Lima');
    await page.getByLabel('Cidade').fill('São Paulo');

    // Delivery by distance: the point typed (the browser's location is asked only on the tap, and refused here).
    await page.getByRole('switch', { name: 'Entrega', exact: true }).click();
    await page.getByRole('heading', { name: 'Entrega por distância' }).waitFor();
    await page.getByRole('button', { name: 'Usar minha localização' }).click();
    await page.getByRole('alert').filter({ hasText: 'digite a latitude e a longitude' }).waitFor();
    await page.getByLabel('Latitude', { exact: true }).fill('-23,5505');
    await page.getByLabel('Longitude', { exact: true }).fill('-46.6333');
    await page.getByRole('link', { name: 'Conferir no mapa' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar faixa' }).click();
    await page.getByLabel('Faixa 1: até quantos km').fill('3');
    await page.getByLabel('Faixa 1: taxa').fill('5');
    await page.getByRole('button', { name: 'Adicionar faixa' }).click();
    await page.getByLabel('Faixa 2: até quantos km').fill('6');
    await page.getByLabel('Faixa 2: taxa').fill('8,00');

    // Shipping: SP at R$ 18, the other states "a combinar".
    await page.getByRole('switch', { name: 'Enviar pelos Correios ou transportadora' }).click();
    await page.getByRole('button', { name: 'Adicionar estado' }).click();
    await page.getByLabel('Estado 1', { exact: true }).selectOption('SP');
    await page.getByLabel('Frete para SP').fill('18');
    await page.getByText('Vazio: “Frete a combinar” para os estados fora da lista.').waitFor();
    await page.getByLabel('Prazo', { exact: true }).fill('3 a 8 dias úteis');

    // Scheduling: every 30 minutes, at least an hour ahead.
    await page.getByRole('switch', { name: 'Aceitar pedidos agendados' }).click();
    await page.getByLabel('Antecedência').fill('60');
    await page.getByLabel('Intervalo entre horários').selectOption('30');
    await expect(page.getByRole('switch', { name: 'Aceitar só pedidos agendados' }).getAttribute('aria-checked')).resolves.toBe('false');
    await screenshotsAtEveryWidth(page, 'atendimento-agendamento-e-frete');

    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();
    await page.getByText('Tudo salvo').waitFor();
    await expect(ownerApi<{ atendimento: Atendimento }>(page, 'GET', '/loja/atendimento')).resolves.toMatchObject({
      atendimento: ESPERADO,
    });

    await page.reload();
    await page.getByText('Tudo salvo').waitFor();
    await expect(page.getByRole('switch', { name: 'Aceitar pedidos agendados' }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByLabel('Antecedência').inputValue()).resolves.toBe('60');
    await expect(page.getByLabel('Intervalo entre horários').inputValue()).resolves.toBe('30');
    await expect(page.getByLabel('Latitude', { exact: true }).inputValue()).resolves.toBe('-23.5505');
    await expect(page.getByLabel('Longitude', { exact: true }).inputValue()).resolves.toBe('-46.6333');
    await expect(page.getByLabel('Faixa 2: até quantos km').inputValue()).resolves.toBe('6');
    await expect(page.getByLabel('Faixa 2: taxa').inputValue()).resolves.toBe('8,00');
    await expect(page.getByLabel('Estado 1', { exact: true }).inputValue()).resolves.toBe('SP');
    await expect(page.getByLabel('Frete para SP').inputValue()).resolves.toBe('18,00');
    await expect(page.getByLabel('Taxa padrão').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Prazo', { exact: true }).inputValue()).resolves.toBe('3 a 8 dias úteis');

    // A customer schedules a pickup for the first slot offered.
    const horarios = await fetch(appUrl(`/api/loja/${slug}/horarios-disponiveis?tipo=retirada`));
    expect(horarios.status).toBe(200);
    const { dias } = (await horarios.json()) as HorariosDisponiveis;
    const agendadoPara = computeAgendadoPara(dias[0]!.data, dias[0]!.horarios[0]!);
    const { codigo } = await pedidoFeito(
      slug,
      umPedido({
        produtos: [{ id: produto.id, quantidade: 1 }],
        cliente: { nome: 'Paulo Reis', telefone: '11933332222' },
        agendado_para: agendadoPara,
      }),
    );

    await page.goto(appUrl('/pedidos'));
    // The chip counts the open scheduled orders, as the others count theirs.
    await page.getByRole('button', { name: 'Agendados 1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Agendados' }).click();
    await page.waitForURL('**/pedidos?status=agendados');
    const card = page.getByTestId('pedido').filter({ has: page.getByText(`#${codigo}`) });
    await expect(card.getByTestId('agendado-para').innerText()).resolves.toBe(formatAgendadoPara(agendadoPara));
    expect(formatAgendadoPara(agendadoPara)).toMatch(/^Agendado para [^,]+\., \d{2}\/\d{2} às \d{2}:\d{2}$/);
    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await settled(page);
      await expectNoSidewaysScroll(page);
    }
    await screenshotsAtEveryWidth(page, 'pedidos-agendados');

    // Shipping switched off for a while, then on again: the states, fees and prazo come back as they were.
    await openOwnerMenu(page, 'Atendimento');
    await page.waitForURL('**/atendimento');
    await page.getByRole('switch', { name: 'Enviar pelos Correios ou transportadora' }).click();
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Tudo salvo').waitFor();
    await expect(ownerApi<{ atendimento: Atendimento }>(page, 'GET', '/loja/atendimento')).resolves.toMatchObject({
      atendimento: { envio: { ...ESPERADO.envio, ativo: false } },
    });
    await page.reload();
    await page.getByText('Tudo salvo').waitFor();
    await page.getByRole('switch', { name: 'Enviar pelos Correios ou transportadora' }).click();
    await expect(page.getByLabel('Frete para SP').inputValue()).resolves.toBe('18,00');
    await expect(page.getByLabel('Prazo', { exact: true }).inputValue()).resolves.toBe('3 a 8 dias úteis');
    await context.close();
  }, 150_000);
});
