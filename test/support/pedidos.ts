import { randomUUID } from 'node:crypto';
import type { PedidoInput } from '@vitrine/shared';
import type { Response, Test } from 'supertest';
import { umProduto } from './produtos.js';

/**
 * Test data builders for orders: each gives a valid customer's order (POST /api/loja/{slug}/pedido),
 * and a test passes the lines and only what it is about, `umPedido({ produtos, entrega: ENTREGA_NO_CENTRO })`.
 */

/** The address most orders go to: Centro, which the example service settings deliver to. */
export const ENTREGA_NO_CENTRO = { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' } as const;

/** The totals of 2 cafés and a bolo (CAFE_E_BOLO) delivered to Centro at ATENDIMENTO_EXEMPLO's fee, no discount. */
export const TOTAIS_DE_CAFES_E_BOLO_NO_CENTRO = {
  subtotal: 25,
  taxa_entrega: 4,
  desconto: 0,
  cupom: null,
  fidelidade: null,
  total: 29,
} as const;

/** A shipment (issue 31) to Rio de Janeiro: a CEP of RJ, the street and number, no complement. */
export const ENVIO_PARA_O_RIO = {
  tipo: 'envio',
  cep: '20040-020',
  uf: 'RJ',
  logradouro: 'Av. Rio Branco',
  numero: '156',
  bairro: 'Centro',
  cidade: 'Rio de Janeiro',
} as const;

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

/** A product as the owner's API answered its creation: its id and the ids it gave the option groups and choices. */
export interface ProdutoCriado {
  id: string;
  opcoes: { id: string; itens: { id: string }[] }[];
}

/** The kitchen ticket's second product: a name too long for one line of a 58 mm roll. */
export const PAO_DE_NOME_LONGO = umProduto({ nome: 'Pão de queijo recheado com requeijão cremoso da Serra da Canastra', preco: 6.25 });

/**
 * The kitchen ticket's order (the comanda's API and browser tests): 2 burgers (`umHamburguer`)
 * Grande with Bacon and Cheddar, "sem cebola", and the long-named bread, delivered to Centro with a
 * complement and a reference, cash with change for R$ 100, and a note.
 */
export function umPedidoDaComanda(lanche: ProdutoCriado, pao: Pick<ProdutoCriado, 'id'>): PedidoInput {
  const [tamanho, adicionais] = lanche.opcoes as [ProdutoCriado['opcoes'][0], ProdutoCriado['opcoes'][0]];
  return umPedido({
    produtos: [
      {
        id: lanche.id,
        quantidade: 2,
        opcoes: [
          { grupo: tamanho.id, itens: [tamanho.itens[1]!.id] },
          { grupo: adicionais.id, itens: [adicionais.itens[0]!.id, adicionais.itens[1]!.id] },
        ],
        observacao: 'sem cebola',
      },
      { id: pao.id, quantidade: 1 },
    ],
    cliente: { nome: 'Maria da Conceição', telefone: '11912345678' },
    entrega: { ...ENTREGA_NO_CENTRO, complemento: 'ap 4', referencia: 'perto da padaria' },
    pagamento: { forma: 'dinheiro', troco_para: 100 },
    observacao: 'Tocar a campainha, o interfone não funciona',
  });
}

/** How many times a customer in the tests sends one order that keeps getting "tente novamente". */
const ENVIOS_DO_CLIENTE = 3;

/**
 * Sends an order as the web app's customer does: one Idempotency-Key for the cart, and the same
 * order again when the answer is 503 ("Nada foi alterado; tente novamente"), up to 3 times.
 * Why the tests need it: the local Firestore is optimistic (scripts/lib/firestore-emulator.ts,
 * isolateTransactions) where Firestore locks, so 30 orders that read one record at once abort
 * and retry far more than in production, and on a loaded machine one can run out of the SDK's
 * attempts. The key makes a retry answer the order a late commit placed, never a second one.
 */
export async function comoCliente(envio: () => Test): Promise<Response> {
  const chave = randomUUID();
  for (let vez = 1; ; vez += 1) {
    const resposta = await envio().set('Idempotency-Key', chave);
    if (resposta.status !== 503 || vez === ENVIOS_DO_CLIENTE) return resposta;
  }
}
