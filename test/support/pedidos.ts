import type { PedidoInput } from '@vitrine/shared';

/**
 * Test data builders for orders: each gives a valid customer's order (POST /api/loja/{slug}/pedido),
 * and a test passes the lines and only what it is about, `umPedido({ produtos, entrega: ENTREGA_NO_CENTRO })`.
 */

/** The address most orders go to: Centro, which the example service settings deliver to. */
export const ENTREGA_NO_CENTRO = { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' } as const;

/** Maria Clara's order of the given lines, picked up and paid in cash: what any shop takes. */
export const umPedido = ({ produtos, ...campos }: Pick<PedidoInput, 'produtos'> & Partial<PedidoInput>): PedidoInput => ({
  produtos,
  cliente: { nome: 'Maria Clara', telefone: '11912345678' },
  entrega: { tipo: 'retirada' },
  pagamento: { forma: 'dinheiro' },
  ...campos,
});

let telefones = 0;
/** A mobile number no other order of this run used: the customer is new to the shop unless the test says so. */
export const novoTelefone = () => `119${10_000_000 + (telefones += 1)}`;
