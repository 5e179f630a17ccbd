import { describe, expect, it } from 'vitest';
import { PESO_APROXIMADO } from '@vitrine/shared/produto';
import { umaCamisetaComGrade, umaPizzaMeioAMeio, umProdutoPorPeso } from '../support/produtos.js';
import { DESKTOP, PHONE, SMALL_PHONE, appUrl, launchChromium } from './browser.js';
import { configurarLoja, ownerApi, screenshotsAtEveryWidth, newOwnerPage } from './owner-helpers.js';
import { customerContext, dismissToasts, sheetShot, textOf, sendPedido } from './public-helpers.js';

/*
 * Issue 30 on a customer's phone (390 px): a clothing shop's grade, a pizzeria's half-and-half and a
 * butcher's weight, bought in one order, named as such in the cart, the WhatsApp text and the
 * tracking page. The owner's side (building them on a phone) is owner-produtos' test.
 */

const browser = await launchChromium();

const WHATSAPP = '5511955553333';

describe('Every kind of shop, ordered on a phone', () => {
  it('when a customer buys an M Preto T-shirt (G greyed once Azul is chosen), a half-and-half pizza and 500 g of picanha in one order, then the cart, the WhatsApp text and the tracking page name each', async () => {
    // The owner, through the API: the T-shirt's grade (G Azul out of stock), the pizza's flavours by the average, the picanha by kg.
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Bia Variedades');
    const slug = await configurarLoja(owner, 'bia', { nome_loja: 'Variedades da Bia', cor_principal: '#7c3aed', whatsapp: WHATSAPP });
    await ownerApi(owner, 'POST', '/produtos', umaCamisetaComGrade());
    await ownerApi(owner, 'POST', '/produtos', umaPizzaMeioAMeio('media'));
    await ownerApi(owner, 'POST', '/produtos', umProdutoPorPeso());
    await ownerContext.close();

    const context = await customerContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('heading', { level: 1, name: 'Variedades da Bia' }).waitFor();

    // The cards: the grade's sizes under the T-shirt's name, the picanha's price per kg.
    const card = (nome: string) => page.locator('article').filter({ hasText: nome });
    await expect(card('Camiseta Básica').getByTestId('produto-variacoes').textContent()).resolves.toBe('P · M · G');
    await expect(textOf(card('Camiseta Básica').getByTestId('produto-preco'))).resolves.toMatch(/a partir de\s*R\$ 49,90/);
    await expect(textOf(card('Picanha').getByTestId('produto-preco'))).resolves.toBe('R$ 39,90/kg');

    // The T-shirt: nothing can be added until a size and a colour are chosen.
    await card('Camiseta Básica').getByRole('link', { name: 'Escolher opções de Camiseta Básica' }).click();
    await page.getByRole('heading', { name: 'Camiseta Básica' }).waitFor();
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    const motivo = page.getByTestId('adicionar-motivo');
    const tamanho = page.getByRole('radiogroup', { name: /^Tamanho/ });
    const cor = page.getByRole('radiogroup', { name: /^Cor/ });
    await motivo.getByText('Escolha tamanho e cor.').waitFor();
    await expect(adicionar.isDisabled()).resolves.toBe(true);
    for (const valor of ['P', 'M', 'G']) await expect(tamanho.getByRole('radio', { name: valor }).isEnabled()).resolves.toBe(true);

    // Azul chosen: G Azul has none left, so G is greyed and cannot be chosen; the hint now asks for the size alone.
    await cor.getByRole('radio', { name: 'Azul' }).click();
    await expect(cor.getByRole('radio', { name: 'Azul' }).getAttribute('aria-checked')).resolves.toBe('true');
    const g = tamanho.getByRole('radio', { name: /^G/ });
    await expect(g.isDisabled()).resolves.toBe(true);
    await expect(g.textContent()).resolves.toBe('G (esgotado)');
    await expect(g.evaluate((element) => getComputedStyle(element).textDecorationLine)).resolves.toBe('line-through');
    await motivo.getByText('Escolha tamanho.').waitFor();
    // Each chip is a thumb's target.
    for (const chip of await page.getByTestId('variacoes').getByRole('radio').all()) {
      const box = (await chip.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await screenshotsAtEveryWidth(page, 'tipos-de-loja-grade');

    // Preto frees G again; M Preto has its own price, which the page and the add button show.
    await cor.getByRole('radio', { name: 'Preto' }).click();
    await expect(g.isEnabled()).resolves.toBe(true);
    await tamanho.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(textOf(page.getByTestId('produto-preco'))).resolves.toBe('R$ 54,90');
    await expect(motivo.count()).resolves.toBe(0);
    await expect(textOf(adicionar)).resolves.toBe('Adicionar· R$ 54,90');
    await screenshotsAtEveryWidth(page, 'tipos-de-loja-grade-escolhida');
    await adicionar.click();
    await page.getByText('1 × Camiseta Básica — M / Preto no carrinho').waitFor();
    await dismissToasts(page);

    // The pizza: the shop's rule in words, the circle split into the two flavours, priced at their average.
    await card('Pizza grande').getByRole('link', { name: 'Escolher opções de Pizza grande' }).click();
    await page.getByRole('heading', { name: 'Pizza grande' }).waitFor();
    await page.getByText('Pizza meio a meio: você paga a média dos sabores.').waitFor();
    await page.getByLabel(/^Calabresa/).check();
    await page.getByLabel(/^Marguerita/).check();
    await page.getByRole('img', { name: 'Pizza: ½ Calabresa + ½ Marguerita' }).waitFor();
    await expect(page.getByTestId('pizza-sabores').locator('path').count()).resolves.toBe(2);
    await expect(textOf(page.getByTestId('produto-preco'))).resolves.toBe('R$ 49,40');
    await screenshotsAtEveryWidth(page, 'tipos-de-loja-pizza');
    await adicionar.click();
    await page.getByText('1 × Pizza grande no carrinho').waitFor();
    await dismissToasts(page);

    // The picanha: from its 200 g minimum, 100 g a tap, to 500 g for R$ 19,95; the weight is approximate.
    await card('Picanha').getByRole('link', { name: 'Escolher opções de Picanha' }).click();
    await page.getByRole('heading', { name: 'Picanha' }).waitFor();
    const peso = page.getByTestId('peso-valor');
    await expect(textOf(peso)).resolves.toBe('200 g — R$ 7,98');
    await expect(page.getByRole('button', { name: 'Diminuir peso' }).isDisabled()).resolves.toBe(true);
    for (let toque = 0; toque < 3; toque++) await page.getByRole('button', { name: 'Aumentar peso' }).click();
    await expect(textOf(peso)).resolves.toBe('500 g — R$ 19,95');
    await page.getByTestId('peso').getByText(PESO_APROXIMADO).waitFor();
    await screenshotsAtEveryWidth(page, 'tipos-de-loja-peso');
    await adicionar.click();
    await page.getByText('≈ 500 g de Picanha no carrinho').waitFor();
    await dismissToasts(page);

    // The cart: three lines, each named as the shop sells it.
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    const linhas = sheet.getByTestId('carrinho-linha');
    await expect(linhas.count()).resolves.toBe(3);
    await linhas.nth(0).getByText('Camiseta Básica — M / Preto').waitFor();
    await linhas.nth(1).getByText('½ Calabresa + ½ Marguerita').waitFor();
    await linhas.nth(2).getByText('≈ 500 g').waitFor();
    await sheet.getByTestId('nota-do-peso').getByText(PESO_APROXIMADO).waitFor();
    await expect(textOf(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 124,25');
    await sheetShot(page, 'tipos-de-loja-carrinho');

    const { resposta, texto: text, acompanhamento } = await sendPedido(page, sheet, /Fazer Pedido|Enviar pedido/);
    expect(resposta.status()).toBe(201);
    expect(text).toContain(
      [
        '1 × Camiseta Básica — M / Preto — R$ 54,90 cada = R$ 54,90',
        '1 × Pizza grande — R$ 49,40 cada = R$ 49,40',
        '   ½ Calabresa + ½ Marguerita',
        '≈ 500 g de Picanha = R$ 19,95',
        `_${PESO_APROXIMADO}_`,
      ].join('\n'),
    );
    expect(text).toContain('*Total: R$ 124,25*');

    // The tracking page says the same.
    await page.goto(acompanhamento!);
    await page.getByText('1 × Camiseta Básica — M / Preto').waitFor();
    await page.getByText('½ Calabresa + ½ Marguerita').waitFor();
    await page.getByText('≈ 500 g de Picanha').waitFor();
    await page.getByTestId('nota-do-peso').getByText(PESO_APROXIMADO).waitFor();
    await screenshotsAtEveryWidth(page, 'tipos-de-loja-acompanhamento');

    // Meus pedidos names them too, and 'Pedir de novo' puts the three lines back as they were: the variant, the flavours, the weight.
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Meus pedidos' }).click();
    const pedido = page.getByTestId('meus-pedidos').getByRole('listitem').first();
    await pedido.getByText('1 × Camiseta Básica — M / Preto').waitFor();
    await pedido.getByText('(½ Calabresa + ½ Marguerita)').waitFor();
    await pedido.getByText('≈ 500 g de Picanha').waitFor();
    await pedido.getByRole('button', { name: 'Pedir de novo' }).click();
    const aviso = page.getByTestId('pedir-de-novo');
    await aviso.getByText(/de novo no carrinho \(3 itens\)\./).waitFor();
    await aviso.getByRole('link', { name: 'Ver carrinho e enviar' }).click();
    const deNovo = page.getByRole('dialog', { name: 'Seu Pedido' }).getByTestId('carrinho-linha');
    await expect.poll(() => deNovo.count()).toBe(3);
    await expect(textOf(page.getByTestId('carrinho-total'))).resolves.toBe('R$ 124,25');
    await sheetShot(page, 'tipos-de-loja-pedir-de-novo');
    await context.close();
  });
});

describe('The product page fits each kind of product (360 px)', () => {
  it('when a customer picks the last 2 of “M Preto”, then the stepper stops at 2 saying “Últimas 2”, and the cart holding them stops the button; the note’s example fits a T-shirt', async () => {
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Bia Modas');
    const slug = await configurarLoja(owner, 'modas', { nome_loja: 'Modas da Bia', whatsapp: WHATSAPP });
    const camiseta = umaCamisetaComGrade();
    const itens = camiseta.variacoes!.itens.map((item) => (item.valores.join() === 'M,Preto' ? { ...item, estoque: 2 } : item));
    await ownerApi(owner, 'POST', '/produtos', { ...camiseta, variacoes: { ...camiseta.variacoes!, itens } });
    await ownerContext.close();

    const context = await customerContext(browser, SMALL_PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Escolher opções de Camiseta Básica' }).click();
    await page.getByRole('heading', { name: 'Camiseta Básica' }).waitFor();
    await page
      .getByRole('radiogroup', { name: /^Tamanho/ })
      .getByRole('radio', { name: 'M', exact: true })
      .click();
    await page.getByRole('radiogroup', { name: /^Cor/ }).getByRole('radio', { name: 'Preto' }).click();
    const aviso = page.getByTestId('quantidade-aviso');
    await expect(textOf(aviso)).resolves.toBe('Últimas 2');
    const stepper = page.getByRole('group', { name: 'Quantidade' });
    const mais = stepper.getByRole('button', { name: 'Aumentar quantidade' });
    await mais.click();
    await expect(mais.isDisabled()).resolves.toBe(true);
    await expect(textOf(stepper.locator('output'))).resolves.toBe('2');
    await screenshotsAtEveryWidth(page, 'produto-ultimas-unidades');
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    await adicionar.click();
    await page.getByText('2 × Camiseta Básica — M / Preto no carrinho').waitFor();
    await dismissToasts(page);

    // Back on its page with both in the cart: nothing more of M Preto, and the page says why.
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Escolher opções de Camiseta Básica' }).click();
    await page
      .getByRole('radiogroup', { name: /^Tamanho/ })
      .getByRole('radio', { name: 'M', exact: true })
      .click();
    await page.getByRole('radiogroup', { name: /^Cor/ }).getByRole('radio', { name: 'Preto' }).click();
    await page.getByTestId('adicionar-motivo').getByText('Você já tem no carrinho as últimas 2 unidades.').waitFor();
    await expect(adicionar.isDisabled()).resolves.toBe(true);
    // Another colour is free to add.
    await page.getByRole('radiogroup', { name: /^Cor/ }).getByRole('radio', { name: 'Azul' }).click();
    await expect(adicionar.isEnabled()).resolves.toBe(true);
    // The note's example fits a T-shirt.
    await expect
      .poll(() => page.getByLabel('Alguma observação?').getAttribute('placeholder'), { timeout: 5_000 })
      .toBe('Ex.: é para presente');
    await context.close();
  }, 120_000);

  it('when a customer picks “Quatro queijos” and “Frango com catupiry” at 360 px, then each name is whole inside its half of the drawn pizza', async () => {
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Beto Pizzas');
    const slug = await configurarLoja(owner, 'pizzas', { nome_loja: 'Pizzaria do Beto', whatsapp: WHATSAPP });
    const pizza = umaPizzaMeioAMeio('media');
    const sabores = [
      { nome: 'Quatro queijos', preco: 52.9 },
      { nome: 'Frango com catupiry', preco: 49.9 },
    ];
    await ownerApi(owner, 'POST', '/produtos', { ...pizza, opcoes: [{ ...pizza.opcoes![0]!, itens: sabores }] });
    await ownerContext.close();

    const context = await customerContext(browser, SMALL_PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Escolher opções de Pizza grande' }).click();
    await page.getByRole('heading', { name: 'Pizza grande' }).waitFor();
    await page.getByLabel(/^Quatro queijos/).check();
    await page.getByLabel(/^Frango com catupiry/).check();
    const desenho = page.getByRole('img', { name: 'Pizza: ½ Quatro queijos + ½ Frango com catupiry' });
    await desenho.waitFor();
    const rotulos = await desenho.locator('text').evaluateAll((textos) =>
      textos.map((texto) => {
        const caixa = (texto as SVGTextElement).getBBox();
        return { palavras: texto.textContent, x0: caixa.x, x1: caixa.x + caixa.width, y0: caixa.y, y1: caixa.y + caixa.height };
      }),
    );
    // Whole names, not "Quatro quei…"; each inside the pizza and on its own half (the first on the right).
    expect(rotulos.map(({ palavras }) => palavras)).toEqual(['Quatroqueijos', 'Frangocomcatupiry']);
    const [direita, esquerda] = rotulos;
    for (const { x0, x1, y0, y1 } of rotulos) {
      for (const [x, y] of [
        [x0, y0],
        [x1, y0],
        [x0, y1],
        [x1, y1],
      ] as const)
        expect(Math.hypot(x - 50, y - 50)).toBeLessThanOrEqual(46);
    }
    expect(direita!.x0).toBeGreaterThanOrEqual(50);
    expect(esquerda!.x1).toBeLessThanOrEqual(50);
    await expect
      .poll(() => page.getByLabel('Alguma observação?').getAttribute('placeholder'), { timeout: 5_000 })
      .toBe('Ex.: sem cebola, bem assada');
    await screenshotsAtEveryWidth(page, 'produto-pizza-nomes-longos');
    await context.close();
  }, 120_000);
});
