import type { FidelidadeResponse, PedidoDoLojista, PedidoResponse, Produto } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { PHONE, appUrl, expectNoSidewaysScroll, launchChromium, openOwnerMenu } from './browser.js';
import { configurarLoja, ownerApi, screenshotsAtEveryWidth, newOwnerPage } from './owner-helpers.js';
import { CLIENTE_LEMBRADO, addFromCard, customerContext, elementShots, textOf, toSummary, pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

/*
 * The loyalty card (issue 29) at 390 px: the owner switches it on from the Cupons page; a
 * customer's two delivered orders fill it on the tracking page, and the third order gets the
 * reward, named "Cartão fidelidade" on the confirmation and the tracking page.
 */

const browser = await launchChromium();

describe('Cartão fidelidade', () => {
  it('when the owner switches the card on with 2 orders on a phone, then two delivered orders fill the customer’s card and the third order gets the reward as "Cartão fidelidade"', async () => {
    const { page: owner } = await newOwnerPage(browser, PHONE, 'Lia Moraes');
    const slug = await configurarLoja(owner, 'lia', { nome_loja: 'Empório da Lia', cor_principal: '#0f766e', whatsapp: '5511955554444' });
    const produto = await ownerApi<Produto>(owner, 'POST', '/produtos', { nome: 'Torta de limão', preco: 25 });
    await ownerApi(owner, 'PUT', '/loja/atendimento', { ...ATENDIMENTO_EXEMPLO, entrega_gratis_acima: null });

    // The owner: off until switched on; a card of 1 order is refused next to its field.
    await openOwnerMenu(owner, 'Cupons');
    await owner.getByRole('heading', { level: 1, name: 'Cupons e fidelidade' }).waitFor();
    const cartao = owner.getByTestId('fidelidade');
    await cartao.getByText('Desligado', { exact: true }).waitFor();
    await cartao.getByRole('switch', { name: 'Dar selos aos clientes' }).click();
    await cartao.getByLabel('A cada quantos pedidos entregues *').fill('1');
    await cartao.getByText('Valor em reais').click();
    await cartao.getByLabel('Desconto (R$) *').fill('5,00');
    await cartao.getByRole('button', { name: 'Salvar cartão' }).click();
    await cartao.getByText('O cartão pede de 2 a 20 pedidos entregues, em números inteiros.').waitFor();
    await expect(ownerApi<FidelidadeResponse>(owner, 'GET', '/loja/fidelidade')).resolves.toMatchObject({ fidelidade: { ativo: false } });

    await cartao.getByLabel('A cada quantos pedidos entregues *').fill('2');
    await expect(textOf(cartao.getByText(/^O cliente ganha um selo/))).resolves.toContain(
      'com 2 selos, o próximo pedido sai com o desconto',
    );
    await cartao.getByRole('button', { name: 'Salvar cartão' }).click();
    await cartao.getByText('Ativo', { exact: true }).waitFor();
    await expect(textOf(cartao.getByText(/^A cada 2 pedidos entregues/))).resolves.toBe(
      'A cada 2 pedidos entregues, R$ 5,00 de desconto; os selos não expiram.',
    );
    await expect(ownerApi<FidelidadeResponse>(owner, 'GET', '/loja/fidelidade')).resolves.toEqual({
      fidelidade: { ativo: true, pedidos_necessarios: 2, recompensa: { tipo: 'valor', valor: 5 }, validade_dias: null },
    });
    await expectNoSidewaysScroll(owner);
    await screenshotsAtEveryWidth(owner, 'fidelidade-dono');

    // Two orders of the customer's phone, delivered.
    const pedidos: PedidoResponse[] = [];
    for (let vez = 0; vez < 2; vez++) {
      pedidos.push(
        await pedidoFeito(
          slug,
          umPedido({
            produtos: [{ id: produto.id, quantidade: 1 }],
            cliente: { nome: CLIENTE_LEMBRADO.nome, telefone: CLIENTE_LEMBRADO.telefone },
          }),
        ),
      );
    }
    const doDono = async () => (await ownerApi<{ pedidos: PedidoDoLojista[] }>(owner, 'GET', '/pedidos')).pedidos;
    for (const { codigo } of pedidos) {
      const id = (await doDono()).find((pedido) => pedido.codigo === codigo)!.id;
      await ownerApi(owner, 'PUT', `/pedidos/${id}`, { status: 'entregue' });
    }

    // The dashboard's loyal customers: by name and masked phone.
    await owner.goto(appUrl('/dashboard'));
    const fieis = owner.getByTestId('clientes-fieis');
    await fieis.getByRole('heading', { name: 'Clientes fiéis' }).waitFor();
    await expect(fieis.getByRole('listitem').count()).resolves.toBe(1);
    for (const texto of [CLIENTE_LEMBRADO.nome, '•••• 4321', '2 selos']) await fieis.getByText(texto, { exact: true }).waitFor();
    await elementShots(owner, fieis, 'fidelidade-clientes-fieis');

    // The tracking page of the second: the card full, in the shop's colours.
    const context = await customerContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(pedidos[1]!.acompanhamento));
    const cheio = page.getByTestId('cartao-fidelidade');
    await cheio.getByRole('heading', { name: 'Cartão fidelidade' }).waitFor();
    await expect(textOf(cheio.getByTestId('cartao-fidelidade-progresso'))).resolves.toBe('2 de 2 pedidos');
    await cheio.getByText('Seu próximo pedido ganha R$ 5,00 de desconto!').waitFor();
    await elementShots(page, cheio, 'fidelidade-cartao-cheio');

    // The third order, through the checkout: the reward, not a coupon, on the confirmation and the tracking page.
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('heading', { level: 1, name: 'Empório da Lia' }).waitFor();
    await addFromCard(page, 'Torta de limão').click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await toSummary(sheet);
    const enviando = page.waitForResponse((response) => response.url().endsWith(`/api/loja/${slug}/pedido`));
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    const terceiro = (await (await enviando).json()) as PedidoResponse;
    expect(terceiro).toMatchObject({ subtotal: 25, desconto: 5, cupom: null, fidelidade: { aplicada: true, desconto: 5 }, total: 20 });
    const enviado = page.getByRole('dialog', { name: 'Pedido enviado' });
    await expect(textOf(enviado.getByTestId('enviado-desconto'))).resolves.toBe('Cartão fidelidade−R$ 5,00');
    await expect(textOf(enviado.getByText(/^Abrimos o WhatsApp/))).resolves.toContain('Total: R$ 20,00.');
    await elementShots(page, enviado.getByTestId('enviado-desconto'), 'fidelidade-enviado');

    await enviado.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await page.waitForURL(/\/pedido\//);
    await expect(textOf(page.getByTestId('pedido-cupom'))).resolves.toBe('Cartão fidelidade−R$ 5,00');
    // The stamps were spent on this order: the card starts again.
    const novo = page.getByTestId('cartao-fidelidade');
    await expect(textOf(novo.getByTestId('cartao-fidelidade-progresso'))).resolves.toBe('0 de 2 pedidos');
    await novo.getByText('Ganhe R$ 5,00 de desconto', { exact: true }).waitFor();
    await elementShots(page, novo, 'fidelidade-cartao-recomeca');

    // Meus pedidos draws the same card, from the newest order's answer.
    await page.goto(appUrl(`/loja/${slug}/pedidos`));
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    await expect(textOf(page.getByTestId('cartao-fidelidade-progresso'))).resolves.toBe('0 de 2 pedidos');
    await elementShots(page, page.getByTestId('cartao-fidelidade'), 'fidelidade-meus-pedidos');

    // The owner's list: the delivered orders earned a stamp, the third got the reward.
    await owner.goto(appUrl('/pedidos'));
    await owner.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const premiado = owner.getByTestId('pedido').filter({ hasText: `#${terceiro.codigo}`, visible: true });
    await premiado.getByText('Desconto do cartão', { exact: true }).waitFor();
    await premiado.getByText('Detalhes').click();
    await premiado.getByText('Cartão fidelidade', { exact: true }).waitFor();
    await elementShots(owner, premiado, 'fidelidade-pedido-premiado');
    await owner
      .getByRole('group', { name: 'Filtrar por status' })
      .getByRole('button', { name: /^Entregues/ })
      .click();
    const comSelo = owner.getByTestId('pedido').filter({ hasText: `#${pedidos[0]!.codigo}`, visible: true });
    await comSelo.getByText('Selo do cartão', { exact: true }).waitFor();
    await elementShots(owner, comSelo, 'fidelidade-pedido-selo');
    const lista = await doDono();
    expect(lista.find((pedido) => pedido.codigo === terceiro.codigo)!.fidelidade).toEqual({ selo: false, recompensa: true });
    for (const { codigo } of pedidos)
      expect(lista.find((pedido) => pedido.codigo === codigo)!.fidelidade).toEqual({ selo: true, recompensa: false });

    await owner.context().close();
    await context.close();
  });
});
