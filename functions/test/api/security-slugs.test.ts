import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { as, newOwner, testApp } from '../../../test/support/api.js';

/**
 * Issue 24: names of JavaScript's object machinery as a shop's link. `constructor` took 7 to 20 s
 * and ended in 503/500 (the Firestore emulator's lookup of a document named after an
 * Object.prototype member fails); such names are reserved, never stored and never looked up.
 */
const RESERVADOS = ['constructor', 'prototype', 'tostring', 'valueof', 'hasownproperty', 'isprototypeof'];

describe('Links reservados', () => {
  it.each(RESERVADOS)('when an owner chooses %s as the link, then 409 at once and it is not saved', async (subdominio) => {
    const owner = await newOwner();
    const inicio = Date.now();
    const response = await as(owner).put('/api/loja/configuracao', { nome_loja: 'Loja', subdominio });
    expect(Date.now() - inicio).toBeLessThan(2_000);
    expect(response.status).toBe(409);
    expect(response.body.campos).toEqual({ subdominio: ['Este link já está em uso por outra loja. Escolha outro.'] });
    expect((await as(owner).get('/api/loja/configuracao')).body.subdominio).toBe('');
  });

  it.each(RESERVADOS)('when /api/loja/%s is asked, then 404 at once', async (slug) => {
    const inicio = Date.now();
    for (const path of [`/api/loja/${slug}`, `/api/loja/${slug}/produto/abc`, `/api/loja/${slug}/pedido`]) {
      const response = path.endsWith('/pedido')
        ? await request(testApp())
            .post(path)
            .send({ produtos: [{ id: 'abc', quantidade: 1 }] })
        : await request(testApp()).get(path);
      expect(response.status, path).toBe(404);
    }
    expect(Date.now() - inicio).toBeLessThan(2_000);
  });
});
