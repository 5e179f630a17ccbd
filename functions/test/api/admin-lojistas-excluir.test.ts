import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminLojista } from '@vitrine/shared';
import { contaAExcluir, contaPorts, etapasDaExclusao } from '../../src/model/conta.js';
import { firebase } from '../../src/platform/firebase.js';
import { LocalDiskImageStore } from '../../src/platform/images/local-disk-image-store.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp } from '../../../test/support/api.js';
import { lojaCompleta, NADA, ondeEstaALoja, type LojaCompleta } from './owner-conta-helpers.js';

// Uploads go to a temporary local store, set before the app is built.
const imagesDir = inject('imagesDir');
const platform = isolatedApp('admin-lojistas-excluir');
const { app, db } = platform;

let token: string;
let bruno: LojaCompleta;
beforeAll(async () => {
  token = await createAdmin(platform);
  bruno = await lojaCompleta(app, db, 'Bar do Bruno');
});

const excluir = (id: string, body?: object, bearer = token) =>
  request(app).delete(`/api/admin/lojistas/${id}`).set('Authorization', `Bearer ${bearer}`).send(body);

describe('Excluir lojista (admin): DELETE /api/admin/lojistas/{id}', () => {
  it('when the admin lists merchants, then each carries the slug the deletion asks for', async () => {
    const lista = (await request(app).get('/api/admin/lojistas').set('Authorization', `Bearer ${token}`)).body as AdminLojista[];
    expect(lista.find((lojista) => lojista.id === bruno.lojaId)?.subdominio).toBe(bruno.slug);
  });

  it('when the confirmation is wrong, or no admin asks, then nothing is deleted', async () => {
    const antes = await ondeEstaALoja(db, imagesDir, bruno);
    const errada = await excluir(bruno.lojaId, { confirmacao: 'outra-loja' });
    expect(errada.status).toBe(400);
    expect(errada.body.error).toBe(`A confirmação não confere. Digite ${bruno.slug} para excluir a conta.`);
    expect((await excluir(bruno.lojaId, {})).status).toBe(400);
    expect((await excluir(bruno.lojaId, { confirmacao: bruno.slug }, 'token-falso')).status).toBe(401);
    expect(
      (await request(app).delete(`/api/admin/lojistas/${bruno.lojaId}`).set('Cookie', bruno.cookie).send({ confirmacao: bruno.slug }))
        .status,
    ).toBe(401);
    expect(await ondeEstaALoja(db, imagesDir, bruno)).toEqual(antes);
  });

  it('when the admin confirms with the slug, then the merchant is deleted everywhere, and the id then answers 404', async () => {
    const ana = await lojaCompleta(app, db, 'Café da Ana');
    const doBruno = await ondeEstaALoja(db, imagesDir, bruno);
    const response = await excluir(ana.lojaId, { confirmacao: ana.slug });
    expect(response.status).toBe(200);
    expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual(NADA);
    expect((await request(app).get('/api/users/me').set('Cookie', ana.cookie)).status).toBe(401);
    expect((await request(app).get(`/api/catalogo/${ana.lojaId}`)).status).toBe(404);
    expect((await request(app).get(`/api/loja/${ana.slug}`)).status).toBe(404);
    expect((await excluir(ana.lojaId, { confirmacao: ana.slug })).status).toBe(404);
    expect(await ondeEstaALoja(db, imagesDir, bruno)).toEqual(doBruno);
  });

  it('when a shop is deleted, then the recent activity no longer shows any line about it (its sign-up, its orders, its status changes); other shops’ stay', async () => {
    const carla = await lojaCompleta(app, db, 'Empório da Carla');
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request(app).put(`/api/admin/lojistas/${carla.lojaId}/status`).set(bearer).send({ status: 'suspenso' })).status).toBe(
      200,
    );
    const recentes = async () =>
      ((await request(app).get('/api/admin/atividades').set(bearer)).body as Array<{ descricao: string }>).map(
        ({ descricao }) => descricao,
      );
    // Her sign-up names her e-mail, her order her shop; only her shop was ever suspended.
    const daCarla = (linha: string) => linha.includes(carla.email) || linha.includes('Empório da Carla') || linha.includes('para suspenso');
    expect((await recentes()).filter(daCarla)).toHaveLength(3);

    expect((await excluir(carla.lojaId, { confirmacao: carla.slug })).status).toBe(200);
    const depois = await recentes();
    expect(depois.filter(daCarla)).toEqual([]);
    // Bruno's order is still in the log.
    expect(depois).toEqual(expect.arrayContaining([expect.stringContaining('Bar do Bruno')]));
  });

  it('when an owner’s own deletion was cut after their login was deleted, then the admin finishes it', async () => {
    const ana = await lojaCompleta(app, db, 'Café da Ana');
    const conta = (await contaAExcluir(db, ana.lojaId))!;
    const etapas = etapasDaExclusao(db, contaPorts(firebase().auth, new LocalDiskImageStore(imagesDir)));
    for (const [nome, etapa] of etapas) {
      if (nome === 'lojista') break;
      await etapa(conta);
    }
    // The owner can no longer sign in; the record the admin sees is what is left.
    expect((await request(app).get('/api/users/me').set('Cookie', ana.cookie)).status).toBe(401);
    expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual({ ...NADA, lojista: true });
    expect((await excluir(ana.lojaId, { confirmacao: ana.slug })).status).toBe(200);
    expect(await ondeEstaALoja(db, imagesDir, ana)).toEqual(NADA);
  });
});
