import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contaPorts, etapasDaExclusao, contaAExcluir } from '../../src/model/conta.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { firebase } from '../../src/platform/firebase.js';
import { LocalDiskImageStore } from '../../src/platform/images/local-disk-image-store.js';
import type { OwnerContaRepository } from '../../src/features/owner-conta/repository.js';
import { isolatedApp } from '../../../test/support/api.js';
import { lojaCompleta, NADA, ondeEstaALoja, type LojaCompleta } from './owner-conta-helpers.js';

// Uploads go to a temporary local store, set before the app is built.
const imagesDir = inject('imagesDir');
const { app, db } = isolatedApp('owner-conta');

/** The export's JSON, as the repository reads it (dates then become ISO strings). */
type Exportacao = NonNullable<Awaited<ReturnType<OwnerContaRepository['read']>>>;

let bruno: LojaCompleta;
beforeAll(async () => {
  bruno = await lojaCompleta(app, db, 'Bar do Bruno');
});

const exportar = (loja: LojaCompleta) => request(app).get('/api/conta/exportar').set('Cookie', loja.cookie);
const excluir = (loja: LojaCompleta, body?: object) => request(app).delete('/api/conta').set('Cookie', loja.cookie).send(body);

/** Bruno's shop, the bystander, exactly as it was. */
async function brunoIntacto(antes: Awaited<ReturnType<typeof ondeEstaALoja>>) {
  expect(await ondeEstaALoja(db, imagesDir, bruno)).toEqual(antes);
  expect((await request(app).get(`/api/loja/${bruno.slug}`)).status).toBe(200);
  expect((await request(app).get('/api/users/me').set('Cookie', bruno.cookie)).status).toBe(200);
}

describe('Baixar meus dados: GET /api/conta/exportar', () => {
  it('when the owner exports, then one JSON file named after the shop and the day, with every collection of theirs and nothing of another owner', async () => {
    const ana = await lojaCompleta(app, db, 'Café da Ana');
    const response = await exportar(ana);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=vitrine-${ana.slug}-${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())}.json`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const dados = response.body as Exportacao;
    expect(dados.conta).toMatchObject({ id: ana.lojaId, email: ana.email, nome: 'Ana Souza', status: 'ativo' });
    expect(dados.loja).toMatchObject({ nome_loja: 'Café da Ana', subdominio: ana.slug });
    expect(dados.telefone_whatsapp).toBe('5511999998888');
    expect(dados.atendimento).toMatchObject({ entrega: true, bairros: [{ nome: 'Centro', taxa: 5 }] });
    expect(dados.categorias).toEqual([{ id: expect.any(String), nome: 'Doces da Café da Ana' }]);
    expect(dados.produtos.map((produto) => produto.nome)).toEqual(['Bolo da Café da Ana', 'Torta da Café da Ana']);
    expect(dados.produtos[1]!.imagens[0]).toContain(ana.imagem.replace(/-\d+\.webp$/, ''));
    // The delivery order and Mesa 1's round (issue 44), in any order.
    expect(dados.pedidos).toHaveLength(2);
    expect(dados.pedidos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          cliente: { nome: 'Cliente de Café da Ana', telefone: '5511912345678' },
          entrega: expect.objectContaining({ endereco: 'Rua das Flores, 123' }),
          criado_em: expect.stringMatching(/Z$/),
        }),
        expect.objectContaining({ comanda: expect.objectContaining({ mesa: expect.objectContaining({ nome: 'Mesa 1' }) }) }),
      ]),
    );
    expect(dados.estatisticas).toEqual([expect.objectContaining({ dia: expect.any(String), visitas_unicas: 1 })]);

    const texto = JSON.stringify(dados);
    for (const deOutro of [bruno.lojaId, bruno.email, bruno.slug, 'Bar do Bruno', 'Cliente de Bar do Bruno'])
      expect(texto).not.toContain(deOutro);
  });

  it('when no one is signed in, then 401', async () => {
    expect((await request(app).get('/api/conta/exportar')).status).toBe(401);
  });
});

describe('Excluir minha conta: DELETE /api/conta', () => {
  it('when the confirmation is wrong or missing, then 400 and nothing is deleted', async () => {
    const ana = await lojaCompleta(app, db, 'Café da Ana');
    const antes = await ondeEstaALoja(db, imagesDir, ana);
    expect(antes).toMatchObject({
      lojista: true,
      produtos: 2,
      categorias: 1,
      cupons: 2,
      mesas: 3,
      comandas: 1,
      pedidos: 2,
      estatisticas: 1,
      visitantes: 2,
      contagens: 1,
    });
    expect(antes).toMatchObject({
      catalogo: true,
      paginas: 1,
      catalogoPorSlug: true,
      slug: true,
      acompanhamento: true,
      imagens: true,
      usuario: true,
    });
    expect(antes.atividades).toBe(1);

    for (const body of [
      { confirmacao: 'outra-loja' },
      { confirmacao: bruno.slug },
      { confirmacao: '' },
      {},
      undefined,
      { confirmacao: ana.slug, extra: 1 },
    ]) {
      const response = await excluir(ana, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
    expect((await excluir(ana, { confirmacao: 'outra-loja' })).body.error).toBe(
      `A confirmação não confere. Digite ${ana.slug} para excluir a conta.`,
    );
    expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual(antes);
    expect((await request(app).get('/api/users/me').set('Cookie', ana.cookie)).status).toBe(200);
  });

  it('when the owner confirms with the slug, then nothing of theirs remains anywhere, the session and the catalogue links are gone, and another shop is untouched', async () => {
    const ana = await lojaCompleta(app, db, 'Café da Ana');
    const doBruno = await ondeEstaALoja(db, imagesDir, bruno);

    const response = await excluir(ana, { confirmacao: ` ${ana.slug.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);

    expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual(NADA);
    expect((await request(app).get('/api/users/me').set('Cookie', ana.cookie)).status).toBe(401);
    expect((await request(app).get(`/api/catalogo/${ana.lojaId}`)).status).toBe(404);
    expect((await request(app).get(`/api/loja/${ana.slug}`)).status).toBe(404);
    expect((await request(app).get(`/api/pedido/${ana.token}`)).status).toBe(404);
    expect((await request(app).get(`/api${ana.imagem}`)).status).toBe(404);
    // A second call with the old cookie: the account is gone, so is the session.
    expect((await excluir(ana, { confirmacao: ana.slug })).status).toBe(401);
    await brunoIntacto(doBruno);
  });

  it('when a deletion was cut after some steps, then running it again finishes it', async () => {
    const ports = contaPorts(firebase().auth, new LocalDiskImageStore(imagesDir));
    const etapas = etapasDaExclusao(db, ports);
    for (const corte of ['catalogo', 'produtos', 'pedidos']) {
      const ana = await lojaCompleta(app, db, 'Café da Ana');
      const conta = (await contaAExcluir(db, ana.lojaId))!;
      for (const [nome, etapa] of etapas.slice(0, etapas.findIndex(([nome]) => nome === corte) + 1)) {
        expect(nome).not.toBe('auth');
        await etapa(conta);
      }
      const meio = await ondeEstaALoja(db, imagesDir, ana);
      // Cut: no public copy is left, the owner's record and session still are, the rest partly.
      expect(meio).toMatchObject({ catalogo: false, catalogoPorSlug: false, paginas: 0, lojista: true, usuario: true });
      expect((await lojistaDoc(db, ana.lojaId).get()).get('status')).toBe('inativo');
      expect((await request(app).get(`/api/loja/${ana.slug}`)).status).toBe(404);

      const response = await excluir(ana, { confirmacao: ana.slug });
      expect(response.status).toBe(200);
      expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual(NADA);
    }
  });
});
