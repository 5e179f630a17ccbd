import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { PUBLIC_PAGE_JS_BUDGET_BYTES, kib, measurePageJavaScript } from '../../scripts/lib/page-weight.js';
import { appUrl, launchChromium } from './browser.js';

/** The chunks of what the first screen does not need: the cart's sheets, the product page, tracking (and its order avisos), Meus pedidos, the install invitation. */
const SOB_INTENCAO =
  /\/(CarrinhoSheet|CheckoutSheet|ProdutoPage|MeusPedidosPage|AcompanhamentoPage|ConviteInstalar|AvisarPedido)-[\w-]+\.js$/;

const browser = await launchChromium();

describe('Public page weight', () => {
  it('when a phone opens /loja/demo and touches nothing, then the JavaScript it downloads is at most 65 KB gzip', async () => {
    const { scripts, gzip } = await measurePageJavaScript(browser, appUrl('/loja/demo'));
    console.log(
      `/loja/demo: ${kib(gzip)} (${gzip} bytes) gzip in ${scripts.length} files:\n` +
        scripts.map((script) => `  ${kib(script.gzip).padStart(9)}  ${script.url}`).join('\n'),
    );
    // The public app's own chunk at least, which hydrates the first screen: a page that loaded nothing would pass for light.
    expect(scripts.some((script) => script.url.includes('public-app'))).toBe(true);
    expect(gzip).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_BYTES);
    // What waits for the customer's intent (issue 26): none of it before a touch.
    expect(scripts.map(({ url }) => url).filter((url) => SOB_INTENCAO.test(url))).toEqual([]);
  });

  it('when a phone user touches a card, then the product page’s code starts downloading before the tap opens it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/loja/demo'), { waitUntil: 'networkidle', timeout: 75_000 });
      const pedida = page.waitForRequest((request) => /\/ProdutoPage-[\w-]+\.js$/.test(request.url()), { timeout: 15_000 });
      // A pointer reaching the first card, as a finger's touch starts: no click, no navigation.
      await page.locator('article').first().dispatchEvent('pointerover');
      await pedida;
      expect(new URL(page.url()).pathname).toBe('/loja/demo');
    } finally {
      await context.close();
    }
  });

  it('when a phone (390 px, 3 device pixels a CSS one) opens /loja/demo, then its pictures come at 200 or 400 px, never the 800 px copy', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 3 });
    try {
      const page = await context.newPage();
      const imagens: Promise<{ path: string; bytes: number }>[] = [];
      const ouvir = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/imagens/')) imagens.push(response.body().then((body) => ({ path: pathname, bytes: body.length })));
      };
      page.on('response', ouvir);
      await page.goto(appUrl('/loja/demo'), { waitUntil: 'networkidle', timeout: 75_000 });
      // What comes later is not counted, nor left reading a body once the context closes (an unhandled rejection, CI 2026-11-30).
      page.off('response', ouvir);
      // Once each: the page's service worker asks again for what loaded before it took control (from the HTTP cache).
      const baixadas = [...new Map((await Promise.all(imagens)).map((imagem) => [imagem.path, imagem])).values()];
      // What the same pictures weighed when the page had only the 800 px file (before srcset).
      const grandes = await Promise.all(
        baixadas.map(async ({ path }) => (await page.request.get(appUrl(path.replace(/-\d+\.webp$/, '-800.webp')))).body()),
      );
      const bytes = baixadas.reduce((sum, imagem) => sum + imagem.bytes, 0);
      console.log(
        `/loja/demo pictures on a phone: ${kib(bytes)} in ${baixadas.length} files ` +
          `(${kib(grandes.reduce((sum, body) => sum + body.length, 0))} as 800 px files):\n` +
          baixadas.map((imagem) => `  ${kib(imagem.bytes).padStart(9)}  ${imagem.path}`).join('\n'),
      );
      // The first screen's pictures at least: a page that showed none would pass for light.
      expect(baixadas.length).toBeGreaterThanOrEqual(2);
      expect(baixadas.filter(({ path }) => !/-(200|400)\.webp$/.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
