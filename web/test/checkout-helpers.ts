import { EMPTY_CHECKOUT, type CheckoutForm } from '../src/public-app/checkout/checkout';

/**
 * The checkout tests' customer: Maria Clara, delivery to Centro (Rua das Flores, 123), paid by PIX.
 * A test passes only what it is about: `umCheckout({ forma: 'dinheiro' })`.
 */
export const umCheckout = (campos: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...EMPTY_CHECKOUT,
  nome: 'Maria Clara',
  telefone: '11912345678',
  tipo: 'entrega',
  bairro: 'Centro',
  endereco: 'Rua das Flores, 123',
  forma: 'pix',
  ...campos,
});
