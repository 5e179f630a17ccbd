import type { CuponsResponse } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { PHONE, expectNoSidewaysScroll, launchChromium, openOwnerScreen, screenshot } from './browser.js';
import { ownerApi, screenshotsAtEveryWidth, newOwnerPage } from './owner-helpers.js';

const browser = await launchChromium();

describe('Cupons', () => {
  it('when the owner creates a coupon on a phone, fixes what the form refuses and pauses it, then the list and the API agree', async () => {
    const { page } = await newOwnerPage(browser, PHONE, 'Rosa Pires');

    await openOwnerScreen(page, 'Cupons');
    await page.getByText('Nenhum cupom ainda').waitFor();
    await screenshotsAtEveryWidth(page, 'cupons-vazio');
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo cupom' });
    await screenshot(page, 'cupons-novo-390', { fullPage: false });

    // Too short a code, a percentage over 100 and no use per customer: every field says what to fix
    // on the first tap (it took one tap per error), nothing is sent.
    await dialogo.getByLabel('Código *').fill('bv');
    await dialogo.getByLabel('Desconto (%) *').fill('150');
    await dialogo.getByLabel('Usos por cliente').fill('0');
    await dialogo.getByRole('button', { name: 'Criar cupom' }).click();
    await dialogo.getByText(/O código do cupom tem de 3 a 20 letras/).waitFor();
    await dialogo.getByText('A porcentagem do desconto vai de 1 a 100, em números inteiros.').waitFor({ timeout: 1_000 });
    await dialogo.getByText(/^O limite por cliente precisa ser um número inteiro a partir de 1/).waitFor({ timeout: 1_000 });
    await screenshot(page, 'cupons-novo-erros-390', { fullPage: false });
    await expect(ownerApi<CuponsResponse>(page, 'GET', '/cupons')).resolves.toEqual({ cupons: [] });

    await dialogo.getByLabel('Código *').fill('bemvindo10');
    await dialogo.getByLabel('Desconto (%) *').fill('10');
    await dialogo.getByLabel('Pedido mínimo (R$)').fill('30,00');
    await dialogo.getByLabel('Usos por cliente').fill('1');
    await dialogo.getByText('Só no primeiro pedido').click();
    await dialogo.getByRole('button', { name: 'Criar cupom' }).click();
    await dialogo.waitFor({ state: 'detached' });

    // The card, not the toast (a list item too) that names the code.
    const cartao = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'BEMVINDO10' }) });
    await cartao.getByText('10% de desconto').waitFor();
    await cartao.getByText('Pedidos a partir de R$ 30,00').waitFor();
    await cartao.getByText('Só no primeiro pedido do cliente').waitFor();
    await cartao.getByText('1 vez por cliente').waitFor();
    await expectNoSidewaysScroll(page);

    await cartao.getByRole('switch', { name: 'Aceitar este cupom: BEMVINDO10' }).click();
    await cartao.getByText('Pausado', { exact: true }).waitFor();
    const { cupons } = await ownerApi<CuponsResponse>(page, 'GET', '/cupons');
    expect(cupons).toEqual([
      expect.objectContaining({
        codigo: 'BEMVINDO10',
        tipo: 'percentual',
        valor: 10,
        pedido_minimo: 30,
        limite_por_cliente: 1,
        limite_total: null,
        primeiro_pedido: true,
        ativo: false,
      }),
    ]);

    // A code already taken is refused next to the field, in any case.
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await dialogo.getByLabel('Código *').fill('BemVindo10');
    await dialogo.getByText('Frete grátis').click();
    await dialogo.getByRole('button', { name: 'Criar cupom' }).click();
    await dialogo.getByText('Já existe um cupom com este código.').first().waitFor();
    await dialogo.getByLabel('Código *').fill('ENTREGAGRATIS');
    await dialogo.getByRole('button', { name: 'Criar cupom' }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'ENTREGAGRATIS' }) })
      .getByText('Frete grátis')
      .waitFor();
    await screenshotsAtEveryWidth(page, 'cupons');
  });
});
