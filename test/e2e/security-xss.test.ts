import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, newContext } from './browser.js';
import { sessaoDoGoogle } from '../../scripts/lib/auth-emulator.js';

/**
 * Stored XSS: an owner fills every text field of the shop and of a product with script vectors
 * (and javascript: URLs in the link fields); customers then open the public catalogue and the
 * product page in Chromium. Nothing may run: no dialog, no flag set by the payloads, no element
 * carrying an inline handler, no javascript: link, no CSP violation (the page works under its CSP).
 */
const V = {
  img: '<img src=x onerror="window.__xss=(window.__xss||[]).concat(\'img\');alert(1)">',
  script: '<script>window.__xss=(window.__xss||[]).concat("script");alert(2)</script>',
  svg: '"><svg onload="window.__xss=(window.__xss||[]).concat(\'svg\');alert(3)">',
  js: 'javascript:window.__xss=(window.__xss||[]).concat("js");alert(4)',
  /** Short ones for the fields of at most 30 characters. */
  curto: '<script>alert(5)</script>',
  curto2: '"><svg onload=alert(6)>',
  imgCurto: '<img src=x onerror=alert(8)>',
};

const slug = `xss-${randomBytes(4).toString('hex')}`;
let cookie: string;
let produtoId: string;

/** The owner's API calls, from Node with the session cookie (no Origin: not a browser). */
async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(appUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

let browser: Browser;
beforeAll(async () => {
  // An owner signed in with Google on the Auth emulator, then through POST /api/sessions as the app does.
  const { emulatorUrl } = (await (await fetch(appUrl('/api/auth/config'))).json()) as { emulatorUrl: string };
  const account = { sub: randomUUID(), email: `${slug}@exemplo.com.br`, name: 'Dona XSS' };
  ({ cookie } = await sessaoDoGoogle(new URL(emulatorUrl).host, appUrl('/api/sessions'), account));

  await api('PUT', '/api/loja/configuracao', {
    nome_loja: `Loja ${V.imgCurto}`,
    subdominio: slug,
    logo_url: `https://imagens.invalid/logo.png${V.svg.replace(/ /g, '')}`,
    mensagem_personalizada: `Oi ${V.script} ${V.svg}`,
    texto_botao: V.curto,
    endereco: `Rua ${V.img} ${V.js}`,
    telefone: V.curto2,
    instagram: V.js,
    facebook: 'javascript:alert(7)',
  });
  // A WhatsApp number is stored as digits only (55 + DDD + number): a script vector is refused there
  // (the API tests check it), so the page carries a real number.
  await api('PUT', '/api/lojista/whatsapp', { telefone_whatsapp: '(11) 98765-4321' });
  const categoria = await api('POST', '/api/categorias', { nome: `Cat ${V.curto}` });
  const produto = await api('POST', '/api/produtos', {
    nome: `Bolo ${V.img}`,
    descricao: `${V.script} ${V.svg} ${V.js}`,
    imagem_url: `https://imagens.invalid/bolo.png${V.img.replace(/ /g, '')}`,
    preco: 10,
    categoria_id: categoria.id,
  });
  produtoId = produto.id as string;
  browser = await launchChromium();
});

/** Opens `path` as a customer and answers what the page did. */
async function visitar(path: string, esperar: (page: Page) => Promise<void>) {
  const context = await newContext(browser, PHONE);
  await context.addInitScript(() => {
    const w = window as unknown as { __violacoes: string[] };
    w.__violacoes = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__violacoes.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const dialogos: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogos.push(dialog.message());
    await dialog.dismiss();
  });
  const resposta = await page.goto(appUrl(path));
  await esperar(page);
  // Every handler an injected element could carry (image errors, svg loads) has had its event:
  // nothing left to load and every picture settled, loaded or broken.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const resultado = await page.evaluate(() => {
    const w = window as unknown as { __xss?: string[]; __violacoes: string[] };
    const comHandler = [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((attr) => /^on/i.test(attr.name)));
    return {
      xss: w.__xss ?? [],
      violacoes: w.__violacoes,
      elementosComHandler: comHandler.map((el) => el.outerHTML.slice(0, 120)),
      // Inline code, and data blocks (the catalogue the page's HTML carries as JSON, the search
      // engines' JSON-LD) that could close their element: a data block is never run, but a raw '<'
      // in it could end it and start markup.
      scriptsInline: [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
        .filter((s) => !['application/json', 'application/ld+json'].includes(s.type) || (s.textContent ?? '').includes('<'))
        .map((s) => s.outerHTML.slice(0, 120)),
      linksJavascript: [...document.querySelectorAll('a[href], area[href], iframe[src], form[action]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '')
        .filter((url) => /^\s*javascript:/i.test(url)),
    };
  });
  const csp = resposta?.headers()['content-security-policy'];
  await context.close();
  return { ...resultado, dialogos, csp };
}

const semNadaExecutado = {
  xss: [],
  dialogos: [],
  violacoes: [],
  elementosComHandler: [],
  scriptsInline: [],
  linksJavascript: [],
};

describe('XSS armazenado no catálogo público', () => {
  it('when a customer opens the catalogue of a shop whose every text is a script vector, then the texts show as text and nothing runs', async () => {
    const resultado = await visitar(`/loja/${slug}`, async (page) => {
      await page.getByText(`Bolo ${V.img}`).first().waitFor();
      await page.getByText(`Loja ${V.imgCurto}`).first().waitFor();
    });
    expect(resultado).toMatchObject(semNadaExecutado);
    expect(resultado.csp).toContain("script-src 'self'");
  });

  it('when a customer opens the product page, then its name and description show as text and nothing runs', async () => {
    const resultado = await visitar(`/loja/${slug}/produto/${produtoId}`, async (page) => {
      await page.getByText(`Bolo ${V.img}`).first().waitFor();
    });
    expect(resultado).toMatchObject(semNadaExecutado);
    expect(resultado.csp).toContain("frame-ancestors 'none'");
  });

  it('when the landing page is served by Hosting, then it carries the same CSP and the app runs under it', async () => {
    const resultado = await visitar('/', async (page) => {
      await page.getByRole('button', { name: 'Começar com Google' }).first().waitFor();
    });
    expect(resultado).toMatchObject(semNadaExecutado);
    expect(resultado.csp).toContain("script-src 'self' https://apis.google.com");
  });

  it.each(['/', '/admin/login', '/produtos'])(
    'when Hosting serves the built app shell for %s, then every script in it is a file the CSP allows, none inline',
    async (path) => {
      const html = await (await fetch(appUrl(path))).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, atributos, corpo] of scripts) {
        expect(atributos).toMatch(/\bsrc=/);
        expect(corpo!.trim()).toBe('');
      }
    },
  );
});
