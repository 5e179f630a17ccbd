import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  mudancaInexistente,
  PAPEIS,
  PAPEIS_DE_MEMBRO,
  perfilNaoPermite,
  STATUS_PEDIDO,
  type Cupom,
  type Papel,
  type PedidoDoLojista,
  type PedidoInput,
  type StatusPedido,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { RECOMPENSA_JA_USADA, SELO_JA_USADO, cupomSemUsos } from '../../src/model/efeitos-do-pedido.js';
import { cuponsCollection } from '../../src/model/cupons.js';
import { isolatedApp, asCookie } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste, planoDaLoja, novoMembro } from '../../../test/support/lojas.js';
import { umPedido } from '../../../test/support/pedidos.js';

/**
 * The order's state machine (issue 43): every role × from × to through PUT /api/pedidos/{id}, and
 * what a move back re-checks (a coupon's limit, a loyalty reward's stamps).
 */
const { app, db } = isolatedApp('pedidos-status');

const com = (cookie: string) => asCookie(app, cookie);

let loja: LojaDeTeste;
const cookies = {} as Record<Papel, string>;
let telefones = 0;
const novoTelefone = () => `1194${String(1_000_000 + (telefones += 1)).padStart(7, '0')}`;

beforeAll(async () => {
  loja = await novaLoja(app, { nome_loja: 'Pastelaria do Téo', produtos: [{ nome: 'Pastel', preco: 10 }] });
  await configurarAtendimento(app, loja, ATENDIMENTO_DOS_DESCONTOS);
  await planoDaLoja(db, loja.lojaId, { id: 203, nome: 'Equipe de cada papel', limite_membros: PAPEIS_DE_MEMBRO.length });
  cookies.dono = loja.cookie;
  for (const papel of PAPEIS_DE_MEMBRO) cookies[papel] = (await novoMembro(app, loja, papel)).cookie;
});

/** A pickup order of one pastel (R$ 10), paid in cash. */
const retirada = (mudancas: Partial<PedidoInput> = {}): PedidoInput =>
  umPedido({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }], cliente: { nome: 'Rita', telefone: novoTelefone() }, ...mudancas });

async function pedir(body: PedidoInput = retirada()): Promise<PedidoDoLojista> {
  const response = await request(app).post(`/api/loja/${loja.slug}/pedido`).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const lista = await com(loja.cookie).get(`${apiPaths.pedidos}?status=novo`);
  return (lista.body.pedidos as PedidoDoLojista[]).find((pedido) => pedido.codigo === response.body.codigo)!;
}

const mover = (papel: Papel, id: string, status: StatusPedido) => com(cookies[papel]).put(apiPaths.pedido({ id }), { status });

async function moverComoDono(id: string, status: StatusPedido) {
  const response = await mover('dono', id, status);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * The expected answer, written out rather than computed by the rule under test: a pickup never goes
 * out (409 for everyone); the kitchen moves an accepted order forward through its preparation and
 * nothing else (403); the roles with `pedidos` make every other move; the waiter, with neither
 * `pedidos` nor `preparo`, is refused before the order is read (403), and so is the driver, whose
 * moves are their own deliveries' through PUT /api/entregas/{id}/status (owner-entregas.test.ts).
 */
function esperado(papel: Papel, de: StatusPedido, para: StatusPedido): 200 | 403 | 409 {
  if (papel === 'garcom' || papel === 'entregador') return 403;
  if (de === para) return 200;
  if (para === 'saiu_para_entrega') return 409;
  if (papel !== 'cozinha') return 200;
  const daCozinha = (de === 'confirmado' && para === 'preparando') || (de === 'preparando' && para === 'pronto_para_retirada');
  return daCozinha ? 200 : 403;
}

describe('Status do pedido: a máquina de estados', () => {
  for (const de of STATUS_PEDIDO.filter((status) => status !== 'saiu_para_entrega')) {
    it(`when every role moves a pickup order from ${de} to every status, then the moves that exist and the role may make answer 200, the rest 403 or 409 with nothing changed`, async () => {
      const pedido = await pedir();
      if (de !== 'novo') await moverComoDono(pedido.id, de);
      for (const papel of PAPEIS) {
        for (const para of STATUS_PEDIDO) {
          const caso = `${papel}: ${de} → ${para}`;
          const response = await mover(papel, pedido.id, para);
          const codigo = esperado(papel, de, para);
          expect(response.status, `${caso} ${JSON.stringify(response.body)}`).toBe(codigo);
          if (codigo === 403) expect(response.body.error, caso).toBe(perfilNaoPermite(papel));
          if (codigo === 409) expect(response.body.error, caso).toBe(mudancaInexistente(de, para));
          const agora = (await com(loja.cookie).get(`${apiPaths.pedidos}?status=${codigo === 200 ? para : de}`)).body
            .pedidos as PedidoDoLojista[];
          expect(
            agora.some(({ id }) => id === pedido.id),
            caso,
          ).toBe(true);
          if (codigo === 200 && para !== de) await moverComoDono(pedido.id, de);
        }
      }
    });
  }

  it('when the kitchen tries to bring back a cancelled order, then 403 and its revenue and coupon uses stay as they were', async () => {
    const cupom = await criarCupom({ tipo: 'valor', valor: 2, limite_total: 3 });
    const pedido = await pedir(retirada({ cupom: cupom.codigo }));
    await moverComoDono(pedido.id, 'confirmado');
    await moverComoDono(pedido.id, 'cancelado');
    const antes = await figuras(cupom.id);
    const response = await mover('cozinha', pedido.id, 'preparando');
    expect([response.status, response.body.error]).toEqual([403, perfilNaoPermite('cozinha')]);
    expect(await figuras(cupom.id)).toEqual(antes);
  });
});

let codigos = 0;
async function criarCupom(campos: Partial<Cupom> & Pick<Cupom, 'tipo'>): Promise<Cupom> {
  const response = await com(loja.cookie).post(apiPaths.cupons, { codigo: `STATUS${(codigos += 1)}`, ...campos });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cupom;
}

/** The dashboard's revenue and a coupon's uses. */
async function figuras(cupomId: string) {
  const [dashboard, cupom] = await Promise.all([
    com(loja.cookie).get(apiPaths.dashboardStats),
    cuponsCollection(db, loja.lojaId).doc(cupomId).get(),
  ]);
  return {
    receita: dashboard.body.receita_total as number,
    aceitos: dashboard.body.total_pedidos_aceitos as number,
    usos: cupom.get('usos') as number,
  };
}

describe('Status do pedido: o que uma volta confere de novo', () => {
  it('when a cancelled order is reinstated after its coupon reached its limit, then 409 naming the coupon and its use is not counted again', async () => {
    const cupom = await criarCupom({ tipo: 'valor', valor: 2, limite_total: 1 });
    const primeiro = await pedir(retirada({ cupom: cupom.codigo }));
    await moverComoDono(primeiro.id, 'cancelado');
    const segundo = await pedir(retirada({ cupom: cupom.codigo }));
    expect(segundo.cupom).toBe(cupom.codigo);
    const response = await mover('dono', primeiro.id, 'novo');
    expect([response.status, response.body.error]).toEqual([409, cupomSemUsos(cupom.codigo)]);
    expect((await figuras(cupom.id)).usos).toBe(1);
  });

  it('when a rewarded order is cancelled and its stamps pay another reward, then reinstating it is refused (409) and one card pays one reward', async () => {
    const cartao = { ativo: true, pedidos_necessarios: 2, recompensa: { tipo: 'valor', valor: 3 }, validade_dias: null };
    expect((await com(loja.cookie).put(apiPaths.lojaFidelidade, cartao)).status).toBe(200);
    const telefone = novoTelefone();
    const doCliente = (mudancas: Partial<PedidoInput> = {}) => retirada({ cliente: { nome: 'Lia', telefone }, ...mudancas });
    const entregues = [await pedir(doCliente()), await pedir(doCliente())];
    for (const { id } of entregues) await moverComoDono(id, 'entregue');

    const x = await pedir(doCliente());
    expect(x.fidelidade.recompensa).toBe(true);
    await moverComoDono(x.id, 'cancelado');
    const y = await pedir(doCliente());
    expect(y.fidelidade.recompensa).toBe(true);

    const response = await mover('dono', x.id, 'novo');
    expect([response.status, response.body.error]).toEqual([409, RECOMPENSA_JA_USADA]);
    // A stamp spent on Y's reward cannot be taken back from under it either.
    const tirar = await mover('dono', entregues[0]!.id, 'preparando');
    expect([tirar.status, tirar.body.error]).toEqual([409, SELO_JA_USADO]);
    // Cancelling Y gives its stamps back: then X may take them again.
    await moverComoDono(y.id, 'cancelado');
    await moverComoDono(x.id, 'novo');
    expect((await mover('dono', y.id, 'novo')).status).toBe(409);
    expect((await com(loja.cookie).put(apiPaths.lojaFidelidade, { ...cartao, ativo: false })).status).toBe(200);
  });
});
