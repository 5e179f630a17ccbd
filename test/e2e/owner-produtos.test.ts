import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { signInNewOwner } from './owner-helpers.js';

let browser: Browser;
let tempDir: string;
let phonePhoto: string;

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
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('Produtos: picture and price', () => {
  it('when the owner picks a 4–5 MB phone photo, then the browser sends it shrunk to 1600 px through the site, and the product shows it', async () => {
    const size = statSync(phonePhoto).size;
    expect(size).toBeGreaterThan(4 * 1024 * 1024);
    expect(size).toBeLessThan(5 * 1024 * 1024);

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signInNewOwner(page, 'Telma Rocha');
    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === appUrl('/api/upload/image')) uploads.push(request.postDataBuffer()?.length ?? 0);
    });

    await page.goto(appUrl('/produtos'));
    await page.getByRole('button', { name: 'Novo Produto' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Bolo de cenoura');
    await dialog.getByLabel('Preço').fill('45,90');
    await dialog.getByLabel('Imagem', { exact: true }).setInputFiles(phonePhoto);
    const preview = dialog.locator('img[alt="Pré-visualização"][src^="/api/imagens/"]');
    await preview.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Salvar Produto' }).click();
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

  it('when the owner types "abc" as the price, then the field refuses it in Portuguese and nothing is saved', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await signInNewOwner(page, `Paula ${randomUUID().slice(0, 4)}`);
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === appUrl('/api/produtos')) posts += 1;
      });
      await page.goto(appUrl('/produtos'));
      await page.getByRole('button', { name: 'Novo Produto' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome').fill('Pudim');
      await dialog.getByLabel('Preço').fill('abc');
      await dialog.getByRole('button', { name: 'Salvar Produto' }).click();
      await dialog.getByText('Preço inválido: use só números, como 12,50.').waitFor();
      await screenshot(page, 'produto-preco-invalido');
      expect(posts).toBe(0);
      await dialog.getByLabel('Preço').fill('8,50');
      await dialog.getByRole('button', { name: 'Salvar Produto' }).click();
      await page.getByText('Produto salvo com sucesso!').first().waitFor();
      await page.getByText('R$ 8,50').filter({ visible: true }).waitFor();
      expect(posts).toBe(1);
      await context.close();
    }
  }, 120_000);
});
