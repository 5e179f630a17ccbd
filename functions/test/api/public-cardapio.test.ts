import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { FORMATO_INVALIDO, cardapioPath } from '@vitrine/shared/page-file-paths';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { grupoDeOpcoes, umaPizzaMeioAMeio, umCombo, umProduto } from '../../../test/support/produtos.js';
import { readEnv } from '../../src/config/env.js';
import { renderCardapioPdf } from '../../src/features/public-cardapio/cardapio-pdf.js';
import type { RenderCardapio } from '../../src/features/public-cardapio/service.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firestore, newClientIp, testApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { corpoBinario, paginasDoPdf, poppler } from '../../../test/support/pdf.js';

/** The preview function's app with a renderer that counts its drawings. */
function previewQueConta(ambiente: Record<string, string> = {}, now?: () => Date) {
  const desenhos = { total: 0 };
  const render: RenderCardapio = (dados, formato) => {
    desenhos.total += 1;
    return renderCardapioPdf(dados, formato);
  };
  const app = createPreviewApp(
    readEnv({ ...process.env, ...ambiente }),
    { db: firestore() },
    async () => '<!doctype html><html><body></body></html>',
    null,
    { renderCardapio: render, now },
  );
  return { app, desenhos };
}

const ORIGEM = 'https://vitrine.exemplo.com.br';
const baixar = (app: ReturnType<typeof previewQueConta>['app'], path: string) =>
  request(app)
    .get(path)
    .set('X-Forwarded-Host', 'vitrine.exemplo.com.br')
    .set('X-Forwarded-Proto', 'https')
    .buffer(true)
    .parse(corpoBinario);

/** Every font size the PDF's pages set (the `Tf` operator of its inflated content streams). */
function tamanhosDeFonte(pdf: Buffer): number[] {
  const tamanhos: number[] = [];
  const texto = pdf.toString('latin1');
  const stream = /stream\r?\n/g;
  for (let achado = stream.exec(texto); achado; achado = stream.exec(texto)) {
    const inicio = achado.index + achado[0].length;
    const fim = texto.indexOf('endstream', inicio);
    let conteudo: string;
    try {
      conteudo = inflateSync(pdf.subarray(inicio, fim)).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    if (!conteudo.includes('BT')) continue;
    for (const [, tamanho] of conteudo.matchAll(/\/F\d+ ([\d.]+) Tf/g)) tamanhos.push(Number(tamanho));
  }
  return tamanhos;
}

/** Where the pages are kept to be looked at: VITRINE_CARDAPIO_PNG=dir. */
const GUARDAR = process.env.VITRINE_CARDAPIO_PNG;

let loja: LojaDeTeste;
const preview = previewQueConta();

beforeAll(async () => {
  const app = testApp();
  loja = await novaLoja(app, {
    nome_loja: 'Cantina São João',
    loja: { endereco: 'Rua das Acácias, 45 — Centro, Niterói', cor_principal: '#B45309' },
  });
  // A logo in the shop's picture store, as an upload leaves it (WebP, which the PDF draws as PNG).
  const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#B45309' } })
    .webp()
    .toBuffer();
  mkdirSync(join(process.env.LOCAL_IMAGES_DIR!, loja.lojaId), { recursive: true });
  writeFileSync(join(process.env.LOCAL_IMAGES_DIR!, loja.lojaId, 'logo-800.webp'), logo);
  const dono = (method: 'post' | 'put', path: string, body: object) =>
    request(app)[method](`/api${path}`).set('Cookie', loja.cookie).send(body);
  const comLogo = await dono('put', apiPaths.lojaConfiguracao, {
    nome_loja: 'Cantina São João',
    subdominio: loja.slug,
    endereco: 'Rua das Acácias, 45 — Centro, Niterói',
    cor_principal: '#B45309',
    logo_url: `/api/imagens/${loja.lojaId}/logo-800.webp`,
  });
  expect(comLogo.status, comLogo.text).toBe(200);
  const categorias: Record<string, string> = {};
  for (const nome of ['Salgados', 'Pizzas', 'Bebidas', 'Sobremesas']) {
    const criada = await dono('post', apiPaths.categorias, { nome });
    expect(criada.status, criada.text).toBe(201);
    categorias[nome] = criada.body.id as string;
  }
  const produtos = [
    umProduto({
      nome: 'Coxinha de frango',
      preco: 7.5,
      descricao: 'Massa de batata, recheio cremoso.',
      categoria_id: categorias.Salgados,
      opcoes: [grupoDeOpcoes('Molho', [0, 1], { Pimenta: 0, Maionese: 0 })],
    }),
    umProduto({ nome: 'Pão de queijo', preco: 4, categoria_id: categorias.Salgados }),
    { ...umaPizzaMeioAMeio(), categoria_id: categorias.Pizzas },
    umProduto({ nome: 'Suco de maçã', preco: 9, preco_promocional: 8, categoria_id: categorias.Bebidas }),
    umProduto({ nome: 'Pudim de leite', preco: 12, estoque: 0, categoria_id: categorias.Sobremesas }),
    umProduto({ nome: 'Açaí na tigela', preco: 18.9, categoria_id: categorias.Sobremesas }),
    umProduto({ nome: 'Água mineral', preco: 3 }),
    umProduto({ nome: 'Prato oculto', preco: 1, ativo: false }),
  ];
  const ids: Record<string, string> = {};
  for (const produto of produtos) {
    const criado = await dono('post', apiPaths.produtos, produto);
    expect(criado.status).toBe(201);
    ids[produto.nome] = criado.body.id as string;
  }
  // A combo (issue 47) of two of them: the menu lists its items under its line.
  const combo = umCombo(
    [
      [ids['Coxinha de frango']!, 2],
      [ids['Pão de queijo']!, 1],
    ],
    { nome: 'Combo Lanche', preco: 19.9, categoria_id: categorias.Salgados },
  );
  expect((await dono('post', apiPaths.produtos, combo)).status).toBe(201);
  await configurarAtendimento(app, loja, {
    ...ATENDIMENTO_EXEMPLO,
    horarios: [
      { dia: 1, abre: '11:00', fecha: '15:00' },
      { dia: 6, abre: '18:00', fecha: '23:00' },
    ],
  });
});

describe('Cardápio impresso: GET /loja/{slug}/cardapio.pdf', () => {
  it("when a customer downloads the menu, then an A4 PDF whose text is the published catalogue: the shop, its address and hours, categories in order, prices, 'a partir de', the sale, 'Esgotado', and no inactive product", async () => {
    const response = await baixar(preview.app, cardapioPath({ slug: loja.slug }));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers.etag).toMatch(/^"[\w-]{22}-padrao"$/);
    const pdf = response.body as Buffer;
    const info = await poppler('pdfinfo', ['-'], pdf);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Title:\s+Cardápio - Cantina São João/);

    // Embedded (and subset): the accents print whatever fonts the printer or the reader has.
    const fontes = await poppler('pdffonts', ['-'], pdf);
    const linhasDeFonte = fontes.split('\n').slice(2).filter(Boolean);
    expect(linhasDeFonte.length).toBeGreaterThan(0);
    for (const linha of linhasDeFonte) expect(linha).toMatch(/AtkinsonHyperlegible.*\byes\s+yes\s+yes\b/);

    const emColunas = await poppler('pdftotext', ['-layout', '-', '-'], pdf);
    expect(emColunas).toContain('Cantina São João');
    expect(emColunas).toContain('Rua das Acácias, 45 — Centro, Niterói');
    expect(emColunas).toContain('Horários: segunda 11:00–15:00 · sábado 18:00–23:00');
    expect(emColunas).toMatch(/Coxinha de frango\s+R\$ 7,50/);
    expect(emColunas).toContain('Massa de batata, recheio cremoso.');
    expect(emColunas).toContain('Molho: Pimenta, Maionese');
    expect(emColunas).toMatch(/Pão de queijo\s+R\$ 4,00/);
    expect(emColunas).toMatch(/Combo Lanche\s+R\$ 19,90\n\s*2× Coxinha de frango, 1× Pão de queijo\n/);
    expect(emColunas).toMatch(/Pizza grande\s+a partir de R\$ 45,90/);
    expect(emColunas).toContain('Sabores: Calabresa, Marguerita, Portuguesa');
    expect(emColunas).toMatch(/Suco de maçã\s+R\$ 8,00 \(de R\$ 9,00\)/);
    expect(emColunas).toMatch(/Pudim de leite \(Esgotado\)\s+R\$ 12,00/);
    expect(emColunas).toMatch(/Açaí na tigela\s+R\$ 18,90/);
    expect(emColunas).toMatch(/Água mineral\s+R\$ 3,00/);
    expect(emColunas).not.toContain('Prato oculto');
    expect(emColunas.match(/Esgotado/g)).toHaveLength(1);

    // One column read top to bottom: the sections in the owner's order, each with its products.
    const lido = await poppler('pdftotext', ['-', '-'], pdf);
    const ordem = [
      'Salgados',
      'Coxinha de frango',
      'Pão de queijo',
      'Combo Lanche',
      '2× Coxinha de frango, 1× Pão de queijo',
      'Pizzas',
      'Pizza grande',
      'Bebidas',
      'Suco de maçã',
      'Sobremesas',
      'Pudim de leite',
      'Açaí na tigela',
      'Outros',
      'Água mineral',
    ];
    const posicoes = ordem.map((texto) => lido.indexOf(texto));
    expect(
      posicoes.every((posicao) => posicao >= 0),
      lido,
    ).toBe(true);
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));

    const paginas = await paginasDoPdf(pdf, { dpi: 100 });
    expect(paginas).toHaveLength(1);
    // The logo is drawn at the top left: its colour is there.
    const [pagina] = paginas;
    const pixel = (x: number, y: number) => [...pagina!.data.subarray((y * pagina!.width + x) * 4, (y * pagina!.width + x) * 4 + 3)];
    expect(pixel(Math.round((40 + 32) * (100 / 72)), Math.round((40 + 32) * (100 / 72)))).toEqual([0xb4, 0x53, 0x09]);
    if (GUARDAR) writeFileSync(join(GUARDAR, 'cardapio.pdf'), pdf);
  });

  it('when the large print is asked for, then one column in black on white whose every text is at least 28 pt, with the same products and prices', async () => {
    const response = await baixar(preview.app, cardapioPath({ slug: loja.slug }, 'ampliado'));
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/-ampliado"$/);
    const pdf = response.body as Buffer;
    const tamanhos = tamanhosDeFonte(pdf);
    expect(tamanhos.length).toBeGreaterThan(10);
    expect(Math.min(...tamanhos)).toBeGreaterThanOrEqual(28);

    const lido = await poppler('pdftotext', ['-', '-'], pdf);
    for (const texto of [
      'Cantina São João',
      'Coxinha de frango',
      'R$ 7,50',
      'a partir de R$ 45,90',
      'R$ 8,00 (de R$ 9,00)',
      'Pudim de leite (Esgotado)',
      'Açaí na tigela',
      'Água mineral',
    ])
      expect(lido).toContain(texto);
    // A combo's items under its name and price, in a paragraph of their own (it may wrap at 28 pt).
    expect(lido.replace(/\s+/g, ' ')).toContain('Combo Lanche R$ 19,90 2× Coxinha de frango, 1× Pão de queijo');
    // The QR's link, printed beside it for whoever cannot scan (without its scheme, which nobody types; it may wrap at a slash).
    expect(lido.replace(/\s+/g, '')).toContain(`${new URL(ORIGEM).host}/loja/${loja.slug}`);
    const ordem = ['Salgados', 'Pizzas', 'Bebidas', 'Sobremesas', 'Outros'].map((texto) => lido.indexOf(texto));
    expect(ordem).toEqual([...ordem].sort((a, b) => a - b));

    // Large print takes pages: every one A4, drawn in black and white only (no shop colour).
    const paginas = await paginasDoPdf(pdf, { dpi: 30 });
    expect(paginas.length).toBeGreaterThan(1);
    // Antialiasing greys are fine; a colour (channels apart) is not: the logo is drawn in grey.
    let maisColorido = 0;
    for (const pagina of paginas)
      for (let i = 0; i < pagina.data.length; i += 4) {
        const [r, g, b] = [pagina.data[i]!, pagina.data[i + 1]!, pagina.data[i + 2]!];
        maisColorido = Math.max(maisColorido, Math.max(r, g, b) - Math.min(r, g, b));
      }
    expect(maisColorido).toBeLessThan(16);
    if (GUARDAR) writeFileSync(join(GUARDAR, 'cardapio-ampliado.pdf'), pdf);
  });

  it('when the same version is asked again, by this instance or a new one, then it is not drawn again; its ETag answers 304; a new price is a new version, drawn once', async () => {
    const { app, desenhos } = previewQueConta();
    const primeira = await baixar(app, cardapioPath({ slug: loja.slug }));
    expect(primeira.status).toBe(200);
    // The file tests before this one stored this version: a new instance reads it back, never draws.
    expect(desenhos.total).toBe(0);
    const segunda = await baixar(app, cardapioPath({ slug: loja.slug }));
    expect(Buffer.compare(segunda.body as Buffer, primeira.body as Buffer)).toBe(0);
    expect(segunda.headers.etag).toBe(primeira.headers.etag);
    const naoMudou = await baixar(app, cardapioPath({ slug: loja.slug })).set('If-None-Match', primeira.headers.etag!);
    expect(naoMudou.status).toBe(304);
    expect(desenhos.total).toBe(0);

    const pao = (await request(testApp()).get(`/api${apiPaths.produtos}`).set('Cookie', loja.cookie)).body.find(
      (produto: { nome: string }) => produto.nome === 'Pão de queijo',
    ) as { id: string };
    const mudou = await request(testApp())
      .put(`/api${apiPaths.produto({ id: pao.id })}`)
      .set('Cookie', loja.cookie)
      .send({ preco: 4.5 });
    expect(mudou.status).toBe(200);
    // The publish is seen once the catalogue's per-instance cache (5 s) lets it through.
    let nova = await baixar(app, cardapioPath({ slug: loja.slug }));
    for (let tentativa = 0; nova.headers.etag === primeira.headers.etag && tentativa < 40; tentativa++) {
      await new Promise((pronto) => setTimeout(pronto, 250));
      nova = await baixar(app, cardapioPath({ slug: loja.slug }));
    }
    expect(nova.headers.etag).not.toBe(primeira.headers.etag);
    expect(await poppler('pdftotext', ['-layout', '-', '-'], nova.body as Buffer)).toMatch(/Pão de queijo\s+R\$ 4,50/);
    await Promise.all([baixar(app, cardapioPath({ slug: loja.slug })), baixar(app, cardapioPath({ lojaId: loja.lojaId }))]);
    expect(desenhos.total).toBe(1);
  });

  it('when one address asks for more new versions a minute than the limit (a new Host is a new QR link), then 429 with Retry-After; a version already drawn is still served', async () => {
    // One minute's window whatever the machine's load: two drawings on a slow machine once straddled a minute (CI, 2026-11-29).
    const agora = new Date();
    const { app, desenhos } = previewQueConta({ RATE_LIMIT_CARDAPIOS: '1' }, () => agora);
    const ip = newClientIp();
    const pelo = (host: string) =>
      baixar(app, cardapioPath({ slug: loja.slug }))
        .set('X-Forwarded-For', ip)
        .set('X-Forwarded-Host', host);
    expect((await pelo('um.exemplo.com.br')).status).toBe(200);
    const outro = await pelo('outro.exemplo.com.br');
    expect(outro.status).toBe(429);
    expect(outro.headers['retry-after']).toMatch(/^\d+$/);
    expect(outro.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(outro.body as Buffer).toString()).toBe(
      'Muitos cardápios pedidos em pouco tempo. Aguarde um minuto e tente novamente.',
    );
    expect((await pelo('um.exemplo.com.br')).status).toBe(200);
    expect(desenhos.total).toBe(1);
  });

  it('when the shop is unknown, then 404 in Portuguese; when the format is not one of the two, then 400 naming the one there is', async () => {
    const desconhecida = await request(preview.app).get(cardapioPath({ slug: 'nao-existe-mesmo' }));
    expect(desconhecida.status).toBe(404);
    expect(desconhecida.text).toBe('Loja não encontrada');
    const formato = await request(preview.app).get(`${cardapioPath({ slug: loja.slug })}?formato=gigante`);
    expect(formato.status).toBe(400);
    expect(formato.text).toBe(FORMATO_INVALIDO);
    const dois = await request(preview.app).get(`${cardapioPath({ slug: loja.slug })}?formato=ampliado&formato=ampliado`);
    expect(dois.status).toBe(400);
  });
});
