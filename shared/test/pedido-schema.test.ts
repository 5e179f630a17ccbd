import { describe, expect, it } from 'vitest';
import { pedidoSchema } from '../src/pedido/schema.js';
import { textoPedidoWhatsapp } from '../src/pedido/whatsapp.js';

describe('textoPedidoWhatsapp', () => {
  it('writes the greeting with the shop, the code, one line per item and the total, with plain spaces after R$', () => {
    const texto = textoPedidoWhatsapp({
      nomeLoja: 'Café da Ana',
      codigo: 'A7K2',
      itens: [
        { nome: 'Café expresso', quantidade: 2, preco_centavos: 650, total_centavos: 1300 },
        { nome: 'Bolo de cenoura', quantidade: 1, preco_centavos: 1200, total_centavos: 1200 },
      ],
      total_centavos: 2500,
    });
    expect(texto).toBe(
      [
        'Olá, *Café da Ana*! Gostaria de fazer este pedido:',
        '',
        '*Pedido #A7K2*',
        '2 × Café expresso — R$ 6,50 cada = R$ 13,00',
        '1 × Bolo de cenoura — R$ 12,00 cada = R$ 12,00',
        '',
        '*Total: R$ 25,00*',
      ].join('\n'),
    );
    expect(texto).not.toContain('\u00a0');
  });

  it('keeps names on one line and formats thousands the pt-BR way', () => {
    const texto = textoPedidoWhatsapp({
      nomeLoja: ' Loja\nNova ',
      codigo: 'ZZ99',
      itens: [{ nome: 'Mesa\r\n de jantar', quantidade: 1, preco_centavos: 123456, total_centavos: 123456 }],
      total_centavos: 123456,
    });
    expect(texto.split('\n')[0]).toBe('Olá, *Loja Nova*! Gostaria de fazer este pedido:');
    expect(texto).toContain('\n1 × Mesa de jantar — R$ 1.234,56 cada = R$ 1.234,56\n');
    expect(texto.endsWith('*Total: R$ 1.234,56*')).toBe(true);
  });
  it('with the checkout, lays out the totals, the customer, the address, payment with change, the note, PIX and tracking in blocks', () => {
    const texto = textoPedidoWhatsapp({
      nomeLoja: 'Café da Ana',
      codigo: 'A7K2',
      itens: [{ nome: 'Café expresso', quantidade: 2, preco_centavos: 650, total_centavos: 1300 }],
      subtotal_centavos: 1300,
      taxa_entrega_centavos: 400,
      total_centavos: 1700,
      cliente: { nome: 'Maria Clara', telefone: '11912345678' },
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123', complemento: 'ap 4', referencia: 'perto da\npadaria' },
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      observacao: 'Sem açúcar',
      acompanhamento_url: 'https://exemplo.com.br/pedido/abc',
    });
    expect(texto).toBe(
      [
        'Olá, *Café da Ana*! Gostaria de fazer este pedido:',
        '',
        '*Pedido #A7K2*',
        '2 × Café expresso — R$ 6,50 cada = R$ 13,00',
        '',
        'Subtotal: R$ 13,00',
        'Entrega (Centro): R$ 4,00',
        '*Total: R$ 17,00*',
        '',
        '*Cliente:* Maria Clara',
        '*Telefone:* (11) 91234-5678',
        '*Endereço:* Rua das Flores, 123 — ap 4 — Centro',
        '*Referência:* perto da padaria',
        '',
        '*Pagamento:* Dinheiro — Troco para R$ 100,00 (troco: R$ 83,00)',
        '*Observação:* Sem açúcar',
        '',
        'Acompanhe o pedido: https://exemplo.com.br/pedido/abc',
      ].join('\n'),
    );
  });

  it('says pickup or free delivery instead of a fee, and puts the PIX code alone on its line', () => {
    const base = { nomeLoja: 'Loja', codigo: 'ZZ99', itens: [], subtotal_centavos: 5000, total_centavos: 5000, taxa_entrega_centavos: 0 };
    const retirada = textoPedidoWhatsapp({
      ...base,
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'pix' },
      pix_copia_e_cola: '000201XYZ',
    });
    expect(retirada).toContain('\nSubtotal: R$ 50,00\nRetirada na loja\n*Total: R$ 50,00*\n');
    expect(retirada).toContain('\n*Pagamento:* PIX\n');
    expect(retirada).toContain('\n*PIX copia e cola:*\n000201XYZ');
    expect(retirada).not.toContain('Endereço');
    expect(retirada).not.toContain('Retirar em');
    const gratis = textoPedidoWhatsapp({ ...base, entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua A, 1' } });
    expect(gratis).toContain('\nEntrega grátis (Centro)\n');
    expect(gratis).toContain('\n*Endereço:* Rua A, 1 — Centro');
  });

  it('when the customer picks the order up, then the text says where, the shop’s address on one line and its Google Maps link on the next', () => {
    const texto = textoPedidoWhatsapp({
      nomeLoja: 'Loja',
      codigo: 'ZZ99',
      itens: [],
      total_centavos: 5000,
      cliente: { nome: 'Maria' },
      entrega: { tipo: 'retirada' },
      enderecoLoja: 'Rua do Comércio, 45\nCentro',
    });
    expect(texto).toContain(
      '*Cliente:* Maria\n*Retirar em:* Rua do Comércio, 45 Centro\nhttps://www.google.com/maps/search/?api=1&query=Rua%20do%20Com%C3%A9rcio%2C%2045%20Centro',
    );
    expect(texto).not.toMatch(/R\$\u00a0/);
    // A delivery goes to the customer: the shop's address is not theirs to know from the message.
    const entrega = textoPedidoWhatsapp({
      nomeLoja: 'Loja',
      codigo: 'ZZ99',
      itens: [],
      total_centavos: 5000,
      entrega: { tipo: 'entrega', endereco: 'Rua A, 1' },
      enderecoLoja: 'Rua do Comércio, 45',
    });
    expect(entrega).not.toContain('Retirar em');
  });
});

describe('pedidoSchema', () => {
  const mensagens = (body: unknown) => {
    const result = pedidoSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts the spec's cart as is: id, nome, preco, quantidade and valor_total", () => {
    expect(pedidoSchema.safeParse({ produtos: [{ id: 'a', nome: 'A', preco: 1.5, quantidade: 2 }], valor_total: 3 }).success).toBe(true);
  });

  it.each([
    [{ produtos: [] }, 'Seu carrinho está vazio.'],
    [{}, 'Seu carrinho está vazio.'],
    [{ produtos: [{ id: 'a', quantidade: 0 }] }, 'A quantidade de cada item deve ser de 1 a 99.'],
    [{ produtos: [{ id: 'a', quantidade: 100 }] }, 'A quantidade de cada item deve ser de 1 a 99.'],
    [{ produtos: [{ id: 'a', quantidade: 2.5 }] }, 'A quantidade de cada item deve ser de 1 a 99.'],
    [{ produtos: [{ id: 'a' }] }, 'A quantidade de cada item deve ser de 1 a 99.'],
    [{ produtos: [{ id: '', quantidade: 1 }] }, 'Produto inválido.'],
  ])('refuses %j with "%s"', (body, mensagem) => {
    expect(mensagens(body)).toContain(mensagem);
  });

  it('refuses unknown fields, in the order and in a line', () => {
    expect(pedidoSchema.safeParse({ produtos: [{ id: 'a', quantidade: 1 }], brinde: 'X' }).success).toBe(false);
    expect(pedidoSchema.safeParse({ produtos: [{ id: 'a', quantidade: 1, desconto: 1 }] }).success).toBe(false);
  });

  it('accepts 1 and 99, and 50 lines but not 51', () => {
    expect(pedidoSchema.safeParse({ produtos: [{ id: 'a', quantidade: 1 }] }).success).toBe(true);
    expect(pedidoSchema.safeParse({ produtos: [{ id: 'a', quantidade: 99 }] }).success).toBe(true);
    const linhas = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, quantidade: 1 }));
    expect(pedidoSchema.safeParse({ produtos: linhas(50) }).success).toBe(true);
    expect(mensagens({ produtos: linhas(51) })).toEqual(['Seu pedido pode ter no máximo 50 itens diferentes.']);
  });
});
