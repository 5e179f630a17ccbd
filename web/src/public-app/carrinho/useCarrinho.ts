import type { ProdutoPublico } from '@vitrine/shared';
import { useCallback, useEffect, useMemo } from 'react';
import {
  addProduto,
  countItens,
  EMPTY_CARRINHO,
  refreshFromCatalogo,
  setQuantidade,
  totalCentavos,
  type Carrinho,
  type Escolha,
} from './carrinho';
import { useStoredCarrinho } from './carrinho-store';

/**
 * The shop's cart (spec §4) with its totals. `produtos`, when given, are the catalogue just read:
 * the lines take their current names and prices so the total shown is the one the server computes.
 */
export function useCarrinho(lojaId: string | undefined, produtos?: ProdutoPublico[]) {
  const [carrinho, update] = useStoredCarrinho(lojaId);

  useEffect(() => {
    if (produtos) update((current) => refreshFromCatalogo(current, produtos));
  }, [produtos, update]);

  const add = useCallback(
    (produto: ProdutoPublico, quantidade = 1, escolha?: Escolha) => update((current) => addProduto(current, produto, quantidade, escolha)),
    [update],
  );
  const changeQuantidade = useCallback(
    (chave: string, quantidade: number) => update((current) => setQuantidade(current, chave, quantidade)),
    [update],
  );
  const clear = useCallback(() => update(() => EMPTY_CARRINHO), [update]);

  return useMemo(
    () => ({
      linhas: carrinho.linhas,
      itens: countItens(carrinho.linhas),
      totalCentavos: totalCentavos(carrinho.linhas),
      add,
      setQuantidade: changeQuantidade,
      clear,
      /** For the order: reads and writes the whole cart, pending Idempotency-Key included. */
      update: update as (change: (current: Carrinho) => Carrinho) => void,
    }),
    [carrinho, add, changeQuantidade, clear, update],
  );
}

export type CarrinhoApi = ReturnType<typeof useCarrinho>;
