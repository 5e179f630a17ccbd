import type { Atendimento, CatalogoResponse } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { DESKTOP, PHONE, appUrl, launchChromium, openOwnerMenu } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';

const browser = await launchChromium();

/** What the form below is filled with, as the server saves it. */
const ESPERADO: Atendimento = {
  ...ATENDIMENTO_EXEMPLO,
  pix: { chave: '+5511987654321', nome: 'Ana Souza', cidade: 'São Paulo' },
  horarios: [
    { dia: 1, abre: '08:00', fecha: '18:00' },
    { dia: 5, abre: '18:00', fecha: '02:00' },
  ],
  // Left as the form shows it: the default minutes before a waiting order's second push (issue 28).
  alerta_pedido_parado_min: 3,
};

/** The first-steps item of the service settings, as a screen reader reads it. */
const passoAtendimento = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Defina entrega, pagamento e horários' });

describe('Atendimento', () => {
  it('when a new owner sets delivery by neighbourhood, a minimum, PIX and cash and hours crossing midnight, then they are kept, published and tick the first step', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Ana Souza');
    const slug = await configurarLoja(page, 'ana', { nome_loja: 'Doces da Ana' });
    await page.reload();
    await expect(passoAtendimento(page).innerText()).resolves.not.toContain('(concluído)');

    await openOwnerMenu(page, 'Atendimento');
    await page.waitForURL('**/atendimento');
    await page.getByRole('heading', { name: 'Atendimento', level: 1 }).waitFor();
    await page.getByText('Ainda não salvo').waitFor();
    await screenshotsAtEveryWidth(page, 'atendimento-vazio');

    // Delivery, by two neighbourhoods, each with its fee.
    await page.getByRole('switch', { name: 'Entrega', exact: true }).click();
    await page.getByText('Sem bairros na lista, a loja entrega em qualquer lugar').waitFor();
    await page.getByLabel('Taxa de entrega').fill('5');
    await page.getByLabel('Entrega grátis acima de').fill('100,00');
    await page.getByRole('button', { name: 'Adicionar bairro' }).click();
    await page.getByLabel('Nome do bairro 1').fill('Centro');
    await page.getByLabel('Taxa do bairro 1').fill('4');
    await page.getByRole('button', { name: 'Adicionar bairro' }).click();
    await page.getByLabel('Nome do bairro 2').fill('Vila Nova');
    await page.getByLabel('Taxa do bairro 2').fill('7,50');
    await page.getByLabel('Pedido mínimo').fill('20');

    // PIX and cash are ticked for a new shop; the PIX key is first typed wrong.
    await expect(page.getByRole('checkbox', { name: 'PIX' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Cartão' }).isChecked()).resolves.toBe(false);
    await page.getByLabel('Chave PIX').fill('12345');
    await page.getByLabel('Nome de quem recebe').fill('Ana Souza');
    await page.getByLabel('Cidade').fill('São Paulo');

    // Hours: Monday as offered, Friday night into Saturday.
    await page.getByRole('switch', { name: 'Definir horários de funcionamento' }).click();
    await page.getByRole('switch', { name: 'Segunda', exact: true }).click();
    await page.getByRole('switch', { name: 'Sexta', exact: true }).click();
    await page.getByLabel('Sexta: abre').fill('18:00');
    await page.getByLabel('Sexta: fecha').fill('02:00');
    await page.getByTestId('dia-5').getByText('Fecha no dia seguinte.').waitFor();

    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    const chave = page.getByLabel('Chave PIX');
    await expect.poll(() => chave.getAttribute('aria-invalid')).toBe('true');
    // The field's own message (the toast that says it too comes after it in the page).
    const mensagem = page.getByText('Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.').first();
    await expect(mensagem.getAttribute('id')).resolves.toBe(await chave.getAttribute('aria-describedby'));
    await expect(ownerApi(page, 'GET', '/loja/atendimento')).resolves.toEqual({ atendimento: null });
    await screenshotsAtEveryWidth(page, 'atendimento-erro');

    await chave.fill('+55 11 98765-4321');
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();
    await page.getByText('Tudo salvo').waitFor();
    // The key as the PIX directory keeps it.
    await expect(chave.inputValue()).resolves.toBe('+5511987654321');
    await expect(ownerApi(page, 'GET', '/loja/atendimento')).resolves.toEqual({ atendimento: ESPERADO });

    await page.reload();
    await expect(page.getByLabel('Taxa de entrega').inputValue()).resolves.toBe('5,00');
    await expect(page.getByLabel('Nome do bairro 2').inputValue()).resolves.toBe('Vila Nova');
    await expect(page.getByLabel('Taxa do bairro 2').inputValue()).resolves.toBe('7,50');
    await expect(page.getByLabel('Entrega grátis acima de').inputValue()).resolves.toBe('100,00');
    await expect(page.getByLabel('Pedido mínimo').inputValue()).resolves.toBe('20,00');
    await expect(page.getByLabel('Chave PIX').inputValue()).resolves.toBe('+5511987654321');
    await expect(page.getByRole('switch', { name: 'Domingo', exact: true }).getAttribute('aria-checked')).resolves.toBe('false');
    await expect(page.getByLabel('Segunda: abre').inputValue()).resolves.toBe('08:00');
    await expect(page.getByLabel('Sexta: fecha').inputValue()).resolves.toBe('02:00');
    await page.getByText('Tudo salvo').waitFor();
    await screenshotsAtEveryWidth(page, 'atendimento-preenchido');

    // Customers read the same settings in the catalogue's answer.
    const publico = await fetch(appUrl(`/api/loja/${slug}`));
    expect(publico.status).toBe(200);
    expect(((await publico.json()) as CatalogoResponse).loja.atendimento).toEqual(ESPERADO);

    // Pausing is one switch, explained where it is.
    await page.getByRole('switch', { name: 'Pausar pedidos agora' }).click();
    await page.getByText('Pedidos pausados: os clientes veem “Loja fechada no momento”').waitFor();
    await page.getByText('Alterações não salvas').waitFor();
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();
    const pausada = (await (await fetch(appUrl(`/api/loja/${slug}`))).json()) as CatalogoResponse;
    expect(pausada.loja.atendimento).toEqual({ ...ESPERADO, pausado: true });

    await openOwnerMenu(page, 'Início');
    await page.waitForURL('**/dashboard');
    await expect(passoAtendimento(page).innerText()).resolves.toContain('(concluído)');
    await context.close();
  }, 150_000);

  it('when one weekday’s hours are copied to all days, then every day opens with them', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Caio Prado');
    await page.goto(appUrl('/atendimento'));
    await page.getByRole('switch', { name: 'Definir horários de funcionamento' }).click();
    await page.getByRole('switch', { name: 'Terça', exact: true }).click();
    await page.getByTestId('dia-2').getByRole('button', { name: 'Adicionar horário' }).click();
    await page.getByLabel('Terça: abre (1º horário)').fill('09:00');
    await page.getByLabel('Terça: fecha (1º horário)').fill('12:00');
    await page.getByLabel('Terça: abre (2º horário)').fill('13:00');
    await page.getByLabel('Terça: fecha (2º horário)').fill('17:30');
    await page.getByTestId('dia-2').getByRole('button', { name: 'Copiar para todos os dias' }).click();
    await page.getByLabel('Chave PIX').fill('ana@exemplo.com.br');
    await page.getByLabel('Nome de quem recebe').fill('Caio Prado');
    await page.getByLabel('Cidade').fill('Recife');
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();

    const { atendimento } = await ownerApi<{ atendimento: Atendimento }>(page, 'GET', '/loja/atendimento');
    expect(atendimento.horarios).toEqual(
      [0, 1, 2, 3, 4, 5, 6].flatMap((dia) => [
        { dia, abre: '09:00', fecha: '12:00' },
        { dia, abre: '13:00', fecha: '17:30' },
      ]),
    );
    expect(atendimento).toMatchObject({ retirada: true, entrega: false, pix: { chave: 'ana@exemplo.com.br' } });
    await context.close();
  }, 120_000);
});

describe('Atendimento: unsaved changes', () => {
  it('when the owner changes a field and puts it back as saved, then the form says “Tudo salvo” again, as Configuração does', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Leo Campos');
    // A reload after a failed case leaves unsaved changes behind on purpose.
    page.on('dialog', (dialogo) => void dialogo.accept());
    // Every section filled, the payment methods saved in another order than the form lists them.
    await ownerApi(page, 'PUT', '/loja/atendimento', {
      ...ATENDIMENTO_EXEMPLO,
      formas_pagamento: ['dinheiro', 'pix'],
      horarios: [{ dia: 1, abre: '08:00', fecha: '18:00' }],
      agendamento: { ativo: true, antecedencia_min: 60, dias: 7, intervalo_min: 30, somente_agendado: false },
      localizacao: { lat: -23.5505, lng: -46.6333 },
      faixas_distancia: [{ ate_km: 3, taxa: 6 }],
      envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
    });
    await page.goto(appUrl('/atendimento'));
    const salvo = page.getByText('Tudo salvo', { exact: true });
    const alterado = page.getByText('Alterações não salvas', { exact: true });
    await salvo.waitFor();

    const campos = [
      'Pedido mínimo',
      'Taxa de entrega',
      'Entrega grátis acima de',
      'Taxa do bairro 1',
      'Nome do bairro 2',
      'Chave PIX',
      'Avisar de novo se o pedido esperar',
      'Antecedência',
      'Dias à frente',
      'Latitude',
      'Longitude',
      'Faixa 1: até quantos km',
      'Faixa 1: taxa',
      'Frete para RJ',
      'Taxa padrão',
      'Prazo',
      'Segunda: abre',
    ];
    /** After one change and its undoing, the form says it is as saved (every case checked, each failure named). */
    async function voltaAoSalvo(caso: string, mudar: () => Promise<void>, desfazer: () => Promise<void>) {
      await mudar();
      await alterado.waitFor({ timeout: 3_000 }).catch(() => expect.soft(false, `${caso}: the change is not seen`).toBe(true));
      await desfazer();
      const ok = await salvo.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
      expect.soft(ok, `${caso}: still “Alterações não salvas” once undone`).toBe(true);
      // The next case starts from the saved values, whatever this one left.
      if (!ok) await page.reload().then(() => salvo.waitFor());
    }

    /** The same value as a person types it: "20" for the "20,00" shown, a comma for a point. */
    const comoSeDigita = (mostrado: string) =>
      /^-?[\d.,]+$/.test(mostrado)
        ? mostrado
            .replace(/,00$/, '')
            .replace(/(,\d)0$/, '$1')
            .replace('.', ',')
        : mostrado;
    for (const rotulo of campos) {
      const campo = page.getByLabel(rotulo, { exact: true });
      const antes = await campo.inputValue();
      const hora = rotulo.endsWith('abre');
      await voltaAoSalvo(
        `${rotulo} typed and typed back`,
        () => campo.fill(hora ? '09:00' : `${antes}1`),
        // Cleared and typed back (a time, picked again).
        async () => {
          if (hora) return campo.fill(antes);
          await campo.fill('');
          await campo.pressSequentially(antes);
        },
      );
      // The same amount, typed the short way: still the saved value.
      if (!hora && comoSeDigita(antes) !== antes)
        await voltaAoSalvo(
          `${rotulo} typed as “${comoSeDigita(antes)}” for the saved “${antes}”`,
          () => campo.fill(`${antes}1`),
          () => campo.fill(comoSeDigita(antes)),
        );
    }
    for (const nome of ['Dinheiro', 'PIX']) {
      const caixa = page.getByRole('checkbox', { name: nome, exact: true });
      await voltaAoSalvo(
        `${nome} unchecked and checked`,
        () => caixa.uncheck(),
        () => caixa.check(),
      );
    }
    for (const nome of [
      /^Pausar pedidos agora/,
      /^Retirada na loja/,
      /^Entrega/,
      /^Definir horários de funcionamento/,
      /^Terça/,
      /^Aceitar só pedidos agendados/,
      /^Aceitar pedidos agendados/,
      /^Enviar pelos Correios ou transportadora/,
    ]) {
      const interruptor = page.getByRole('switch', { name: nome }).first();
      await voltaAoSalvo(
        `${nome.source} switched and switched back`,
        () => interruptor.click(),
        () => interruptor.click(),
      );
    }
    const intervalo = page.getByLabel('Intervalo entre horários');
    await voltaAoSalvo(
      'Intervalo chosen again',
      () => intervalo.selectOption('15').then(() => undefined),
      () => intervalo.selectOption('30').then(() => undefined),
    );
    for (const [adicionar, remover] of [
      ['Adicionar bairro', 'Remover bairro 3'],
      ['Adicionar faixa', 'Remover faixa 2'],
    ]) {
      await voltaAoSalvo(
        `${adicionar} and removed`,
        () => page.getByRole('button', { name: adicionar }).click(),
        () => page.getByRole('button', { name: remover }).click(),
      );
    }
    // After a save, the saved values are the new ones.
    await page.getByLabel('Pedido mínimo', { exact: true }).fill('25,00');
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();
    await salvo.waitFor();
    const minimo = page.getByLabel('Pedido mínimo', { exact: true });
    await voltaAoSalvo(
      'Pedido mínimo after a save',
      () => minimo.fill('30,00'),
      () => minimo.fill('25,00'),
    );
    await context.close();
  }, 120_000);
});
