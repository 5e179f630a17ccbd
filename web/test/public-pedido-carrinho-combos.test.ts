import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPedido } from '../src/public-app/checkout/api';
import { pedirDeNovo } from '../src/public-app/meus-pedidos/pedir-de-novo';
import { umProdutoPublico } from '../../test/support/produtos';
import {
  addProduto,
  EMPTY_CARRINHO,
  parseCarrinho,
  refreshFromCatalogo,
  type ItemDoComboDaLinha,
} from '../src/public-app/carrinho/carrinho';

/** A combo's line in the cart (issue 47): its items as chosen, priced and sent the server's way. */
const combo = { id: 'cmb', nome: 'Combo Casal', preco: 49.9, preco_promocional: null };
const grande = { grupo_id: 'tam', grupo: 'Tamanho', itens: [{ id: 'g', nome: 'Grande', preco: 5 }] };
const pequeno = { grupo_id: 'tam', grupo: 'Tamanho', itens: [{ id: 'p', nome: 'Pequeno', preco: 0 }] };
const sabores = {
  grupo_id: 'sab',
  grupo: 'Sabores',
  fracoes: true as const,
  regra_preco: 'media' as const,
  itens: [{ id: 'cal', nome: '½ Calabresa', preco: 45.9 }],
};
const itens = (tamanho: ItemDoComboDaLinha['opcoes'][number]): ItemDoComboDaLinha[] => [
  { produto_id: 'bur', nome: 'X-Burger', quantidade: 2, opcoes: [tamanho] },
  { produto_id: 'piz', nome: 'Pizza', quantidade: 1, opcoes: [sabores] },
  {
    produto_id: 'cam',
    nome: 'Camiseta — M / Preto',
    quantidade: 1,
    opcoes: [],
    variacao: { id: 'v-m', valores: ['M', 'Preto'], preco: null },
  },
];
const escolha = (tamanho = grande) => ({ opcoes: [], observacao: '', combo: itens(tamanho) });
afterEach(() => vi.unstubAllGlobals());

describe('the cart’s line of a combo (issue 47)', () => {
  it('when a combo is added, then its price is its own plus its items’ surcharges times their units (flavours add nothing), and chosen differently it is another line', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, combo, 1, escolha());
    carrinho = addProduto(carrinho, combo, 1, escolha(pequeno));
    carrinho = addProduto(carrinho, combo, 1, escolha());
    expect(carrinho.linhas.map(({ preco, quantidade }) => [preco, quantidade])).toEqual([
      [59.9, 2],
      [49.9, 1],
    ]);
    // The catalogue's price changes: the surcharges stay.
    expect(refreshFromCatalogo(carrinho, [{ ...combo, preco: 39.9 }]).linhas.map(({ preco }) => preco)).toEqual([49.9, 39.9]);
  });

  it('when the cart is sent, then a combo’s line carries each item’s variant and choices by id; read back from storage, it survives whole', async () => {
    let body: { produtos: object[] } | undefined;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      body = JSON.parse(init.body as string);
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const carrinho = addProduto(EMPTY_CARRINHO, combo, 1, escolha());
    await createPedido({ slug: 'loja' }, carrinho.linhas, 'chave');
    expect(body!.produtos).toEqual([
      {
        id: 'cmb',
        nome: 'Combo Casal',
        preco: 59.9,
        quantidade: 1,
        combo: [
          { produto_id: 'bur', opcoes: [{ grupo: 'tam', itens: ['g'] }] },
          { produto_id: 'piz', opcoes: [{ grupo: 'sab', itens: ['cal'] }] },
          { produto_id: 'cam', variacao_id: 'v-m' },
        ],
      },
    ]);
    expect(parseCarrinho(JSON.stringify(carrinho))).toEqual(carrinho);
    const estragado = { linhas: [{ ...carrinho.linhas[0], combo: [{ produto_id: 'bur', nome: 'X', quantidade: 0, opcoes: [] }] }] };
    expect(parseCarrinho(JSON.stringify(estragado)).linhas).toEqual([]);
  });

  it('when a combo is ordered again, then it goes back with its items as chosen while the shop’s combo holds the same items, else the page is asked for', () => {
    const [linha] = addProduto(EMPTY_CARRINHO, combo, 1, escolha()).linhas;
    const item = (produto_id: string, quantidade: number) => ({
      produto_id,
      quantidade,
      nome: produto_id,
      imagem_url: '',
      esgotado: false,
      opcoes: [],
      variacoes: null,
    });
    const hoje = umProdutoPublico({ ...combo, combo: true, itens_do_combo: [item('bur', 2), item('piz', 1), item('cam', 1)] });
    const deNovo = pedirDeNovo([linha!], new Map([['cmb', hoje]]));
    expect(deNovo.avisos).toEqual([]);
    expect(deNovo.linhas[0]!.escolha.combo).toEqual(linha!.combo);
    const mudou = pedirDeNovo([linha!], new Map([['cmb', { ...hoje, itens_do_combo: [item('bur', 1), item('piz', 1)] }]]));
    expect(mudou).toEqual({ linhas: [], avisos: ['Combo Casal mudou: escolha de novo na página do produto.'] });
  });
});
