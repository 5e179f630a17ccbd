import type { Plano } from '@vitrine/shared';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, screenshotWholePage } from './browser.js';
import { adminApi, adminToken } from './owner-helpers.js';

const SMALL_PHONE = { width: 360, height: 740 };
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** Intl writes R$ with a no-break space; the page's text is compared with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchChromium();
  token = await adminToken();
});

async function lojaDemo(): Promise<{ nome_loja: string }> {
  const response = await fetch(appUrl('/api/loja/demo'));
  expect(response.status).toBe(200);
  return ((await response.json()) as { loja: { nome_loja: string } }).loja;
}

/** Opens / (reduced motion unless `reducedMotion` says otherwise) and records what a visit asks for, fails at, and prints in the console. */
async function openLanding(viewport: { width: number; height: number }, { reducedMotion }: { reducedMotion?: 'no-preference' } = {}) {
  // With the service worker: registering it is part of a visit that must print no error.
  const context = await newContext(browser, viewport, { serviceWorkers: 'allow', ...(reducedMotion && { reducedMotion }) });
  // The hero's title the build drew, held before any module runs (the app mounts after DOMContentLoaded).
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { tituloDesenhado?: Element | null }).tituloDesenhado = document.querySelector('#primeira-dobra h1');
    }),
  );
  const page = await context.newPage();
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(`uncaught ${error.message}`));
  await page.goto(appUrl('/'));
  // The hero is in index.html already; the app has mounted once the sections below it are there.
  await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
  return { context, page, requests, failures, consoleErrors };
}

/**
 * The phone in the hero, once it shows the demo shop (brought into view first: it loads only near
 * the screen): the shop is drawn inside a frame of a phone's width, so it lays out as on a phone.
 */
async function demoShown(page: Page, nomeLoja: string) {
  const celular = page.getByTestId('landing-celular');
  await celular.scrollIntoViewIfNeeded();
  const tela = celular.frameLocator('iframe');
  await tela.getByRole('heading', { level: 1, name: nomeLoja }).waitFor();
  await expect(celular.locator('iframe').isVisible()).resolves.toBe(true);
  const frame = page.frames().find((candidate) => candidate.url() === 'about:srcdoc')!;
  await frame.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  // The frame is a phone's width: the catalogue shows in two columns, as on a phone, whatever the window.
  await expect(frame.evaluate(() => window.innerWidth)).resolves.toBe(360);
  return { celular, tela };
}

describe('Landing page', () => {
  it('when an anonymous visitor opens /, then the pitch, the demo shop in a phone, the steps, plans, answers and footer show, with no owner app, no Firebase and no failed request', async () => {
    const { nome_loja } = await lojaDemo();
    const status = (await (await fetch(appUrl('/api/status'))).json()) as { email_suporte: string };
    const { context, page, requests, failures, consoleErrors } = await openLanding(DESKTOP);

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/catálogo online/);
    await expect(page.getByRole('button', { name: 'Começar com Google' }).count()).resolves.toBe(2);
    await expect(page.getByText('Não precisa de cartão de crédito. O plano básico não tem mensalidade.').isVisible()).resolves.toBe(true);
    for (const recurso of ['Catálogo personalizado', 'Compartilhe com um link', 'Pedidos pelo WhatsApp', 'Acompanhe suas vendas']) {
      await page.getByRole('heading', { name: recurso }).waitFor();
    }
    await expect(page.getByRole('heading', { name: 'Como funciona' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('#como-funciona ol > li').count()).resolves.toBe(3);

    // The phone draws the real demo shop, from its public catalogue, and cannot be clicked into.
    const { celular, tela } = await demoShown(page, nome_loja);
    await expect(celular.getAttribute('inert')).resolves.not.toBeNull();
    await expect(tela.locator('article').count()).resolves.toBeGreaterThan(1);
    const colunas = await tela
      .locator('article')
      .evaluateAll((cartoes) => new Set(cartoes.slice(0, 4).map((cartao) => Math.round(cartao.getBoundingClientRect().left))).size);
    expect(colunas).toBe(2);

    // Five answers, closed until asked; one opens on a click.
    const duvidas = page.locator('#duvidas details');
    await expect(duvidas.count()).resolves.toBe(5);
    const pix = duvidas.filter({ hasText: 'Posso receber por PIX?' });
    await expect(pix.getByText('copia e cola', { exact: false }).isVisible()).resolves.toBe(false);
    await pix.locator('summary').click();
    await expect(pix.getByText('copia e cola', { exact: false }).isVisible()).resolves.toBe(true);

    const rodape = page.getByRole('contentinfo');
    await expect(rodape.getByRole('link', { name: 'Termos de uso' }).getAttribute('href')).resolves.toBe('/termos');
    await expect(rodape.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    await expect(rodape.getByRole('link', { name: status.email_suporte }).getAttribute('href')).resolves.toBe(
      `mailto:${status.email_suporte}`,
    );

    // The app hydrated the build's drawing: the title painted with the first frame is still the page's.
    await expect(
      page.evaluate(() => {
        const desenhado = (window as { tituloDesenhado?: Element | null }).tituloDesenhado;
        return Boolean(desenhado?.isConnected) && desenhado === document.querySelector('main h1');
      }),
    ).resolves.toBe(true);
    // The public app's preloads stay inert in index.html's <template>: only a shop's page sets them off.
    await expect(page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"][data-app]').length)).resolves.toBe(0);
    // Until the owner reaches for a sign-in button: no owner app, no Firebase Auth, no session asked for.
    expect(requests.filter((path) => /\/assets\/(App|google-sign-in)-/.test(path))).toEqual([]);
    expect(requests.filter((path) => ['/api/auth/config', '/api/users/me'].includes(path))).toEqual([]);
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Pointing at the button warms the sign-in up: the Firebase SDK's chunk and its config load then.
    const config = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/config');
    await page.getByRole('button', { name: 'Começar com Google' }).first().hover();
    await config;
    expect(requests.some((path) => /\/assets\/google-sign-in-/.test(path))).toBe(true);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('when no script module has run yet, then / and /admin/login already show their first screen drawn by the build, and other paths the loading screen', async () => {
    const context = await newContext(browser, PHONE);
    // Every module of the app held back: what shows is index.html and the render-blocking /pagina.js alone.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    const titulo = page.getByRole('heading', { level: 1 });
    await expect(titulo.textContent()).resolves.toMatch(/catálogo online com pedidos direto no WhatsApp/);
    await expect(titulo.isVisible()).resolves.toBe(true);
    // Visible, and disabled until the app that can sign in replaces it.
    await expect(page.getByRole('button', { name: 'Começar com Google' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Carregando...').isVisible()).resolves.toBe(false);

    // The admin's login: the form, disabled until the app replaces it, and the local stack's hint (a local host).
    await page.goto(appUrl('/admin/login'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Vitrine Admin');
    await expect(page.getByRole('button', { name: 'Entrar' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('E-mail').isDisabled()).resolves.toBe(true);
    await expect(page.getByText('credenciais de teste', { exact: false }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Carregando...').isVisible()).resolves.toBe(false);

    await page.goto(appUrl('/dashboard'));
    await expect(page.getByText('Carregando...').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(false);

    // A device that signed in before gets the owner app's loading screen on / too (it may go to /dashboard).
    await page.evaluate(() => localStorage.setItem('vitrine:session', '1'));
    await page.goto(appUrl('/'));
    await expect(page.getByText('Carregando...').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('when the visitor follows "Ver uma loja de exemplo", then the demo shop opens', async () => {
    const { nome_loja } = await lojaDemo();
    // A system that asks for motion: with less of it, nothing would pulse anyway.
    const { context, page } = await openLanding(PHONE, { reducedMotion: 'no-preference' });
    // Read at the top of the page, nothing moves: the phone below the pitch loads only once scrolled
    // to, and until then its empty screen does not pulse as if loading (8 % of a core, idle, before).
    await page.getByTestId('landing-planos').waitFor();
    await expect.poll(() => page.evaluate(() => document.getAnimations().length), { timeout: 10_000 }).toBe(0);
    await page.getByRole('link', { name: 'Ver uma loja de exemplo' }).click();
    await page.waitForURL((url) => url.pathname === '/loja/demo');
    await page.getByRole('heading', { level: 1, name: nome_loja }).waitFor();
    await context.close();
  });

  it('when the visitor’s system asks for less motion, then nothing on the page moves: every transition and animation ends at once', async () => {
    const { context, page } = await openLanding(PHONE, { reducedMotion: 'no-preference' });
    /** The longest transition or animation of any element, in seconds. */
    const maisLonga = () =>
      page.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('*'), (elemento) => {
            const estilo = getComputedStyle(elemento);
            return Math.max(...`${estilo.transitionDuration},${estilo.animationDuration}`.split(',').map(parseFloat));
          }),
        ),
      );
    expect(await maisLonga()).toBeGreaterThanOrEqual(0.15);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await maisLonga()).toBeLessThanOrEqual(0.00001);
    await context.close();
  });

  it('when the admin changes a plan, then the landing page shows every plan as the admin now has them, cheapest first', async () => {
    const antes = (await adminApi(token, 'GET', '/admin/planos')) as Plano[];
    const alvo = antes.find((plano) => plano.preco > 0) ?? antes[0]!;
    const { id, total_lojistas: _total, ...original } = alvo;
    const mudado = {
      ...original,
      preco: Math.round((original.preco + 7.35) * 100) / 100,
      descricao: 'Descrição mudada pelo teste da página inicial.',
      vantagens: `${original.vantagens}\nVantagem nova ${Date.now()}`.trim(),
    };
    await adminApi(token, 'PUT', `/admin/planos/${id}`, mudado);
    try {
      const planos = ((await adminApi(token, 'GET', '/admin/planos')) as Plano[]).sort(
        (a, b) => a.preco - b.preco || Number(a.id) - Number(b.id),
      );
      expect(planos.find((plano) => plano.id === id)).toMatchObject(mudado);

      const { context, page } = await openLanding(DESKTOP);
      const cartoes = page.getByTestId('landing-planos').locator('article');
      await cartoes.first().waitFor();
      await expect(cartoes.count()).resolves.toBe(planos.length);
      for (const [index, plano] of planos.entries()) {
        const cartao = cartoes.nth(index);
        await expect(cartao.getByRole('heading').textContent()).resolves.toBe(plano.nome);
        const preco = plain((await cartao.getByTestId('plano-preco').textContent()) ?? '');
        expect(preco).toBe(plano.preco === 0 ? 'Grátis' : `${plain(brl.format(plano.preco))}/mês`);
        const texto = plain((await cartao.textContent()) ?? '');
        expect(texto).toContain(`Até ${plano.limite_produtos.toLocaleString('pt-BR')} produtos`);
        if (plano.descricao) expect(texto).toContain(plain(plano.descricao));
        for (const vantagem of plano.vantagens.split('\n').filter((linha) => linha.trim())) expect(texto).toContain(plain(vantagem));
      }
      await context.close();
    } finally {
      await adminApi(token, 'PUT', `/admin/planos/${id}`, original);
    }
  });

  it.each([
    ['360 px', SMALL_PHONE, 'landing-360'],
    ['390 px', PHONE, 'landing-pagina'],
    ['1280 px', DESKTOP, 'landing-pagina'],
  ])(
    'when the landing page is opened at %s, then nothing runs off the side and the page is captured whole',
    async (_label, viewport, nome) => {
      const { nome_loja } = await lojaDemo();
      const { context, page, failures, consoleErrors } = await openLanding(viewport);
      await demoShown(page, nome_loja);
      await page.getByTestId('landing-planos').locator('article').first().waitFor();
      const larguras = await page.evaluate(() => ({ pagina: document.documentElement.scrollWidth, tela: window.innerWidth }));
      expect(larguras.pagina).toBeLessThanOrEqual(larguras.tela);
      // The two sign-in buttons and the example link are whole on screen, at least 44 px tall (a thumb's target).
      for (const alvo of [
        page.getByRole('button', { name: 'Começar com Google' }).first(),
        page.getByRole('link', { name: 'Ver uma loja de exemplo' }),
      ]) {
        const caixa = (await alvo.boundingBox())!;
        expect(caixa.height).toBeGreaterThanOrEqual(44);
        expect(caixa.x).toBeGreaterThanOrEqual(0);
        expect(caixa.x + caixa.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotWholePage(page, nome);
      expect(failures).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
