import type { PedidoDoLojista, StatusPedido, TipoEntrega } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import {
  botaoDo,
  colunaDo,
  corDoTempo,
  formatTempo,
  linhasDasOpcoes,
  minutosAte,
  minutosDesde,
  buildQuadro,
  noQuadro,
  PRONTO_NO_QUADRO_MS,
} from '../src/features/owner-cozinha/quadro';
import { podeAbrir, telaInicial, telasDo } from '../src/features/owner-shell/menu';

const AGORA = Date.parse('2025-03-07T15:00:00.000Z');
const haMinutos = (minutos: number) => new Date(AGORA - minutos * 60_000).toISOString();

function pedido(
  id: string,
  status: StatusPedido,
  {
    criado = 5,
    tipo = 'retirada',
    historico = [],
    agendado = null,
  }: { criado?: number; tipo?: TipoEntrega | null; historico?: [StatusPedido, number][]; agendado?: number | null } = {},
) {
  return {
    id,
    status,
    criado_em: haMinutos(criado),
    entrega: tipo ? { tipo } : null,
    // `agendado`: the slot, in minutes from now.
    agendado_para: agendado === null ? null : haMinutos(-agendado),
    historico: historico.map(([passo, minutos]) => ({ status: passo, em: haMinutos(minutos), por: null })),
  } as PedidoDoLojista;
}

describe('kitchen board columns', () => {
  it('when an order is open, then it sits in Novo, Confirmado, Preparando or Pronto; both ready statuses share Pronto', () => {
    const abertos: StatusPedido[] = ['novo', 'confirmado', 'preparando', 'pronto_para_retirada', 'saiu_para_entrega'];
    expect(abertos.map(colunaDo)).toEqual(['novo', 'confirmado', 'preparando', 'pronto', 'pronto']);
  });

  it('when an order is entregue or cancelado, then the board does not show it', () => {
    expect(colunaDo('entregue')).toBeNull();
    expect(colunaDo('cancelado')).toBeNull();
    expect(noQuadro(pedido('a', 'entregue'), AGORA)).toBe(false);
    expect(noQuadro(pedido('a', 'cancelado'), AGORA)).toBe(false);
  });

  it('when an order was placed more than 12 hours ago, then it is not today’s and stays off the board', () => {
    expect(noQuadro(pedido('a', 'preparando', { criado: 11 * 60 }), AGORA)).toBe(true);
    expect(noQuadro(pedido('a', 'preparando', { criado: 13 * 60 }), AGORA)).toBe(false);
  });

  it('when an order has been ready for 10 minutes, then it leaves the board; a moment less, it stays', () => {
    const minutosPronto = PRONTO_NO_QUADRO_MS / 60_000;
    const pronto = (ha: number) =>
      pedido('a', 'pronto_para_retirada', {
        criado: 30,
        historico: [
          ['novo', 30],
          ['pronto_para_retirada', ha],
        ],
      });
    expect(noQuadro(pronto(minutosPronto - 1), AGORA)).toBe(true);
    expect(noQuadro(pronto(minutosPronto), AGORA)).toBe(false);
    // Set ready on this screen a moment ago, before the server's history says so: it stays.
    expect(noQuadro(pedido('b', 'saiu_para_entrega', { historico: [['novo', 5]] }), AGORA)).toBe(true);
    // Ready, then back to preparing and ready again: the last time counts.
    expect(
      noQuadro(
        pedido('c', 'saiu_para_entrega', {
          criado: 40,
          historico: [
            ['saiu_para_entrega', 30],
            ['preparando', 25],
            ['saiu_para_entrega', 2],
          ],
        }),
        AGORA,
      ),
    ).toBe(true);
  });

  it('when a scheduled order was placed long ago, then it is on the board until 12 hours after its preparation was to start', () => {
    // Placed yesterday for an hour from now, the shop preparing 45 minutes ahead.
    const agendado = pedido('a', 'confirmado', { criado: 20 * 60, agendado: 60 });
    expect(noQuadro(agendado, AGORA, 45)).toBe(true);
    expect(noQuadro(agendado, AGORA + 13 * 60 * 60_000, 45)).toBe(false);
  });

  it('when the board is built, then each column holds its orders once, the one waiting longest first', () => {
    const velho = pedido('velho', 'novo', { criado: 30 });
    const recente = pedido('recente', 'novo', { criado: 2 });
    const preparando = pedido('prep', 'preparando');
    const saiu = pedido('saiu', 'saiu_para_entrega', { tipo: 'entrega' });
    const retirar = pedido('retirar', 'pronto_para_retirada');
    const quadro = buildQuadro([recente, velho, preparando, saiu, retirar, recente, pedido('fim', 'entregue')], AGORA);
    expect(quadro.novo.map(({ id }) => id)).toEqual(['velho', 'recente']);
    expect(quadro.confirmado).toEqual([]);
    expect(quadro.preparando.map(({ id }) => id)).toEqual(['prep']);
    expect(quadro.pronto.map(({ id }) => id).sort()).toEqual(['retirar', 'saiu']);
  });

  it('when a scheduled order is on the board, then it waits by its preparation’s start, not by its placing', () => {
    // Placed 3 hours ago for a slot 40 minutes ahead: with 60 minutes of antecedence its preparation started 20 minutes ago.
    const agendado = pedido('agendado', 'confirmado', { criado: 180, agendado: 40 });
    const agora = pedido('agora', 'confirmado', { criado: 30 });
    expect(buildQuadro([agendado, agora], AGORA, 60).confirmado.map(({ id }) => id)).toEqual(['agora', 'agendado']);
    expect(buildQuadro([agendado, agora], AGORA, 0).confirmado.map(({ id }) => id)).toEqual(['agora', 'agendado']);
    expect(buildQuadro([agendado, agora], AGORA, 180).confirmado.map(({ id }) => id)).toEqual(['agendado', 'agora']);
  });
});

describe('kitchen card button', () => {
  it('when a novo order is on the board, then a role that confirms orders sees Confirmar and the cook waits calmly', () => {
    expect(botaoDo(pedido('a', 'novo'), 'dono')).toEqual({ status: 'confirmado', acao: 'Confirmar' });
    expect(botaoDo(pedido('a', 'novo'), 'gerente')).toEqual({ status: 'confirmado', acao: 'Confirmar' });
    expect(botaoDo(pedido('a', 'novo'), 'atendente')).toEqual({ status: 'confirmado', acao: 'Confirmar' });
    expect(botaoDo(pedido('a', 'novo'), 'cozinha')).toEqual({ aguardando: 'Aguardando confirmação' });
  });

  it('when an order is confirmado, then the cook starts preparing it', () => {
    expect(botaoDo(pedido('a', 'confirmado'), 'cozinha')).toEqual({ status: 'preparando', acao: 'Começar preparo' });
  });

  it('when an order is being prepared, then it goes out for delivery or waits for pickup by its kind; a shipment goes out, no kind counts as pickup', () => {
    expect(botaoDo(pedido('a', 'preparando', { tipo: 'entrega' }), 'cozinha')).toEqual({
      status: 'saiu_para_entrega',
      acao: 'Saiu para entrega',
    });
    expect(botaoDo(pedido('a', 'preparando', { tipo: 'envio' }), 'cozinha')).toEqual({
      status: 'saiu_para_entrega',
      acao: 'Saiu para entrega',
    });
    expect(botaoDo(pedido('a', 'preparando', { tipo: 'retirada' }), 'cozinha')).toEqual({
      status: 'pronto_para_retirada',
      acao: 'Pronto para retirada',
    });
    expect(botaoDo(pedido('a', 'preparando', { tipo: null }), 'cozinha')).toEqual({
      status: 'pronto_para_retirada',
      acao: 'Pronto para retirada',
    });
  });

  it('when an order is ready, then a role that closes orders marks it Entregue and the cook has no button', () => {
    expect(botaoDo(pedido('a', 'pronto_para_retirada'), 'dono')).toEqual({ status: 'entregue', acao: 'Entregue' });
    expect(botaoDo(pedido('a', 'saiu_para_entrega', { tipo: 'entrega' }), 'cozinha')).toBeNull();
  });
});

describe('kitchen waiting time', () => {
  it('when an order has waited under 10 minutes it is plain, from 10 amber, from 20 red', () => {
    expect(corDoTempo(0)).toBe('normal');
    expect(corDoTempo(9)).toBe('normal');
    expect(corDoTempo(10)).toBe('atencao');
    expect(corDoTempo(19)).toBe('atencao');
    expect(corDoTempo(20)).toBe('atrasado');
    expect(corDoTempo(95)).toBe('atrasado');
  });

  it('when time passes, then the whole minutes since the clock started count, never below 0; before it, the minutes until it', () => {
    expect(minutosDesde(AGORA - 9.99 * 60_000, AGORA)).toBe(9);
    expect(minutosDesde(AGORA - 10 * 60_000, AGORA)).toBe(10);
    expect(minutosDesde(AGORA + 30_000, AGORA)).toBe(0);
    expect(minutosAte(AGORA + 30_000, AGORA)).toBe(1);
    expect(minutosAte(AGORA + 45 * 60_000, AGORA)).toBe(45);
    expect(minutosAte(AGORA - 60_000, AGORA)).toBe(0);
  });

  it('when the wait passes an hour, then it reads in hours and minutes', () => {
    expect(formatTempo(0)).toBe('0 min');
    expect(formatTempo(59)).toBe('59 min');
    expect(formatTempo(65)).toBe('1 h 05');
    expect(formatTempo(130)).toBe('2 h 10');
  });
});

describe('kitchen item options', () => {
  it('when an item has options, then each group is one line; an empty group none', () => {
    expect(
      linhasDasOpcoes({
        opcoes: [
          { grupo: 'Tamanho', itens: ['Grande'] },
          { grupo: 'Adicionais', itens: ['Bacon', 'Cheddar'] },
          { grupo: 'Molho', itens: [] },
        ],
      }),
    ).toEqual(['Tamanho: Grande', 'Adicionais: Bacon, Cheddar']);
  });
});

describe('kitchen in the owner menu', () => {
  it('when a cook signs in, then the kitchen is their first and only screen; the owner still lands on Início', () => {
    expect(telaInicial('cozinha')).toBe('/cozinha');
    expect(telasDo('cozinha').map(({ to }) => to)).toEqual(['/cozinha']);
    expect(telaInicial('dono')).toBe('/dashboard');
    expect(telaInicial('atendente')).toBe('/pedidos');
    expect(telasDo('gerente').map(({ to }) => to)).toContain('/cozinha');
    expect(podeAbrir('cozinha', '/cozinha')).toBe(true);
    expect(podeAbrir('cozinha', '/pedidos')).toBe(false);
  });
});
