import { describe, expect, it } from 'vitest';
import type { OpcaoGrupo } from '@vitrine/shared';
import { idDeOpcao, idsDasOpcoes, type OpcaoGrupoEnviado } from '../../src/features/owner-produtos/opcoes.js';
import { novaOrdem } from '../../src/model/ordem.js';

/** Ids n1, n2, … in the order asked, so a test can say which one a group or choice got. */
const sequencia = () => {
  let n = 0;
  return () => `n${++n}`;
};

const tamanho: OpcaoGrupo = {
  id: 'grupo001',
  nome: 'Tamanho',
  min: 1,
  max: 1,
  itens: [
    { id: 'item0001', nome: 'Pequeno', preco: 0 },
    { id: 'item0002', nome: 'Grande', preco: 5 },
  ],
};

describe('Ids das opções', () => {
  it('when a product is created, then every group and choice gets a new id of 8 characters [a-z0-9], all different', () => {
    const grupos = idsDasOpcoes(
      [
        {
          nome: 'Tamanho',
          min: 1,
          max: 1,
          itens: [
            { nome: 'P', preco: 0 },
            { nome: 'G', preco: 2 },
          ],
        },
        {
          nome: 'Molho',
          min: 0,
          max: 2,
          itens: [
            { nome: 'Alho', preco: 0 },
            { nome: 'Picante', preco: 0 },
          ],
        },
      ],
      [],
    );
    const ids = grupos.flatMap((grupo) => [grupo.id, ...grupo.itens.map((item) => item.id)]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{8}$/);
    expect(grupos[0]).toMatchObject({
      nome: 'Tamanho',
      min: 1,
      max: 1,
      itens: [
        { nome: 'P', preco: 0 },
        { nome: 'G', preco: 2 },
      ],
    });
  });

  it('when the owner renames a group and a choice sending their ids, then both keep them', () => {
    const enviados: OpcaoGrupoEnviado[] = [
      { id: 'grupo001', nome: 'Tamanho do lanche', min: 1, max: 1, itens: [{ id: 'item0002', nome: 'Gigante', preco: 6 }] },
    ];
    expect(idsDasOpcoes(enviados, [tamanho], sequencia())).toEqual([
      { id: 'grupo001', nome: 'Tamanho do lanche', min: 1, max: 1, itens: [{ id: 'item0002', nome: 'Gigante', preco: 6 }] },
    ]);
  });

  it('when a choice is removed and added again without its id, then it gets a new one', () => {
    const enviados: OpcaoGrupoEnviado[] = [{ id: 'grupo001', nome: 'Tamanho', min: 1, max: 1, itens: [{ nome: 'Pequeno', preco: 0 }] }];
    expect(idsDasOpcoes(enviados, [tamanho], sequencia())[0]!.itens).toEqual([{ id: 'n1', nome: 'Pequeno', preco: 0 }]);
  });

  it('when an id is unknown, another kind (a choice id on a group) or sent twice, then a new id replaces it', () => {
    const enviados: OpcaoGrupoEnviado[] = [
      { id: 'outroprd', nome: 'A', min: 0, max: 1, itens: [{ id: 'grupo001', nome: 'x', preco: 0 }] },
      {
        id: 'item0001',
        nome: 'B',
        min: 0,
        max: 2,
        itens: [
          { id: 'item0001', nome: 'y', preco: 0 },
          { id: 'item0001', nome: 'z', preco: 0 },
        ],
      },
    ];
    const grupos = idsDasOpcoes(enviados, [tamanho], sequencia());
    expect(grupos.map((grupo) => [grupo.id, ...grupo.itens.map((item) => item.id)])).toEqual([
      ['n1', 'n2'],
      ['n3', 'item0001', 'n4'],
    ]);
  });

  it('when a generated id repeats one in use, then another is drawn', () => {
    const repetidos = ['grupo001', 'item0001', 'novo0001', 'novo0001', 'novo0002'];
    const enviados: OpcaoGrupoEnviado[] = [
      {
        id: 'grupo001',
        nome: 'Tamanho',
        min: 1,
        max: 1,
        itens: [
          { nome: 'Médio', preco: 1 },
          { nome: 'Família', preco: 9 },
        ],
      },
    ];
    const itens = idsDasOpcoes(enviados, [tamanho], () => repetidos.shift()!)[0]!.itens;
    expect(itens.map((item) => item.id)).toEqual(['novo0001', 'novo0002']);
  });

  it('when ids are drawn, then they vary', () => {
    expect(new Set(Array.from({ length: 50 }, idDeOpcao)).size).toBe(50);
  });
});

describe('Ordem do lojista', () => {
  const atuais = [
    { id: 'a', nome: 'Água', ordem: 0 },
    { id: 'b', nome: 'Bolo', ordem: 0 },
    { id: 'c', nome: 'Café', ordem: 1_700_000_000_000 },
    { id: 'd', nome: 'Doce', ordem: 3 },
  ];

  it('when some ids are listed, then they take places 1..n and the rest follow in their order; unchanged places are not written', () => {
    expect(novaOrdem(atuais, ['c', 'a'])).toEqual({
      mudancas: [
        { id: 'c', ordem: 1 },
        { id: 'a', ordem: 2 },
        // b (ordem 0) before d (3): their current order, kept after the listed ones.
        { id: 'b', ordem: 3 },
        { id: 'd', ordem: 4 },
      ],
    });
    expect(
      novaOrdem(
        [
          { id: 'x', nome: 'X', ordem: 1 },
          { id: 'y', nome: 'Y', ordem: 2 },
        ],
        ['x'],
      ),
    ).toEqual({ mudancas: [] });
  });

  it('when an id is not one of the records, then it is named and nothing changes', () => {
    expect(novaOrdem(atuais, ['a', 'zz'])).toEqual({ desconhecido: 'zz' });
  });
});
