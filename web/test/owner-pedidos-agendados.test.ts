import { FILTRO_AGENDADOS, formatAgendadoPara, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { formatDistancia, formatEndereco, formatEntrega, readFiltro } from '../src/features/owner-pedidos/formato';
import { juntarNovos, type Paginas } from '../src/features/owner-pedidos/novos';
import { proximoPasso } from '../src/features/owner-pedidos/status';

const pedido = (id: string, status: StatusPedido, agendado_para: string | null) =>
  ({ id, status, agendado_para, criado_em: '2026-11-26T12:00:00.000Z' }) as PedidoDoLojista;
const paginas = (lista: PedidoDoLojista[]): Paginas => ({ pages: [{ pedidos: lista, proximo: null }], pageParams: [null] });

const envio = {
  tipo: 'envio' as const,
  logradouro: 'Rua das Flores',
  numero: '12',
  complemento: 'ap 3',
  bairro: 'Centro',
  cidade: 'Campinas',
  uf: 'SP',
  cep: '13010000',
};

describe('Pedidos: scheduled orders, distance and shipments (issue 31)', () => {
  it("when the URL asks for ?status=agendados, then the screen filters the scheduled orders; anything else unknown is 'em aberto'", () => {
    expect(readFiltro('agendados')).toBe(FILTRO_AGENDADOS);
    expect(readFiltro('agendado')).toBe('em_aberto');
  });

  it('when a scheduled order arrives live, then the Agendados list keeps slot order and leaves out orders for now and closed ones', () => {
    const sabado = pedido('sab', 'novo', '2026-11-28T14:30:00.000Z');
    const lista = paginas([sabado]);
    const sexta = pedido('sex', 'novo', '2026-11-27T14:00:00.000Z');
    const agora = pedido('agora', 'novo', null);
    const cancelado = pedido('x', 'cancelado', '2026-11-27T15:00:00.000Z');
    const juntos = juntarNovos(lista, [agora, sexta, cancelado], FILTRO_AGENDADOS);
    expect(juntos?.pages[0]!.pedidos.map(({ id }) => id)).toEqual(['sex', 'sab']);
    expect(juntarNovos(lista, [agora], FILTRO_AGENDADOS)).toBe(lista);
  });

  it("when an order is scheduled, then its card reads the shop's weekday, date and time", () => {
    expect(formatAgendadoPara('2026-11-28T14:30:00.000Z')).toBe('Agendado para sáb., 28/11 às 11:30');
  });

  it('when a delivery is priced by distance, then the card says the km beside the neighbourhood', () => {
    const entrega = { tipo: 'entrega' as const, bairro: 'Centro', endereco: 'Rua A, 1' };
    expect(formatDistancia({ distancia_km: 3.1 })).toBe('3,1 km');
    expect(formatEntrega({ entrega, distancia_km: 3.1 })).toBe('Entrega · Centro · 3,1 km');
    expect(formatEntrega({ entrega, distancia_km: null })).toBe('Entrega · Centro');
  });

  it('when an order is shipped, then the card names the state and the address on one line, and it goes out like a delivery', () => {
    expect(formatEntrega({ entrega: envio, distancia_km: null })).toBe('Envio (SP)');
    expect(formatEntrega({ entrega: { tipo: 'retirada' }, distancia_km: null })).toBe('Retirada');
    expect(formatEntrega({ entrega: null, distancia_km: null, comanda: { id: 'c1', mesa: { id: 'm7', nome: 'Mesa 7' } } })).toBe('Mesa 7');
    expect(formatEndereco({ entrega: envio })).toBe('Rua das Flores, 12 — ap 3 — Centro — Campinas/SP — CEP 13010-000');
    expect(proximoPasso({ status: 'preparando', entrega: envio })).toEqual({ status: 'saiu_para_entrega', acao: 'Saiu para entrega' });
  });
});
