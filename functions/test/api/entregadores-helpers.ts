import request from 'supertest';
import { expect } from 'vitest';
import type { Membro, PedidoDoLojista, PedidosDoLojistaResponse, TaxasDosEntregadores } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { naLoja } from '@vitrine/shared/relogio';
import { isolatedApp, newGoogleAccount, signInOwner, asCookie } from '../../../test/support/api.js';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste, planoDaLoja } from '../../../test/support/lojas.js';
import { novoTelefone, umPedido } from '../../../test/support/pedidos.js';

/**
 * The drivers' API tests (issue 46, owner-entregadores and owner-entregas) share these: a shop of
 * their own database (its plan is rewritten to take a team), with delivery to Centro at R$ 7,00,
 * its drivers signed in, and delivery orders placed by customers.
 */

export const { app, db } = isolatedApp('owner-entregadores');

/** supertest calls carrying a session cookie. */
export const com = (cookie: string) => asCookie(app, cookie);

export interface Entregador {
  membro: Membro;
  cookie: string;
}

export interface Pizzaria {
  loja: LojaDeTeste;
  dono: ReturnType<typeof com>;
  joao: Entregador;
  rita: Entregador;
}

/** Today in São Paulo: the settlement's day of what these tests deliver. */
export const hoje = () => naLoja(new Date()).data;

/** A member invited with the role, who signed in (their invitation accepted), unless `entrar` is false. */
export async function convidar(loja: LojaDeTeste, nome: string, papel = 'entregador', entrar = true): Promise<Entregador> {
  const account = newGoogleAccount(nome);
  const convite = await com(loja.cookie).post(apiPaths.equipe, { email: account.email, papel });
  expect(convite.status, JSON.stringify(convite.body)).toBe(201);
  if (!entrar) return { membro: convite.body as Membro, cookie: '' };
  const { response, cookie } = await signInOwner(app, account);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { membro: { ...(convite.body as Membro), nome }, cookie: cookie! };
}

/** A shop delivering to Centro at R$ 7,00 (Vila Nova R$ 7,50), a plan that takes a team, and two drivers signed in. */
export async function umaPizzaria(atendimento: object = {}): Promise<Pizzaria> {
  const loja = await novaLoja(app, { nome_loja: 'Pizzaria do João', produtos: [{ nome: 'Pizza grande', preco: 40 }] });
  await planoDaLoja(db, loja.lojaId, { id: 146, nome: 'Equipe 46' });
  await configurarAtendimento(app, loja, {
    ...ATENDIMENTO_EXEMPLO,
    bairros: [
      { nome: 'Centro', taxa: 7 },
      { nome: 'Vila Nova', taxa: 7.5 },
    ],
    entrega_gratis_acima: null,
    pedido_minimo: 0,
    ...atendimento,
  });
  return { loja, dono: com(loja.cookie), joao: await convidar(loja, 'João Motoboy'), rita: await convidar(loja, 'Rita Entregas') };
}

/** A customer's delivery order (cash, change for R$ 100 unless told), accepted by the shop: the owner's answer. */
export async function umaEntrega(p: Pizzaria, campos: object = {}): Promise<PedidoDoLojista> {
  const body = umPedido({
    produtos: [{ id: p.loja.produtos[0]!.id, quantidade: 1 }],
    cliente: { nome: 'Maria Clara', telefone: novoTelefone() },
    entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' },
    pagamento: { forma: 'dinheiro', troco_para: 100 },
    ...campos,
  });
  const criado = await request(app).post(`/api/loja/${p.loja.slug}/pedido`).send(body);
  expect(criado.status, JSON.stringify(criado.body)).toBe(201);
  const { pedidos } = (await p.dono.get(`${apiPaths.pedidos}?status=novo`)).body as PedidosDoLojistaResponse;
  const pedido = pedidos.find((um) => um.codigo === criado.body.codigo)!;
  const aceito = await p.dono.put(apiPaths.pedido({ id: pedido.id }), { status: 'confirmado' });
  expect(aceito.status, JSON.stringify(aceito.body)).toBe(200);
  return aceito.body as PedidoDoLojista;
}

export async function atribuir(p: Pizzaria, pedidoId: string, entregador: Entregador | null) {
  const response = await p.dono.put(apiPaths.pedidoEntregador({ id: pedidoId }), { membro_id: entregador?.membro.id ?? null });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PedidoDoLojista;
}

/** The driver's "Saí" then "Entreguei" from their phone. */
export async function entregar(entregador: Entregador, pedidoId: string) {
  for (const status of ['saiu_para_entrega', 'entregue']) {
    const response = await com(entregador.cookie).put(apiPaths.entregaStatus({ id: pedidoId }), { status });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
}

export async function salvarTaxas(p: Pizzaria, taxas: TaxasDosEntregadores) {
  const response = await p.dono.put(apiPaths.entregadoresTaxas, taxas);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as TaxasDosEntregadores;
}
