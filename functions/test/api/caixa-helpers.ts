import { expect } from 'vitest';
import type { Caixa, CaixaAbertoResponse, PorForma } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { as, newGoogleAccount, newOwner, type Owner } from '../../../test/support/api.js';
import { abrirCaixa } from '../../../test/support/caixa.js';
import { api, umaSala, type Sala } from './salao-helpers.js';

/**
 * The till's API tests (issue 46) share these: a shop with its room on (counter orders, bills), its
 * owner and a waiter signed in, counter orders to receive, and the till's routes.
 */

export interface Loja extends Sala {
  garcom: Owner;
}

/** Pizza grande R$ 60,00, Refrigerante R$ 7,50; no service fee; a waiter invited and signed in. */
export async function umaLoja(): Promise<Loja> {
  const sala = await umaSala({
    taxa: 0,
    produtos: [
      { nome: 'Pizza grande', preco: 60 },
      { nome: 'Refrigerante', preco: 7.5 },
    ],
  });
  const conta = newGoogleAccount('Gil Garçom');
  expect((await as(sala.dono).post(api(apiPaths.equipe), { email: conta.email, papel: 'garcom' })).status).toBe(201);
  return { ...sala, garcom: await newOwner(undefined, conta) };
}

/** A counter order of `pizzas` pizzas and `refris` sodas, taken by the owner: its id. */
export async function pedidoDeBalcao({ loja, dono }: Sala, pizzas = 1, refris = 0): Promise<{ id: string; codigo: string }> {
  const produtos = [
    ...(pizzas ? [{ id: loja.produtos[0]!.id, quantidade: pizzas }] : []),
    ...(refris ? [{ id: loja.produtos[1]!.id, quantidade: refris }] : []),
  ];
  const response = await as(dono).post(api(apiPaths.balcaoPedidos), { cliente: { nome: 'Rui' }, consumo: 'retirada', produtos });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; codigo: string };
}

export async function abrir(quem: Owner, valorInicial = 0): Promise<string> {
  const response = await abrirCaixa(quem.cookie, valorInicial);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

export const receber = (quem: Owner, pedidoId: string, pagamento: object) =>
  as(quem).post(api(apiPaths.pedidoPagamentos({ id: pedidoId })), pagamento);

export const movimentar = (quem: Owner, id: string, movimento: object) => as(quem).post(api(apiPaths.caixaMovimentos({ id })), movimento);

export const fecharCaixa = (quem: Owner, id: string, contado: Partial<PorForma>) =>
  as(quem).post(api(apiPaths.caixaFechar({ id })), {
    contado: { dinheiro: 0, pix: 0, cartao_credito: 0, cartao_debito: 0, vale: 0, ...contado },
  });

export async function lerCaixa(quem: Owner, id: string): Promise<Caixa> {
  const response = await as(quem).get(api(apiPaths.caixa({ id })));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Caixa;
}

export const caixaAberto = async (quem: Owner) => ((await as(quem).get(api(apiPaths.caixaAberto))).body as CaixaAbertoResponse).caixa;
