import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento.js';
import { planoSchema } from '../src/plataforma/schema.js';
import { atendimentoSchema } from '../src/atendimento/schema.js';
import { lojaSchema } from '../src/loja/schema.js';
import { pedidoSchema } from '../src/pedido/schema.js';
import { categoriaSchema, produtoSchema } from '../src/produto/schema.js';
import { limparTexto, texto } from '../src/zod.js';

/** Every character limparTexto drops, one of each kind. */
const PROIBIDOS = ['\u0000', '\u0007', '\u0008', '\u000b', '\u000c', '\u0010', '\u001b', '\u001d', '\u001f', '\u007f', '\u0085', '\u009f'];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
/** "A B C" spelled with them in between: what a crafted request sends. */
const SUJO = `\u202eA\u001b B\u0000\u2066 C\u202c\u0010`;
const LIMPO = 'A B C';

// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Every string of a parsed value, wherever it is. */
const textos = (valor: unknown): string[] =>
  typeof valor === 'string' ? [valor] : typeof valor === 'object' && valor !== null ? Object.values(valor).flatMap(textos) : [];

describe('limparTexto (every typed text, at input)', () => {
  it.each([...PROIBIDOS, ...BIDI].map((char) => [`U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, char]))(
    'when a text holds %s, then it is dropped',
    (_nome, char) => {
      expect(limparTexto(`Mar${char}ia`)).toBe('Maria');
    },
  );

  it('when a text holds line breaks, tabs, accents, emoji and bidi marks, then they stay; \\r\\n and \\r become \\n', () => {
    expect(limparTexto('Sem cebola\n\tbem passado\r\nçãé 👩‍🍳 \u200f')).toBe('Sem cebola\n\tbem passado\nçãé 👩‍🍳 \u200f');
    expect(limparTexto('a\rb')).toBe('a\nb');
  });

  it('when a text helper reads a value, then it cleans before it trims and before it counts', () => {
    expect(texto(3).parse(` ${'\u0000'.repeat(10)}abc\u202e `)).toBe('abc');
    expect(texto(3).safeParse('abcd').success).toBe(false);
  });
});

describe('Every typed text of the schemas goes through it', () => {
  it('when an order carries them in every text field, then the parsed order has none', () => {
    const pedido = pedidoSchema.parse({
      produtos: [{ id: 'p1', nome: SUJO, quantidade: 1, observacao: SUJO }],
      cliente: { nome: SUJO },
      entrega: {
        tipo: 'entrega',
        bairro: SUJO,
        endereco: SUJO,
        complemento: SUJO,
        referencia: SUJO,
        cep: SUJO,
        logradouro: SUJO,
        numero: SUJO,
        cidade: SUJO,
      },
      observacao: SUJO,
    });
    expect(pedido.cliente?.nome).toBe(LIMPO);
    expect(pedido.observacao).toBe(LIMPO);
    expect(pedido.produtos[0]).toMatchObject({ nome: LIMPO, observacao: LIMPO });
    expect(Object.values(pedido.entrega ?? {}).filter((valor) => valor !== 'entrega')).toEqual(Array(8).fill(LIMPO));
  });

  it("when the owner's product, category, shop, service settings and the administrator's plan carry them, then none is kept", () => {
    const lidos = [
      produtoSchema.parse({
        nome: SUJO,
        descricao: SUJO,
        preco: 10,
        opcoes: [{ nome: SUJO, min: 0, max: 1, itens: [{ nome: SUJO }] }],
      }),
      categoriaSchema.parse({ nome: SUJO }),
      lojaSchema.parse({
        nome_loja: SUJO,
        mensagem_personalizada: SUJO,
        texto_botao: SUJO,
        endereco: SUJO,
        telefone: SUJO,
        instagram: SUJO,
        facebook: SUJO,
      }),
      atendimentoSchema.parse({ ...ATENDIMENTO_EXEMPLO, bairros: [{ nome: SUJO, taxa: 4 }] }),
      planoSchema.parse({ nome: SUJO, preco: 0, descricao: SUJO, limite_produtos: 10, vantagens: SUJO }),
    ];
    for (const lido of lidos) expect(textos(lido).filter((valor) => CONTROLE.test(valor))).toEqual([]);
    expect(textos(lidos).filter((valor) => valor === LIMPO)).toHaveLength(4 + 1 + 7 + 1 + 3);
  });
});
