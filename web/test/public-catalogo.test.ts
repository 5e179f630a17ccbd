import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api';
import { lojaContatoOf, pageErrorOf } from '../src/public-app/errors';
import { publicRoute } from '../src/lib/public-paths';
import { filterProdutos } from '@vitrine/shared/catalogo';
import { umProdutoPublico } from '../../test/support/produtos';
import type { CatalogoResponse } from '@vitrine/shared';
import { produtosNaTela, secoesDoCardapio } from '../src/public-app/public-catalogo/secoes';
import { cachedData, read, type ReadDefinition } from '../src/public-app/read-cache';

describe('public routes (the boot entry mounts the public app for these paths only)', () => {
  it('when the path is a catalogue or a product, by slug or by id, then it names the shop and the product', () => {
    expect(publicRoute('/loja/demo')).toEqual({ lojaRef: { slug: 'demo' }, produtoId: undefined });
    expect(publicRoute('/catalogo/abc123/')).toEqual({ lojaRef: { lojaId: 'abc123' }, produtoId: undefined });
    expect(publicRoute('/loja/demo/produto/p1')).toEqual({ lojaRef: { slug: 'demo' }, produtoId: 'p1' });
    expect(publicRoute('/LOJA/caf%C3%A9')).toEqual({ lojaRef: { slug: 'café' }, produtoId: undefined });
  });

  it('when the path is anything else, then it is the owner app’s (landing, owner, admin, 404)', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/loja',
      '/loja/',
      '/loja/demo/outra',
      '/loja/demo/produto',
      '/loja/%E0%A4%A',
      '/admin/lojistas',
    ]) {
      expect(publicRoute(path), path).toBeNull();
    }
  });
});

describe('public reads (read-cache.ts, in place of TanStack Query on the public pages)', () => {
  afterEach(() => vi.useRealTimers());
  let n = 0;
  const definition = <T>(fetch: () => Promise<T>, canRetry = (failures: number) => failures < 1): ReadDefinition<T> => ({
    key: `/teste/${++n}`,
    fetch,
    canRetry,
  });

  it('when two readers ask at once, then one request answers both, and a fresh answer is not asked again', async () => {
    const buscar = vi.fn(async () => ({ ok: true }));
    const leitura = definition(buscar);
    const [a, b] = await Promise.all([read(leitura), read(leitura)]);
    expect(a).toEqual({ ok: true });
    expect(b).toBe(a);
    await read(leitura);
    expect(buscar).toHaveBeenCalledTimes(1);
    expect(cachedData(leitura.key)).toBe(a);
  });

  it('when a request fails once and may be retried, then the retry answers', async () => {
    vi.useFakeTimers();
    const buscar = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('segunda');
    const resposta = read(definition(buscar));
    await vi.runAllTimersAsync();
    await expect(resposta).resolves.toBe('segunda');
    expect(buscar).toHaveBeenCalledTimes(2);
  });

  it('when a request fails with an answer that is final, then it is not retried and the error comes back', async () => {
    const erro = new Error('Loja não encontrada');
    const buscar = vi.fn().mockRejectedValue(erro);
    await expect(read(definition(buscar, () => false))).rejects.toBe(erro);
    expect(buscar).toHaveBeenCalledTimes(1);
  });
});

describe('catalogue filters (spec §2)', () => {
  const produtos = [
    umProdutoPublico({ id: '1', nome: 'Café expresso', descricao: 'Grão especial', preco: 6.5, categoria_id: 'cafes' }),
    umProdutoPublico({ id: '2', nome: 'Suco de laranja', descricao: 'Feito na hora, sem açúcar', preco: 9, categoria_id: 'bebidas' }),
    umProdutoPublico({ id: '3', nome: 'Cookie', descricao: '', preco: 7.5, categoria_id: null }),
  ];
  const ids = (lista: { id: string }[]) => lista.map((produto) => produto.id);

  it('when searching, then nome or descricao match whatever the case (and the accents)', () => {
    expect(ids(filterProdutos(produtos, 'CAFÉ', null))).toEqual(['1']);
    expect(ids(filterProdutos(produtos, 'cafe', null))).toEqual(['1']);
    expect(ids(filterProdutos(produtos, 'acucar', null))).toEqual(['2']);
    expect(ids(filterProdutos(produtos, '  ', null))).toEqual(['1', '2', '3']);
  });

  it('when a category is chosen, then only its products remain, combined with the search', () => {
    expect(ids(filterProdutos(produtos, '', 'bebidas'))).toEqual(['2']);
    expect(ids(filterProdutos(produtos, 'café', 'bebidas'))).toEqual([]);
  });
});

describe('the catalogue as a menu (secoes.ts, issue 14)', () => {
  const listagem = {
    imagem_url: '',
    descricao: '',
    preco: 1,
    preco_promocional: null,
    esgotado: false,
    a_partir_de: null,
    tem_opcoes: false,
    sugestoes: [],
  };
  const produto = (id: string, categoria_id: string | null, destaque = false) => ({ ...listagem, id, nome: id, categoria_id, destaque });
  const categorias = [
    { id: 'doces', nome: 'Doces' },
    { id: 'vazia', nome: 'Vazia' },
    { id: 'cafes', nome: 'Cafés' },
  ];
  // In the owner's order; 'sumida' is a category that no longer exists.
  const produtos = [
    produto('cafe', 'cafes'),
    produto('bolo', 'doces', true),
    produto('agua', null),
    produto('pao', 'sumida'),
    produto('mocha', 'cafes', true),
  ];
  const resumo = (secoes: { chave: string; nome: string; produtos: { id: string }[] }[]) =>
    secoes.map(({ chave, nome, produtos: lista }) => [chave, nome, lista.map(({ id }) => id)]);

  it("when products are featured, then 'Destaques' comes first, then the categories in the owner's order, then 'Outros'; empty ones are left out", () => {
    expect(resumo(secoesDoCardapio(produtos, categorias, false))).toEqual([
      ['destaques', 'Destaques', ['bolo', 'mocha']],
      ['categoria-doces', 'Doces', ['bolo']],
      ['categoria-cafes', 'Cafés', ['cafe', 'mocha']],
      ['outros', 'Outros', ['agua', 'pao']],
    ]);
    expect(resumo(secoesDoCardapio(produtos.slice(0, 1), categorias, false))).toEqual([['categoria-cafes', 'Cafés', ['cafe']]]);
  });

  it('when the shop is in pages, then the featured products of what is loaded, and then every product in the owner order', () => {
    expect(resumo(secoesDoCardapio(produtos, categorias, true))).toEqual([
      ['destaques', 'Destaques', ['bolo', 'mocha']],
      ['todos', 'Todos os produtos', ['cafe', 'bolo', 'agua', 'pao', 'mocha']],
    ]);
  });

  it('when the page opens, then the products it shows come in its order: section after section, or the filtered list', () => {
    const catalogo = { produtos, categorias, paginas: [] } as unknown as CatalogoResponse;
    expect(produtosNaTela(catalogo, '', null).map(({ id }) => id)).toEqual(['bolo', 'mocha', 'bolo', 'cafe', 'mocha', 'agua', 'pao']);
    expect(produtosNaTela(catalogo, '', 'cafes').map(({ id }) => id)).toEqual(['cafe', 'mocha']);
  });
});

describe('an unavailable shop (errors.ts)', () => {
  const indisponivel = (body: object) =>
    new ApiError(403, 'Loja indisponível', { error: 'Loja indisponível', codigo: 'loja_indisponivel', ...body });

  it("when the 403 carries the shop's contact, then the page gets its name and WhatsApp for the unavailable screen", () => {
    const error = indisponivel({ loja: { nome_loja: 'Café da Ana', whatsapp: '5511999998888' } });
    expect(pageErrorOf(error)).toBe('loja-indisponivel');
    expect(lojaContatoOf(error)).toEqual({ nome_loja: 'Café da Ana', whatsapp: '5511999998888' });
  });

  it('when the 403 carries no contact (an order, an older server) or any other failure, then there is none to show', () => {
    expect(lojaContatoOf(indisponivel({}))).toBeUndefined();
    expect(lojaContatoOf(indisponivel({ loja: 'Café da Ana' }))).toBeUndefined();
    expect(lojaContatoOf(new ApiError(404, 'Loja não encontrada', { error: 'Loja não encontrada' }))).toBeUndefined();
    expect(lojaContatoOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
