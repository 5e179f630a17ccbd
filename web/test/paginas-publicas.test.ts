import { afterEach, describe, expect, it, vi } from 'vitest';
import { rotaPublica } from '../src/features/catalogo/caminhos';
import { ler, respostaGuardada, type Definicao } from '../src/features/catalogo/dados';

describe('public routes (main.tsx mounts the public pages for these paths only)', () => {
  it('when the path is a catalogue or a product, by slug or by id, then it names the shop and the product', () => {
    expect(rotaPublica('/loja/demo')).toEqual({ lojaRef: { slug: 'demo' }, produtoId: undefined });
    expect(rotaPublica('/catalogo/abc123/')).toEqual({ lojaRef: { lojistaId: 'abc123' }, produtoId: undefined });
    expect(rotaPublica('/loja/demo/produto/p1')).toEqual({ lojaRef: { slug: 'demo' }, produtoId: 'p1' });
    expect(rotaPublica('/LOJA/caf%C3%A9')).toEqual({ lojaRef: { slug: 'café' }, produtoId: undefined });
  });

  it('when the path is anything else, then it is the app’s (landing, owner, admin, 404)', () => {
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
      expect(rotaPublica(path), path).toBeNull();
    }
  });
});

describe('public reads (dados.ts, in place of TanStack Query on the public pages)', () => {
  afterEach(() => vi.useRealTimers());
  let n = 0;
  const definicao = <T>(buscar: () => Promise<T>, podeRepetir = (falhas: number) => falhas < 1): Definicao<T> => ({
    chave: `/teste/${++n}`,
    buscar,
    podeRepetir,
  });

  it('when two readers ask at once, then one request answers both, and a fresh answer is not asked again', async () => {
    const buscar = vi.fn(async () => ({ ok: true }));
    const leitura = definicao(buscar);
    const [a, b] = await Promise.all([ler(leitura), ler(leitura)]);
    expect(a).toEqual({ ok: true });
    expect(b).toBe(a);
    await ler(leitura);
    expect(buscar).toHaveBeenCalledTimes(1);
    expect(respostaGuardada(leitura.chave)).toBe(a);
  });

  it('when a request fails once and may be retried, then the retry answers', async () => {
    vi.useFakeTimers();
    const buscar = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('segunda');
    const resposta = ler(definicao(buscar));
    await vi.runAllTimersAsync();
    await expect(resposta).resolves.toBe('segunda');
    expect(buscar).toHaveBeenCalledTimes(2);
  });

  it('when a request fails with an answer that is final, then it is not retried and the error comes back', async () => {
    const erro = new Error('Loja não encontrada');
    const buscar = vi.fn().mockRejectedValue(erro);
    await expect(ler(definicao(buscar, () => false))).rejects.toBe(erro);
    expect(buscar).toHaveBeenCalledTimes(1);
  });
});
