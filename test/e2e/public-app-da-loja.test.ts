import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext, screenshot, newPage } from './browser.js';
import { ownerApi, signInNewOwner } from './owner-helpers.js';

// Two shops on the e2e stack: the seeded demo ('Café da Ana', #B45309) and one made here.

const browser = await launchChromium();

interface Manifesto {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** What a browser deciding to install a page reads: the manifest it links and the theme colour. */
async function appDaPagina(page: Page, path: string) {
  await page.goto(appUrl(path));
  await page.locator('h1').first().waitFor();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const tema = await page.locator('meta[name="theme-color"]').first().getAttribute('content');
  const manifesto = (await (await page.request.get(new URL(href!, appUrl(path)).href)).json()) as Manifesto;
  return { href, tema, manifesto };
}

describe("The shop's own app (issue 14)", () => {
  it('when two shops are opened, then each page links its own manifest, whose name, start, scope, colours and icons (PNGs of 192 and 512) are that shop’s', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const slug = `doceria-${randomUUID().slice(0, 6)}`;
    await signInNewOwner(page, 'Bia Doces');
    await ownerApi(page, 'PUT', '/loja/configuracao', { nome_loja: 'Doceria da Bia', cor_principal: '#DB2777', subdominio: slug });
    await ownerApi(page, 'POST', '/produtos', { nome: 'Brigadeiro', preco: 3 });

    const lojas = [
      { path: '/loja/demo', nome: 'Café da Ana', curto: 'Café da Ana', cor: '#B45309' },
      { path: `/loja/${slug}`, nome: 'Doceria da Bia', curto: 'Doceria', cor: '#DB2777' },
    ];
    const hrefs = new Set<string>();
    for (const { path, nome, curto, cor } of lojas) {
      const { href, tema, manifesto } = await appDaPagina(page, path);
      hrefs.add(href!);
      expect(href).toBe(`${path}/manifest.webmanifest`);
      expect(tema).toBe(cor);
      expect(manifesto).toMatchObject({ id: path, name: nome, short_name: curto, scope: path, theme_color: cor, background_color: cor });
      expect(manifesto.start_url).toBe(`${path}?utm_source=app_vitrine`);
      expect(manifesto.icons.map(({ sizes }) => sizes)).toEqual(['192x192', '512x512', '512x512']);
      for (const { src, sizes } of manifesto.icons) {
        const icone = await page.request.get(new URL(src, appUrl(path)).href);
        expect(icone.headers()['content-type']).toBe('image/png');
        const { format, width, height } = await sharp(await icone.body()).metadata();
        expect(`${format} ${width}x${height}`).toBe(`png ${sizes}`);
      }
    }
    expect(hrefs.size).toBe(2);

    // The owner's app keeps Vitrine's manifest.
    await page.goto(appUrl('/dashboard'));
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
    await context.close();
  });
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A fresh device: Chromium offers its install prompt (synthetic here: headless Chromium never does) a moment after each load. */
async function dispositivo(
  viewport: { width: number; height: number },
  { userAgent, instalado = false }: { userAgent?: string; instalado?: boolean } = {},
) {
  const context = await newContext(browser, viewport, { userAgent });
  await context.addInitScript(
    ({ chromium, instalado }) => {
      const janela = window as unknown as { instalacoes: string[]; promptDespachado?: boolean };
      janela.instalacoes = [];
      janela.promptDespachado = !chromium; // only Chromium has a prompt to wait for
      if (instalado) Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
      if (!chromium) return;
      addEventListener('load', () =>
        setTimeout(() => {
          const pedido = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => void janela.instalacoes.push('prompt'),
            userChoice: Promise.resolve({ outcome: 'accepted' }),
          });
          dispatchEvent(pedido);
          janela.promptDespachado = true;
        }, 50),
      );
    },
    { chromium: !userAgent, instalado },
  );
  return context;
}

const convite = (page: Page) => page.getByRole('dialog', { name: 'Adicionar à tela inicial' });

/** A visit: a new tab (a new browsing session) on the shop, until the app has drawn it and the prompt has come. */
async function visitar(context: Awaited<ReturnType<typeof dispositivo>>) {
  const page = await context.newPage();
  await page.goto(appUrl('/loja/demo'));
  await page.getByText('Desenvolvido por').waitFor(); // the app's own footer: it has drawn the shop
  // The app has counted this visit (an installed app counts none) and, on Chromium, the browser's
  // prompt has been offered to it.
  await page.waitForFunction(
    () =>
      (window as unknown as { promptDespachado?: boolean }).promptDespachado === true &&
      ((navigator as Navigator & { standalone?: boolean }).standalone === true ||
        Object.keys(sessionStorage).some((chave) => chave.startsWith('vitrine:instalar-sessao:'))),
  );
  return page;
}

describe('The install invitation (issue 14)', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])('when a customer comes back a second time at $width px, then the shop offers the browser’s install prompt once', async (viewport) => {
    const context = await dispositivo(viewport);
    const primeira = await visitar(context);
    await expect(convite(primeira).count()).resolves.toBe(0);
    await primeira.close();

    const segunda = await visitar(context);
    await convite(segunda).waitFor();
    await expect(convite(segunda).textContent()).resolves.toContain('Abra Café da Ana direto da tela inicial');
    await screenshot(segunda, `instalar-convite-${viewport.width}`);
    await convite(segunda).getByRole('button', { name: 'Adicionar' }).click();
    await expect(segunda.evaluate(() => (window as unknown as { instalacoes: string[] }).instalacoes)).resolves.toEqual(['prompt']);
    await expect(convite(segunda).count()).resolves.toBe(0);
    await segunda.close();

    const terceira = await visitar(context);
    await expect(convite(terceira).count()).resolves.toBe(0);
    await context.close();
  });

  it("when the customer says 'Agora não', then the invitation never comes back", async () => {
    const context = await dispositivo({ width: 360, height: 740 });
    await (await visitar(context)).close();
    const segunda = await visitar(context);
    await convite(segunda).getByRole('button', { name: 'Agora não' }).click();
    await expect(convite(segunda).count()).resolves.toBe(0);
    await segunda.close();
    for (let visita = 0; visita < 2; visita++) {
      const outra = await visitar(context);
      await expect(convite(outra).count()).resolves.toBe(0);
      await outra.close();
    }
    await context.close();
  });

  it('when the customer uses Safari on an iPhone, then the invitation shows the two taps of the Share sheet; already installed, nothing', async () => {
    const context = await dispositivo({ width: 390, height: 844 }, { userAgent: IPHONE_SAFARI });
    await (await visitar(context)).close();
    const segunda = await visitar(context);
    await convite(segunda).waitFor();
    await convite(segunda).getByText('Compartilhar').waitFor();
    await convite(segunda).getByText('Adicionar à Tela de Início').waitFor();
    await screenshot(segunda, 'instalar-convite-iphone');
    await convite(segunda).getByRole('button', { name: 'Entendi' }).click();
    await context.close();

    const instalado = await dispositivo({ width: 390, height: 844 }, { userAgent: IPHONE_SAFARI, instalado: true });
    for (let visita = 0; visita < 2; visita++) {
      const page = await visitar(instalado);
      await expect(convite(page).count()).resolves.toBe(0);
      await page.close();
    }
    await instalado.close();
  });
});
