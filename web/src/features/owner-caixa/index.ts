/** What owner-caixa lends to other screens: the payment's form and its refusal without an open till (the bill's, the order's). */
export { EscolhaDaForma, ErroDoRecebimento } from './Recebimento';
export { PagoChip, ReceberPedido } from './ReceberPedido';
