import { randomInt } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { LojaDaConta, MarcaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';
import { isolatedApp, newClientIp } from '../../../test/support/api.js';
import { ATENDIMENTO_MINIMO } from '../../../test/support/atendimento.js';
import { novaLoja, novoSlug } from '../../../test/support/lojas.js';

/** A database of its own: plans are written here. Sunday 29 Nov 2026, 10:00 in São Paulo. */
const { app, db } = isolatedApp('public-marca', { now: () => new Date('2026-11-29T13:00:00Z') });
const api = (path: string) => `/api${path}`;

const PRACA_DA_SE = { lat: -23.5503, lng: -46.6339 };
const PAULISTA = { lat: -23.5614, lng: -46.6559 };
const PINHEIROS = { lat: -23.5667, lng: -46.7019 };

describe('GET /api/marca/{slug}', () => {
  it('when the customer shares a point, then the account’s active shops come nearest first, the shops without a point after, and each says whether it is open', async () => {
    const matriz = await novaLoja(app, { nome_loja: 'Rede da Ana — Pinheiros', loja: { endereco: 'Rua dos Pinheiros, 1' } });
    const comCookie = (method: 'post' | 'put', path: string, body: object) =>
      request(app)[method](api(path)).set('Cookie', matriz.cookie).send(body);
    const planoId = randomInt(1_000, 1_000_000_000);
    await planoDoc(db, planoId).set({ nome: 'Rede', preco_centavos: 0, limite_produtos: 50, limite_lojas: 5 });
    await lojistaDoc(db, matriz.lojaId).update({ plano_id: planoId });
    const salvarAtendimento = async (lojaId: string, mudancas: object) => {
      expect((await comCookie('post', apiPaths.sessionsLoja, { loja_id: lojaId })).status).toBe(200);
      expect((await comCookie('put', apiPaths.lojaAtendimento, { ...ATENDIMENTO_MINIMO, ...mudancas })).status).toBe(200);
    };
    const abrir = async (nome_loja: string) =>
      (await comCookie('post', apiPaths.lojas, { nome_loja, subdominio: novoSlug('marca') })).body as LojaDaConta;
    const paulista = await abrir('Rede da Ana — Paulista');
    const semPonto = await abrir('Rede da Ana — Delivery');
    const suspensa = await abrir('Rede da Ana — Fechada');
    await lojistaDoc(db, suspensa.id).update({ status: 'suspenso' });
    await salvarAtendimento(matriz.lojaId, { localizacao: PINHEIROS, faixas_distancia: [{ ate_km: 5, taxa: 5 }] });
    await salvarAtendimento(paulista.id, {
      localizacao: PAULISTA,
      faixas_distancia: [{ ate_km: 5, taxa: 5 }],
      // Sunday closed, open from Monday 08:00.
      horarios: [{ dia: 1, abre: '08:00', fecha: '18:00' }],
    });

    const ler = (query: string) =>
      request(app)
        .get(api(apiPaths.marca({ slug: semPonto.subdominio })) + query)
        .set('X-Forwarded-For', newClientIp());
    const perto = await ler(`?lat=${PRACA_DA_SE.lat}&lng=${PRACA_DA_SE.lng}`);
    expect(perto.status, JSON.stringify(perto.body)).toBe(200);
    const marca = perto.body as MarcaResponse;
    expect(marca.nome).toBe('Rede da Ana — Pinheiros');
    expect(marca.lojas.map(({ nome_loja }) => nome_loja)).toEqual([
      'Rede da Ana — Paulista',
      'Rede da Ana — Pinheiros',
      'Rede da Ana — Delivery',
    ]);
    expect(marca.lojas.map(({ distancia_km }) => distancia_km)).toEqual([2.6, 7.2, null]);
    expect(marca.lojas[0]).toMatchObject({ aberta: false, horario: 'Fechada · abre amanhã às 08:00', subdominio: paulista.subdominio });
    expect(marca.lojas[1]).toMatchObject({
      aberta: true,
      horario: 'Aberta agora',
      endereco: 'Rua dos Pinheiros, 1',
      subdominio: matriz.slug,
    });

    // Without a point: the account's order, the first shop first.
    const semLocal = (await ler('')).body as MarcaResponse;
    expect(semLocal.lojas.map(({ nome_loja }) => nome_loja)).toEqual([
      'Rede da Ana — Pinheiros',
      'Rede da Ana — Paulista',
      'Rede da Ana — Delivery',
    ]);
    expect((await ler('?lat=abc&lng=1')).status).toBe(400);
    expect((await ler('?lat=1')).status).toBe(400);
    expect((await request(app).get(api(apiPaths.marca({ slug: 'nao-existe-nada' })))).status).toBe(404);
    expect((await request(app).get(api(apiPaths.marca({ slug: suspensa.subdominio })))).status).toBe(200);
  });
});
