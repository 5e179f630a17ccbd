import { describe, expect, it } from 'vitest';
import { comandaEscpos, formatComanda, linhasDaComanda, type ComandaDoPedido } from '../../src/features/owner-pedidos/comanda.js';
import { centavos, rotulosEValores } from '../../../test/support/impressao.js';

/** 15:07 in São Paulo (18:07 UTC): the ticket shows the shop's time, not the server's. */
const CRIADO_EM = new Date('2026-03-04T18:07:00Z');

/** An order with options, notes, delivery with every address field, and cash with change. */
const PEDIDO: ComandaDoPedido = {
  nomeLoja: 'Lanchonete e Açaí do Zé',
  codigo: 'A7K2',
  criado_em: CRIADO_EM,
  itens: [
    {
      nome: 'X-Burger',
      quantidade: 2,
      total_centavos: 6400,
      opcoes: [
        { grupo: 'Tamanho', itens: [{ nome: 'Grande' }] },
        { grupo: 'Adicionais', itens: [{ nome: 'Bacon' }, { nome: 'Cheddar' }, { nome: 'Ovo' }, { nome: 'Cebola caramelizada' }] },
      ],
      observacao: 'sem cebola, por favor, e bem passado',
    },
    {
      nome: 'Pão de queijo recheado com requeijão cremoso da Serra da Canastra',
      quantidade: 1,
      total_centavos: 1250,
      opcoes: [],
      observacao: null,
    },
    { nome: 'Café expresso', quantidade: 3, total_centavos: 1950, opcoes: [], observacao: null },
  ],
  subtotal_centavos: 9600,
  taxa_entrega_centavos: 500,
  total_centavos: 10100,
  cliente: { nome: 'Maria da Conceição Gonçalves', telefone: '11912345678' },
  entrega: {
    tipo: 'entrega',
    bairro: 'Jardim São João',
    endereco: 'Rua das Flores, 123',
    complemento: 'ap 4, bloco B',
    referencia: 'perto da padaria, portão azul',
  },
  pagamento: { forma: 'dinheiro', troco_para: 150 },
  observacao: 'Tocar a campainha, o interfone não funciona',
};

const linhas = (texto: string) => texto.replace(/\n$/, '').split('\n');
/** The ticket's text with its lines run together: what was printed, whatever the wrapping. */
const corrido = (texto: string) =>
  linhas(texto)
    .map((linha) => linha.trim())
    .join(' ');
const semPontuacao = (palavra: string) => palavra.replace(/[,.()]+$/, '');

/** A shipment to Rio de Janeiro (issue 31). */
const ENVIO_RJ = {
  tipo: 'envio',
  logradouro: 'Av. Rio Branco',
  numero: '156',
  bairro: 'Centro',
  cidade: 'Rio de Janeiro',
  uf: 'RJ',
  cep: '20040-020',
} as const;

describe('Comanda (the printed ticket)', () => {
  it.each([
    [58, 32],
    [80, 48],
  ] as const)('when printed on %i mm paper, then no line is longer than %i characters and none ends in a space', (largura, colunas) => {
    const texto = formatComanda(PEDIDO, largura);
    expect(texto.endsWith('\n')).toBe(true);
    for (const linha of linhas(texto)) {
      expect([...linha].length, linha).toBeLessThanOrEqual(colunas);
      expect(linha, linha).toBe(linha.trimEnd());
    }
    // On paper every space is a plain one: printers' code pages have no no-break space.
    expect(texto).not.toMatch(/\u00a0/);
    // The rules run the paper's whole width.
    expect(linhas(texto)).toContain('-'.repeat(colunas));
  });

  it('when printed on 80 mm, then it reads as the shop’s counter expects, line by line', () => {
    expect(formatComanda(PEDIDO, 80)).toBe(
      [
        '            Lanchonete e Açaí do Zé',
        '================================================',
        '                  PEDIDO #A7K2',
        '04/03/2026 15:07',
        'ENTREGA',
        '------------------------------------------------',
        'Cliente: Maria da Conceição Gonçalves',
        'Telefone: (11) 91234-5678',
        '------------------------------------------------',
        'Bairro: Jardim São João',
        'Endereço: Rua das Flores, 123',
        'Complemento: ap 4, bloco B',
        'Referência: perto da padaria, portão azul',
        '------------------------------------------------',
        '2x X-Burger                             R$ 64,00',
        '   Tamanho: Grande',
        '   Adicionais: Bacon, Cheddar, Ovo, Cebola',
        '     caramelizada',
        '   Obs.: sem cebola, por favor, e bem passado',
        '1x Pão de queijo recheado com requeijão R$ 12,50',
        '   cremoso da Serra da Canastra',
        '3x Café expresso                        R$ 19,50',
        '------------------------------------------------',
        'Subtotal                                R$ 96,00',
        'Taxa de entrega                          R$ 5,00',
        'TOTAL                                  R$ 101,00',
        '------------------------------------------------',
        'Pagamento: Dinheiro',
        'Troco para R$ 150,00 (levar R$ 49,00)',
        '------------------------------------------------',
        'Observação: Tocar a campainha, o interfone não',
        '  funciona',
        '------------------------------------------------',
        '',
      ].join('\n'),
    );
  });

  it('when printed on 58 mm, then long names wrap at word boundaries, prices stay on the right and the change is told whole', () => {
    const texto = formatComanda(PEDIDO, 58);
    const todas = linhas(texto);
    expect(todas[0]).toBe('    Lanchonete e Açaí do Zé');
    expect(todas).toContain('          PEDIDO #A7K2');
    expect(todas).toContain('2x X-Burger             R$ 64,00');
    expect(todas).toContain('1x Pão de queijo        R$ 12,50');
    expect(todas).toContain('TOTAL                  R$ 101,00');
    expect(todas).toContain('Taxa de entrega          R$ 5,00');
    // "R$" and its amount never part, and the sentence wraps between words.
    expect(todas).toContain('Troco para R$ 150,00 (levar');
    expect(todas).toContain('  R$ 49,00)');
    // Every word of every text is on the ticket whole: nothing was cut mid-word.
    const palavras = [
      PEDIDO.nomeLoja,
      PEDIDO.cliente!.nome,
      PEDIDO.entrega!.referencia!,
      PEDIDO.observacao!,
      ...PEDIDO.itens.flatMap((item) => [item.nome, item.observacao ?? '', ...item.opcoes.flatMap((o) => o.itens.map((i) => i.nome))]),
    ].flatMap((frase) => frase.split(' ').filter(Boolean).map(semPontuacao));
    const impressas = new Set(corrido(texto).split(/\s+/).map(semPontuacao));
    for (const palavra of palavras) expect(impressas, palavra).toContain(palavra);
    // Accents kept as typed.
    expect(todas).toContain('Cliente: Maria da Conceição');
    expect(todas).toContain('  Gonçalves');
    expect(texto).toContain('Açaí');
    expect(texto).toContain('requeijão');
  });

  it('when a single word is longer than the line, then only that word is split, at the line’s width', () => {
    const texto = formatComanda({ ...PEDIDO, observacao: `Senha ${'A'.repeat(40)} ok` }, 58);
    const todas = linhas(texto);
    const inicio = todas.findIndex((linha) => linha.startsWith('Observação:'));
    expect(todas.slice(inicio, inicio + 4)).toEqual(['Observação: Senha', `  ${'A'.repeat(30)}`, `  ${'A'.repeat(10)} ok`, '-'.repeat(32)]);
  });

  it('when the order is a pickup with a discount, scheduled for the day it was placed, and no change, then it says so and leaves out the fee', () => {
    const texto = formatComanda(
      {
        ...PEDIDO,
        entrega: { tipo: 'retirada' },
        taxa_entrega_centavos: 0,
        desconto_centavos: 500,
        cupom: 'BEMVINDO',
        total_centavos: 9100,
        pagamento: { forma: 'pix' },
        criado_em: new Date('2026-11-28T12:02:00Z'),
        agendado_para: new Date('2026-11-28T14:30:00Z'),
      },
      80,
    );
    // The kind and the slot under the date, read against that date: the same day needs no day.
    expect(texto).toContain('\n28/11/2026 09:02\nRETIRADA\nAGENDADO 11:30\n---');
    expect(texto).not.toContain('Taxa de entrega');
    expect(texto).not.toContain('Troco');
    expect(texto).toContain('\nDesconto (cupom BEMVINDO)               -R$ 5,00\n');
    expect(texto).toContain('\nTOTAL                                   R$ 91,00\n');
    expect(texto).toContain('\nPagamento: PIX\n');
  });

  it.each([
    [{ status: 'pago', confirmacao: 'automatica', pago_em: new Date('2026-11-28T22:42:00Z') }, 'Pago via PIX às 19:42'],
    [{ status: 'pendente', confirmacao: 'automatica' }, 'Aguardando o PIX'],
    [{ status: 'divergente', confirmacao: 'automatica', valor_pago_centavos: 1000 }, 'PIX com valor diferente: R$ 10,00'],
    [{ status: 'expirado', confirmacao: 'automatica' }, 'PIX expirado, não pago'],
    [{ confirmacao: 'manual' }, 'Confirmar o PIX no banco'],
    [{}, 'Confirmar o PIX no banco'],
  ] as const)('when the PIX stands as %j (issue 45), then the ticket says "%s" under the payment', (situacao, linha) => {
    const texto = formatComanda({ ...PEDIDO, pagamento: { forma: 'pix', ...situacao } }, 80);
    expect(texto).toContain(`\nPagamento: PIX\n${linha}\n`);
  });

  it('when an order has free delivery and no checkout answers at all, then the fee reads Grátis and the missing blocks are left out', () => {
    expect(formatComanda({ ...PEDIDO, taxa_entrega_centavos: 0, total_centavos: 9600 }, 58)).toContain(
      '\nTaxa de entrega           Grátis\n',
    );
    const antigo = formatComanda({ ...PEDIDO, cliente: null, entrega: null, pagamento: null, observacao: null }, 58);
    expect(antigo).not.toMatch(/Cliente|ENTREGA|RETIRADA|ENVIO|Pagamento|Observação/);
    // Its fee is part of its total all the same.
    expect(antigo).toContain('\nTaxa de entrega          R$ 5,00\nTOTAL                  R$ 101,00\n');
  });

  it('when the order code line is built, then it is the one line marked for double size', () => {
    const destaques = linhasDaComanda(PEDIDO, 58).filter((linha) => linha.destaque);
    expect(destaques.map((linha) => linha.texto.trim())).toEqual(['PEDIDO #A7K2']);
  });

  it('when the order has a variant, a half-and-half pizza and a weighed cut (issue 30), then the ticket names each as the customer chose it, with the weight note', () => {
    const texto = formatComanda(
      {
        ...PEDIDO,
        itens: [
          { nome: 'Camiseta Básica — M / Preto', quantidade: 1, total_centavos: 5490, opcoes: [], observacao: null },
          {
            nome: 'Pizza grande',
            quantidade: 1,
            total_centavos: 4940,
            opcoes: [{ grupo: 'Sabores', fracoes: true, itens: [{ nome: '½ Calabresa' }, { nome: '½ Marguerita' }] }],
            observacao: null,
          },
          { nome: 'Picanha', quantidade: 1, gramas: 500, total_centavos: 1995, opcoes: [], observacao: null },
        ],
      },
      80,
    );
    expect(texto).toContain('1x Camiseta Básica — M / Preto');
    expect(texto).toMatch(/^ {3}½ Calabresa \+ ½ Marguerita$/m);
    expect(texto).not.toContain('Sabores:');
    expect(texto).toMatch(/^≈ 500 g Picanha +R\$ 19,95$/m);
    expect(corrido(texto)).toContain('Peso aproximado: o valor final pode variar um pouco.');
  });

  it('when the order is shipped to another state (issue 31), then the ticket says ENVIO (RJ), the whole address with its CEP, and the freight', () => {
    const texto = formatComanda(
      {
        ...PEDIDO,
        entrega: ENVIO_RJ,
      },
      80,
    );
    expect(texto).toContain('\n04/03/2026 15:07\nENVIO (RJ)\n');
    expect(texto).toContain('\nSubtotal                                R$ 96,00\nFrete (RJ)                               R$ 5,00\n');
    expect(corrido(texto)).toContain('Para: Av. Rio Branco, 156 — Centro — Rio de Janeiro/RJ — CEP 20040-020');
  });
});

describe('Comanda: every line that makes the total (issue 43)', () => {
  /** A shirt and a cap: R$ 84,85 of products, the shipment of the issue. */
  const ROUPAS: ComandaDoPedido['itens'] = [
    { nome: 'Camiseta Básica — M / Preto', quantidade: 1, total_centavos: 5490, opcoes: [], observacao: null },
    { nome: 'Boné aba curva', quantidade: 1, total_centavos: 2995, opcoes: [], observacao: null },
  ];
  const ENTREGA = { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' } as const;

  /** Each kind of order, with the lines its ticket must carry between Subtotal and TOTAL. */
  const casos: [string, Partial<ComandaDoPedido>, string[]][] = [
    ['delivery by neighbourhood', { entrega: ENTREGA, taxa_entrega_centavos: 500, total_centavos: 10100 }, ['Taxa de entrega|R$ 5,00']],
    ['pickup', { entrega: { tipo: 'retirada' }, taxa_entrega_centavos: 0, total_centavos: 9600 }, []],
    [
      'shipment to RJ',
      { itens: ROUPAS, subtotal_centavos: 8485, entrega: ENVIO_RJ, taxa_entrega_centavos: 2500, total_centavos: 10985 },
      ['Frete (RJ)|R$ 25,00'],
    ],
    [
      'shipment with its freight to agree',
      { entrega: ENVIO_RJ, taxa_entrega_centavos: 0, frete_a_combinar: true, total_centavos: 9600 },
      ['Frete (RJ)|A combinar'],
    ],
    [
      'delivery by distance',
      {
        entrega: { tipo: 'entrega', endereco: 'Rua das Flores, 123' },
        distancia_km: 3.2,
        taxa_entrega_centavos: 850,
        total_centavos: 10450,
      },
      ['Entrega (3,2 km)|R$ 8,50'],
    ],
    [
      'delivery with a coupon',
      { entrega: ENTREGA, taxa_entrega_centavos: 500, cupom: 'BEMVINDO', desconto_centavos: 1000, total_centavos: 9100 },
      ['Taxa de entrega|R$ 5,00', 'Desconto (cupom BEMVINDO)|-R$ 10,00'],
    ],
    [
      'shipment with a percentage coupon',
      { entrega: ENVIO_RJ, taxa_entrega_centavos: 2500, cupom: 'DEZ', desconto_centavos: 960, total_centavos: 11140 },
      ['Frete (RJ)|R$ 25,00', 'Desconto (cupom DEZ)|-R$ 9,60'],
    ],
    [
      'delivery made free by a coupon',
      { entrega: ENTREGA, taxa_entrega_centavos: 0, cupom: 'FRETEGRATIS', frete_gratis: true, total_centavos: 9600 },
      ['Taxa de entrega|Grátis', 'Cupom FRETEGRATIS|Entrega grátis'],
    ],
    [
      'pickup with the loyalty card’s reward',
      { entrega: { tipo: 'retirada' }, taxa_entrega_centavos: 0, fidelidade: true, desconto_centavos: 500, total_centavos: 9100 },
      ['Desconto (fidelidade)|-R$ 5,00'],
    ],
  ];

  /** A total's value on its line's right: an amount, or the word a free fee prints. */
  const VALOR = /\s(-?R\$ [\d.]+,\d\d|Grátis|Entrega grátis|Frete grátis|A combinar)$/;

  describe.each([58, 80] as const)('on %i mm paper', (largura) => {
    it.each(casos)(
      'when the order is a %s, then its products make the Subtotal and its lines add up to the printed TOTAL',
      (_, caso, esperadas) => {
        const pedido: ComandaDoPedido = { ...PEDIDO, pagamento: { forma: 'pix' }, ...caso };
        const texto = formatComanda(pedido, largura);
        const blocos = texto.split(`${'-'.repeat(largura === 58 ? 32 : 48)}\n`).map(linhas);
        const totais = blocos.find((bloco) => bloco.some((linha) => linha.startsWith('TOTAL ')))!;
        const itens = blocos[blocos.indexOf(totais) - 1]!;

        const produtos = itens.map((linha) => /(R\$ [\d.,]+)$/.exec(linha)?.[1]).filter((valor): valor is string => Boolean(valor));
        expect(produtos).toHaveLength(pedido.itens.length);
        const [subtotal, ...resto] = rotulosEValores(totais, VALOR);
        expect(subtotal![0]).toBe('Subtotal');
        expect(produtos.reduce((soma, valor) => soma + centavos(valor), 0)).toBe(centavos(subtotal![1]));

        const total = resto.pop()!;
        expect(total[0]).toBe('TOTAL');
        expect(centavos(total[1])).toBe(pedido.total_centavos);
        expect(resto.map(([rotulo, valor]) => `${rotulo}|${valor}`)).toEqual(esperadas);
        expect(centavos(subtotal![1]) + resto.reduce((soma, [, valor]) => soma + centavos(valor), 0)).toBe(centavos(total[1]));

        // The ESC/POS bytes print the same lines (those in ASCII read back as they are).
        const escpos = Buffer.from(comandaEscpos(pedido, largura, null)).toString('latin1');
        for (const linha of totais.filter((linha) => /^[\x20-\x7e]*$/.test(linha))) expect(escpos, linha).toContain(`${linha}\n`);
      },
    );
  });
});

describe('Comanda: typed text stored before it was cleaned at input (issue 43)', () => {
  const SUJO: ComandaDoPedido = {
    ...PEDIDO,
    cliente: { nome: '\u202eMaria\u001b da\u0000 Silva\u202c', telefone: '11912345678' },
    observacao: 'Tocar\u001d a\u0010 campainha\u2066',
  };

  it('when an order holds control characters or bidi overrides, then neither ticket prints them: the text one has none, the ESC/POS one the clean words', () => {
    const texto = formatComanda(SUJO, 80);
    // eslint-disable-next-line no-control-regex
    expect(texto).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(linhas(texto)).toEqual(expect.arrayContaining(['Cliente: Maria da Silva', 'Observação: Tocar a campainha']));
    const escpos = Buffer.from(comandaEscpos(SUJO, 80, null)).toString('latin1');
    expect(escpos).toContain('Cliente: Maria da Silva\n');
    expect(escpos).toContain('Tocar a campainha\n');
  });
});
