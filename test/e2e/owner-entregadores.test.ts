import { randomUUID } from 'node:crypto';
import type { AcertoDoDia, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { naLoja } from '@vitrine/shared/relogio';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, newContext } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth, settled, signInOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

const browser = await launchChromium();

/**
 * Issue 46's drivers in the browser: the owner sends two delivery orders with João as one trip,
 * João's phone (390 px) shows them in stop order with one route through both, he marks both
 * delivered, and the day's settlement prints.
 */
describe('Entregadores', () => {
  it('when the owner sends two orders with João as a trip, then his phone shows them in order with the route, he delivers both, and the settlement prints', async () => {
    const { page: dono } = await newOwnerPage(browser, DESKTOP, 'Beatriz Dona');
    const slug = await configurarLoja(dono, 'bia', { nome_loja: 'Pizzaria da Bia' });
    const pizza = await ownerApi<{ id: string }>(dono, 'POST', '/produtos', { nome: 'Pizza grande', preco: 40 });
    await ownerApi(dono, 'PUT', '/loja/atendimento', {
      retirada: true,
      entrega: true,
      bairros: [{ nome: 'Centro', taxa: 7 }],
      formas_pagamento: ['dinheiro', 'pix'],
      pix: { chave: 'bia@exemplo.com.br', nome: 'Pizzaria da Bia', cidade: 'São Paulo' },
    });
    await ownerApi(dono, 'PUT', '/entregadores/taxas', { modo: 'percentual', percentual: 12 });
    const email = `joao.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await ownerApi(dono, 'POST', '/equipe', { email, papel: 'entregador' });

    // João accepts the invitation by signing in: he lands on his deliveries, the only screen he has.
    const joao = await (await newContext(browser, PHONE)).newPage();
    await signInOwner(joao, { sub: randomUUID(), email, name: 'João Motoboy' });
    await joao.waitForURL(appUrl('/entregas'));
    await joao.getByText('Nenhuma entrega com você').waitFor();
    await joao.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = joao.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Minhas entregas', exact: true }).waitFor();
    for (const proibida of ['Pedidos', 'Entregadores', 'Cozinha', 'Produtos']) {
      await expect(menu.getByRole('link', { name: proibida, exact: true }).count()).resolves.toBe(0);
    }
    await joao.keyboard.press('Escape');

    // Two customers' delivery orders, accepted by the shop.
    const codigos: string[] = [];
    for (const [cliente, endereco, pagamento] of [
      ['Carla', 'Rua das Flores, 10', { forma: 'dinheiro', troco_para: 100 }],
      ['Davi', 'Av. Brasil, 200', { forma: 'pix' }],
    ] as const) {
      const { codigo } = await pedidoFeito(slug, {
        produtos: [{ id: pizza.id, quantidade: 1 }],
        cliente: { nome: cliente, telefone: '11912345678' },
        entrega: { tipo: 'entrega', bairro: 'Centro', endereco },
        pagamento,
      });
      codigos.push(codigo);
    }
    const { pedidos } = await ownerApi<PedidosDoLojistaResponse>(dono, 'GET', '/pedidos');
    const ids = codigos.map((codigo) => pedidos.find((pedido) => pedido.codigo === codigo)!.id);
    for (const id of ids) await ownerApi(dono, 'PUT', `/pedidos/${id}`, { status: 'confirmado' });

    // The owner selects Davi's order first, then Carla's, and sends them with João as one trip.
    await dono.goto(appUrl('/entregadores'));
    await dono.getByRole('heading', { level: 1, name: 'Entregadores' }).waitFor();
    await dono.getByLabel(`Selecionar o pedido #${codigos[1]}`).check();
    await dono.getByLabel(`Selecionar o pedido #${codigos[0]}`).check();
    await dono.getByLabel('Enviar 2 pedidos com…').selectOption({ label: 'João Motoboy' });
    await settled(dono);
    await screenshotsAtEveryWidth(dono, 'entregadores-despacho');
    await dono.getByRole('button', { name: 'Enviar como uma viagem' }).click();
    await dono.getByText('2 pedidos enviados numa viagem.').first().waitFor();
    const atribuidos = (await ownerApi<PedidosDoLojistaResponse>(dono, 'GET', '/pedidos')).pedidos.filter((pedido) =>
      ids.includes(pedido.id),
    ) as PedidoDoLojista[];
    expect(atribuidos.map((pedido) => [pedido.codigo, pedido.entregador?.nome, pedido.entregador?.ordem]).sort()).toEqual(
      [
        [codigos[0], 'João Motoboy', 2],
        [codigos[1], 'João Motoboy', 1],
      ].sort(),
    );

    // João's phone: Davi's stop first, then Carla's; the route ends at Carla's and passes Davi's.
    await joao.reload();
    const paradas = joao.getByTestId('parada');
    await paradas.nth(1).waitFor();
    await expect(paradas.count()).resolves.toBe(2);
    await expect(paradas.nth(0).textContent()).resolves.toContain(`Parada 1 · #${codigos[1]}`);
    await expect(paradas.nth(1).textContent()).resolves.toContain(`Parada 2 · #${codigos[0]}`);
    await expect(paradas.nth(1).textContent()).resolves.toContain('Levar de troco');
    // Davi paid by PIX, not confirmed yet: João asks the shop before collecting; Carla pays cash.
    await expect(paradas.nth(0).getByTestId('pix-a-confirmar').textContent()).resolves.toBe(
      'PIX ainda não confirmado. Pergunte à loja se caiu antes de cobrar.',
    );
    await expect(paradas.nth(1).getByTestId('pix-a-confirmar').count()).resolves.toBe(0);
    const rota = new URL((await joao.getByRole('link', { name: /Rota da viagem/ }).getAttribute('href'))!);
    expect(rota.searchParams.get('waypoints')).toBe('Av. Brasil, 200, Centro');
    expect(rota.searchParams.get('destination')).toBe('Rua das Flores, 10, Centro');
    await expect(paradas.nth(0).getByRole('link', { name: 'Ligar' }).getAttribute('href')).resolves.toBe('tel:+5511912345678');
    await expectNoSidewaysScroll(joao);
    await screenshotsAtEveryWidth(joao, 'entregas-celular');

    // Saí and Entreguei, stop by stop: each leaves the list once delivered.
    for (const codigo of [codigos[1], codigos[0]]) {
      const parada = joao.getByLabel(new RegExp(`pedido #${codigo}$`));
      await parada.getByRole('button', { name: 'Saí' }).click();
      await parada.getByRole('button', { name: 'Entreguei' }).click();
      await joao.getByText(`Pedido #${codigo} entregue.`).first().waitFor();
    }
    await joao.getByText('Nenhuma entrega com você').waitFor();

    // The day's settlement: 2 deliveries at 12% of R$ 7,00 (R$ 0,84 each), R$ 47,00 in cash (Carla's).
    const dia = naLoja(new Date()).data;
    const acerto = await ownerApi<AcertoDoDia>(dono, 'GET', `/entregadores/acerto?data=${dia}`);
    expect(acerto.entregadores).toMatchObject([{ nome: 'João Motoboy', entregas: 2, taxas: 1.68, dinheiro: 47, saldo: 45.32 }]);
    await dono.reload();
    const cartao = dono.getByLabel('Acerto de João Motoboy');
    await cartao.getByText('João Motoboy paga R$\u00a045,32 à loja').waitFor();
    await screenshotsAtEveryWidth(dono, 'entregadores-acerto');
    // The print view prints at once: here it prints nothing (no printer dialog in a headless browser).
    await dono.context().addInitScript(() => (window.print = () => {}));
    await cartao.getByRole('button', { name: 'Imprimir' }).click();
    const dialogo = dono.getByRole('dialog', { name: 'Imprimir o acerto de João Motoboy' });
    const [impressao] = await Promise.all([dono.context().waitForEvent('page'), dialogo.getByRole('link', { name: /58 mm/ }).click()]);
    const papel = impressao.getByTestId('comanda');
    await papel.waitFor();
    const texto = (await papel.textContent())!;
    expect(texto).toContain('Entregador: João Motoboy');
    expect(texto).toContain('ENTREGADOR PAGA À LOJA');
    await screenshotsAtEveryWidth(impressao, 'entregadores-acerto-impresso');

    // Quitar: once, on the owner's open till (João hands over R$ 45,32 in cash).
    await ownerApi(dono, 'POST', '/caixa/abrir', { valor_inicial: 0 });
    await cartao.getByRole('button', { name: 'Quitar' }).click();
    await dono.getByRole('alertdialog', { name: 'Quitar o acerto de João Motoboy?' }).getByRole('button', { name: 'Quitar' }).click();
    await cartao.getByText('Quitado', { exact: true }).waitFor();
    // Its confirmation closes, and the card offers Quitar no more.
    await expect.poll(() => cartao.getByRole('button', { name: 'Quitar' }).count()).toBe(0);
  });
});
