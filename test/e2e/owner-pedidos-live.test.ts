import type { PedidoAcompanhamento } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, newContext, openOwnerMenu, screenshotWholePage } from './browser.js';
import { configurarLoja, ownerApi, screenshotsAtEveryWidth, signInNewOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

const browser = await launchChromium();

const cartao = (page: Page, codigo: string) => page.getByTestId('pedido').filter({ hasText: `#${codigo}`, visible: true });

describe('Pedidos live', () => {
  it('when a customer orders while the owner has Pedidos open, then it appears within 10 s with the customer, the title counts it, the owner confirms it and Conversar greets the customer', async () => {
    const context = await newContext(browser, PHONE);
    // The phone's clock is Playwright's: the flow lets the 10 s pass at once (fastForward) instead of sitting through them.
    await context.clock.install();
    const page = await context.newPage();
    await signInNewOwner(page, 'Bruna Lima');
    const slug = await configurarLoja(page, 'bruna', { nome_loja: 'Empório da Bruna', whatsapp: '5511988887777' });
    const bolo = await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', {
      nome: 'Bolo de cenoura',
      preco: 22.5,
    });
    const cafe = await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', { nome: 'Café coado', preco: 6 });
    await ownerApi(page, 'PUT', '/loja/atendimento', {
      retirada: true,
      entrega: true,
      taxa_entrega: 5,
      bairros: [{ nome: 'Centro', taxa: 4.5 }],
      entrega_gratis_acima: null,
      pedido_minimo: 0,
      formas_pagamento: ['pix', 'dinheiro', 'cartao'],
      pix: { chave: 'bruna@exemplo.com.br', nome: 'Bruna Lima', cidade: 'São Paulo' },
      horarios: [],
      pausado: false,
    });

    await openOwnerMenu(page, 'Pedidos');
    await page.getByRole('heading', { name: 'Nenhum pedido ainda' }).waitFor();
    await expect(page.title()).resolves.toBe('Pedidos · Vitrine');

    // The customer orders while the screen stays open.
    const enviado = Date.now();
    const pedido = await pedidoFeito(slug, {
      produtos: [
        { id: bolo.id, quantidade: 1 },
        { id: cafe.id, quantidade: 2 },
      ],
      cliente: { nome: 'Maria Clara', telefone: '(11) 91234-5678' },
      entrega: {
        tipo: 'entrega',
        bairro: 'centro',
        endereco: 'Rua das Flores, 123',
        complemento: 'ap 4',
        referencia: 'perto da padaria',
      },
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      observacao: 'Sem açúcar no café',
    });
    expect(pedido.total).toBe(39);

    const card = cartao(page, pedido.codigo);
    await page.clock.fastForward(10_000);
    await card.getByText('Maria Clara').waitFor({ timeout: 5_000 });
    expect(Date.now() - enviado).toBeLessThan(10_000);
    await expect(card.getAttribute('data-destacado')).resolves.toBe('true');
    await expect(page.title()).resolves.toBe('(1) Pedidos · Vitrine');
    await screenshotWholePage(page, 'pedidos-novo-chegando-390');

    // Everything the owner needs, at a glance and under Detalhes.
    for (const texto of [
      'Entrega · Centro',
      'Rua das Flores, 123 — ap 4',
      'Dinheiro',
      'Troco para R$ 100,00 — levar R$ 61,00',
      'Sem açúcar no café',
    ]) {
      await expect(card.getByText(texto).first().isVisible(), texto).resolves.toBe(true);
    }
    await card.getByText('Detalhes').click();
    for (const texto of ['(11) 91234-5678', 'perto da padaria', 'R$ 34,50', 'R$ 4,50', 'Copiar link de acompanhamento']) {
      await expect(card.getByText(texto).first().isVisible(), texto).resolves.toBe(true);
    }
    await screenshotsAtEveryWidth(page, 'pedidos-pedido-completo');

    // The status menu: every other step; cancelling asks first, and 'Voltar' keeps the order.
    await card.getByRole('button', { name: `Alterar status do pedido #${pedido.codigo}` }).click();
    const menu = page.getByRole('dialog', { name: `Pedido #${pedido.codigo}` });
    await menu.waitFor();
    await expect(menu.getByRole('button', { name: /Pronto para retirada/ }).count()).resolves.toBe(0);
    await screenshotsAtEveryWidth(page, 'pedidos-menu-status');
    await menu.getByRole('button', { name: /^Cancelar pedido/ }).click();
    const confirmacao = page.getByRole('alertdialog', { name: `Cancelar o pedido #${pedido.codigo}?` });
    await confirmacao.getByRole('button', { name: 'Voltar' }).click();
    await confirmacao.waitFor({ state: 'detached' });
    await expect(card.getByText('Novo', { exact: true }).isVisible()).resolves.toBe(true);

    // The next step is the main button.
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByText(`Pedido #${pedido.codigo}: Confirmado.`).waitFor();
    await card.getByRole('button', { name: 'Preparar', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Pedidos · Vitrine');
    const acompanhamento = (await (await fetch(appUrl(`/api${pedido.acompanhamento}`))).json()) as PedidoAcompanhamento;
    expect(acompanhamento.status).toBe('confirmado');

    // Conversar: the customer's number and a message for the new status, with the tracking link.
    const conversar = card.getByRole('link', { name: 'Conversar com Maria Clara no WhatsApp' });
    const link = new URL((await conversar.getAttribute('href'))!);
    expect(link.origin + link.pathname).toBe('https://wa.me/5511912345678');
    expect(link.searchParams.get('text')).toBe(
      `Olá, Maria! Seu pedido #${pedido.codigo} foi confirmado e logo começa a ser preparado.\n\nAcompanhe aqui: ${new URL(pedido.acompanhamento, appUrl()).toString()}`,
    );
    await context.close();
  });
});
