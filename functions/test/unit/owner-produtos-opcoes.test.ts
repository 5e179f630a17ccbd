import { describe, expect, it } from 'vitest';
import { idNoProduto } from '../../src/model/produtos.js';
import { idsDasOpcoes, type OpcaoGrupoEnviado } from '../../src/features/owner-produtos/opcoes.js';
import { novaOrdem } from '../../src/model/ordem.js';
import { grupoDeOpcoes, OPCOES_DO_HAMBURGUER, opcoesSemIds } from '../../../test/support/produtos.js';

/** Ids n1, n2, … in the order asked, so a test can say which one a group or choice got. */
const sequencia = () => {
  let n = 0;
  return () => `n${++n}`;
};

/** The burger's size group, with the ids the server gave it: tamanho1 holds pequeno1 and grande01. */
const tamanho = OPCOES_DO_HAMBURGUER[0]!;

describe('Ids das opções', () => {
  it('when a product is created, then every group and choice gets a new id of 8 characters [a-z0-9], all different', () => {
    const grupos = idsDasOpcoes(opcoesSemIds(), []);
    const ids = grupos.flatMap((grupo) => [grupo.id, ...grupo.itens.map((item) => item.id)]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{8}$/);
    expect(grupos).toMatchObject(opcoesSemIds());
  });

  it('when the owner renames a group and a choice sending their ids, then both keep them', () => {
    const enviados: OpcaoGrupoEnviado[] = [
      { id: 'tamanho1', nome: 'Tamanho do lanche', min: 1, max: 1, itens: [{ id: 'grande01', nome: 'Gigante', preco: 6 }] },
    ];
    expect(idsDasOpcoes(enviados, [tamanho], sequencia())).toEqual([
      { id: 'tamanho1', nome: 'Tamanho do lanche', min: 1, max: 1, itens: [{ id: 'grande01', nome: 'Gigante', preco: 6 }] },
    ]);
  });

  it('when a choice is removed and added again without its id, then it gets a new one', () => {
    const enviados: OpcaoGrupoEnviado[] = [{ id: 'tamanho1', nome: 'Tamanho', min: 1, max: 1, itens: [{ nome: 'Pequeno', preco: 0 }] }];
    expect(idsDasOpcoes(enviados, [tamanho], sequencia())[0]!.itens).toEqual([{ id: 'n1', nome: 'Pequeno', preco: 0 }]);
  });

  it('when an id is unknown, another kind (a choice id on a group) or sent twice, then a new id replaces it', () => {
    const enviados: OpcaoGrupoEnviado[] = [
      { id: 'outroprd', nome: 'A', min: 0, max: 1, itens: [{ id: 'tamanho1', nome: 'x', preco: 0 }] },
      {
        id: 'pequeno1',
        nome: 'B',
        min: 0,
        max: 2,
        itens: [
          { id: 'pequeno1', nome: 'y', preco: 0 },
          { id: 'pequeno1', nome: 'z', preco: 0 },
        ],
      },
    ];
    const grupos = idsDasOpcoes(enviados, [tamanho], sequencia());
    expect(grupos.map((grupo) => [grupo.id, ...grupo.itens.map((item) => item.id)])).toEqual([
      ['n1', 'n2'],
      ['n3', 'pequeno1', 'n4'],
    ]);
  });

  it('when a generated id repeats one in use, then another is drawn', () => {
    const repetidos = ['tamanho1', 'pequeno1', 'novo0001', 'novo0001', 'novo0002'];
    const enviados: OpcaoGrupoEnviado[] = [{ id: 'tamanho1', ...grupoDeOpcoes('Tamanho', [1, 1], { Médio: 1, Família: 9 }) }];
    const itens = idsDasOpcoes(enviados, [tamanho], () => repetidos.shift()!)[0]!.itens;
    expect(itens.map((item) => item.id)).toEqual(['novo0001', 'novo0002']);
  });

  it('when ids are drawn, then they vary', () => {
    expect(new Set(Array.from({ length: 50 }, idNoProduto)).size).toBe(50);
  });
});

describe('Ordem do lojista', () => {
  const atuais = [
    { id: 'a', nome: 'Água', ordem: 0 },
    { id: 'b', nome: 'Bolo', ordem: 0 },
    { id: 'c', nome: 'Café', ordem: 1_700_000_000_000 },
    { id: 'd', nome: 'Doce', ordem: 3 },
  ];

  it('when some ids are listed, then they come first and the rest follow in their order; records already in order keep their place', () => {
    // c, a, b, d: b (0) and d (3) are already in increasing order and stay; c and a go before b.
    expect(novaOrdem(atuais, ['c', 'a'])).toEqual({
      mudancas: [
        { id: 'c', ordem: -2 },
        { id: 'a', ordem: -1 },
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

  it('when one product of 10,000 is dragged to the top, then it is the only write, and the order read back is the one asked', () => {
    const muitos = Array.from({ length: 10_000 }, (_, indice) => ({ id: `p${indice}`, nome: `P${indice}`, ordem: indice + 1 }));
    const pedido = ['p7000', ...muitos.map(({ id }) => id).filter((id) => id !== 'p7000')];
    const resultado = novaOrdem(muitos, pedido);
    expect(resultado).toEqual({ mudancas: [{ id: 'p7000', ordem: 0 }] });
    const aplicado = muitos.map((registro) => ({ ...registro, ordem: registro.id === 'p7000' ? 0 : registro.ordem }));
    expect(aplicado.sort((a, b) => a.ordem - b.ordem).map(({ id }) => id)).toEqual(pedido);
  });

  it('when a product is moved between the same two neighbours again and again, then once no number fits between them everything is renumbered 1..n', () => {
    let registros = [
      { id: 'a', nome: 'A', ordem: 1 },
      { id: 'b', nome: 'B', ordem: 2 },
      { id: 'c', nome: 'C', ordem: 3 },
    ];
    let renumerou = false;
    for (let vez = 0; vez < 80 && !renumerou; vez++) {
      // Alternately b then c goes right after a: each time into the gap the previous move left.
      const movido = vez % 2 === 0 ? 'c' : 'b';
      const outro = movido === 'c' ? 'b' : 'c';
      const resultado = novaOrdem(registros, ['a', movido, outro]);
      if (!('mudancas' in resultado)) throw new Error('id desconhecido');
      const novas = new Map(resultado.mudancas.map(({ id, ordem }) => [id, ordem]));
      registros = registros.map((registro) => ({ ...registro, ordem: novas.get(registro.id) ?? registro.ordem }));
      expect([...registros].sort((x, y) => x.ordem - y.ordem).map(({ id }) => id)).toEqual(['a', movido, outro]);
      // Each move halves the gap; once a float no longer fits, the three are 1, 2, 3 again.
      renumerou =
        registros
          .map(({ ordem }) => ordem)
          .sort((x, y) => x - y)
          .join() === '1,2,3';
    }
    expect(renumerou).toBe(true);
  });

  it('when an id is not one of the records, then it is named and nothing changes', () => {
    expect(novaOrdem(atuais, ['a', 'zz'])).toEqual({ desconhecido: 'zz' });
  });
});
