import { describe, expect, it } from 'vitest';
import { textoPedidoWhatsapp, type PedidoTexto } from '@vitrine/shared';
import { limiteDaRetencao, semLinhasPessoais } from '../../src/model/dados-do-cliente.js';

const PEDIDO: PedidoTexto = {
  nomeLoja: 'Pizzaria da Ana',
  codigo: 'A7K2',
  itens: [{ nome: 'Pizza grande', quantidade: 2, preco_centavos: 5000, total_centavos: 10000, observacao: 'sem cebola' }],
  subtotal_centavos: 10000,
  taxa_entrega_centavos: 500,
  total_centavos: 10500,
  pagamento: { forma: 'dinheiro', troco_para: 200 },
  acompanhamento_url: 'https://vitrine.exemplo/pedido/TOKEN',
};

describe('semLinhasPessoais: the WhatsApp summary once the customer’s data is erased', () => {
  it('when the summary carried name, phone, address, reference and note, then it reads as if written without them', () => {
    const comDados = textoPedidoWhatsapp({
      ...PEDIDO,
      cliente: { nome: 'Maria Clara', telefone: '11912345678' },
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123', complemento: 'Apto 45', referencia: 'Portão azul' },
      observacao: 'Interfone quebrado',
    });
    const semDados = textoPedidoWhatsapp({ ...PEDIDO, cliente: null, entrega: { tipo: 'entrega', bairro: 'Centro' }, observacao: null });
    expect(comDados).toContain('Maria Clara');
    // The neighbourhood stays where the fee is (its own "Endereço" line goes with the address).
    expect(semDados).toContain('*Endereço:* Centro\n\n');
    expect(semLinhasPessoais(comDados)).toBe(semDados.replace('*Endereço:* Centro\n\n', ''));
  });

  it('when the summary had no personal line, then it is unchanged', () => {
    const texto = textoPedidoWhatsapp({ ...PEDIDO, entrega: { tipo: 'retirada' } });
    expect(semLinhasPessoais(texto)).toBe(texto);
  });
});

describe('limiteDaRetencao', () => {
  it('when the period is 12 months, then the limit is the same instant a year before', () => {
    expect(limiteDaRetencao(new Date('2027-06-15T12:00:00Z'), 12).toISOString()).toBe('2026-06-15T12:00:00.000Z');
  });
});
