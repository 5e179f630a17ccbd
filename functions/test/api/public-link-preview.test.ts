import sharp from 'sharp';
import request from 'supertest';
import { primeiraTelaDoCatalogo } from '@vitrine/web-ssr';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/config/env.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firestore, testApp, emBytes } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { FirestoreCortavel } from './security-helpers.js';
import { expectCorDominante } from '../../../test/support/imagens.js';

/** The built web app's index.html, as Hosting serves it (title, description and assets of the SPA). */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Monte seu catálogo online e receba pedidos pelo WhatsApp. Sem cartão de crédito." />
    <title>Vitrine — catálogo online com pedidos pelo WhatsApp</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const origensPedidas: string[] = [];
const preview = createPreviewApp(readEnv(), { db: firestore() }, async (origin) => {
  origensPedidas.push(origin);
  return INDEX_HTML;
});
const semIndex = createPreviewApp(readEnv(), { db: firestore() }, async () => {
  throw new Error('Hosting fora do ar');
});
/** As Hosting forwards a visitor's request. */
const abrir = (path: string, app = preview) =>
  request(app).get(path).set('X-Forwarded-Host', 'vitrine.exemplo.com.br').set('X-Forwarded-Proto', 'https');

/** The head's tags as [attribute value, content] pairs, decoded, plus the title. */
function tags(html: string) {
  const meta = Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map(([, key, value]) => [key, decode(value!)]),
  );
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title!));
  return { meta, titles };
}
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const NOME_PERIGOSO = `<script>alert(1)</script> "Aspas" & 'Cia'`;
let perigosa: LojaDeTeste;
let ana: LojaDeTeste;
beforeAll(async () => {
  perigosa = await novaLoja(testApp(), {
    nome_loja: NOME_PERIGOSO,
    loja: { mensagem_personalizada: `"><img src=x onerror=alert(2)> Bolos & doces` },
    produtos: [{ nome: `Bolo "especial" <b>`, preco: 12, descricao: `</title><script>alert(3)</script>` }],
  });
  ana = await novaLoja(testApp(), {
    loja: { mensagem_personalizada: 'Cafés especiais feitos na hora.', logo_url: 'https://cdn.exemplo.com.br/logo.png' },
    produtos: [
      { nome: 'Café expresso', preco: 6.5, descricao: 'Curto e encorpado.', imagem_url: '/api/imagens/x/cafe.webp' },
      { nome: 'Sem foto', preco: 3 },
      { nome: 'Oculto', preco: 1, ativo: false },
    ],
  });
});

describe('Prévia de link: catálogo', () => {
  it('when a catalogue link is opened, then the app comes with the shop name, message, logo and page URL in its tags, cacheable', async () => {
    const response = await abrir(`/loja/${ana.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { meta, titles } = tags(response.text);
    expect(titles).toEqual(['Café da Ana']);
    expect(meta).toEqual({
      description: 'Cafés especiais feitos na hora.',
      'og:title': 'Café da Ana',
      'og:description': 'Cafés especiais feitos na hora.',
      'og:image': 'https://cdn.exemplo.com.br/logo.png',
      'og:url': `https://vitrine.exemplo.com.br/loja/${ana.slug}`,
      'og:type': 'website',
      'og:locale': 'pt_BR',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Café da Ana',
      'twitter:description': 'Cafés especiais feitos na hora.',
      'twitter:image': 'https://cdn.exemplo.com.br/logo.png',
      // The shop's app (its manifest, colour and name on the home screen): issue 14, below.
      'theme-color': '#3B82F6',
      'apple-mobile-web-app-title': 'Café da Ana',
    });
    // Still the web app: its assets and root are there, its own generic title and description are gone.
    expect(response.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('Monte seu catálogo online');
  });

  it('when the catalogue is opened by owner id, then it carries the same tags', async () => {
    const response = await abrir(`/catalogo/${ana.lojaId}`);
    expect(response.status).toBe(200);
    expect(tags(response.text).meta['og:title']).toBe('Café da Ana');
    expect(tags(response.text).meta['og:url']).toBe(`https://vitrine.exemplo.com.br/catalogo/${ana.lojaId}`);
  });

  it('when the shop name and message carry HTML and quotes, then every text is escaped and nothing becomes markup', async () => {
    const response = await abrir(`/loja/${perigosa.slug}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<img');
    expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Aspas&quot; &amp; &#39;Cia&#39;');
    const { meta, titles } = tags(response.text);
    expect(titles).toEqual([NOME_PERIGOSO]);
    expect(meta['og:title']).toBe(NOME_PERIGOSO);
    expect(meta['og:description']).toBe(`"><img src=x onerror=alert(2)> Bolos & doces`);
    // Only the app's own module script and the search engines' JSON-LD (whose text holds no '<').
    expect(response.text.match(/<script/g)).toHaveLength(2);
    expect(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.text)?.[1]).toContain('\\u003cscript>alert(1)');
  });

  it('when a shop has no message and no logo, then a description is made from its name and the app icon is the image', async () => {
    const bruno = await novaLoja(testApp(), { nome_loja: 'Padaria do Bruno' });
    const { meta } = tags((await abrir(`/loja/${bruno.slug}`)).text);
    expect(meta.description).toBe('Veja o catálogo de Padaria do Bruno e faça seu pedido pelo WhatsApp.');
    expect(meta['og:image']).toBe('https://vitrine.exemplo.com.br/icons/icon-512.png');
  });
});

describe('Prévia de link: produto', () => {
  it('when a product link is opened, then the tags carry product and shop names, price and description, and its image as an absolute URL', async () => {
    const produto = ana.produtos[0]!;
    const response = await abrir(`/loja/${ana.slug}/produto/${produto.id}`);
    expect(response.status).toBe(200);
    const { meta, titles } = tags(response.text);
    expect(titles).toEqual(['Café expresso — Café da Ana']);
    expect(meta).toMatchObject({
      description: 'R$ 6,50 · Curto e encorpado.',
      'og:title': 'Café expresso — Café da Ana',
      'og:image': 'https://vitrine.exemplo.com.br/api/imagens/x/cafe.webp',
      'og:url': `https://vitrine.exemplo.com.br/loja/${ana.slug}/produto/${produto.id}`,
      'og:type': 'product',
      'twitter:image': 'https://vitrine.exemplo.com.br/api/imagens/x/cafe.webp',
    });
  });

  it('when the product has no picture, then the shop logo stands in; by owner id too', async () => {
    const response = await abrir(`/catalogo/${ana.lojaId}/produto/${ana.produtos[1]!.id}`);
    expect(response.status).toBe(200);
    expect(tags(response.text).meta).toMatchObject({
      'og:image': 'https://cdn.exemplo.com.br/logo.png',
      description: 'R$ 3,00 em Café da Ana. Peça pelo WhatsApp.',
    });
  });

  it('when the product name and description carry HTML, then they are escaped', async () => {
    const response = await abrir(`/loja/${perigosa.slug}/produto/${perigosa.produtos[0]!.id}`);
    expect(response.text).not.toContain('<script>alert(3)');
    expect(response.text).not.toContain('<b>');
    expect(tags(response.text).titles).toEqual([`Bolo "especial" <b> — ${NOME_PERIGOSO}`]);
    expect(response.text.match(/<\/title>/g)).toHaveLength(1);
  });
});

describe('Prévia de link: páginas inexistentes e falhas', () => {
  it.each([
    ['an unknown slug', '/loja/nao-existe-mesmo'],
    ['an unknown owner id', '/catalogo/nao-existe'],
    ['a malformed id', '/catalogo/__x__'],
    ['an unknown product', () => `/loja/${ana.slug}/produto/nao-existe`],
    ['a hidden product', () => `/loja/${ana.slug}/produto/${ana.produtos[2]!.id}`],
    ['a path that is no page', '/loja/demo/qualquer/coisa'],
  ])('when the link names %s, then 404 with the app and its generic tags (the app shows the error)', async (_caso, path) => {
    const response = await abrir(typeof path === 'function' ? path() : path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('public, max-age=30, s-maxage=60');
    const { meta, titles } = tags(response.text);
    expect(titles).toEqual(['Vitrine — catálogo online com pedidos pelo WhatsApp']);
    expect(meta['og:title']).toBe('Vitrine — catálogo online com pedidos pelo WhatsApp');
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('when index.html cannot be had, then 503, uncached, with a short page in Portuguese', async () => {
    const response = await abrir(`/loja/${ana.slug}`, semIndex);
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('Não foi possível abrir a página agora.');
  });

  it('when Firestore cannot be reached, then every page answers 503 within the deadline, uncached, with Retry-After and a page in Portuguese', async () => {
    const proxy = await FirestoreCortavel.abrir();
    try {
      const env = readEnv({ ...process.env, REQUEST_DEADLINE_MS: '1500' });
      const semFirestore = createPreviewApp(env, { db: proxy.firestore() }, async () => INDEX_HTML);
      proxy.cortar();
      const paginas = [`/loja/${ana.slug}`, `/catalogo/${ana.lojaId}`, `/loja/${ana.slug}/produto/${ana.produtos[0]!.id}`];
      const inicio = Date.now();
      const respostas = await Promise.all(paginas.map((path) => abrir(path, semFirestore)));
      // The deadline, not the SDK's 40 s of retries.
      expect(Date.now() - inicio).toBeLessThan(1500 + 2500);
      for (const response of respostas) {
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('30');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toContain('Não foi possível abrir a página agora.');
      }
    } finally {
      proxy.fechar();
    }
  });

  it('when Hosting forwards the request, then index.html is asked for at the origin the visitor used', () => {
    expect(origensPedidas).toContain('https://vitrine.exemplo.com.br');
  });
});

describe('Prévia de link: a primeira tela antes do JavaScript (issue 14)', () => {
  // The built index.html keeps its loading screen between these markers (web/index.html).
  const comCarregando = INDEX_HTML.replace(
    '<div id="root"></div>',
    '<div id="root"><!--carregando--><p>Carregando...</p><!--/carregando--></div>',
  );
  const comPrimeiraTela = createPreviewApp(readEnv(), { db: firestore() }, async () => comCarregando, primeiraTelaDoCatalogo);
  const catalogoNaPagina = (html: string) => {
    const json = /<script id="vitrine-catalogo" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  it('when a catalogue page is opened, then its HTML shows the shop header and first products (pictures with srcset) and carries the catalogue the page starts from', async () => {
    // A picture uploaded here is stored in widths (…-800.webp and smaller): the card offers them all.
    const loja = await novaLoja(testApp(), {
      loja: { mensagem_personalizada: 'Cafés especiais feitos na hora.' },
      produtos: [
        { nome: 'Café expresso', preco: 6.5, imagem_url: '/api/imagens/x/cafe-800.webp' },
        { nome: 'Sem foto', preco: 3 },
        { nome: 'Oculto', preco: 1, ativo: false },
      ],
    });
    const response = await abrir(`/loja/${loja.slug}`, comPrimeiraTela);
    expect(response.status).toBe(200);
    // Gzipped by the function itself (a browser accepts it): the first screen and the catalogue weigh ~5 KB then.
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = response.text;
    expect(html).not.toContain('Carregando...');
    // A picture of the page until the app hydrates it: nothing in it can be tapped or read as the page.
    // Drawn at a time the app hydrates with (the shop's open/closed state must match).
    expect(html).toMatch(/<div id="root"><div id="primeira-tela" inert data-agora="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    expect(html).toMatch(/<h1[^>]*>Café da Ana<\/h1>/);
    expect(html).toContain('Cafés especiais feitos na hora.');
    expect(html).toMatch(/<h3[^>]*>Café expresso<\/h3>/);
    // Its icons drawn by the page's own renderer (lucide-react on preact/compat, as the function bundles it).
    expect(html).toMatch(/<svg[^>]+class="lucide lucide-search/);
    expect(html).toMatch(/<h3[^>]*>Sem foto<\/h3>/);
    expect(html).not.toContain('Oculto');
    expect(html).toMatch(/R\$(\s|&nbsp;)6,50/);
    // HTML attribute names ignore case: React writes srcSet.
    expect(html).toMatch(/<img[^>]+srcset="\/api\/imagens\/x\/cafe-200\.webp 200w, [^"]+"/i);
    expect(html).toContain(`href="/loja/${loja.slug}/produto/`);
    // The same catalogue the API answers: the page starts from it without asking again.
    const api = await request(testApp()).get(`/api/loja/${loja.slug}`);
    expect(catalogoNaPagina(html)).toEqual(api.body);
  });

  it('when shop texts carry HTML and </script>, then the markup stays escaped and the JSON cannot close its script', async () => {
    const html = (await abrir(`/loja/${perigosa.slug}`, comPrimeiraTela)).text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // The app's module script, the catalogue's JSON and the JSON-LD, nothing else.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(catalogoNaPagina(html)).toMatchObject({
      loja: { nome_loja: NOME_PERIGOSO },
      produtos: [{ descricao: '</title><script>alert(3)</script>' }],
    });
  });

  it('when a product page or a shop without products is opened, then the loading screen stays and the app draws the page', async () => {
    const produto = (await request(testApp()).get(`/api/loja/${ana.slug}`)).body as { produtos: { id: string }[] };
    const paginaDoProduto = (await abrir(`/loja/${ana.slug}/produto/${produto.produtos[0]!.id}`, comPrimeiraTela)).text;
    const vazia = await novaLoja(testApp(), { produtos: [] });
    const lojaVazia = (await abrir(`/loja/${vazia.slug}`, comPrimeiraTela)).text;
    for (const html of [paginaDoProduto, lojaVazia]) {
      expect(html).toContain('Carregando...');
      expect(catalogoNaPagina(html)).toBeUndefined();
    }
  });
});

describe('O app da loja: manifesto e ícones (issue 14)', () => {
  let cafe: LojaDeTeste;
  beforeAll(async () => {
    cafe = await novaLoja(testApp(), {
      nome_loja: 'Café da Ana e Filhos',
      loja: { cor_principal: '#B45309' },
      produtos: [{ nome: 'Café', preco: 5 }],
    });
  });

  it("when a shop's page, product page or table page is opened, then it links the shop's manifest, colour and icon in place of Vitrine's", async () => {
    const produto = ((await request(testApp()).get(`/api/loja/${cafe.slug}`)).body as { produtos: { id: string }[] }).produtos[0]!;
    // A table's page (issue 44) is the app's to check: its code is never read here.
    for (const path of [`/loja/${cafe.slug}`, `/loja/${cafe.slug}/produto/${produto.id}`, `/loja/${cafe.slug}/mesa/m1?c=qualquer`]) {
      const resposta = await abrir(path);
      expect(resposta.status).toBe(200);
      const html = resposta.text;
      expect(html.match(/rel="manifest"/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="manifest" href="/loja/${cafe.slug}/manifest.webmanifest" />`);
      expect(html).toContain('<meta name="theme-color" content="#B45309" />');
      expect(html).toMatch(new RegExp(`<link rel="apple-touch-icon" href="/loja/${cafe.slug}/icone-192\\.png\\?v=[\\w-]+" />`));
      expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Café da Ana" />');
    }
    for (const path of [`/catalogo/${cafe.lojaId}`, `/catalogo/${cafe.lojaId}/mesa/m1?c=qualquer`]) {
      const porId = (await abrir(path)).text;
      expect(porId).toContain(`<link rel="manifest" href="/catalogo/${cafe.lojaId}/manifest.webmanifest" />`);
    }
  });

  it("when the shop's manifest is asked, then its name, start_url (tagged as the app's visits), scope, colours and icons are the shop's", async () => {
    const response = await abrir(`/loja/${cafe.slug}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const manifesto = JSON.parse(response.text) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifesto).toMatchObject({
      id: `/loja/${cafe.slug}`,
      name: 'Café da Ana e Filhos',
      short_name: 'Café da Ana',
      start_url: `/loja/${cafe.slug}?utm_source=app_vitrine`,
      scope: `/loja/${cafe.slug}`,
      display: 'standalone',
      theme_color: '#B45309',
      background_color: '#B45309',
      lang: 'pt-BR',
    });
    expect(manifesto.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // Each icon is a real PNG of its size, drawn from the shop's initial on its colour (no logo).
    for (const { src, sizes } of manifesto.icons) {
      const icone = await emBytes(abrir(src));
      expect(icone.status).toBe(200);
      expect(icone.headers['content-type']).toBe('image/png');
      const { format, width, height } = await sharp(icone.body as Buffer).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${sizes}`);
      await expectCorDominante(icone.body as Buffer, '#B45309');
    }
  });

  it('when the shop or the icon does not exist, then 404', async () => {
    expect((await abrir('/loja/nao-existe-xyz/manifest.webmanifest')).status).toBe(404);
    expect((await abrir('/loja/nao-existe-xyz/icone-192.png')).status).toBe(404);
    expect((await abrir(`/loja/${cafe.slug}/icone-64.png`)).status).toBe(404);
  });
});
