import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, screenshot } from './browser.js';

// The e2e stack seeds /loja/demo ('Café da Ana'); its pages come from the `preview` function, as in production.

const browser = await launchChromium();

interface Catalogo {
  loja: { nome_loja: string };
  produtos: { id: string; nome: string; destaque: boolean }[];
}

describe('Catalogue painted before any JavaScript (issue 14)', () => {
  it('when the HTML of /loja/demo is fetched, then it already holds the header and the first products, and the catalogue they were drawn from', async () => {
    const context = await browser.newContext();
    const html = await (await context.request.get(appUrl('/loja/demo'))).text();
    const catalogo = (await (await context.request.get(appUrl('/api/loja/demo'))).json()) as Catalogo;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${catalogo.loja.nome_loja}</h1>`));
    // The menu's first cards: the featured products, then the first category's.
    for (const { nome } of catalogo.produtos.filter((produto) => produto.destaque)) expect(html).toContain(`>${nome}</h3>`);
    expect(html).not.toContain('Carregando...');
    const json = /<script id="vitrine-catalogo" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(catalogo);
    await context.close();
  });

  it.each([PHONE, DESKTOP])(
    'when a $width px browser opens the shop without JavaScript, then it shows the shop and its first products',
    async (viewport) => {
      const context = await browser.newContext({ viewport, locale: 'pt-BR', javaScriptEnabled: false, isMobile: viewport.width < 600 });
      const page = await context.newPage();
      await page.goto(appUrl('/loja/demo'));
      // A picture of the page (inert until the app runs): found by its markup, not by role.
      await expect(page.locator('h1').textContent()).resolves.toBe('Café da Ana');
      await expect(page.locator('nav[aria-label="Categorias"]').isVisible()).resolves.toBe(true);
      const cards = page.locator('main li article');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      await expect(
        cards
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).resolves.toBe(true);
      await screenshot(page, 'catalogo-sem-javascript');
      await context.close();
    },
  );

  it('when the app loads over that markup, then it asks for no catalogue, nothing shifts, and the page becomes the app', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const janela = window as unknown as { deslocamento: number };
      janela.deslocamento = 0;
      new PerformanceObserver((lista) => {
        for (const entrada of lista.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entrada.hadRecentInput) janela.deslocamento += entrada.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const leituras: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(loja|catalogo)\/[^/]+$/.test(new URL(request.url()).pathname)) leituras.push(request.url());
    });
    await page.goto(appUrl('/loja/demo'));
    // The app's own parts (the footer) appear once React has taken over.
    await page.getByText('Desenvolvido por').waitFor();
    await page.waitForLoadState('networkidle');
    expect(leituras).toEqual([]);
    await expect(page.evaluate(() => (window as unknown as { deslocamento: number }).deslocamento)).resolves.toBe(0);
    await context.close();
  });

  it.each([PHONE, DESKTOP])(
    'when the app loads in a $width px browser, then it hydrates the server’s markup: the same elements (the first picture among them) become the app, with no hydration error',
    async (viewport) => {
      const context = await browser.newContext({ viewport, locale: 'pt-BR', isMobile: viewport.width < 600, serviceWorkers: 'block' });
      // The server's elements, marked before any script of the page runs.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const janela = window as unknown as { doServidor: Element[] };
          const tela = document.getElementById('primeira-tela');
          janela.doServidor = tela
            ? [tela.querySelector('h1')!, tela.querySelector('main img')!, tela.querySelector('main li:last-child')!]
            : [];
        });
      });
      const page = await context.newPage();
      const avisos: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') avisos.push(message.text());
      });
      page.on('pageerror', (error) => avisos.push(error.message));
      await page.goto(appUrl('/loja/demo'));
      await page.getByText('Desenvolvido por').waitFor(); // the app's own footer: it has taken over
      await page.waitForLoadState('networkidle');
      const mesmos = await page.evaluate(() => {
        const { doServidor } = window as unknown as { doServidor: Element[] };
        const tela = document.getElementById('primeira-tela');
        return {
          marcados: doServidor.length,
          // Still in the page, and still the app's: an app that replaced the markup would have drawn new ones.
          naPagina: doServidor.map((elemento) => elemento.isConnected),
          primeiraFoto: doServidor[1] === tela?.querySelector('main img'),
          inerte: tela?.hasAttribute('inert'),
        };
      });
      expect(mesmos).toEqual({ marcados: 3, naPagina: [true, true, true], primeiraFoto: true, inerte: false });
      // The app took over those elements: a tap on the first card's picture opens its page without a page load.
      await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));
      await page.locator('main li article a').first().click();
      await page.waitForURL(/\/loja\/demo\/produto\//);
      await expect(page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).resolves.toBe(true);
      expect(avisos.filter((aviso) => /hydrat|didn't match|server rendered|Minified React error/i.test(aviso))).toEqual([]);
      await context.close();
    },
  );
});
