import { beforeAll, describe, expect, it } from 'vitest';
import { perfilNaoPermite, type Cupom, type CuponsResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { cupomPorCodigoCollection, cuponsCollection } from '../../src/model/cupons.js';
import { as, firestore, newGoogleAccount, newOwner, type Owner } from '../../../test/support/api.js';
import { CUPOM_PADRAO } from '../../../test/support/cupons.js';

const api = (path: string) => `/api${path}`;

async function criar(owner: Owner, body: object) {
  const response = await as(owner).post(api(apiPaths.cupons), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cupom;
}

/** What the shop stores: its coupons' codes and the codes' index, to check nothing half-written. */
async function guardado(owner: Owner) {
  const [cupons, indice] = await Promise.all([
    cuponsCollection(firestore(), owner.lojaId).get(),
    cupomPorCodigoCollection(firestore(), owner.lojaId).get(),
  ]);
  return {
    codigos: cupons.docs.map((doc) => String(doc.get('codigo'))).sort(),
    indice: indice.docs.map((doc) => `${doc.id}→${String(doc.get('cupom_id'))}`).sort(),
  };
}

describe('Cupons: o dono cria, lista, edita e exclui', () => {
  let ana: Owner;
  beforeAll(async () => {
    ana = await newOwner('Ana Souza');
  });

  it('when the owner creates a coupon in lower case, then it is stored upper-case with the defaults and listed', async () => {
    const cupom = await criar(ana, { codigo: ' bemvindo10 ', tipo: 'percentual', valor: 10 });
    expect(cupom).toMatchObject({
      codigo: 'BEMVINDO10',
      tipo: 'percentual',
      valor: 10,
      ...CUPOM_PADRAO,
    });
    const lista = (await as(ana).get(api(apiPaths.cupons))).body as CuponsResponse;
    expect(lista.cupons.map(({ codigo }) => codigo)).toContain('BEMVINDO10');
    expect(await guardado(ana)).toMatchObject({ indice: expect.arrayContaining([`BEMVINDO10→${cupom.id}`]) });
  });

  it('when a code is taken in any case, then the second gets 409 in Portuguese and nothing is written', async () => {
    await criar(ana, { codigo: 'FRETE', tipo: 'frete_gratis' });
    const antes = await guardado(ana);
    const response = await as(ana).post(api(apiPaths.cupons), { codigo: 'frete', tipo: 'valor', valor: 5 });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Já existe um cupom com este código.');
    expect(await guardado(ana)).toEqual(antes);
  });

  it('when another shop uses the same code, then it is its own coupon', async () => {
    const bia = await newOwner('Bia Lima');
    await criar(bia, { codigo: 'FRETE', tipo: 'frete_gratis' });
    expect((await guardado(bia)).codigos).toEqual(['FRETE']);
  });

  it.each([
    [{ codigo: 'AB', tipo: 'valor', valor: 5 }, 'O código do cupom tem de 3 a 20 letras'],
    [{ codigo: 'BEM VINDO', tipo: 'valor', valor: 5 }, 'O código do cupom tem de 3 a 20 letras'],
    [{ codigo: 'CAFÉ', tipo: 'valor', valor: 5 }, 'O código do cupom tem de 3 a 20 letras'],
    [{ codigo: 'A'.repeat(21), tipo: 'valor', valor: 5 }, 'O código do cupom tem de 3 a 20 letras'],
    [{ codigo: 'DEZ', tipo: 'desconto', valor: 5 }, 'Escolha o tipo do cupom'],
    [{ codigo: 'DEZ', tipo: 'percentual', valor: 0 }, 'A porcentagem do desconto vai de 1 a 100'],
    [{ codigo: 'DEZ', tipo: 'percentual', valor: 101 }, 'A porcentagem do desconto vai de 1 a 100'],
    [{ codigo: 'DEZ', tipo: 'percentual', valor: 12.5 }, 'A porcentagem do desconto vai de 1 a 100'],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 0 }, 'O desconto em reais precisa ser maior que zero.'],
    [{ codigo: 'DEZ', tipo: 'valor' }, 'Informe o valor do desconto.'],
    [{ codigo: 'DEZ', tipo: 'valor', valor: '5' }, 'Informe o valor do desconto.'],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 5, pedido_minimo: 0 }, 'O pedido mínimo precisa ser maior que zero'],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 5, inicio: '2026-02-30' }, 'Use uma data válida no formato AAAA-MM-DD'],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 5, fim: '01/12/2026' }, 'Use uma data válida no formato AAAA-MM-DD'],
    [
      { codigo: 'DEZ', tipo: 'valor', valor: 5, inicio: '2026-12-10', fim: '2026-12-01' },
      'O fim da validade não pode vir antes do início.',
    ],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 5, limite_total: 0 }, 'O limite de usos precisa ser um número inteiro a partir de 1'],
    [
      { codigo: 'DEZ', tipo: 'valor', valor: 5, limite_por_cliente: 1.5 },
      'O limite por cliente precisa ser um número inteiro a partir de 1',
    ],
    [{ codigo: 'DEZ', tipo: 'valor', valor: 5, usos: 3 }, 'usos'],
  ])('when the body is %j, then 400 says what to fix and nothing is written', async (body, mensagem) => {
    const antes = await guardado(ana);
    const response = await as(ana).post(api(apiPaths.cupons), body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
    expect(JSON.stringify(response.body.campos)).toContain(mensagem);
    expect(await guardado(ana)).toEqual(antes);
  });

  it('when frete grátis is created with a valor, then the valor is ignored (0)', async () => {
    const cupom = await criar(ana, { codigo: 'ENTREGA0', tipo: 'frete_gratis', valor: 30 });
    expect(cupom.valor).toBe(0);
  });

  it('when the owner renames a code and changes its limits, then the index follows and the old code is free again', async () => {
    const cupom = await criar(ana, { codigo: 'NATAL', tipo: 'valor', valor: 5, limite_total: 10 });
    const response = await as(ana).put(api(apiPaths.cupom({ id: cupom.id })), {
      codigo: 'natal26',
      limite_total: null,
      limite_por_cliente: 1,
      inicio: '2026-12-01',
      fim: '2026-12-25',
      ativo: false,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: cupom.id,
      codigo: 'NATAL26',
      valor: 5,
      limite_total: null,
      limite_por_cliente: 1,
      inicio: '2026-12-01',
      fim: '2026-12-25',
      ativo: false,
    });
    const { indice } = await guardado(ana);
    expect(indice).toContain(`NATAL26→${cupom.id}`);
    expect(indice.some((linha) => linha.startsWith('NATAL→'))).toBe(false);
    await criar(ana, { codigo: 'NATAL', tipo: 'frete_gratis' });
  });

  it('when an edit would leave the coupon inconsistent or take a used code, then 400/409 and it stays as it was', async () => {
    const cupom = await criar(ana, { codigo: 'CINCO', tipo: 'valor', valor: 500 });
    const paraPercentual = await as(ana).put(api(apiPaths.cupom({ id: cupom.id })), { tipo: 'percentual' });
    expect(paraPercentual.status).toBe(400);
    expect(paraPercentual.body.campos).toEqual({ valor: ['A porcentagem do desconto vai de 1 a 100, em números inteiros.'] });
    const codigoUsado = await as(ana).put(api(apiPaths.cupom({ id: cupom.id })), { codigo: 'FRETE' });
    expect(codigoUsado.status).toBe(409);
    const desconhecido = await as(ana).put(api(apiPaths.cupom({ id: cupom.id })), { usos: 0 });
    expect(desconhecido.status).toBe(400);
    const lista = (await as(ana).get(api(apiPaths.cupons))).body as CuponsResponse;
    expect(lista.cupons.find(({ id }) => id === cupom.id)).toMatchObject({ codigo: 'CINCO', tipo: 'valor', valor: 500, usos: 0 });
  });

  it('when the owner deletes a coupon, then it and its code go; an unknown id is 404', async () => {
    const cupom = await criar(ana, { codigo: 'TCHAU', tipo: 'valor', valor: 2 });
    expect((await as(ana).delete(api(apiPaths.cupom({ id: cupom.id })))).status).toBe(204);
    const { codigos, indice } = await guardado(ana);
    expect(codigos).not.toContain('TCHAU');
    expect(indice.some((linha) => linha.startsWith('TCHAU→'))).toBe(false);
    const denovo = await as(ana).delete(api(apiPaths.cupom({ id: cupom.id })));
    expect(denovo.status).toBe(404);
    expect(denovo.body.error).toBe('Cupom não encontrado.');
    expect((await as(ana).put(api(apiPaths.cupom({ id: '..' })), { ativo: true })).status).toBe(404);
  });

  it('when two requests create the same code at once, then exactly one lands', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () => as(ana).post(api(apiPaths.cupons), { codigo: 'CORRIDA', tipo: 'valor', valor: 1 })),
    );
    expect(respostas.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await guardado(ana)).codigos.filter((codigo) => codigo === 'CORRIDA')).toHaveLength(1);
  });

  it("when another shop's owner names this shop's coupon, then it is not found", async () => {
    const cupom = await criar(ana, { codigo: 'SOMENTEANA', tipo: 'valor', valor: 3 });
    const carla = await newOwner('Carla Dias');
    expect((await as(carla).put(api(apiPaths.cupom({ id: cupom.id })), { ativo: false })).status).toBe(404);
    expect((await as(carla).delete(api(apiPaths.cupom({ id: cupom.id })))).status).toBe(404);
    const lista = (await as(ana).get(api(apiPaths.cupons))).body as CuponsResponse;
    expect(lista.cupons.find(({ id }) => id === cupom.id)?.ativo).toBe(true);
  });
});

describe('Cupons: quem da equipe pode', () => {
  it('when an attendant asks for the coupons, then 403 names the role; made a manager, she manages them', async () => {
    const dona = await newOwner('Dora Reis');
    const ivo = newGoogleAccount('Ivo Melo');
    const convite = await as(dona).post(api(apiPaths.equipe), { email: ivo.email, papel: 'atendente' });
    expect(convite.status).toBe(201);
    const comoIvo = await newOwner(undefined, ivo);
    const negado = await as(comoIvo).get(api(apiPaths.cupons));
    expect(negado.status).toBe(403);
    expect(negado.body.error).toBe(perfilNaoPermite('atendente'));
    expect((await as(dona).put(api(apiPaths.membro({ id: convite.body.id as string })), { papel: 'gerente' })).status).toBe(200);
    expect((await as(comoIvo).post(api(apiPaths.cupons), { codigo: 'GERENTE', tipo: 'valor', valor: 4 })).status).toBe(201);
    expect((await guardado(dona)).codigos).toEqual(['GERENTE']);
  });
});
