import { PESO_APROXIMADO, REGRA_PRECO_TEXTO, SKU_REPETIDO, type Produto } from '@vitrine/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grupoDeOpcoes, umaPizzaMeioAMeio } from '../support/produtos.js';
import { DESKTOP, EVERY_WIDTH, PHONE, SMALL_PHONE, appUrl, expectNoSidewaysScroll, launchChromium, screenshot } from './browser.js';
import { configurarLoja, expectDialogWithinScreen, newOwnerPage, ownerApi, scrollDialogTo, settled } from './owner-helpers.js';
import { pedirNaLoja } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

const browser = await launchChromium();

/** Nothing in the dialog sticks out of the screen, and the page itself does not scroll sideways; a failure names what sticks out. */
async function expectDialogFits(page: Page, dialog: Locator) {
  await expectDialogWithinScreen(page, dialog);
  await expectNoSidewaysScroll(page);
}

async function novoProduto(page: Page) {
  await page.goto(appUrl('/produtos'));
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  return page.getByRole('dialog', { name: 'Novo produto' });
}

async function salvar(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Salvar produto' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const produtoChamado = async (page: Page, nome: string) =>
  (await ownerApi<Produto[]>(page, 'GET', '/produtos')).find((produto) => produto.nome === nome)!;

describe('Produtos for every kind of shop (issue 30), on a phone', () => {
  it('when the owner builds a T-shirt with a Tamanho × Cor grade, then every combination is saved with its stock and code, the form shows it again and a second save keeps the ids', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Bia Modas');
    const dialog = await novoProduto(page);
    await dialog.getByLabel('Nome *', { exact: true }).fill('Camiseta Básica');
    await dialog.getByLabel('Preço *', { exact: true }).fill('49,90');

    await dialog.getByRole('button', { name: 'Adicionar grade' }).click();
    await expect(dialog.getByLabel('Nome do eixo 1').inputValue()).resolves.toBe('Tamanho');
    // A list typed at once…
    await dialog.getByLabel('Valores do eixo 1').fill('P, M, G');
    await dialog.getByLabel('Valores do eixo 1').press('Enter');
    await dialog.getByRole('button', { name: 'Adicionar eixo (ex.: Cor)' }).click();
    await expect(dialog.getByLabel('Nome do eixo 2').inputValue()).resolves.toBe('Cor');
    // …or one value at a time.
    for (const cor of ['Azul', 'Preto']) {
      await dialog.getByLabel('Valores do eixo 2').pressSequentially(cor);
      await dialog.getByLabel('Valores do eixo 2').press('Enter');
    }
    const linhas = dialog.getByRole('list', { name: 'Combinações da grade' }).getByRole('listitem');
    await expect.poll(() => linhas.count()).toBe(6);
    await expect(linhas.first().textContent()).resolves.toContain('P / Azul');
    // Without a grade's own stock, the product's is not asked.
    await dialog.getByText('Com grade, cada combinação tem o seu estoque, na Grade acima.').waitFor();

    await dialog.getByLabel('Mesmo estoque para todos').fill('3');
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(dialog.getByLabel('Estoque de G / Preto').inputValue()).resolves.toBe('3');
    await dialog.getByLabel('SKU de M / Preto').fill('CAM-M-PT');
    await dialog.getByLabel('Preço de M / Preto').fill('54,90');

    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await expectDialogFits(page, dialog);
    }
    for (const [largura, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await settled(page);
      await scrollDialogTo(dialog.getByRole('heading', { name: 'Grade (tamanhos e cores)' }));
      await screenshot(page, 'owner-produto-grade', { fullPage: false, suffix: largura });
      await scrollDialogTo(dialog.getByLabel('Estoque de P / Azul'));
      await screenshot(page, 'owner-produto-grade-linhas', { fullPage: false, suffix: largura });
    }
    await page.setViewportSize(PHONE);

    await salvar(page, dialog);
    const salvo = await produtoChamado(page, 'Camiseta Básica');
    expect(salvo.estoque).toBeNull();
    expect(salvo.variacoes!.eixos).toEqual([
      { nome: 'Tamanho', valores: ['P', 'M', 'G'] },
      { nome: 'Cor', valores: ['Azul', 'Preto'] },
    ]);
    expect(salvo.variacoes!.itens.map((item) => [item.valores.join(' / '), item.estoque, item.preco, item.sku])).toEqual([
      ['P / Azul', 3, null, ''],
      ['P / Preto', 3, null, ''],
      ['M / Azul', 3, null, ''],
      ['M / Preto', 3, 54.9, 'CAM-M-PT'],
      ['G / Azul', 3, null, ''],
      ['G / Preto', 3, null, ''],
    ]);

    // Reopened: the grade as saved; G / Azul sold out and a second save.
    await page.getByRole('button', { name: 'Editar Camiseta Básica' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar produto' });
    await expect(edit.getByLabel('SKU de M / Preto').inputValue()).resolves.toBe('CAM-M-PT');
    await expect(edit.getByLabel('Preço de M / Preto').inputValue()).resolves.toBe('54,90');
    await expect(edit.getByLabel('Estoque de G / Azul').inputValue()).resolves.toBe('3');
    await edit.getByLabel('G / Azul esgotado').check();
    await salvar(page, edit);
    const editado = await produtoChamado(page, 'Camiseta Básica');
    expect(editado.variacoes!.itens.map((item) => item.id)).toEqual(salvo.variacoes!.itens.map((item) => item.id));
    expect(editado.variacoes!.itens.find((item) => item.valores.join() === 'G,Azul')!.esgotado).toBe(true);
    // The list at a glance: the grade's values and the stock of its combinations left to sell.
    const card = page.getByRole('listitem').filter({ hasText: 'Camiseta Básica' }).filter({ visible: true });
    await card.getByText('Grade: P · M · G').waitFor();
    await card.getByText('Estoque: 18').waitFor();

    // A code another product has: the server's refusal lands on that combination's row.
    const outra = await novoProduto(page);
    await outra.getByLabel('Nome *', { exact: true }).fill('Camiseta Gola V');
    await outra.getByLabel('Preço *', { exact: true }).fill('59,90');
    await outra.getByRole('button', { name: 'Adicionar grade' }).click();
    await outra.getByLabel('Valores do eixo 1').fill('U');
    await outra.getByLabel('Valores do eixo 1').press('Enter');
    await outra.getByLabel('SKU de U').fill('CAM-M-PT');
    await outra.getByRole('button', { name: 'Salvar produto' }).click();
    await outra.getByRole('list', { name: 'Combinações da grade' }).getByText(SKU_REPETIDO).waitFor();
    await expect(outra.getByLabel('SKU de U').getAttribute('aria-invalid')).resolves.toBe('true');
    await context.close();
  }, 120_000);

  it('when the owner builds a pizza with a flavours group by the dearest flavour, and açaí by weight, then the API holds the rule and the weights, and an order of both reads ½ + ½ and ≈ 500 g on the owner card', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Beto Pizzas');

    const pizza = await novoProduto(page);
    await pizza.getByLabel('Nome *', { exact: true }).fill('Pizza Grande');
    await pizza.getByLabel('Preço *', { exact: true }).fill('0');
    await pizza.getByRole('button', { name: 'Adicionar grupo de opções' }).click();
    await pizza.getByLabel('Nome do grupo').fill('Sabores');
    await pizza.getByRole('radio', { name: 'Sabores (meio a meio)' }).click();
    await pizza.getByLabel('Regra de preço').selectOption({ label: 'Sabor mais caro' });
    await pizza.getByText(REGRA_PRECO_TEXTO.maior).waitFor();
    await pizza.getByRole('button', { name: 'Adicionar opção' }).click();
    for (const [i, [nome, preco]] of [
      ['Calabresa', '50'],
      ['Marguerita', '55'],
      ['Portuguesa', '60'],
    ].entries() as Iterable<[number, [string, string]]>) {
      await pizza.getByLabel(`Nome da opção ${i + 1} de Sabores`).fill(nome);
      await pizza.getByLabel(`Preço da pizza inteira do sabor ${i + 1} de Sabores`).fill(preco);
    }
    await expect(pizza.getByLabel('Sabores no máximo (2 a 4)').inputValue()).resolves.toBe('2');
    await expectDialogFits(page, pizza);
    await scrollDialogTo(pizza.getByRole('heading', { name: 'Sabores', exact: true }));
    await screenshot(page, 'owner-produto-sabores', { fullPage: false });
    await salvar(page, pizza);
    expect((await produtoChamado(page, 'Pizza Grande')).opcoes).toMatchObject([
      grupoDeOpcoes('Sabores', [1, 2], { Calabresa: 50, Marguerita: 55, Portuguesa: 60 }, { tipo: 'sabores', regra_preco: 'maior' }),
    ]);

    const acai = await novoProduto(page);
    await acai.getByLabel('Nome *', { exact: true }).fill('Açaí no peso');
    await acai.getByRole('radio', { name: 'Peso (kg)' }).click();
    await acai.getByLabel('Preço por kg *').fill('39,90');
    await acai.getByLabel('Passo (gramas) *').fill('100');
    await acai.getByLabel('Mínimo (gramas)').fill('250');
    await acai.getByRole('button', { name: 'Salvar produto' }).click();
    await acai.getByText('O peso mínimo deve ser múltiplo do passo.').waitFor();
    await acai.getByLabel('Mínimo (gramas)').fill('300');
    await expectDialogFits(page, acai);
    await scrollDialogTo(acai.getByRole('heading', { name: 'Preço', exact: true }));
    await screenshot(page, 'owner-produto-peso', { fullPage: false });
    await salvar(page, acai);
    expect(await produtoChamado(page, 'Açaí no peso')).toMatchObject({
      unidade: 'kg',
      preco: 39.9,
      passo_gramas: 100,
      minimo_gramas: 300,
      variacoes: null,
    });
    await page.getByRole('listitem').filter({ hasText: 'Açaí no peso' }).filter({ visible: true }).getByText('R$ 39,90/kg').waitFor();

    // A customer orders a half-and-half pizza and 500 g of açaí: the owner's card names the flavours and the weight.
    const slug = await configurarLoja(page, 'pizzaria', { nome_loja: 'Pizzaria do Beto' });
    const [pizzaSalva, acaiSalvo] = [await produtoChamado(page, 'Pizza Grande'), await produtoChamado(page, 'Açaí no peso')];
    const sabores = pizzaSalva.opcoes[0]!;
    const response = await pedirNaLoja(
      slug,
      umPedido({
        produtos: [
          { id: pizzaSalva.id, quantidade: 1, opcoes: [{ grupo: sabores.id, itens: [sabores.itens[0]!.id, sabores.itens[1]!.id] }] },
          { id: acaiSalvo.id, gramas: 500 },
        ],
        cliente: { nome: 'Paulo Reis', telefone: '(11) 91234-5678' },
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    await page.goto(appUrl('/pedidos'));
    const pedido = page.getByRole('listitem').filter({ hasText: 'Paulo Reis' }).filter({ visible: true }).first();
    await pedido.getByText('½ Calabresa + ½ Marguerita').waitFor();
    await pedido.getByText('≈ 500 g').waitFor();
    await pedido.getByText(PESO_APROXIMADO).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'owner-pedido-sabores-e-peso');
    await context.close();
  }, 120_000);
});

describe('Produtos: the price a customer can pay', () => {
  it('when a pizza is priced by its flavours (base R$ 0), then the owner’s list shows “a partir de R$ 45,90” as the customers’ card does, never R$ 0,00', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Beto Lima');
    await ownerApi(page, 'POST', '/produtos', umaPizzaMeioAMeio('media'));
    await page.goto(appUrl('/produtos'));
    const texto = async (locator: Locator) => (await locator.textContent())?.replace(/\s+/g, ' ');
    const linha = page.getByRole('row').filter({ hasText: 'Pizza grande' });
    await expect.poll(() => texto(linha)).toMatch(/a partir de ?R\$ 45,90/);
    await expect(texto(linha)).resolves.not.toContain('R$ 0,00');
    await screenshot(page, 'produtos-pizza-a-partir-de', { suffix: 'desktop' });
    await page.setViewportSize(PHONE);
    const cartao = page.getByRole('listitem').filter({ hasText: 'Pizza grande' });
    await expect.poll(() => texto(cartao)).toMatch(/a partir de ?R\$ 45,90/);
    await expect(texto(cartao)).resolves.not.toContain('R$ 0,00');
    await screenshot(page, 'produtos-pizza-a-partir-de', { suffix: 'phone' });
    await context.close();
  }, 120_000);
});
