import jsQR from 'jsqr';
import type { PNG } from 'pngjs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MESAS,
  MESA_CHAMADA_QR,
  MESA_CODIGO_INVALIDO,
  MESA_COM_CONTA_ABERTA,
  SALAO_PADRAO,
  perfilNaoPermite,
  type Mesa,
  type MesasLoteResponse,
  type MesasResponse,
  type PapelDeMembro,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { mesasCollection } from '../../src/model/mesas.js';
import { appWith, as, firestore, newGoogleAccount, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { corpoBinario, paginasDoPdf, poppler } from '../../../test/support/pdf.js';

const api = (path: string) => `/api${path}`;

async function criar(owner: Owner, nome: string) {
  const response = await as(owner).post(api(apiPaths.mesas), { nome });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Mesa;
}

const listar = async (owner: Owner) => ((await as(owner).get(api(apiPaths.mesas))).body as MesasResponse).mesas;
const nomesGuardados = async (owner: Owner) =>
  (await mesasCollection(firestore(), owner.lojaId).get()).docs.map((doc) => String(doc.get('nome'))).sort();

/** The customer's read of a table: what the QR's URL asks the API. */
const lerMesa = (slug: string, id: string, codigo?: string) =>
  request(testApp()).get(api(apiPaths.lojaMesa({ slug, id })) + (codigo === undefined ? '' : `?c=${encodeURIComponent(codigo)}`));

describe('Mesas: o dono cria, lista, renomeia e exclui', () => {
  let loja: LojaDeTeste;
  let ana: Owner;
  beforeAll(async () => {
    loja = await novaLoja(testApp(), { nome_loja: 'Pizzaria da Ana' });
    ana = loja.dono;
  });

  it('when the owner creates a table, then 201 gives its id, name, an unguessable code and its page on the shop link', async () => {
    const mesa = await criar(ana, '  Varanda   1 ');
    expect(mesa.nome).toBe('Varanda 1');
    // 96 random bits in base64url: 16 characters of A–Z a–z 0–9 - _ (issue 44 asks for at least 64 bits).
    expect(mesa.codigo).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Buffer.from(mesa.codigo, 'base64url')).toHaveLength(12);
    expect(mesa.url).toBe(`/loja/${loja.slug}/mesa/${mesa.id}?c=${mesa.codigo}`);
    expect((await listar(ana)).find(({ id }) => id === mesa.id)).toEqual(mesa);
  });

  it('when two tables are created, then their codes differ', async () => {
    const [a, b] = [await criar(ana, 'Balcão 1'), await criar(ana, 'Balcão 2')];
    expect(a.codigo).not.toBe(b.codigo);
  });

  it('when a name is taken in any case or spacing, then 409 in Portuguese and nothing is written', async () => {
    await criar(ana, 'Terraço');
    const antes = await nomesGuardados(ana);
    const response = await as(ana).post(api(apiPaths.mesas), { nome: ' terraço ' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Já existe uma mesa com este nome.');
    expect(await nomesGuardados(ana)).toEqual(antes);
  });

  it.each([
    [{}, 'Informe o nome da mesa.'],
    [{ nome: '' }, 'Informe o nome da mesa.'],
    [{ nome: '   ' }, 'Informe o nome da mesa.'],
    [{ nome: 7 }, 'Informe o nome da mesa.'],
    [{ nome: 'M'.repeat(41) }, 'Use no máximo 40 caracteres no nome da mesa.'],
    [{ nome: 'Mesa\n7' }, 'Use no nome da mesa uma linha só, sem quebras.'],
    [{ nome: 'Mesa 7', extra: 1 }, null],
    ['Mesa 7', null],
  ])('when the body is %j, then 400 in Portuguese, never a 5xx', async (body, mensagem) => {
    const response = await as(ana).post(api(apiPaths.mesas)).set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(400);
    if (mensagem) expect(JSON.stringify(response.body)).toContain(mensagem);
  });

  it('when a table is renamed, then its code and URL stay; a taken name is 409; an unknown id is 404', async () => {
    const mesa = await criar(ana, 'Mesa do canto');
    const renomeada = await as(ana).put(api(apiPaths.mesa({ id: mesa.id })), { nome: 'Mesa da janela' });
    expect(renomeada.status).toBe(200);
    expect(renomeada.body).toEqual({ ...mesa, nome: 'Mesa da janela' });
    expect((await as(ana).put(api(apiPaths.mesa({ id: mesa.id })), { nome: 'MESA DA JANELA' })).status).toBe(200);
    const tomada = await as(ana).put(api(apiPaths.mesa({ id: mesa.id })), { nome: 'terraço' });
    expect(tomada.status).toBe(409);
    expect(tomada.body.error).toBe('Já existe uma mesa com este nome.');
    for (const id of ['nao-existe', 'a'.repeat(1600), '..']) {
      const response = await as(ana).put(api(apiPaths.mesa({ id })), { nome: 'Outra' });
      expect(response.status, id).toBe(404);
      expect(response.body.error).toBe('Mesa não encontrada.');
    }
  });

  it('when a table is deleted, then 204 and it is gone; again is 404', async () => {
    const mesa = await criar(ana, 'Provisória');
    expect((await as(ana).delete(api(apiPaths.mesa({ id: mesa.id })))).status).toBe(204);
    expect((await listar(ana)).some(({ id }) => id === mesa.id)).toBe(false);
    expect((await as(ana).delete(api(apiPaths.mesa({ id: mesa.id })))).status).toBe(404);
  });

  it("when a table's bill is open (comanda_aberta_id), then its deletion is refused with 409 and the table stays", async () => {
    const mesa = await criar(ana, 'Com conta');
    // The bill (the rest of issue 44) sets this field; here it is set by hand.
    await mesasCollection(firestore(), ana.lojaId).doc(mesa.id).update({ comanda_aberta_id: 'comanda-1' });
    const response = await as(ana).delete(api(apiPaths.mesa({ id: mesa.id })));
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(MESA_COM_CONTA_ABERTA);
    expect((await listar(ana)).some(({ id }) => id === mesa.id)).toBe(true);
    await mesasCollection(firestore(), ana.lojaId).doc(mesa.id).update({ comanda_aberta_id: null });
    expect((await as(ana).delete(api(apiPaths.mesa({ id: mesa.id })))).status).toBe(204);
  });

  it("when another shop's owner names a table of this shop, then 404 and the table is untouched", async () => {
    const mesa = await criar(ana, 'Só da Ana');
    const bia = await newOwner('Bia Lima');
    expect((await as(bia).put(api(apiPaths.mesa({ id: mesa.id })), { nome: 'Da Bia' })).status).toBe(404);
    expect((await as(bia).post(api(apiPaths.mesaNovoCodigo({ id: mesa.id })))).status).toBe(404);
    expect((await as(bia).delete(api(apiPaths.mesa({ id: mesa.id })))).status).toBe(404);
    expect((await listar(ana)).find(({ id }) => id === mesa.id)).toEqual(mesa);
    expect(await listar(bia)).toEqual([]);
  });
});

describe('Mesas: várias de uma vez e o limite de 200', () => {
  it('when the owner asks for Mesa 1 to Mesa 12, then twelve tables come in the room order; asked again from 10 to 14, only 13 and 14 are new', async () => {
    const dono = await newOwner('Caio Pizza');
    const lote = await as(dono).post(api(apiPaths.mesasLote), { de: 1, ate: 12 });
    expect(lote.status).toBe(201);
    const criadas = (lote.body as MesasLoteResponse).mesas;
    expect(criadas.map(({ nome }) => nome)).toEqual(Array.from({ length: 12 }, (_, i) => `Mesa ${i + 1}`));
    expect(new Set(criadas.map(({ codigo }) => codigo)).size).toBe(12);
    expect((await listar(dono)).map(({ nome }) => nome).slice(0, 3)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    const denovo = await as(dono).post(api(apiPaths.mesasLote), { de: 10, ate: 14 });
    expect(denovo.status).toBe(201);
    expect((denovo.body as MesasLoteResponse).mesas.map(({ nome }) => nome)).toEqual(['Mesa 13', 'Mesa 14']);
    expect(await listar(dono)).toHaveLength(14);
  });

  it.each([
    [{ de: 5, ate: 4 }, 'A última mesa não pode vir antes da primeira.'],
    [{ de: 1, ate: 201 }, `Crie no máximo ${MAX_MESAS} mesas de uma vez.`],
    [{ de: 0, ate: 3 }, 'Use números inteiros de 1 a 999.'],
    [{ de: 1.5, ate: 3 }, 'Use números inteiros de 1 a 999.'],
    [{ de: '1', ate: 3 }, 'Informe o número da primeira mesa.'],
    [{ de: 1 }, 'Informe o número da última mesa.'],
  ])('when the range is %j, then 400 in Portuguese', async (body, mensagem) => {
    const dono = await newOwner();
    const response = await as(dono).post(api(apiPaths.mesasLote), body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(mensagem);
    expect(await listar(dono)).toEqual([]);
  });

  it('when the shop has 200 tables, then the 201st is refused (one or in a range) and a range that would pass 200 creates none', async () => {
    const dono = await newOwner('Dona Cheia');
    expect((await as(dono).post(api(apiPaths.mesasLote), { de: 1, ate: 195 })).status).toBe(201);
    const alem = await as(dono).post(api(apiPaths.mesasLote), { de: 196, ate: 206 });
    expect(alem.status).toBe(409);
    expect(alem.body.error).toBe('Sua loja pode ter até 200 mesas: cabem só mais 5.');
    expect(await listar(dono)).toHaveLength(195);
    expect((await as(dono).post(api(apiPaths.mesasLote), { de: 196, ate: 200 })).status).toBe(201);
    expect(await listar(dono)).toHaveLength(200);
    const umaMais = await as(dono).post(api(apiPaths.mesas), { nome: 'Mesa 201' });
    expect(umaMais.status).toBe(409);
    expect(umaMais.body.error).toBe('Sua loja já tem 200 mesas, o máximo: exclua as que não usa mais para criar outras.');
    expect((await as(dono).post(api(apiPaths.mesasLote), { de: 201, ate: 201 })).status).toBe(409);
    expect(await listar(dono)).toHaveLength(200);
  });
});

describe('Mesas: o QR Code que o cliente lê', () => {
  let loja: LojaDeTeste;
  let ana: Owner;
  beforeAll(async () => {
    loja = await novaLoja(testApp(), { nome_loja: 'Bar do Zé' });
    ana = loja.dono;
  });

  it("when the table's URL is read, then the table and no bill; never cached", async () => {
    const mesa = await criar(ana, 'Mesa 7');
    const response = await lerMesa(loja.slug, mesa.id, mesa.codigo);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ mesa: { id: mesa.id, nome: 'Mesa 7' }, comanda: null, fidelidade: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when the code is wrong, missing, of another table or of another shop, then 404 "Este QR Code não vale mais"', async () => {
    const [mesa, outra] = [await criar(ana, 'Mesa 8'), await criar(ana, 'Mesa 9')];
    const alheia = await novaLoja(testApp(), { nome_loja: 'Outro Bar' });
    const deOutraLoja = await criar(alheia.dono, 'Mesa 8');
    const tentativas: [string, string, string | undefined][] = [
      [loja.slug, mesa.id, undefined],
      [loja.slug, mesa.id, ''],
      [loja.slug, mesa.id, mesa.codigo.slice(0, -1)],
      [loja.slug, mesa.id, `${mesa.codigo}x`],
      [loja.slug, mesa.id, mesa.codigo.toUpperCase() === mesa.codigo ? mesa.codigo.toLowerCase() : mesa.codigo.toUpperCase()],
      [loja.slug, mesa.id, outra.codigo],
      [loja.slug, 'nao-existe', mesa.codigo],
      [loja.slug, deOutraLoja.id, deOutraLoja.codigo],
    ];
    for (const [slug, id, codigo] of tentativas) {
      const response = await lerMesa(slug, id, codigo);
      expect(response.status, `${id} ${codigo}`).toBe(404);
      expect(response.body.error).toBe(MESA_CODIGO_INVALIDO);
    }
    expect((await lerMesa('loja-que-nao-existe', mesa.id, mesa.codigo)).status).toBe(404);
  });

  it('when the owner gives the table a new code, then the old QR answers 404 and the new one the table', async () => {
    const mesa = await criar(ana, 'Mesa 10');
    const trocada = await as(ana).post(api(apiPaths.mesaNovoCodigo({ id: mesa.id })));
    expect(trocada.status).toBe(200);
    const nova = trocada.body as Mesa;
    expect(nova).toMatchObject({ id: mesa.id, nome: 'Mesa 10' });
    expect(nova.codigo).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(nova.codigo).not.toBe(mesa.codigo);
    expect(nova.url).toBe(`/loja/${loja.slug}/mesa/${mesa.id}?c=${nova.codigo}`);
    const antiga = await lerMesa(loja.slug, mesa.id, mesa.codigo);
    expect(antiga.status).toBe(404);
    expect(antiga.body.error).toBe('Este QR Code não vale mais. Peça ajuda ao garçom.');
    expect((await lerMesa(loja.slug, mesa.id, nova.codigo)).status).toBe(200);
    expect((await as(ana).post(api(apiPaths.mesaNovoCodigo({ id: 'nao-existe' })))).status).toBe(404);
  });

  it('when one client reads tables past its budget, then 429 with Retry-After, whatever the codes', async () => {
    const limitado = appWith({ RATE_LIMIT_MESAS: '2', TRUST_PROXY_HOPS: '1' });
    const mesa = await criar(ana, 'Mesa 12');
    const cliente = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const ler = (codigo: string) =>
      request(limitado)
        .get(api(apiPaths.lojaMesa({ slug: loja.slug, id: mesa.id })))
        .query({ c: codigo })
        .set('X-Forwarded-For', cliente);
    expect((await ler(mesa.codigo)).status).toBe(200);
    expect((await ler('chute')).status).toBe(404);
    const terceira = await ler(mesa.codigo);
    expect(terceira.status).toBe(429);
    expect(Number(terceira.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(terceira.body.error).toBe('Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.');
  });

  it("when the shop has no link name, then the table's URL and its read go by the shop's id", async () => {
    const dono = await newOwner('Sem Link');
    const mesa = await criar(dono, 'Mesa 1');
    expect(mesa.url).toBe(`/catalogo/${dono.lojaId}/mesa/${mesa.id}?c=${mesa.codigo}`);
    // Its catalogue is published at its first write; the table is read like any other.
    await as(dono).put(api(apiPaths.lojaConfiguracao), { nome_loja: 'Sem Link' });
    const ler = (codigo: string) =>
      request(testApp())
        .get(api(apiPaths.catalogoMesa({ lojaId: dono.lojaId, id: mesa.id })))
        .query({ c: codigo });
    expect((await ler(mesa.codigo)).body).toEqual({ mesa: { id: mesa.id, nome: 'Mesa 1' }, comanda: null, fidelidade: false });
    expect((await ler('errado')).body.error).toBe(MESA_CODIGO_INVALIDO);
  });

  it('when a deleted table is scanned, then 404 with the same message', async () => {
    const mesa = await criar(ana, 'Mesa 11');
    await as(ana).delete(api(apiPaths.mesa({ id: mesa.id })));
    expect((await lerMesa(loja.slug, mesa.id, mesa.codigo)).body.error).toBe(MESA_CODIGO_INVALIDO);
  });
});

describe('Mesas: a folha de QR Codes em PDF', () => {
  /** The QR codes of a page, read one card at a time (six a page, two columns and three rows), as a phone reads one card. */
  function lerQrCodes(pagina: PNG): string[] {
    const lidos: string[] = [];
    const [largura, altura] = [Math.floor(pagina.width / 2), Math.floor(pagina.height / 3)];
    for (let linha = 0; linha < 3; linha++)
      for (let coluna = 0; coluna < 2; coluna++) {
        const recorte = new Uint8ClampedArray(largura * altura * 4);
        for (let y = 0; y < altura; y++) {
          const inicio = ((linha * altura + y) * pagina.width + coluna * largura) * 4;
          recorte.set(pagina.data.subarray(inicio, inicio + largura * 4), y * largura * 4);
        }
        const qr = jsQR(recorte, largura, altura);
        if (qr) lidos.push(qr.data);
      }
    return lidos;
  }

  it("when the owner downloads the sheet of 8 tables, then an A4 PDF of 2 pages whose QR codes read back as the tables' absolute URLs", async () => {
    const loja = await novaLoja(testApp(), { nome_loja: 'Cantina São João' });
    const { dono } = loja;
    await as(dono).post(api(apiPaths.mesasLote), { de: 1, ate: 7 });
    await criar(dono, 'Varanda');
    const mesas = await listar(dono);

    const response = await as(dono).get(api(apiPaths.mesasQrcodes)).buffer(true).parse(corpoBinario);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('qrcodes-das-mesas.pdf');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const info = await poppler('pdfinfo', ['-'], pdf);
    expect(info).toMatch(/Pages:\s+2\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const imagens = await paginasDoPdf(pdf);
    expect(imagens).toHaveLength(2);
    const lidos = imagens.flatMap(lerQrCodes);
    // supertest's requests come to 127.0.0.1 with no WEB_ORIGIN set: the origin the request used.
    const origem = new URL(response.request.url).origin;
    expect(lidos).toEqual(mesas.map(({ url }) => `${origem}${url}`));
    expect(lidos[0]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/loja/${loja.slug}/mesa/`));

    const escrito = await poppler('pdftotext', ['-layout', '-', '-'], pdf);
    expect(escrito).toContain('Cantina São João');
    for (const nome of ['Mesa 1', 'Mesa 7', 'Varanda']) expect(escrito).toContain(nome);
    expect(escrito.match(new RegExp(MESA_CHAMADA_QR, 'g'))).toHaveLength(8);
  });

  it('when the shop has no table, then 409 saying to create them', async () => {
    const dono = await newOwner();
    const response = await as(dono).get(api(apiPaths.mesasQrcodes));
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Cadastre as mesas antes de imprimir os QR Codes.');
  });
});

describe('Salão: os ajustes', () => {
  it('when the owner never saved the room, then it is off at 10% without cover charge; saved, it reads back', async () => {
    const dono = await newOwner('Eva Salão');
    expect((await as(dono).get(api(apiPaths.lojaSalao))).body).toEqual({ salao: SALAO_PADRAO });
    const salvo = await as(dono).put(api(apiPaths.lojaSalao), { ativo: true, taxa_servico_percentual: 12.5, couvert: 8.999 });
    expect(salvo.status).toBe(200);
    expect(salvo.body).toEqual({ salao: { ativo: true, taxa_servico_percentual: 12.5, couvert: 9 } });
    expect((await as(dono).get(api(apiPaths.lojaSalao))).body).toEqual(salvo.body);
    const soAtivo = await as(dono).put(api(apiPaths.lojaSalao), { ativo: false });
    expect(soAtivo.body).toEqual({ salao: { ativo: false, taxa_servico_percentual: 10, couvert: null } });
    expect(
      (await as(dono).put(api(apiPaths.lojaSalao), { ativo: true, taxa_servico_percentual: 0 })).body.salao.taxa_servico_percentual,
    ).toBe(0);
  });

  it.each([
    [{ ativo: true, taxa_servico_percentual: 21 }, 'A taxa de serviço vai de 0 a 20% (0: sem taxa).'],
    [{ ativo: true, taxa_servico_percentual: -1 }, 'A taxa de serviço vai de 0 a 20% (0: sem taxa).'],
    [{ ativo: true, taxa_servico_percentual: '10' }, 'A taxa de serviço vai de 0 a 20% (0: sem taxa).'],
    [{ ativo: true, couvert: 0 }, 'O couvert precisa ser maior que zero'],
    [{ ativo: true, couvert: -5 }, 'O couvert precisa ser maior que zero'],
    [{ ativo: true, couvert: 2_000_000 }, 'Couvert alto demais.'],
    [{ taxa_servico_percentual: 10 }, 'Diga se a loja atende no salão.'],
    [{ ativo: true, gorjeta: 5 }, null],
  ])('when the settings are %j, then 400 in Portuguese', async (body, mensagem) => {
    const dono = await newOwner();
    const response = await as(dono).put(api(apiPaths.lojaSalao), body);
    expect(response.status).toBe(400);
    if (mensagem) expect(JSON.stringify(response.body)).toContain(mensagem);
    expect((await as(dono).get(api(apiPaths.lojaSalao))).body).toEqual({ salao: SALAO_PADRAO });
  });
});

describe('Mesas: quem da equipe pode', () => {
  let dona: Owner;
  let membro: Owner;
  let membroId: string;
  let mesa: Mesa;
  beforeAll(async () => {
    dona = await newOwner('Dora Mesas');
    mesa = await criar(dona, 'Mesa 1');
    const conta = newGoogleAccount('Ivo Garçom');
    const convite = await as(dona).post(api(apiPaths.equipe), { email: conta.email, papel: 'atendente' });
    expect(convite.status).toBe(201);
    membroId = convite.body.id as string;
    membro = await newOwner(undefined, conta);
  });

  const rotas = () =>
    [
      ['GET /api/mesas', () => as(membro).get(api(apiPaths.mesas))],
      ['POST /api/mesas', () => as(membro).post(api(apiPaths.mesas), { nome: 'Mesa do membro' })],
      ['POST /api/mesas/lote', () => as(membro).post(api(apiPaths.mesasLote), { de: 50, ate: 51 })],
      ['PUT /api/mesas/{id}', () => as(membro).put(api(apiPaths.mesa({ id: mesa.id })), { nome: 'Mesa 1' })],
      ['POST /api/mesas/{id}/novo-codigo', () => as(membro).post(api(apiPaths.mesaNovoCodigo({ id: mesa.id })))],
      ['GET /api/mesas/qrcodes.pdf', () => as(membro).get(api(apiPaths.mesasQrcodes))],
      ['PUT /api/loja/salao', () => as(membro).put(api(apiPaths.lojaSalao), { ativo: true })],
      ['DELETE /api/mesas/{id}', () => as(membro).delete(api(apiPaths.mesa({ id: 'outra-mesa' })))],
    ] as const;

  it.each(['atendente', 'cozinha'] as PapelDeMembro[])(
    'when a member whose role is %s calls each route, then 403 names the role and nothing changes',
    async (papel) => {
      expect((await as(dona).put(api(apiPaths.membro({ id: membroId })), { papel })).status).toBe(200);
      for (const [nome, chamar] of rotas()) {
        const response = await chamar();
        expect(response.status, nome).toBe(403);
        expect(response.body.error, nome).toBe(perfilNaoPermite(papel));
      }
      // The settings are read by every member, as the atendimento is (the bill will need them).
      expect((await as(membro).get(api(apiPaths.lojaSalao))).status).toBe(200);
      expect(await listar(dona)).toEqual([mesa]);
    },
  );

  it('when the member is a manager, then every route answers as to the owner', async () => {
    expect((await as(dona).put(api(apiPaths.membro({ id: membroId })), { papel: 'gerente' })).status).toBe(200);
    const status = [];
    for (const [nome, chamar] of rotas()) status.push(`${nome} ${(await chamar()).status}`);
    expect(status).toEqual([
      'GET /api/mesas 200',
      'POST /api/mesas 201',
      'POST /api/mesas/lote 201',
      'PUT /api/mesas/{id} 200',
      'POST /api/mesas/{id}/novo-codigo 200',
      'GET /api/mesas/qrcodes.pdf 200',
      'PUT /api/loja/salao 200',
      'DELETE /api/mesas/{id} 404',
    ]);
    expect((await listar(dona)).map(({ nome }) => nome)).toEqual(['Mesa 1', 'Mesa 50', 'Mesa 51', 'Mesa do membro']);
  });

  it('when no one is signed in, then every owner route is 401', async () => {
    const anonimo = request(testApp());
    expect((await anonimo.get(api(apiPaths.mesas))).status).toBe(401);
    expect((await anonimo.get(api(apiPaths.mesasQrcodes))).status).toBe(401);
    expect((await anonimo.get(api(apiPaths.lojaSalao))).status).toBe(401);
  });
});
