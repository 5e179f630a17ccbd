import { describe, expect, it } from 'vitest';
import { podeAbrir, telaInicial, telasDo } from '../src/features/owner-shell/menu';
import { linhaEscolhida, linhaSimples, semAcento, totalDoPad } from '../src/features/owner-garcom/pad';
import { umProdutoPublico } from '../../test/support/produtos';

describe('the waiter in the owner menu', () => {
  it('when a waiter signs in, then the pad is their first screen, then the room and their till; the floor staff see it too, the kitchen does not', () => {
    expect(telaInicial('garcom')).toBe('/garcom');
    // The room's screen (owner-salao, permission salao) comes after the pad: its calls and bills are the floor's too; then their till (issue 46).
    expect(telasDo('garcom').map(({ to }) => to)).toEqual(['/garcom', '/salao', '/caixa']);
    expect(podeAbrir('cozinha', '/caixa')).toBe(false);
    expect(podeAbrir('garcom', '/produtos')).toBe(false);
    expect(podeAbrir('garcom', '/cupons')).toBe(false);
    for (const papel of ['dono', 'gerente', 'atendente'] as const) expect(podeAbrir(papel, '/garcom')).toBe(true);
    expect(podeAbrir('cozinha', '/garcom')).toBe(false);
  });
});

describe('the order pad', () => {
  it('when lines are taken, then the total is their unit prices times their quantities, in cents', () => {
    const cafe = linhaSimples(umProdutoPublico({ nome: 'Café', preco: 33.33 }));
    const bolo = linhaSimples(umProdutoPublico({ nome: 'Bolo', preco: 7.5, preco_promocional: 6.25 }));
    expect(totalDoPad([{ ...cafe, linha: { ...cafe.linha, quantidade: 3 } }, bolo])).toBe(9_999 + 625);
    expect(semAcento('Guaraná AÇAÍ')).toBe('guarana acai');
  });

  it('when a required option is missing, then the pad says what to choose in the server’s words', () => {
    const produto = umProdutoPublico({
      nome: 'Açaí',
      preco: 10,
      preco_promocional: null,
      opcoes: [{ id: 'g1', nome: 'Tamanho', min: 1, max: 1, itens: [{ id: 'i1', nome: '500 ml', preco: 4 }] }] as never,
    });
    expect(linhaEscolhida(produto, [], null, null)).toEqual({ erro: 'Escolha 1 em “Tamanho” de Açaí.' });
    expect(linhaEscolhida(produto, [{ grupo: 'g1', itens: ['i1'] }], null, null)).toMatchObject({
      unitarioCentavos: 1_400,
      detalhe: '500 ml',
    });
  });

  it('when a combo’s item needs a choice, then the pad says which, as the combo’s page; chosen, the line is priced with it and sends it by id (issue 47)', () => {
    const tamanho = { id: 'tam', nome: 'Tamanho', min: 1, max: 1, itens: [{ id: 'g', nome: 'Grande', preco: 5 }] };
    const item = { imagem_url: '', esgotado: false, variacoes: null };
    const combo = umProdutoPublico({
      id: 'cmb',
      nome: 'Combo Casal',
      preco: 49.9,
      preco_promocional: null,
      combo: true,
      itens_do_combo: [
        { ...item, produto_id: 'bur', nome: 'X-Burger', quantidade: 2, opcoes: [tamanho] },
        { ...item, produto_id: 'bat', nome: 'Batata frita', quantidade: 1, opcoes: [] },
      ],
    } as never);
    expect(linhaEscolhida(combo, [], null, null)).toEqual({ erro: 'Escolha 1 em “Tamanho” de X-Burger.' });
    expect(linhaEscolhida(combo, [], null, null, { bur: { valores: [], escolhidos: { tam: ['g'] } } })).toMatchObject({
      unitarioCentavos: 4_990 + 2 * 500,
      detalhe: '2× X-Burger (Tamanho: Grande), 1× Batata frita',
      linha: { id: 'cmb', quantidade: 1, combo: [{ produto_id: 'bur', opcoes: [{ grupo: 'tam', itens: ['g'] }] }, { produto_id: 'bat' }] },
    });
  });
});
