import { describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../src/config/env.js';
import { escapeHtml, injectMeta, injectPrimeiraTela, resumo } from '../../src/features/public-link-preview/html.js';
import { indexHtmlFromHosting } from '../../src/features/public-link-preview/index-html.js';
import { cachedValue, cachedValues } from '../../src/platform/cache.js';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>App</title></head><body></body></html>';
const meta = { title: 'T', description: 'D', image: 'https://x/i.png', url: 'https://x/loja/a', type: 'website' as const };

describe('escapeHtml and injectMeta', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it("replaces the app's title and description instead of doubling them", () => {
    const html = injectMeta(INDEX.replace('<title>', '<meta name="description" content="App" /><title>'), meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>T</title>');
  });

  it('refuses a page with no head', () => {
    expect(() => injectMeta('<html><body></body></html>', meta)).toThrow();
  });

  it('shortens long descriptions to one line', () => {
    expect(resumo('a\n\nb')).toBe('a b');
    expect(resumo('x'.repeat(300))).toHaveLength(200);
  });
});

describe('injectPrimeiraTela', () => {
  const index =
    '<!doctype html><html><head><meta charset="UTF-8" /><script src="/pagina.js"></script>' +
    '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/boot-b.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/public-app-c.js" data-app>' +
    '</head><body><div id="root"><!--carregando--><p>Carregando...</p><!--/carregando--></div></body></html>';
  const tela = { html: '<header><h1>Loja</h1></header>', raiz: 'primeira-tela', agora: '2026-11-25T10:00:00.000Z', id: 'vitrine-catalogo' };

  it('puts the first screen alone in its element (the app hydrates it), with the time it was drawn at, and the catalogue beside it', () => {
    const html = injectPrimeiraTela(index, { ...tela, json: { a: '</script>' } });
    expect(html).toContain(
      '<div id="root"><div id="primeira-tela" inert data-agora="2026-11-25T10:00:00.000Z"><header><h1>Loja</h1></header></div>' +
        '<script id="vitrine-catalogo" type="application/json">{"a":"\\u003c/script>"}</script></div>',
    );
  });

  it("leaves out the preload of the app's code and the landing's render-blocking mark, and asks for the boot entry at low priority: the first pictures come first", () => {
    const html = injectPrimeiraTela(index, { ...tela, json: {} });
    expect(html).not.toContain('public-app-c.js');
    expect(html).not.toContain('pagina.js');
    expect(html).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/boot-b.js">');
  });
});

describe('indexHtmlFromHosting', () => {
  const resposta = (html = INDEX, status = 200) => new Response(html, { status, headers: { 'Content-Type': 'text/html' } });

  it("in production, fetches the project's Hosting site whatever host the request claims, and keeps it for a while", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => resposta());
    const source = indexHtmlFromHosting(readEnv({ GCLOUD_PROJECT: 'vitrine-prod' }), fetchImpl as typeof fetch);
    expect(await source('https://malicioso.example')).toBe(INDEX);
    expect(await source('https://malicioso.example')).toBe(INDEX);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual(['https://vitrine-prod.web.app/index.html', expect.anything()]);
  });

  it('with WEB_ORIGIN, fetches from there', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => resposta());
    const env = readEnv({ GCLOUD_PROJECT: 'p', WEB_ORIGIN: 'https://loja.exemplo.com.br' });
    await indexHtmlFromHosting(env, fetchImpl as typeof fetch)('https://outra.example');
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://loja.exemplo.com.br/index.html');
  });

  it('in the emulator, fetches from the Hosting emulator the request came through, but only on this machine', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => resposta());
    const source = indexHtmlFromHosting(readEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }), fetchImpl as typeof fetch);
    await source('http://127.0.0.1:5000');
    await source('http://evil.example');
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual([
      'http://127.0.0.1:5000/index.html',
      'https://demo-vitrine.web.app/index.html',
    ]);
  });

  it('when Hosting fails, then the last good copy serves; with none, the error surfaces', async () => {
    let falhar = false;
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => (falhar ? resposta('oops', 500) : resposta()));
    const source = indexHtmlFromHosting(readEnv({}), fetchImpl as typeof fetch, 0);
    expect(await source('https://x')).toBe(INDEX);
    falhar = true;
    expect(await source('https://x')).toBe(INDEX);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const semCopia = indexHtmlFromHosting(readEnv({}), (async () => resposta('<p>not html</p>')) as typeof fetch);
    await expect(semCopia('https://x')).rejects.toThrow();
  });

  it('puts the stylesheet inside the page (no render-blocking request), and keeps it linked when it cannot be read', async () => {
    const comFolha = INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>');
    const css = '.flex{display:flex}';
    const fetchImpl = vi.fn(async (url: string | URL, _init?: RequestInit) =>
      String(url).endsWith('.css') ? new Response(css, { headers: { 'Content-Type': 'text/css' } }) : resposta(comFolha),
    );
    const html = await indexHtmlFromHosting(readEnv({ GCLOUD_PROJECT: 'p' }), fetchImpl as typeof fetch)('https://x');
    expect(fetchImpl.mock.calls.map((call) => String(call[0]))).toEqual([
      'https://p.web.app/index.html',
      'https://p.web.app/assets/index-abc.css',
    ]);
    expect(html).toContain(`<style>${css}</style></head>`);
    expect(html).not.toContain('rel="stylesheet"');
    const semCss = vi.fn(async (url: string | URL, _init?: RequestInit) =>
      String(url).endsWith('.css') ? resposta('x', 404) : resposta(comFolha),
    );
    expect(await indexHtmlFromHosting(readEnv({ GCLOUD_PROJECT: 'p' }), semCss as typeof fetch)('https://x')).toBe(comFolha);
  });
});

describe('cachedValue', () => {
  it('reads once per TTL, shares a read in flight and forgets a failed one', async () => {
    let agora = 0;
    let leituras = 0;
    let falhar = false;
    const valor = cachedValue(
      async () => {
        leituras += 1;
        if (falhar) throw new Error('x');
        return leituras;
      },
      15_000,
      () => agora,
    );
    expect(await Promise.all([valor(), valor()])).toEqual([1, 1]);
    agora = 14_999;
    expect(await valor()).toBe(1);
    agora = 15_000;
    falhar = true;
    await expect(valor()).rejects.toThrow();
    falhar = false;
    expect(await valor()).toBe(3);
    expect(leituras).toBe(3);
  });
});

describe('cachedValues', () => {
  it('keeps each key apart, reads again after forget, and keeps at most max keys', async () => {
    let agora = 0;
    const leituras: string[] = [];
    const valores = cachedValues(
      async (chave) => {
        leituras.push(chave);
        return `${chave}:${leituras.length}`;
      },
      10_000,
      { max: 2, now: () => agora },
    );
    expect(await valores.get('a')).toBe('a:1');
    expect(await valores.get('b')).toBe('b:2');
    expect(await valores.get('a')).toBe('a:1');
    valores.forget('a');
    expect(await valores.get('a')).toBe('a:3');
    await valores.get('c'); // a third key: the oldest (b) goes
    expect(await valores.get('b')).toBe('b:5');
    agora = 10_000;
    expect(await valores.get('b')).toBe('b:6');
    expect(leituras).toEqual(['a', 'b', 'a', 'c', 'b', 'b']);
  });
});
