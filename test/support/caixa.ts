import request from 'supertest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { testApp, type TestApp } from './api.js';

/**
 * Opens the signed-in person's till (issue 46) with `valor_inicial` in cash: every payment received
 * in person lands on it. Answers the request; a second call while it is open is its 409.
 */
export const abrirCaixa = (cookie: string, valor_inicial = 0, app: TestApp = testApp()) =>
  request(app).post(`/api${apiPaths.caixaAbrir}`).set('Cookie', cookie).send({ valor_inicial });
