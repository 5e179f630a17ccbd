import type { PedidoDoLojista, StatusPedido } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { conversaLink, mensagemConversa } from '../src/features/owner-pedidos/conversa';

const ORIGEM = 'https://vitrine.app';
const pedido = (status: StatusPedido, extra: Partial<PedidoDoLojista> = {}) => ({
  codigo: 'A7K2',
  status,
  cliente: { nome: 'Maria Clara', telefone: '11912345678' },
  acompanhamento: '/pedido/tok123',
  ...extra,
});

describe('"Conversar" message', () => {
  it.each([
    ['novo', 'Olá, Maria! Seu pedido #A7K2 foi recebido e já vamos confirmar.'],
    ['confirmado', 'Olá, Maria! Seu pedido #A7K2 foi confirmado e logo começa a ser preparado.'],
    ['preparando', 'Olá, Maria! Seu pedido #A7K2 está sendo preparado.'],
    ['saiu_para_entrega', 'Olá, Maria! Seu pedido #A7K2 saiu para entrega!'],
    ['pronto_para_retirada', 'Olá, Maria! Seu pedido #A7K2 está pronto para retirada!'],
    ['entregue', 'Olá, Maria! Seu pedido #A7K2 foi entregue. Obrigado!'],
    ['cancelado', 'Olá, Maria! Seu pedido #A7K2 foi cancelado.'],
  ] as const)('when the order is %s, then the message greets the customer by first name and says so', (status, primeiraLinha) => {
    expect(mensagemConversa(pedido(status), ORIGEM)).toBe(`${primeiraLinha}\n\nAcompanhe aqui: https://vitrine.app/pedido/tok123`);
  });

  it('when the order has no tracking link, then the message ends with the status', () => {
    expect(mensagemConversa(pedido('preparando', { acompanhamento: null }), ORIGEM)).toBe(
      'Olá, Maria! Seu pedido #A7K2 está sendo preparado.',
    );
  });

  it('when the customer phone is known, then the link is wa.me with 55 and the number, and the message', () => {
    const link = new URL(conversaLink(pedido('confirmado'), ORIGEM)!);
    expect(link.origin + link.pathname).toBe('https://wa.me/5511912345678');
    expect(link.searchParams.get('text')).toBe(mensagemConversa(pedido('confirmado'), ORIGEM));
  });

  it('when the phone was stored with its 55 (orders since issue 25), then the link has it once', () => {
    const link = new URL(conversaLink(pedido('novo', { cliente: { nome: 'Maria', telefone: '5511912345678' } }), ORIGEM)!);
    expect(link.pathname).toBe('/5511912345678');
  });

  it('when the order has no phone (placed before the checkout), then there is no conversation link', () => {
    expect(conversaLink(pedido('novo', { cliente: { nome: 'Maria' } }), ORIGEM)).toBeNull();
    expect(conversaLink(pedido('novo', { cliente: null }), ORIGEM)).toBeNull();
  });
});
