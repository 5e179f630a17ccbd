import { describe, expect, it } from 'vitest';
import { COMBO_SEM_ESTOQUE, COMBO_SEM_GRADE } from '@vitrine/shared';
import {
  criarProduto,
  exportarProdutos,
  importarProdutos,
  listarProdutos,
  newOwner,
  produtosGuardados,
} from '../../../test/support/api.js';
import { umCombo, umHamburguer, umProduto } from '../../../test/support/produtos.js';

/*
 * Combos (issue 47) in the products spreadsheet: the export says what a combo holds in its own
 * column; the import reads that column back but never changes a combo's items (the product form
 * does), and holds a combo to the API's rules: no stock and no grade of its own.
 */

const CABECALHO = 'id;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens;combo';

/** A burger, fries and "Combo Casal" of 2 burgers and 1 fries, with the shop's export split in lines. */
async function lojaComCombo() {
  const owner = await newOwner();
  const burger = await criarProduto(owner, umHamburguer());
  const batata = await criarProduto(owner, umProduto({ nome: 'Batata frita', preco: 12, estoque: 10 }));
  const combo = await criarProduto(
    owner,
    umCombo(
      [
        [burger.id, 2],
        [batata.id, 1],
      ],
      { preco: 49.9 },
    ),
  );
  const { bytes } = await exportarProdutos(owner);
  return { owner, burger, batata, combo, linhas: bytes.toString('utf8').slice(1).split('\r\n'), bytes };
}

describe('Planilha de produtos: combos (issue 47)', () => {
  it('when the shop has a combo, then the export lists its items in a combo column, and the file imported back changes nothing', async () => {
    const { owner, burger, batata, combo, linhas, bytes } = await lojaComCombo();
    expect(linhas).toEqual([
      CABECALHO,
      `${burger.id};X-Burger;;30,00;;;sim;não;não;;;;`,
      `${batata.id};Batata frita;;12,00;;;sim;não;não;10;;;`,
      `${combo.id};Combo Casal;;49,90;;;sim;não;não;;;;2× X-Burger, 1× Batata frita`,
      '',
    ]);
    const antes = await produtosGuardados(owner);
    expect((await importarProdutos(owner, bytes)).body).toEqual({ criados: 0, atualizados: 0, erros: [] });
    expect(await produtosGuardados(owner)).toEqual(antes);
  });

  it('when a row gives a combo a stock or a grade, then the API’s messages refuse it on its line and nothing is written', async () => {
    const { owner, combo } = await lojaComCombo();
    const antes = await produtosGuardados(owner);
    const comEstoque = await importarProdutos(owner, ['id;nome;preco;estoque', `${combo.id};Combo Casal;49,90;5`].join('\n'));
    expect([comEstoque.status, comEstoque.body.erros]).toEqual([400, [{ linha: 2, mensagem: `estoque: ${COMBO_SEM_ESTOQUE}` }]]);
    const comGrade = await importarProdutos(
      owner,
      ['id;nome;preco;grade;variacao', `${combo.id};Combo Casal;49,90;Tamanho;P`, `${combo.id};Combo Casal;49,90;Tamanho;G`].join('\n'),
    );
    expect([comGrade.status, comGrade.body.erros]).toEqual([400, [{ linha: 2, mensagem: `variacao: ${COMBO_SEM_GRADE}` }]]);
    expect(await produtosGuardados(owner)).toEqual(antes);
  });

  it('when the combo column is edited, given to an item of a combo or to a new row, then it is refused: a combo’s items change in the product form', async () => {
    const { owner, burger, combo } = await lojaComCombo();
    const antes = await produtosGuardados(owner);
    const response = await importarProdutos(
      owner,
      [
        'id;nome;preco;combo',
        `${combo.id};Combo Casal;49,90;3× X-Burger, 1× Batata frita`,
        `${burger.id};X-Burger;30;2× Batata frita`,
        `;Combo Família;89,90;4× X-Burger`,
      ].join('\n'),
    );
    expect(response.status).toBe(400);
    const mensagem = 'combo: Os itens de um combo mudam no formulário do produto: na planilha, deixe a coluna combo como foi exportada.';
    expect(response.body.erros).toEqual([
      { linha: 2, mensagem },
      { linha: 3, mensagem },
      { linha: 4, mensagem },
    ]);
    expect(await produtosGuardados(owner)).toEqual(antes);
  });

  it('when the combo column is written with other spaces or case, or the sheet leaves it out, then the combo is kept as it is', async () => {
    const { owner, combo } = await lojaComCombo();
    const response = await importarProdutos(
      owner,
      ['id;nome;preco;Combo', `${combo.id};Combo Casal;52,00; 2× x-burger,  1× Batata Frita `].join('\n'),
    );
    expect(response.body).toEqual({ criados: 0, atualizados: 1, erros: [] });
    const depois = await listarProdutos(owner);
    expect(depois.find((produto) => produto.id === combo.id)).toMatchObject({ preco: 52, combo: combo.combo });
    const semColuna = await importarProdutos(owner, ['id;nome;preco', `${combo.id};Combo Casal;53,00`].join('\n'));
    expect(semColuna.body).toEqual({ criados: 0, atualizados: 1, erros: [] });
  });
});
