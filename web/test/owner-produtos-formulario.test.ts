import { PRECO_INVALIDO, PROMOCIONAL_ACIMA, SKU_REPETIDO, SUGESTOES_DEMAIS, SUGESTOES_REPETIDAS, type Produto } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import {
  ESTOQUE_INVALIDO,
  GRAMAS_INVALIDO,
  novoGrupo,
  previewPromocao,
  produtoFormSchema,
  toFormValues,
  type ProdutoFormValues,
} from '../src/features/owner-produtos/formulario';
import { OPCOES_DO_HAMBURGUER, umProdutoSalvo } from '../../test/support/produtos';
import { mensagemPorCampo } from '../../test/support/schemas';

const HAMBURGUER = umProdutoSalvo({
  id: 'p1',
  nome: 'X-Burger',
  descricao: 'Pão, carne e queijo.',
  imagem_url: '/api/imagens/u1/a-800.webp',
  imagens: ['/api/imagens/u1/a-800.webp', '/api/imagens/u1/b-800.webp'],
  preco: 1234.5,
  preco_promocional: 29.9,
  estoque: 12,
  opcoes: [OPCOES_DO_HAMBURGUER[0]!],
  categoria_id: 'c1',
  sugestoes: ['p2'],
});

const CAMISETA: Produto = {
  ...HAMBURGUER,
  id: 'p2',
  nome: 'Camiseta Básica',
  preco: 49.9,
  preco_promocional: null,
  estoque: null,
  opcoes: [],
  variacoes: {
    eixos: [
      { nome: 'Tamanho', valores: ['P', 'M'] },
      { nome: 'Cor', valores: ['Preto'] },
    ],
    itens: [
      { id: 'vp', valores: ['P', 'Preto'], preco: null, estoque: 3, esgotado: false, sku: 'CAM-P', imagem_url: null },
      { id: 'vm', valores: ['M', 'Preto'], preco: 54.9, estoque: null, esgotado: true, sku: '', imagem_url: null },
    ],
  },
};

const issues = (values: ProdutoFormValues) => mensagemPorCampo(produtoFormSchema, values);

describe('Produto form', () => {
  it('when a saved product goes into the form and back, then the body keeps every group and choice id, the prices and the pictures in order', () => {
    const values = toFormValues(HAMBURGUER);
    expect(values.preco).toBe('1.234,50');
    expect(values.preco_promocional).toBe('29,90');
    expect(values.opcoes[0]!.itens).toEqual([
      { id: 'pequeno1', nome: 'Pequeno', preco: '' },
      { id: 'grande01', nome: 'Grande', preco: '5,00' },
    ]);
    const body = produtoFormSchema.parse(values);
    expect(body).toMatchObject({
      preco: 1234.5,
      preco_promocional: 29.9,
      estoque: 12,
      esgotado: false,
      categoria_id: 'c1',
      imagens: HAMBURGUER.imagens,
      imagem_url: HAMBURGUER.imagens[0],
      opcoes: HAMBURGUER.opcoes,
      sugestoes: ['p2'],
    });
  });

  it('when more than 3 suggestions or one twice are chosen, then the suggestions say so in Portuguese (the shared schema)', () => {
    expect(produtoFormSchema.parse({ ...toFormValues(), nome: 'Suco', preco: '8' }).sugestoes).toEqual([]);
    const values = toFormValues(HAMBURGUER);
    expect(issues({ ...values, sugestoes: ['p2', 'p3', 'p4', 'p5'] })).toEqual({ sugestoes: SUGESTOES_DEMAIS });
    expect(issues({ ...values, sugestoes: ['p2', 'p2'] })).toEqual({ sugestoes: SUGESTOES_REPETIDAS });
  });

  it('when the promotion and the stock are switched off, then they are sent as null even if a value is still typed', () => {
    const values = { ...toFormValues(HAMBURGUER), em_promocao: false, controlar_estoque: false };
    expect(values.preco_promocional).toBe('29,90');
    const body = produtoFormSchema.parse(values);
    expect(body.preco_promocional).toBeNull();
    expect(body.estoque).toBeNull();
  });

  it('when a new group and choices are added, then they go without an id (the server gives one) and a blank choice price is 0', () => {
    const values = toFormValues();
    values.nome = 'Açaí';
    values.preco = '12';
    values.opcoes = [
      {
        ...novoGrupo(),
        nome: 'Tamanho',
        itens: [
          { nome: '300 ml', preco: '' },
          { nome: '500 ml', preco: '4,5' },
        ],
      },
    ];
    const body = produtoFormSchema.parse(values);
    expect(body.opcoes).toEqual([
      {
        nome: 'Tamanho',
        tipo: 'opcoes',
        min: 1,
        max: 1,
        itens: [
          { nome: '300 ml', preco: 0 },
          { nome: '500 ml', preco: 4.5 },
        ],
      },
    ]);
    expect(body.imagens).toEqual([]);
    expect(body.imagem_url).toBe('');
    expect(body.categoria_id).toBeNull();
  });

  it('when prices are typed wrong, then each field gets its own Portuguese message, together with the other rules', () => {
    const values = toFormValues(HAMBURGUER);
    values.nome = ' ';
    values.preco = 'abc';
    values.opcoes[0]!.itens[1]!.preco = '5 reais';
    values.estoque = 'doze';
    expect(issues(values)).toEqual({
      nome: 'Informe o nome do produto.',
      preco: PRECO_INVALIDO,
      'opcoes.0.itens.1.preco': PRECO_INVALIDO,
      estoque: ESTOQUE_INVALIDO,
    });
  });

  it('when the promotional price is not below the price, then the field says so (PROMOCIONAL_ACIMA)', () => {
    const values = { ...toFormValues(HAMBURGUER), preco: '20', preco_promocional: '20,00' };
    expect(issues(values)).toEqual({ preco_promocional: PROMOCIONAL_ACIMA });
    expect(issues({ ...values, preco_promocional: '' })).toEqual({ preco_promocional: 'Informe o preço promocional.' });
  });

  it("when a group's rule does not fit its choices, then the group's field shows the shared schema's message", () => {
    const values = toFormValues(HAMBURGUER);
    values.opcoes[0]!.max = 3;
    expect(issues(values)).toEqual({ 'opcoes.0.max': 'O máximo não pode passar do número de opções (2).' });
    values.opcoes[0]!.max = 1;
    values.opcoes[0]!.min = 2;
    expect(issues(values)).toEqual({ 'opcoes.0.min': 'O mínimo não pode ser maior que o máximo.' });
    values.opcoes[0]!.min = Number.NaN;
    expect(issues(values)).toEqual({ 'opcoes.0.min': 'Informe o mínimo.' });
  });

  it('when stock is tracked, then "1.000" is a thousand and a blank or negative stock is refused', () => {
    const values = { ...toFormValues(HAMBURGUER), estoque: '1.000' };
    expect(produtoFormSchema.parse(values).estoque).toBe(1000);
    expect(issues({ ...values, estoque: '' })).toEqual({ estoque: 'Informe o estoque.' });
    expect(issues({ ...values, estoque: '-2' })).toEqual({ estoque: 'O estoque não pode ser negativo.' });
  });

  it('when both prices read, then the preview says "de R$ X por R$ Y"', () => {
    expect(previewPromocao('30', '25,5')?.replace(/\s/g, ' ')).toBe('de R$ 30,00 por R$ 25,50');
    expect(previewPromocao('30', 'x')).toBeNull();
  });

  it('when a product with a grade goes into the form and back, then every combination keeps its id, stock, price and code, and the product stock is null', () => {
    const values = toFormValues(CAMISETA);
    expect(values.variacoes.itens[1]).toMatchObject({ id: 'vm', preco: '54,90', estoque: '', esgotado: true });
    const body = produtoFormSchema.parse({ ...values, controlar_estoque: true, estoque: '7' });
    expect(body.variacoes).toEqual(CAMISETA.variacoes);
    expect(body.estoque).toBeNull();
    expect(body.unidade).toBe('un');
  });

  it("when a combination's stock, price or code is wrong, then the message lands on that row's field", () => {
    const values = toFormValues(CAMISETA);
    values.variacoes.itens[0]!.estoque = 'três';
    values.variacoes.itens[1]!.preco = 'caro';
    expect(issues(values)).toEqual({
      'variacoes.itens.0.estoque': ESTOQUE_INVALIDO,
      'variacoes.itens.1.preco': PRECO_INVALIDO,
    });
    // The grade's own rules (a code twice) once its fields read.
    const repetido = toFormValues(CAMISETA);
    repetido.variacoes.itens[1]!.sku = 'CAM-P';
    expect(issues(repetido)).toEqual({ 'variacoes.itens.1.sku': SKU_REPETIDO });
  });

  it('when the product is sold by weight, then the step and minimum go in grams, the grade is not sent, and a missing step or an odd minimum is refused', () => {
    const values = {
      ...toFormValues(CAMISETA),
      nome: 'Açaí',
      preco: '39,90',
      unidade: 'kg' as const,
      passo_gramas: '100',
      minimo_gramas: '300',
    };
    const body = produtoFormSchema.parse(values);
    expect(body).toMatchObject({ unidade: 'kg', preco: 39.9, passo_gramas: 100, minimo_gramas: 300, variacoes: null });
    expect(issues({ ...values, passo_gramas: '' })).toEqual({ passo_gramas: 'Informe o passo do peso, como 100 g.' });
    expect(issues({ ...values, minimo_gramas: '250' })).toEqual({ minimo_gramas: 'O peso mínimo deve ser múltiplo do passo.' });
    expect(issues({ ...values, passo_gramas: '1,5' })).toEqual({ passo_gramas: GRAMAS_INVALIDO });
    expect(produtoFormSchema.parse({ ...values, unidade: 'un' as const }).passo_gramas).toBeNull();
  });

  it('when a group is of flavours, then it is sent with its price rule, and a plain group with none', () => {
    const values = toFormValues(HAMBURGUER);
    values.opcoes[0] = { ...values.opcoes[0]!, tipo: 'sabores', regra_preco: 'maior', max: 2 };
    expect(produtoFormSchema.parse(values).opcoes[0]).toMatchObject({ tipo: 'sabores', regra_preco: 'maior', min: 1, max: 2 });
    values.opcoes[0].max = 1;
    expect(issues(values)).toEqual({ 'opcoes.0.max': 'Uma pizza tem de 2 a 4 sabores.' });
    values.opcoes[0] = { ...values.opcoes[0], tipo: 'opcoes' };
    expect(produtoFormSchema.parse(values).opcoes[0]).not.toHaveProperty('regra_preco');
  });

  it('when the product is switched to a combo (issue 47), then its items are sent with their units and its own stock, grade and weight are not; fewer than 2 units are refused on the form', () => {
    const values = { ...toFormValues(CAMISETA), controlar_estoque: true, estoque: '5', unidade: 'kg' as const, e_combo: true };
    values.combo_itens = [
      { produto_id: 'p1', quantidade: 2 },
      { produto_id: 'p3', quantidade: 1 },
    ];
    expect(produtoFormSchema.parse(values)).toMatchObject({
      combo: {
        itens: [
          { produto_id: 'p1', quantidade: 2 },
          { produto_id: 'p3', quantidade: 1 },
        ],
      },
      estoque: null,
      variacoes: null,
      unidade: 'un',
    });
    expect(toFormValues(umProdutoSalvo({ combo: { itens: [{ produto_id: 'p1', quantidade: 2 }] } }))).toMatchObject({
      e_combo: true,
      combo_itens: [{ produto_id: 'p1', quantidade: 2 }],
    });
    expect(Object.values(issues({ ...values, combo_itens: [{ produto_id: 'p1', quantidade: 1 }] }))).toEqual([
      'Um combo precisa de pelo menos 2 unidades: escolha outro produto ou aumente a quantidade.',
    ]);
    expect(produtoFormSchema.parse({ ...values, e_combo: false, unidade: 'un' as const }).combo).toBeNull();
  });
});
