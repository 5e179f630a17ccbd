import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  appUrl,
  launchChromium,
  newContext,
  openOwnerMenu,
  screenshot,
  screenshotLoading,
  screenshotWholePage,
} from './browser.js';
import { newOwnerPage, ownerApi, signInNewOwner } from './owner-helpers.js';

let browser: Browser;
let tempDir: string;
let picture: string;
// The desktop owner's slug: the phone owner then asks for the same one and must be refused.
const slug = `bia-${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  browser = await launchChromium();
  tempDir = mkdtempSync(join(tmpdir(), 'vitrine-owner-area-'));
  picture = join(tempDir, 'bolo.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#fde68a"/><circle cx="400" cy="330" r="190" fill="#f97316"/>
    <rect x="250" y="120" width="300" height="60" rx="20" fill="#fb923c"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(picture);
});
afterAll(async () => {
  rmSync(tempDir, { recursive: true, force: true });
});

/** An open modal, once it has finished rising (phones) or fading in. */
async function modalShot(page: Page, name: string) {
  await page
    .locator('[role="dialog"], [role="alertdialog"]')
    .evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await screenshot(page, name);
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A new shop's dashboard (the first-steps guide, zeros, the link to share) and its empty Categorias, captured. */
async function firstStepsThenNoCategories(page: Page) {
  await page.getByRole('heading', { name: 'Primeiros passos' }).waitFor();
  await page.getByRole('img', { name: 'QR Code do link do catálogo' }).waitFor();
  await screenshotWholePage(page, 'dashboard-empty');
  await screenshotLoading(page, '/dashboard', '**/api/dashboard/stats', 'dashboard-loading');
  await openOwnerMenu(page, 'Categorias');
  await page.getByRole('heading', { name: 'Nenhuma categoria criada' }).waitFor();
  await screenshotWholePage(page, 'categorias-empty');
}

/** The dashboard once the shop has a product: the figures, and the first-steps guide with that step ticked (and the link's QR code), captured. */
async function dashboardWithAProduct(page: Page) {
  await page.getByText('Ticket médio').waitFor();
  await page.getByRole('heading', { name: 'Primeiros passos' }).waitFor();
  await page.locator('li', { hasText: 'Cadastre seus produtos' }).getByText('(concluído)').waitFor({ state: 'attached' });
  await page.getByRole('img', { name: 'QR Code do link do catálogo' }).waitFor();
  await screenshotWholePage(page, 'dashboard');
}

describe('Owner area (desktop)', () => {
  it('when a new owner creates a category and a product with a picture, edits, hides and deletes it, then the list follows each step', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Beatriz Nogueira');

    await page.getByRole('heading', { name: 'Olá, Beatriz!' }).waitFor();
    await firstStepsThenNoCategories(page);
    await page.getByRole('button', { name: 'Nova categoria' }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Salvar categoria' }).click();
    await dialog.getByText('Informe o nome da categoria.').waitFor();
    await dialog.getByLabel('Nome').fill('Bolos');
    await modalShot(page, 'categoria-modal');
    await dialog.getByRole('button', { name: 'Salvar categoria' }).click();
    await toast(page, 'Categoria salva com sucesso!');
    await page.getByRole('heading', { name: 'Bolos' }).waitFor();

    await openOwnerMenu(page, 'Produtos');
    await page.getByRole('heading', { name: 'Nenhum produto cadastrado' }).waitFor();
    await screenshotWholePage(page, 'produtos-empty');
    await screenshotLoading(page, '/produtos', '**/api/produtos', 'produtos-loading');

    // Create: price typed the Brazilian way, a category, and an uploaded picture with its progress bar.
    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Bolo de cenoura');
    await dialog.getByLabel('Descrição').fill('Com cobertura de chocolate, serve 12 fatias.');
    await dialog.getByLabel('Preço').fill('1.234,5');
    await dialog.getByLabel('Categoria').selectOption({ label: 'Bolos' });
    await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(picture);
    await dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]').waitFor();
    await expect(dialog.getByRole('checkbox', { name: 'Produto ativo (visível no catálogo)' }).isChecked()).resolves.toBe(true);
    await modalShot(page, 'produto-modal');
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await toast(page, 'Produto salvo com sucesso!');
    let row = page.getByRole('row', { name: /Bolo de cenoura/ });
    await row.getByText('R$ 1.234,50').waitFor();
    await expect(row.getByText('Bolos').isVisible()).resolves.toBe(true);
    await expect(row.getByText('Ativo', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row.locator('img').getAttribute('src')).resolves.toMatch(/^\/api\/imagens\//);

    await page.getByRole('button', { name: 'Novo produto' }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Brigadeiro gourmet');
    await dialog.getByLabel('Preço').fill('3,5');
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await toast(page, 'Produto salvo com sucesso!');
    await page
      .getByRole('row', { name: /Brigadeiro gourmet/ })
      .getByText('Sem categoria')
      .waitFor();

    // Edit: the modal opens with the saved values, price shown pt-BR.
    await page.getByRole('button', { name: 'Editar Bolo de cenoura' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar produto' });
    await expect(dialog.getByLabel('Preço').inputValue()).resolves.toBe('1.234,50');
    await dialog.getByLabel('Preço').fill('49,90');
    await dialog.getByRole('button', { name: 'Salvar produto' }).click();
    await toast(page, 'Produto salvo com sucesso!');
    row = page.getByRole('row', { name: /Bolo de cenoura/ });
    await row.getByText('R$ 49,90').waitFor();

    // Hide: 'Ocultar' sends only ativo; the badge and the button flip.
    await row.getByRole('button', { name: 'Ocultar Bolo de cenoura' }).click();
    await row.getByText('Inativo', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Mostrar Bolo de cenoura' }).waitFor();

    // Search on the client, over name and description.
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('CHOCOLATE');
    await expect(page.getByRole('row').count()).resolves.toBe(2); // header + the cake
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('pastel');
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    await screenshotWholePage(page, 'produtos-search-empty');
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await screenshotWholePage(page, 'produtos');

    // Delete, after the spec's confirmation.
    await page.getByRole('button', { name: 'Excluir Brigadeiro gourmet' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Tem certeza que deseja excluir este produto?').waitFor();
    await modalShot(page, 'produto-confirm-delete');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Produto excluído com sucesso!');
    await page.getByRole('row', { name: /Brigadeiro gourmet/ }).waitFor({ state: 'detached' });

    await openOwnerMenu(page, 'Categorias');
    await page.getByText('1 produto', { exact: true }).waitFor();
    await screenshotWholePage(page, 'categorias');
    await screenshotLoading(page, '/categorias', '**/api/categorias', 'categorias-loading');

    // With a product, the figures show and the first-steps guide stays, that step ticked, until every step is done.
    await openOwnerMenu(page, 'Início');
    await dashboardWithAProduct(page);
    await context.close();
  }, 120_000);

  it('when the owner configures the shop, then the preview follows as they type and the slug link is what the layout copies', async () => {
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl()).origin });
    const page = await context.newPage();
    await signInNewOwner(page, 'Beatriz Nogueira');
    await screenshotLoading(page, '/configuracao', '**/api/loja/configuracao', 'configuracao-loading');

    const preview = page.getByTestId('preview');
    const header = page.getByTestId('preview-header');
    // A new shop is named after its owner, with the default colour and order button; cards add to the cart.
    const botaoPedido = page.getByTestId('preview-botao-pedido');
    await expect(page.getByLabel('Nome da loja').inputValue()).resolves.toBe('Beatriz Nogueira');
    await botaoPedido.getByText('Fazer Pedido').waitFor();
    await preview.getByText('Adicionar').waitFor();
    await expect(header.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(59, 130, 246)');
    await page.getByText('Escolha um Link da loja abaixo').waitFor();
    await screenshotWholePage(page, 'configuracao-empty');

    await page.getByLabel('Nome da loja').fill('Doces da Bia');
    await page.getByLabel('Cor principal').fill('#DB2777');
    await page.getByLabel('Mensagem personalizada').fill('Encomendas com 2 dias de antecedência.');
    await page.getByLabel('Texto do botão').fill('Quero este');
    await preview.getByText('Doces da Bia').waitFor();
    await preview.getByText('Encomendas com 2 dias de antecedência.').waitFor();
    await botaoPedido.getByText('Quero este').waitFor();
    await expect(header.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(219, 39, 119)');
    await expect(page.getByLabel('Seletor de cor').inputValue()).resolves.toBe('#db2777');

    // The slug keeps only what a slug may hold, as it is typed.
    await page.getByLabel('Link da loja').pressSequentially(`${slug.toUpperCase().replace('-', ' - ')}!`);
    await expect(page.getByLabel('Link da loja').inputValue()).resolves.toBe(slug);
    await page.getByRole('textbox', { name: 'WhatsApp' }).fill('5511987654321');
    await page.getByLabel('Instagram').fill('@docesdabia');
    await page.getByText('Alterações não salvas').waitFor();
    await screenshotWholePage(page, 'configuracao');

    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await toast(page, 'Configurações salvas');
    await page.getByText('Tudo salvo').waitFor();
    const slugLink = `${new URL(appUrl()).origin}/loja/${slug}`;
    await expect(page.getByRole('textbox', { name: 'Link personalizado' }).inputValue()).resolves.toBe(slugLink);

    await page.getByRole('button', { name: 'Copiar link do catálogo' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(slugLink);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'WhatsApp' }).inputValue()).resolves.toBe('(11) 98765-4321');
    await expect(page.getByLabel('Cor principal').inputValue()).resolves.toBe('#DB2777');

    // The dashboard shares the same link, as a QR code to print too.
    await openOwnerMenu(page, 'Início');
    await expect(page.getByRole('textbox', { name: 'Link do catálogo' }).inputValue()).resolves.toBe(slugLink);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar QR Code' }).click();
    expect((await download).suggestedFilename()).toBe('qrcode-catalogo.png');
    await context.close();
  }, 90_000);
});

describe('Owner area (phone)', () => {
  it('when an owner works from a phone, then lists become cards, modals rise from the bottom, and a taken slug is explained on its field', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Carla Mendes');
    await firstStepsThenNoCategories(page);
    await screenshotLoading(page, '/categorias', '**/api/categorias', 'categorias-loading');
    await page.getByRole('button', { name: 'Nova categoria' }).first().click();
    await page.getByRole('dialog').getByLabel('Nome').fill('Salgados');
    await modalShot(page, 'categoria-modal');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar categoria' }).click();
    await toast(page, 'Categoria salva com sucesso!');
    await page.getByText('0 produtos', { exact: true }).waitFor();

    await openOwnerMenu(page, 'Produtos');
    await page.getByRole('heading', { name: 'Nenhum produto cadastrado' }).waitFor();
    await screenshotWholePage(page, 'produtos-empty');
    await screenshotLoading(page, '/produtos', '**/api/produtos', 'produtos-loading');
    for (const [nome, preco, comFoto] of [
      ['Coxinha de frango', '7,50', true],
      ['Empada de palmito', '8', false],
    ] as const) {
      await page.getByRole('button', { name: 'Novo produto' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome').fill(nome);
      await dialog.getByLabel('Preço').fill(preco);
      await dialog.getByLabel('Categoria').selectOption({ label: 'Salgados' });
      if (comFoto) {
        await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(picture);
        await dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]').waitFor();
        await modalShot(page, 'produto-modal');
      }
      await dialog.getByRole('button', { name: 'Salvar produto' }).click();
      await toast(page, 'Produto salvo com sucesso!');
    }
    await page.getByText('R$ 8,00').filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Ocultar Empada de palmito' }).click();
    await page.getByRole('button', { name: 'Mostrar Empada de palmito' }).waitFor();
    await screenshotWholePage(page, 'produtos');

    await openOwnerMenu(page, 'Categorias');
    await page.getByText('2 produtos', { exact: true }).waitFor();
    await screenshotWholePage(page, 'categorias');

    await screenshotLoading(page, '/configuracao', '**/api/loja/configuracao', 'configuracao-loading');
    await page.getByLabel('Cor principal').fill('#0F766E');
    await page.getByLabel('Link da loja').fill(slug);
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.getByText('Este link já está em uso por outra loja. Escolha outro.').first().waitFor();
    await screenshotWholePage(page, 'configuracao-slug-taken');

    // The refused change is still on the form: leaving asks first.
    await openOwnerMenu(page, 'Início');
    await page.getByRole('alertdialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await dashboardWithAProduct(page);
    await context.close();
  }, 120_000);
});

describe('Owner area: moving between screens', () => {
  it('when the owner opens a screen from the menu far down another one, then the new screen opens at its top, on a computer and on a phone', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Nina Prado');
    // Cupons long enough to be opened far down (the was 864 px).
    for (let numero = 1; numero <= 12; numero++)
      await ownerApi(page, 'POST', '/cupons', { codigo: `PROMO${numero}`, tipo: 'percentual', valor: 10 });
    const rolagem = () => page.evaluate(() => window.scrollY);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // Cupons read once, so it opens long at once from the menu later, as a screen already visited does.
      await page.goto(appUrl('/cupons'));
      await page.getByRole('heading', { name: 'PROMO12' }).waitFor();
      await openOwnerMenu(page, 'Atendimento');
      await page.getByRole('heading', { level: 1, name: 'Atendimento' }).waitFor();
      await page.getByText('Ainda não salvo').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(rolagem, { message: `${viewport.width} px: Atendimento scrolled down` }).toBeGreaterThan(500);
      await openOwnerMenu(page, 'Cupons');
      await page.getByRole('heading', { level: 1, name: 'Cupons e fidelidade' }).waitFor();
      await page.getByRole('heading', { name: 'PROMO12' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).resolves.toBeGreaterThan(500);
      await expect.poll(rolagem, { message: `${viewport.width} px: Cupons opens at its top` }).toBe(0);
    }
    await context.close();
  }, 120_000);
});
