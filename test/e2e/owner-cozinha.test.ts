import { randomUUID } from 'node:crypto';
import type { HorariosDisponiveis, PedidoDoLojista, PedidoResponse, Produto } from '@vitrine/shared';
import { computeAgendadoPara } from '@vitrine/shared/atendimento';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { umHamburguer, umProduto } from '../support/produtos.js';
import { ENVIO_PARA_O_RIO } from '../support/pedidos.js';
import { DESKTOP, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshot } from './browser.js';
import { configurarLoja, ownerApi, settled, signInNewOwner, signInOwner, newOwnerPage } from './owner-helpers.js';

/** How often the board asks for new orders, and re-reads itself whole (a status changed elsewhere). */
const NOVOS_MS = 4_000;
const RELEITURA_MS = 15_000;
/** How often the cards' waiting times are worked out again. */
const TIQUE_MS = 5_000;

const TABLET = { width: 1024, height: 768 };
const TV = { width: 1920, height: 1080 };

const browser = await launchChromium();

/** POST /api/loja/{slug}/pedido as the customer's checkout sends it. */
async function fazerPedido(slug: string, pedido: Record<string, unknown>): Promise<PedidoResponse> {
  const resposta = await fetch(appUrl(`/api/loja/${slug}/pedido`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ pagamento: { forma: 'pix' }, ...pedido }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return (await resposta.json()) as PedidoResponse;
}

/** The owner's view of an order the customer placed (the customer's answer has its code, not its id). */
async function pedidoDoDono(dono: Page, codigo: string): Promise<PedidoDoLojista> {
  const { pedidos } = await ownerApi<{ pedidos: PedidoDoLojista[] }>(dono, 'GET', '/pedidos');
  const pedido = pedidos.find((candidato) => candidato.codigo === codigo);
  expect(pedido, codigo).toBeDefined();
  return pedido!;
}

const coluna = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });
const cartao = (page: Page, codigo: string) => page.getByRole('article', { name: `Pedido #${codigo}` });

/** The board at the tablet's, the TV's and a phone's size, each without sideways scrolling. */
async function fotos(page: Page, nome: string) {
  for (const [tamanho, viewport] of [
    ['1024', TABLET],
    ['1920', TV],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, nome, { fullPage: false, suffix: tamanho });
  }
  await page.setViewportSize(TABLET);
}

describe('Cozinha', () => {
  it('when the owner invites a cook and customers order, then the cook sees only the kitchen, orders arrive within 5 s, and the cook moves a confirmed one to ready under their own name', async () => {
    const { page: dono } = await newOwnerPage(browser, DESKTOP, 'Lúcia Prado');
    const slug = await configurarLoja(dono, 'lucia', { nome_loja: 'Lanchonete da Lúcia', whatsapp: '5511988887777' });
    await ownerApi(dono, 'PUT', '/loja/atendimento', {
      retirada: true,
      entrega: true,
      taxa_entrega: 5,
      bairros: [],
      entrega_gratis_acima: null,
      pedido_minimo: 0,
      formas_pagamento: ['pix', 'dinheiro'],
      pix: { chave: 'lucia@exemplo.com.br', nome: 'Lucia Prado', cidade: 'São Paulo' },
      horarios: [],
      pausado: false,
    });
    const burger = await ownerApi<Produto>(dono, 'POST', '/produtos', umHamburguer());
    const suco = await ownerApi<Produto>(dono, 'POST', '/produtos', umProduto({ nome: 'Suco de laranja', preco: 8 }));
    const [tamanho, adicionais] = burger.opcoes;
    const escolha = (grupo: typeof tamanho, ...nomes: string[]) => ({
      grupo: grupo!.id,
      itens: nomes.map((nome) => grupo!.itens.find((item) => item.nome === nome)!.id),
    });

    const email = `${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await ownerApi(dono, 'POST', '/equipe', { email, papel: 'cozinha' });

    // The cook signs in with the invited Google account on the kitchen's tablet and lands on the board.
    const context = await newContext(browser, TABLET);
    // The tablet's clock is Playwright's: the flow lets the board's re-reads (new orders every 4 s,
    // the whole board every 15 s) pass at once with fastForward instead of sitting through them.
    await context.clock.install();
    const cozinha = await context.newPage();
    await signInOwner(cozinha, { sub: randomUUID(), email, name: 'Caio Mendes' });
    await cozinha.waitForURL(/\/cozinha$/);
    await cozinha.getByRole('heading', { level: 1, name: 'Cozinha' }).waitFor();
    const menu = cozinha.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
    await expect(menu.allTextContents()).resolves.toEqual(['Cozinha']);
    for (const titulo of ['Novo', 'Confirmado', 'Preparando', 'Pronto']) await coluna(cozinha, titulo).getByText('Nenhum pedido').waitFor();
    await expect(cozinha.title()).resolves.toBe('Cozinha · Vitrine');
    // The menu is a drawer the board's header opens, at the tablet's width too.
    await cozinha.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu.first().isVisible()).resolves.toBe(true);
    await cozinha.keyboard.press('Escape');

    // A customer orders while the board is open: it arrives within the 5 s, waiting for the counter.
    const enviado = Date.now();
    const lanche = await fazerPedido(slug, {
      produtos: [
        {
          id: burger.id,
          quantidade: 2,
          opcoes: [escolha(tamanho, 'Grande'), escolha(adicionais, 'Bacon', 'Cheddar')],
          observacao: 'sem cebola',
        },
        { id: suco.id, quantidade: 1 },
      ],
      cliente: { nome: 'Maria Clara', telefone: '(11) 91234-5678' },
      entrega: { tipo: 'retirada' },
      observacao: 'Capricha no molho',
    });
    const novo = coluna(cozinha, 'Novo').getByRole('article', { name: `Pedido #${lanche.codigo}` });
    await novo.waitFor({ timeout: 5_000 });
    expect(Date.now() - enviado).toBeLessThan(5_000);
    for (const texto of [
      '2× X-Burger',
      'Tamanho: Grande',
      'Adicionais: Bacon, Cheddar',
      'Obs.: sem cebola',
      '1× Suco de laranja',
      'Retirada',
    ]) {
      await expect(novo.getByText(texto, { exact: true }).isVisible(), texto).resolves.toBe(true);
    }
    await expect(novo.getByText('Observação: Capricha no molho').isVisible()).resolves.toBe(true);
    await expect(novo.getByText('0 min').isVisible()).resolves.toBe(true);
    // The cook may not confirm: a calm line instead of a button.
    await expect(novo.getByText('Aguardando confirmação').isVisible()).resolves.toBe(true);
    await expect(novo.getByRole('button').count()).resolves.toBe(0);

    // The counter confirms it on another device: the board follows within its re-read (15 s).
    const { id } = await pedidoDoDono(dono, lanche.codigo);
    await ownerApi(dono, 'PUT', `/pedidos/${id}`, { status: 'confirmado' });
    await cozinha.clock.fastForward(RELEITURA_MS);
    const confirmado = coluna(cozinha, 'Confirmado').getByRole('article', { name: `Pedido #${lanche.codigo}` });
    await confirmado.waitFor({ timeout: 5_000 });

    // A second order, for delivery, stays new on the board while the network drops and comes back.
    await context.setOffline(true);
    await cozinha.clock.fastForward(NOVOS_MS);
    await cozinha.getByRole('status').filter({ hasText: 'Sem conexão — tentando de novo' }).waitFor();
    const entrega = await fazerPedido(slug, {
      produtos: [{ id: suco.id, quantidade: 3 }],
      cliente: { nome: 'João Pedro' },
      entrega: { tipo: 'entrega', endereco: 'Rua das Flores, 123' },
    });
    await context.setOffline(false);
    await cozinha.clock.fastForward(NOVOS_MS);
    await coluna(cozinha, 'Novo')
      .getByRole('article', { name: `Pedido #${entrega.codigo}` })
      .waitFor({ timeout: 5_000 });
    await cozinha.getByText('Sem conexão — tentando de novo').waitFor({ state: 'detached' });
    await expect(cartao(cozinha, entrega.codigo).getByText('Entrega', { exact: true }).isVisible()).resolves.toBe(true);

    await fotos(cozinha, 'cozinha-confirmado');

    // The cook moves the confirmed order on: preparing, then ready for pickup (it is a pickup order).
    await confirmado.getByRole('button', { name: 'Começar preparo' }).click();
    const preparando = coluna(cozinha, 'Preparando').getByRole('article', { name: `Pedido #${lanche.codigo}` });
    await preparando.waitFor();
    await expect(preparando.getByRole('button', { name: 'Saiu para entrega' }).count()).resolves.toBe(0);
    await preparando.getByRole('button', { name: 'Pronto para retirada' }).click();
    const pronto = coluna(cozinha, 'Pronto').getByRole('article', { name: `Pedido #${lanche.codigo}` });
    await pronto.getByText('Pronto para retirada', { exact: true }).waitFor();
    await expect(pronto.getByRole('button').count()).resolves.toBe(0);

    // The API has the status and who changed it: the counter confirmed, the cook prepared.
    await expect
      .poll(async () => {
        const { status, historico } = await pedidoDoDono(dono, lanche.codigo);
        return [status, historico.map((passo) => [passo.status, passo.por])];
      })
      .toEqual([
        'pronto_para_retirada',
        [
          ['novo', null],
          ['confirmado', 'Lúcia Prado'],
          ['preparando', 'Caio Mendes'],
          ['pronto_para_retirada', 'Caio Mendes'],
        ],
      ]);

    await fotos(cozinha, 'cozinha-pronto');

    // A quarter of an hour later on the tablet's clock: the order still waiting turns amber, the ready one has left the board.
    const esperando = cartao(cozinha, entrega.codigo);
    await expect(esperando.getAttribute('data-tempo')).resolves.toBe('normal');
    await cozinha.clock.setFixedTime(Date.now() + 15 * 60_000);
    await cozinha.clock.fastForward(TIQUE_MS);
    await expect.poll(() => esperando.getAttribute('data-tempo'), { timeout: 10_000 }).toBe('atencao');
    await pronto.waitFor({ state: 'detached' });
    await fotos(cozinha, 'cozinha-15-min');
    await cozinha.clock.setFixedTime(Date.now() + 25 * 60_000);
    await cozinha.clock.fastForward(TIQUE_MS);
    await expect.poll(() => esperando.getAttribute('data-tempo'), { timeout: 10_000 }).toBe('atrasado');

    // The owner opens the same board from her menu: she may confirm the delivery order.
    await dono.setViewportSize(TABLET);
    await dono.goto(appUrl('/cozinha'));
    const paraConfirmar = coluna(dono, 'Novo').getByRole('article', { name: `Pedido #${entrega.codigo}` });
    await paraConfirmar.getByRole('button', { name: 'Confirmar' }).waitFor();
    await screenshot(dono, 'cozinha-dono', { fullPage: false, suffix: '1024' });
    await paraConfirmar.getByRole('button', { name: 'Confirmar' }).click();
    await coluna(dono, 'Confirmado')
      .getByRole('article', { name: `Pedido #${entrega.codigo}` })
      .waitFor();
    await expect(
      coluna(dono, 'Pronto')
        .getByRole('article', { name: `Pedido #${lanche.codigo}` })
        .getByRole('button', { name: 'Entregue' })
        .isVisible(),
    ).resolves.toBe(true);
  });

  it('when a shipment to RJ and a scheduled delivery arrive, then the board names each as what it is, the scheduled one waits from its preparation’s start, and the shipment’s ticket lists its freight', async () => {
    const context = await newContext(browser, TABLET);
    await context.clock.install();
    // The print view prints at once: here it only shows the ticket.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    const dono = await context.newPage();
    await signInNewOwner(dono, 'Beto Ramos');
    const slug = await configurarLoja(dono, 'beto', { nome_loja: 'Pizzaria do Beto', whatsapp: '5511988887777' });
    /** Slots every 30 min, the kitchen starting 30 min before each; shipping to RJ at R$ 25. */
    const ANTECEDENCIA_MIN = 30;
    await ownerApi(dono, 'PUT', '/loja/atendimento', {
      ...ATENDIMENTO_EXEMPLO,
      pedido_minimo: 0,
      agendamento: { ativo: true, antecedencia_min: ANTECEDENCIA_MIN, dias: 1, intervalo_min: 30, somente_agendado: false },
      envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
    });
    const camiseta = await ownerApi<Produto>(dono, 'POST', '/produtos', umProduto({ nome: 'Camiseta Básica', preco: 84.85 }));
    const pizza = await ownerApi<Produto>(dono, 'POST', '/produtos', umProduto({ nome: 'Pizza Calabresa', preco: 45.9 }));

    const envio = await fazerPedido(slug, {
      produtos: [{ id: camiseta.id, quantidade: 1 }],
      cliente: { nome: 'Rita Lopes' },
      entrega: ENVIO_PARA_O_RIO,
    });
    // A slot at least an hour and a half away: its preparation starts an hour or more after it was placed.
    const resposta = await fetch(appUrl(`/api/loja/${slug}/horarios-disponiveis?tipo=entrega`));
    const { dias } = (await resposta.json()) as HorariosDisponiveis;
    const [slot] = dias
      .flatMap(({ data, horarios }) => horarios.map((hora) => ({ data, hora, instante: Date.parse(computeAgendadoPara(data, hora)) })))
      .filter(({ instante }) => instante - Date.now() >= 90 * 60_000);
    const agendado = await fazerPedido(slug, {
      produtos: [{ id: pizza.id, quantidade: 1 }],
      cliente: { nome: 'João Pedro' },
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' },
      agendado_para: computeAgendadoPara(slot!.data, slot!.hora),
    });

    await dono.goto(appUrl('/cozinha'));
    const cartaoDoEnvio = coluna(dono, 'Novo').getByRole('article', { name: `Pedido #${envio.codigo}` });
    const cartaoAgendado = coluna(dono, 'Novo').getByRole('article', { name: `Pedido #${agendado.codigo}` });
    await cartaoDoEnvio.waitFor();
    await cartaoAgendado.waitFor();
    // The shipment is a shipment, to RJ, never "Retirada".
    await expect(cartaoDoEnvio.getByText('Envio (RJ)', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(cartaoDoEnvio.getByText('Retirada').count()).resolves.toBe(0);
    // The scheduled delivery says when it is wanted (São Paulo's day: with the day when it is not today's).
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(await dono.evaluate(() => Date.now()));
    const [, mes, dia] = slot!.data.split('-');
    await expect(cartaoAgendado.getByText('Entrega', { exact: true }).isVisible()).resolves.toBe(true);
    const quando = await cartaoAgendado.getByTestId('cozinha-agendado').innerText();
    if (slot!.data === hoje) expect(quando).toBe(`Agendado ${slot!.hora}`);
    else expect(quando).toMatch(new RegExp(`^Agendado \\S+ ${dia}/${mes} ${slot!.hora}$`));
    // Its clock has not started: it counts down to its preparation instead.
    await expect(cartaoAgendado.getByTestId('cozinha-tempo').innerText()).resolves.toMatch(/^Preparo em (\d+ min|1 h \d\d)$/);
    await screenshot(dono, 'cozinha-tipos-antes', { fullPage: false, suffix: '1024' });

    // The shipment, confirmed and prepared, goes out like a delivery.
    await cartaoDoEnvio.getByRole('button', { name: 'Confirmar' }).click();
    await coluna(dono, 'Confirmado')
      .getByRole('article', { name: `Pedido #${envio.codigo}` })
      .getByRole('button', { name: 'Começar preparo' })
      .click();
    await coluna(dono, 'Preparando')
      .getByRole('article', { name: `Pedido #${envio.codigo}` })
      .getByRole('button', { name: 'Saiu para entrega' })
      .waitFor();

    // 12 minutes past the preparation's start: the scheduled order has waited 12 minutes (amber),
    // not the hour and more since it was placed.
    await dono.clock.setFixedTime(slot!.instante - ANTECEDENCIA_MIN * 60_000 + 12 * 60_000 + 5_000);
    await dono.clock.fastForward(TIQUE_MS);
    await expect.poll(() => cartaoAgendado.getByTestId('cozinha-tempo').innerText(), { timeout: 10_000 }).toBe('12 min');
    await expect(cartaoAgendado.getAttribute('data-tempo')).resolves.toBe('atencao');
    await fotos(dono, 'cozinha-tipos');

    // The shipment's ticket: its kind under the date, and the freight between Subtotal and TOTAL.
    const { id } = await pedidoDoDono(dono, envio.codigo);
    await dono.setViewportSize(DESKTOP);
    await dono.goto(appUrl(`/pedidos/${id}/imprimir?largura=58`));
    const ticket = dono.getByLabel('Comanda de 58 mm');
    await ticket.waitFor();
    const linhas = (await ticket.innerText()).split('\n');
    expect(linhas).toContain('ENVIO (RJ)');
    expect(linhas).toEqual(
      expect.arrayContaining(['Subtotal                R$ 84,85', 'Frete (RJ)              R$ 25,00', 'TOTAL                  R$ 109,85']),
    );
    await screenshot(dono, 'cozinha-envio-comanda-58mm', { fullPage: false });
  });
});
