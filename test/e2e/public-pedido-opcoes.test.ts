import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium } from './browser.js';
import { sendPedido, viewportShots } from './public-helpers.js';
import { configurarLoja, ownerApi, newOwnerPage } from './owner-helpers.js';

const browser = await launchChromium();

const WHATSAPP = '5511955554444';

/** Two photos on disk, as the owner picks them from the phone's gallery. */
const tempDir = mkdtempSync(join(tmpdir(), 'vitrine-opcoes-'));
const fotos = [join(tempDir, 'burger-1.png'), join(tempDir, 'burger-2.png')];
beforeAll(async () => {
  for (const [index, cor] of ['#b45309', '#15803d'].entries()) {
    await sharp({ create: { width: 800, height: 800, channels: 3, background: cor } })
      .png()
      .toFile(fotos[index]!);
  }
});
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('Options and a note, ordered on a phone', () => {
  it('when a customer orders two burgers chosen differently with a note, then the cart and WhatsApp list both lines with their choices', async () => {
    // The owner: a burger with a required size, optional add-ons and two photos; through the API, a promotion and a sold-out item.
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, DESKTOP, 'Rui Lanches');
    const slug = await configurarLoja(owner, 'rui', { nome_loja: 'Lanches do Rui', cor_principal: '#b91c1c', whatsapp: WHATSAPP });

    // The burger through the product form: name, price, two photos, a required size and optional add-ons.
    await owner.goto(appUrl('/produtos'));
    await owner.getByRole('button', { name: 'Novo produto' }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('X-Burger');
    await dialog.getByLabel('Descrição').fill('Pão brioche, carne de 150 g e queijo.');
    await dialog.getByLabel('Preço', { exact: false }).first().fill('30,00');
    for (const [index, foto] of fotos.entries()) {
      await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(foto);
      await expect
        .poll(() => dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]').count(), { timeout: 30_000 })
        .toBe(index + 1);
    }
    const grupo = (nome: string) => dialog.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: nome, exact: true }) });
    await dialog.getByRole('button', { name: 'Adicionar grupo de opções' }).click();
    await dialog.getByLabel('Nome do grupo').last().fill('Tamanho');
    await grupo('Tamanho').getByLabel('Nome da opção 1 de Tamanho').fill('Simples');
    await grupo('Tamanho').getByLabel('Nome da opção 2 de Tamanho').fill('Duplo');
    await grupo('Tamanho').getByLabel('Preço adicional da opção 2 de Tamanho').fill('8,00');
    await dialog.getByRole('button', { name: 'Adicionar grupo de opções' }).click();
    await dialog.getByLabel('Nome do grupo').last().fill('Adicionais');
    const adicionais = grupo('Adicionais');
    await adicionais.getByRole('radio', { name: 'Opcional' }).click();
    await adicionais.getByLabel('Escolher no máximo').fill('2');
    await adicionais.getByRole('button', { name: 'Adicionar opção' }).click();
    for (const [index, [nome, preco]] of [
      ['Bacon', '5,00'],
      ['Cheddar', '3,00'],
      ['Ovo', '2,00'],
    ].entries()) {
      await adicionais.getByLabel(`Nome da opção ${index + 1} de Adicionais`).fill(nome!);
      await adicionais.getByLabel(`Preço adicional da opção ${index + 1} de Adicionais`).fill(preco!);
    }
    await adicionais.getByText('Opcional, escolha até 2').waitFor();
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await owner.getByText('Produto salvo com sucesso!').first().waitFor();
    await ownerApi(owner, 'POST', '/produtos', { nome: 'Refrigerante lata', preco: 7, preco_promocional: 5.5 });
    await ownerApi(owner, 'POST', '/produtos', { nome: 'Milkshake', preco: 18, esgotado: true });

    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));

    // The card states: 'a partir de', 'de … por …', 'Esgotado' without a button.
    const card = (nome: string) => page.locator('article').filter({ hasText: nome });
    await expect(card('X-Burger').getByTestId('produto-preco').textContent()).resolves.toMatch(/a partir de\s*R\$\s*30,00/);
    await expect(card('Refrigerante lata').getByTestId('produto-preco').textContent()).resolves.toMatch(
      /de\s*R\$\s*7,00\s*por\s*R\$\s*5,50/,
    );
    await card('Milkshake').getByText('Esgotado').waitFor();
    await expect(card('Milkshake').getByRole('button').count()).resolves.toBe(0);
    await viewportShots(page, 'opcoes-cards');

    // A sold-out product's page says so and cannot be added.
    await card('Milkshake').getByRole('link').first().click();
    await page.getByText('Produto esgotado no momento. Volte em breve!').waitFor();
    await expect(page.getByRole('button', { name: /^Adicionar/ }).isDisabled()).resolves.toBe(true);
    await viewportShots(page, 'opcoes-esgotado');
    await page.goBack();

    // A product with options opens its page instead of going into the cart.
    await card('X-Burger').getByRole('link', { name: 'Escolher opções de X-Burger' }).click();
    await page.getByRole('heading', { name: 'X-Burger' }).waitFor();
    // The product's own read brings both photos (the listing has only the cover).
    await expect.poll(() => page.getByTestId('galeria').locator('img').count(), { timeout: 10_000 }).toBe(2);
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    await expect(adicionar.isDisabled()).resolves.toBe(true);
    await page.getByTestId('adicionar-motivo').getByText('Escolha 1 em “Tamanho”.').waitFor();
    await page.getByText('Obrigatório, escolha 1', { exact: true }).waitFor();
    await page.getByText('Opcional, escolha até 2', { exact: true }).waitFor();
    await viewportShots(page, 'opcoes-produto-sem-escolha');

    // First burger: Duplo with bacon and cheddar (the third add-on is blocked at the max), a note.
    await page.getByLabel(/^Duplo/).check();
    await page.getByLabel(/^Bacon/).check();
    await page.getByLabel(/^Cheddar/).check();
    await expect(page.getByLabel(/^Ovo/).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('produto-preco').textContent()).resolves.toMatch(/R\$\s*46,00/);
    await page.getByLabel('Alguma observação?').fill('sem cebola');
    await viewportShots(page, 'opcoes-produto');
    await adicionar.click();

    // Second burger: adding went back to the menu; Simples, nothing else.
    await page.getByText('1 × X-Burger no carrinho').waitFor();
    await card('X-Burger').getByRole('link', { name: 'Escolher opções de X-Burger' }).click();
    await page.getByLabel(/^Simples/).check();
    await expect(page.getByTestId('produto-preco').textContent()).resolves.toMatch(/R\$\s*30,00/);
    await adicionar.click();

    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    const linhas = sheet.getByTestId('carrinho-linha');
    await expect(linhas.count()).resolves.toBe(2);
    await linhas.nth(0).getByText('Tamanho: Duplo · Adicionais: Bacon, Cheddar').waitFor();
    await linhas.nth(0).getByText('Obs.: sem cebola').waitFor();
    await linhas.nth(1).getByText('Tamanho: Simples').waitFor();
    await viewportShots(page, 'opcoes-carrinho');

    const { resposta, texto: text, acompanhamento } = await sendPedido(page, sheet, /Fazer Pedido|Enviar pedido/);
    expect(resposta.status()).toBe(201);
    expect(text).toContain(
      [
        '1 × X-Burger — R$ 46,00 cada = R$ 46,00',
        '   Tamanho: Duplo · Adicionais: Bacon, Cheddar',
        '   Obs.: sem cebola',
        '1 × X-Burger — R$ 30,00 cada = R$ 30,00',
        '   Tamanho: Simples',
      ].join('\n'),
    );
    expect(text).toContain('*Total: R$ 76,00*');

    // The tracking page and the owner's Pedidos show each line's choices and note.
    await page.goto(acompanhamento!);
    await page.getByText('Tamanho: Duplo · Adicionais: Bacon, Cheddar').waitFor();
    await page.getByText('Obs.: sem cebola').waitFor();
    await page.getByText('Tamanho: Simples').waitFor();
    await viewportShots(page, 'opcoes-acompanhamento');
    await context.close();

    await owner.setViewportSize(PHONE);
    await owner.goto(appUrl('/pedidos'));
    const pedido = owner.getByTestId('pedido').filter({ visible: true }).first();
    await pedido.getByText('Tamanho: Duplo · Adicionais: Bacon, Cheddar').waitFor();
    await pedido.getByText('Obs.: sem cebola').waitFor();
    await pedido.getByText('Tamanho: Simples').waitFor();
    await viewportShots(owner, 'opcoes-pedidos-do-lojista');
    await ownerContext.close();
  });
});
