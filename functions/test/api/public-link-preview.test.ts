import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/config/env.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firestore, testApp } from './helpers.js';
import { novaLoja, type LojaDeTeste } from './public-helpers.js';
import { FirestoreCortavel } from './security-helpers.js';

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
    });
    // Still the web app: its assets and root are there, its own generic title and description are gone.
    expect(response.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('Monte seu catálogo online');
  });

  it('when the catalogue is opened by owner id, then it carries the same tags', async () => {
    const response = await abrir(`/catalogo/${ana.uid}`);
    expect(response.status).toBe(200);
    expect(tags(response.text).meta['og:title']).toBe('Café da Ana');
    expect(tags(response.text).meta['og:url']).toBe(`https://vitrine.exemplo.com.br/catalogo/${ana.uid}`);
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
    // Only the app's own module script remains.
    expect(response.text.match(/<script/g)).toHaveLength(1);
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
    const response = await abrir(`/catalogo/${ana.uid}/produto/${ana.produtos[1]!.id}`);
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
      const paginas = [`/loja/${ana.slug}`, `/catalogo/${ana.uid}`, `/loja/${ana.slug}/produto/${ana.produtos[0]!.id}`];
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
