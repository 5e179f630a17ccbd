import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Produto } from '@vitrine/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupoDeOpcoes } from '../support/produtos.js';
import { DESKTOP, PHONE, appUrl, launchChromium, screenshot } from './browser.js';
import { expectDialogWithinScreen, newOwnerPage, ownerApi, scrollDialogTo, settled } from './owner-helpers.js';

let browser: Browser;
let tempDir: string;
let phonePhoto: string;
let fotos: [string, string];

beforeAll(async () => {
  browser = await launchChromium();
  tempDir = mkdtempSync(join(tmpdir(), 'vitrine-owner-produtos-'));
  // A phone camera's photo: 4000 × 3000, noisy (so JPEG cannot squeeze it), 4–5 MB.
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    const noise = Math.random() * 90;
    pixels[index] = 120 + (x % 400) / 4 + noise;
    pixels[index + 1] = 90 + noise;
    pixels[index + 2] = 60 + noise / 2;
  }
  phonePhoto = join(tempDir, 'IMG_20250301_101500.jpg');
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .toFile(phonePhoto);
  // Two small pictures of a burger's sides, different colours so the cover is recognisable.
  fotos = ['lanche-frente.png', 'lanche-lado.png'].map((nome) => join(tempDir, nome)) as [string, string];
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .png()
    .toFile(fotos[0]);
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#65a30d' } })
    .png()
    .toFile(fotos[1]);
}, 60_000);
afterAll(async () => {
  rmSync(tempDir, { recursive: true, force: true });
});

describe('Produtos: picture and price', () => {
  it('when the owner picks a 4–5 MB phone photo, then the browser sends it shrunk to 1600 px through the site, and the product shows it', async () => {
    const size = statSync(phonePhoto).size;
    expect(size).toBeGreaterThan(4 * 1024 * 1024);
    expect(size).toBeLessThan(5 * 1024 * 1024);

    const { context, page } = await newOwnerPage(browser, PHONE, 'Telma Rocha');
    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === appUrl('/api/upload/image')) uploads.push(request.postDataBuffer()?.length ?? 0);
    });

    await page.goto(appUrl('/produtos'));
    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Bolo de cenoura');
    await dialog.getByLabel('Preço').fill('45,90');
    await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(phonePhoto);
    const preview = dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]');
    await preview.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByText('Produto salvo com sucesso!').first().waitFor();

    // What crossed the network: one request, a fraction of the photo.
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(size / 4);
    // What the server stored (and re-encoded): at most 1600 px on the long side, landscape kept.
    const card = page.getByRole('listitem').filter({ hasText: 'Bolo de cenoura' });
    const src = (await card.locator('img').getAttribute('src'))!;
    const stored = Buffer.from(await (await fetch(appUrl(src))).arrayBuffer());
    const { width, height } = await sharp(stored).metadata();
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(1600);
    expect(width! / height!).toBeCloseTo(4 / 3, 1);
    await expect(card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    await screenshot(page, 'produtos-foto-do-celular');
    await context.close();
  }, 120_000);

  it('when a picture is still on its way (a product photo, the shop’s logo), then it shows "Enviando..." with its bar, saving waits, and the picture lands once it arrives', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Vera Lúcia');
    // Each upload is held at the site until the test lets it through.
    const retidos: Array<() => void> = [];
    await page.route(appUrl('/api/upload/image'), (route) =>
      new Promise<void>((soltar) => retidos.push(soltar)).then(() => route.continue()),
    );
    async function enviaRetido(area: Locator, salvar: Locator) {
      await area.getByRole('progressbar', { name: 'Enviando imagem' }).waitFor();
      await area.getByText(/^Enviando\.\.\. \d+%$/).waitFor();
      await expect.poll(() => retidos.length).toBe(1);
      await expect(salvar.isDisabled()).resolves.toBe(true);
      retidos.shift()!();
      await area.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]').first().waitFor();
      await expect(area.getByRole('progressbar').count()).resolves.toBe(0);
      await expect(salvar.isEnabled()).resolves.toBe(true);
    }

    await page.goto(appUrl('/produtos'));
    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Bolo de fubá');
    await dialog.getByLabel('Preço').fill('32');
    await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(fotos[0]);
    await enviaRetido(dialog, dialog.getByRole('button', { name: 'Salvar produto' }));
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByText('Produto salvo com sucesso!').first().waitFor();

    await page.goto(appUrl('/configuracao'));
    await page.getByLabel('Logo', { exact: true }).setInputFiles(fotos[1]);
    await enviaRetido(page.locator('main'), page.getByRole('button', { name: 'Salvar configurações' }));
    await context.close();
  }, 90_000);

  it('when the owner types "abc" as the price, then the field refuses it in Portuguese and nothing is saved', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newOwnerPage(browser, viewport, `Paula ${randomUUID().slice(0, 4)}`);
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === appUrl('/api/produtos')) posts += 1;
      });
      await page.goto(appUrl('/produtos'));
      await page.getByRole('button', { name: 'Novo produto' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome').fill('Pudim');
      await dialog.getByLabel('Preço').fill('abc');
      await dialog.getByRole('button', { name: 'Salvar produto' }).click();
      await dialog.getByText('Preço inválido: use só números, como 12,50.').waitFor();
      await screenshot(page, 'produto-preco-invalido');
      expect(posts).toBe(0);
      await dialog.getByLabel('Preço').fill('8,50');
      await dialog.getByRole('button', { name: 'Salvar produto' }).click();
      await page.getByText('Produto salvo com sucesso!').first().waitFor();
      await page.getByText('R$ 8,50').filter({ visible: true }).waitFor();
      expect(posts).toBe(1);
      await context.close();
    }
  }, 120_000);
});

const PHONE_360 = { width: 360, height: 780 };

/** A viewport capture named by its width, so 360 and 390 do not overwrite each other. */
async function shotAt(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name, { fullPage: false, suffix: String(page.viewportSize()!.width) });
}

/**
 * Each of the form's sections scrolled to the top of the dialog's body, captured. Only the body
 * scrolls: scrollIntoView would also scroll the dialog's overflow-hidden frame, pushing its title off.
 */
async function shootSections(page: Page, dialog: Locator, name: string) {
  const secoes: [string, Locator][] = ['Dados', 'Preço', 'Fotos', 'Opções', 'Estoque'].map((secao) => [
    secao
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase(),
    dialog.getByRole('heading', { name: secao, exact: true }),
  ]);
  // The first group's choices, below its rule: how a choice's row sits at this width.
  secoes.splice(4, 0, ['opcoes-escolhas', dialog.getByRole('textbox', { name: /^Nome da opção 1 de / }).first()]);
  for (const [secao, topo] of secoes) {
    await scrollDialogTo(topo);
    await shotAt(page, `${name}-${secao}`);
  }
}

describe('Produtos: options, photos, promotion, stock and the owner order', () => {
  it('when the owner builds a burger at phone size (promotion, two photos, a required size and add-ons, stock), then the API holds it, an edit keeps the option ids, and the list shows its badges', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Bruno Lanches');
    await page.goto(appUrl('/produtos'));
    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Novo produto' });

    await dialog.getByLabel('Nome *', { exact: true }).fill('X-Burger');
    await dialog.getByLabel('Preço *', { exact: true }).fill('30');
    await dialog.getByRole('switch', { name: 'Em promoção' }).click();
    await dialog.getByLabel('Preço promocional *', { exact: true }).fill('30');
    // The rule is checked on the field before anything is sent.
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await dialog.getByText('O preço promocional deve ser menor que o preço.').waitFor();
    await dialog.getByLabel('Preço promocional *', { exact: true }).fill('25,5');
    await dialog.getByText('O catálogo mostra: de R$ 30,00 por R$ 25,50').waitFor();

    for (const [index, foto] of fotos.entries()) {
      await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(foto);
      await expect
        .poll(() => dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]').count(), { timeout: 30_000 })
        .toBe(index + 1);
    }
    await dialog.getByText('Capa', { exact: true }).waitFor();
    const [primeira, segunda] = await dialog
      .locator('img[alt="Pré-visualização"]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    // On a phone the arrows reorder: the second photo becomes the cover.
    await dialog.getByRole('button', { name: 'Mover foto 2 para a esquerda' }).click();

    await dialog.getByRole('button', { name: 'Adicionar grupo de opções' }).click();
    await dialog.getByLabel('Nome do grupo').fill('Tamanho');
    await dialog.getByLabel('Nome da opção 1 de Tamanho').fill('Simples');
    await dialog.getByLabel('Nome da opção 2 de Tamanho').fill('Duplo');
    await dialog.getByLabel('Preço adicional da opção 2 de Tamanho').fill('8');
    await dialog.getByText('O cliente vê: Obrigatório, escolha 1').waitFor();

    await dialog.getByRole('button', { name: 'Adicionar grupo de opções' }).click();
    const adicionais = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Grupo 2' }) });
    await adicionais.getByLabel('Nome do grupo').fill('Adicionais');
    const grupo2 = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Adicionais' }) });
    await grupo2.getByRole('radio', { name: 'Opcional' }).click();
    await grupo2.getByRole('button', { name: 'Adicionar opção' }).click();
    for (const [i, [nome, preco]] of [
      ['Bacon', '4'],
      ['Cheddar', '3,5'],
      ['Ovo', '2'],
    ].entries() as Iterable<[number, [string, string]]>) {
      await grupo2.getByLabel(`Nome da opção ${i + 1} de Adicionais`).fill(nome);
      await grupo2.getByLabel(`Preço adicional da opção ${i + 1} de Adicionais`).fill(preco);
    }
    // Three choices, "at most 4": the group's own field says why it cannot be.
    await grupo2.getByLabel('Escolher no máximo').fill('4');
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await grupo2.getByText('O máximo não pode passar do número de opções (3).').waitFor();
    await grupo2.getByLabel('Escolher no máximo').fill('2');
    await grupo2.getByText('O cliente vê: Opcional, escolha até 2').waitFor();

    await dialog.getByRole('switch', { name: 'Controlar estoque' }).click();
    await dialog.getByLabel('Quantidade em estoque *').fill('12');
    await expectDialogWithinScreen(page, dialog);
    await shootSections(page, dialog, 'produto-form');

    let posted: unknown;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === appUrl('/api/produtos')) posted = request.postDataJSON();
    });
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByText('Produto salvo com sucesso!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(posted).toMatchObject({ preco: 30, preco_promocional: 25.5, estoque: 12, esgotado: false, imagens: [segunda, primeira] });

    const [salvo] = await ownerApi<Produto[]>(page, 'GET', '/produtos');
    expect(salvo).toMatchObject({
      nome: 'X-Burger',
      preco_promocional: 25.5,
      estoque: 12,
      imagens: [segunda, primeira],
      imagem_url: segunda,
      opcoes: [
        grupoDeOpcoes('Tamanho', [1, 1], { Simples: 0, Duplo: 8 }),
        grupoDeOpcoes('Adicionais', [0, 2], { Bacon: 4, Cheddar: 3.5, Ovo: 2 }),
      ],
    });

    // The list at a glance.
    const card = page.getByRole('listitem').filter({ hasText: 'X-Burger' });
    await card.getByText('Promoção', { exact: true }).waitFor();
    await card.getByText('Estoque: 12').waitFor();
    await card.getByText('R$ 30,00').waitFor();

    // An edit that renames a choice and removes another keeps every id that is still there.
    await page.getByRole('button', { name: 'Editar X-Burger' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar produto' });
    await expect(edit.getByLabel('Nome da opção 2 de Tamanho').inputValue()).resolves.toBe('Duplo');
    await expect(edit.getByLabel('Preço promocional *', { exact: true }).inputValue()).resolves.toBe('25,50');
    await edit.getByLabel('Nome da opção 2 de Tamanho').fill('Duplo (2 carnes)');
    await edit.getByRole('button', { name: 'Remover a opção 3 de Adicionais' }).click();
    // The create's toast may still be on screen: the edit is saved when the dialog closes (it closes only on success).
    await edit.getByRole('button', { name: 'Salvar produto' }).click();
    await edit.waitFor({ state: 'detached' });
    const [editado] = await ownerApi<Produto[]>(page, 'GET', '/produtos');
    const [tamanho, extras] = salvo!.opcoes;
    expect(editado!.opcoes.map((grupo) => grupo.id)).toEqual([tamanho!.id, extras!.id]);
    expect(editado!.opcoes[0]!.itens).toEqual([tamanho!.itens[0], { ...tamanho!.itens[1], nome: 'Duplo (2 carnes)' }]);
    expect(editado!.opcoes[1]!.itens).toEqual(extras!.itens.slice(0, 2));
    await context.close();
  }, 180_000);

  it('when the owner taps Esgotado and moves a product up, then the API, the list and the public catalogue follow; at 360, 390 and 1280 px', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Clara Doces');
    const { loja_id: lojaId } = await ownerApi<{ loja_id: string }>(page, 'GET', '/users/me');
    for (const produto of [
      // With a group of choices, so the edit form's shots (and its no-sideways-scroll check) include choice rows at every width.
      {
        nome: 'Brigadeiro',
        preco: 3,
        estoque: 40,
        opcoes: [grupoDeOpcoes('Cobertura', [0, 1], { Granulado: 0, 'Confeitado colorido': 0.5 })],
      },
      { nome: 'Beijinho', preco: 3, preco_promocional: 2.5 },
      { nome: 'Cajuzinho', preco: 3.5, estoque: 0 },
    ]) {
      await ownerApi(page, 'POST', '/produtos', produto);
    }
    await page.goto(appUrl('/produtos'));
    const nomes = () => page.locator('li p[title]').allTextContents();
    // A loaded 2-core machine: give the screen and the server time (expect.poll's default is 1 s).
    const aTempo = { timeout: 15_000 };
    await expect.poll(nomes, aTempo).toEqual(['Brigadeiro', 'Beijinho', 'Cajuzinho']);
    await page.getByRole('listitem').filter({ hasText: 'Cajuzinho' }).getByText('Esgotado', { exact: true }).first().waitFor();

    // One tap: esgotado, sent alone.
    const [esgotado] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/produtos/')),
      page.getByRole('switch', { name: 'Esgotado: Brigadeiro', exact: true }).click(),
    ]);
    expect(esgotado.postDataJSON()).toEqual({ esgotado: true });
    await expect.poll(async () => (await ownerApi<Produto[]>(page, 'GET', '/produtos'))[0]!.esgotado, aTempo).toBe(true);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Esgotado: Brigadeiro', exact: true }).getAttribute('aria-checked'), aTempo)
      .toBe('true');

    // Move Cajuzinho up twice: the list answers at once, the server keeps it.
    await page.getByRole('button', { name: 'Mover Cajuzinho para cima' }).click();
    await expect.poll(nomes, aTempo).toEqual(['Brigadeiro', 'Cajuzinho', 'Beijinho']);
    await page.getByRole('button', { name: 'Mover Cajuzinho para cima' }).click();
    await expect.poll(nomes, aTempo).toEqual(['Cajuzinho', 'Brigadeiro', 'Beijinho']);
    await expect
      .poll(async () => (await ownerApi<Produto[]>(page, 'GET', '/produtos')).map((produto) => produto.nome), aTempo)
      .toEqual(['Cajuzinho', 'Brigadeiro', 'Beijinho']);
    await page.reload();
    await expect.poll(nomes, aTempo).toEqual(['Cajuzinho', 'Brigadeiro', 'Beijinho']);

    // The public catalogue lists them in the owner's order: reading order, since a phone's grid puts two cards on one row.
    const catalogo = await context.newPage();
    await catalogo.goto(appUrl(`/catalogo/${lojaId}`));
    await catalogo.getByText('Beijinho', { exact: true }).first().waitFor();
    const nossos = ['Cajuzinho', 'Brigadeiro', 'Beijinho'];
    const noCatalogo = (await catalogo.getByRole('heading', { level: 3 }).allTextContents()).filter((nome) => nossos.includes(nome));
    expect(noCatalogo).toEqual(['Cajuzinho', 'Brigadeiro', 'Beijinho']);

    for (const viewport of [PHONE_360, PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.getByText('Estoque: 40').filter({ visible: true }).waitFor();
      // Closing the last width's dialog focused its 'Editar' and scrolled: a full-page shot of a scrolled page leaves the sticky header mid-way.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'produtos-lista-estoque', { suffix: String(viewport.width) });
      await page.getByRole('button', { name: 'Editar Brigadeiro' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar produto' });
      await dialog.getByRole('heading', { name: 'Estoque' }).waitFor();
      await expectDialogWithinScreen(page, dialog);
      await shootSections(page, dialog, 'produto-form-editar');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  }, 180_000);
});
