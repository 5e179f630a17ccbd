import type { Produto } from '@vitrine/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { umHamburguer, umProduto } from '../support/produtos.js';
import { EVERY_WIDTH, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, screenshot } from './browser.js';
import { configurarLoja, expectDialogWithinScreen, newOwnerPage, ownerApi, scrollDialogTo, settled } from './owner-helpers.js';
import { sendPedido, viewportShots } from './public-helpers.js';

/**
 * Combos (issue 47) on a phone: the owner builds one in the product form's Combo section, a
 * customer at 390 px chooses its burgers' size on its page and orders it, and the kitchen and the
 * ticket list the combo's items with their choices under its line.
 */
const browser = await launchChromium();

/** The product form's Combo section at 360, 390 and 1280 px, each within the screen. */
async function fotosDoFormulario(page: Page, dialog: Locator) {
  for (const [tamanho, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await settled(page);
    await scrollDialogTo(dialog.getByRole('heading', { name: 'Combo', exact: true }));
    await expectDialogWithinScreen(page, dialog);
    await screenshot(page, 'combo-formulario', { fullPage: false, suffix: tamanho });
  }
  await page.setViewportSize(PHONE);
}

describe('Combos', () => {
  it('when the owner builds a combo in the form and a customer at 390 px chooses its burgers’ size and orders it, then the cart, WhatsApp, the kitchen and the ticket list its items with their choices', async () => {
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, PHONE, 'Rui Combos');
    const slug = await configurarLoja(owner, 'rui', { nome_loja: 'Lanches do Rui', cor_principal: '#b91c1c', whatsapp: '5511955554444' });
    await ownerApi<Produto>(owner, 'POST', '/produtos', umHamburguer({ estoque: 20 }));
    await ownerApi<Produto>(owner, 'POST', '/produtos', umProduto({ nome: 'Batata frita', preco: 12, estoque: 20 }));

    // The combo through the form: name, price, the switch, two items, the burger at 2.
    await owner.goto(appUrl('/produtos'));
    await owner.getByRole('button', { name: 'Novo produto' }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Combo Casal');
    await dialog.getByLabel('Preço', { exact: false }).first().fill('49,90');
    await dialog.getByRole('switch', { name: 'Este produto é um combo' }).click();
    await dialog.getByText('Escolha pelo menos 2 unidades: dois produtos, ou mais de uma unidade de um.').waitFor();
    const lista = dialog.getByRole('group', { name: 'Produtos para pôr no combo' });
    await lista.getByLabel(/X-Burger/).check();
    await lista.getByLabel(/Batata frita/).check();
    await dialog.getByRole('button', { name: 'Aumentar X-Burger' }).click();
    await dialog.getByText('3 unidades em 2 produtos.', { exact: false }).waitFor();
    await fotosDoFormulario(owner, dialog);
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await owner.getByText('Produto salvo com sucesso!').first().waitFor();
    const combo = (await ownerApi<Produto[]>(owner, 'GET', '/produtos')).find((produto) => produto.nome === 'Combo Casal')!;
    expect(combo.combo?.itens.map((item) => item.quantidade)).toEqual([2, 1]);

    // The customer at 390 px: the combo opens its page, which waits for the burgers' size.
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Escolher opções de Combo Casal' }).click();
    await page.getByRole('heading', { name: 'Combo Casal' }).waitFor();
    const itens = page.getByTestId('item-do-combo');
    await expect.poll(() => itens.count(), { timeout: 10_000 }).toBe(2);
    await itens.nth(0).getByText('2× X-Burger').waitFor();
    await itens.nth(1).getByText('1× Batata frita').waitFor();
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    await expect(adicionar.isDisabled()).resolves.toBe(true);
    await expect
      .poll(() => page.getByTestId('adicionar-motivo').textContent(), { timeout: 10_000 })
      .toBe('Escolha 1 em “Tamanho” de X-Burger.');
    await viewportShots(page, 'combo-produto-sem-escolha');

    // Grande (R$ 5,00 a burger) for both burgers: its label says what it adds, R$ 49,90 + 2 × 5,00.
    await expect(
      itens
        .nth(0)
        .getByLabel(/^Grande/)
        .locator('xpath=..')
        .textContent(),
    ).resolves.toMatch(/Grande\s*\+ R\$\s*10,00$/);
    await itens
      .nth(0)
      .getByLabel(/^Grande/)
      .check();
    await expect(page.getByTestId('produto-preco').textContent()).resolves.toMatch(/R\$\s*59,90/);
    await expectNoSidewaysScroll(page);
    await viewportShots(page, 'combo-produto');
    await adicionar.click();
    await page.getByText('1 × Combo Casal no carrinho').waitFor();

    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    await sheet.getByText('2× X-Burger (Tamanho: Grande)').waitFor();
    await sheet.getByText('1× Batata frita').waitFor();
    const { resposta, texto } = await sendPedido(page, sheet, /Fazer Pedido|Enviar pedido/);
    expect(resposta.status()).toBe(201);
    expect(texto).toContain(
      ['1 × Combo Casal — R$ 59,90 cada = R$ 59,90', '   2× X-Burger (Tamanho: Grande)', '   1× Batata frita'].join('\n'),
    );
    await context.close();

    // The kitchen lists the combo's items under its line; the stock left the items.
    await owner.goto(appUrl('/cozinha'));
    const doCombo = owner.getByTestId('cozinha-item-do-combo');
    await doCombo.getByText('2× X-Burger (Tamanho: Grande)').waitFor();
    await doCombo.getByText('1× Batata frita').waitFor();
    await screenshot(owner, 'combo-cozinha', { fullPage: false });
    const produtos = await ownerApi<Produto[]>(owner, 'GET', '/produtos');
    expect(produtos.find((produto) => produto.nome === 'X-Burger')?.estoque).toBe(18);
    expect(produtos.find((produto) => produto.nome === 'Batata frita')?.estoque).toBe(19);

    // The ticket's print view: the items under the combo's line, their choices further in.
    const { pedidos } = await ownerApi<{ pedidos: { id: string; codigo: string }[] }>(owner, 'GET', '/pedidos');
    await owner.goto(appUrl(`/pedidos/${pedidos[0]!.id}/imprimir`));
    const bloco = owner.locator('[data-testid="comanda"]').getByLabel(/^Comanda de \d+ mm$/);
    await expect
      .poll(() => bloco.innerText(), { timeout: 10_000 })
      .toMatch(/1x Combo Casal[^\n]*\n {3}2x X-Burger\n {6}Tamanho: Grande\n {3}1x Batata frita/);
    await screenshot(owner, 'combo-comanda', { fullPage: false });
    await ownerContext.close();
  });
});
