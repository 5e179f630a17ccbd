import { describe, expect, it } from 'vitest';
import type { CarrinhoLine } from '../src/public-app/carrinho/carrinho';
import { recusaAtual } from '../src/public-app/checkout/useSendPedido';

const linha = (quantidade: number) => ({ id: 'camiseta', nome: 'Camiseta — M / Preto', preco: 54.9, quantidade }) as CarrinhoLine;

describe('a recusa do pedido no resumo (issue 43)', () => {
  it('when the cart still holds the lines the order was refused for, then the summary keeps the refusal', () => {
    const recusa = { mensagem: 'Estoque insuficiente de Camiseta — M / Preto: restam 2 unidades.', linhas: [linha(3)] };
    expect(recusaAtual(recusa, [linha(3)])).toBe(recusa.mensagem);
  });

  it('when the customer lowers the quantity to what is left, then the refusal is gone before any new send', () => {
    const recusa = { mensagem: 'Estoque insuficiente de Camiseta — M / Preto: restam 2 unidades.', linhas: [linha(3)] };
    expect(recusaAtual(recusa, [linha(2)])).toBeNull();
    expect(recusaAtual(null, [linha(2)])).toBeNull();
  });
});
