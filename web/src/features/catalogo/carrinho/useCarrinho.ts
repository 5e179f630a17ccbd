import type { ProdutoPublico } from '@vitrine/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { adicionar, atualizarComCatalogo, CARRINHO_VAZIO, definirQuantidade, totalCentavos, totalItens, type Carrinho } from './carrinho';
import { useCarrinhoArmazenado } from './store';

/**
 * The shop's cart (spec §4) with its totals. `produtos`, when given, are the catalogue just read:
 * the lines take their current names and prices so the total shown is the one the server computes.
 */
export function useCarrinho(lojistaId: string | undefined, produtos?: ProdutoPublico[]) {
  const [carrinho, alterar] = useCarrinhoArmazenado(lojistaId);

  useEffect(() => {
    if (produtos) alterar((atual) => atualizarComCatalogo(atual, produtos));
  }, [produtos, alterar]);

  const adicionarProduto = useCallback(
    (produto: ProdutoPublico, quantidade = 1) => alterar((atual) => adicionar(atual, produto, quantidade)),
    [alterar],
  );
  const mudarQuantidade = useCallback(
    (id: string, quantidade: number) => alterar((atual) => definirQuantidade(atual, id, quantidade)),
    [alterar],
  );
  const esvaziar = useCallback(() => alterar(() => CARRINHO_VAZIO), [alterar]);

  return useMemo(
    () => ({
      linhas: carrinho.linhas,
      itens: totalItens(carrinho.linhas),
      totalCentavos: totalCentavos(carrinho.linhas),
      adicionar: adicionarProduto,
      mudarQuantidade,
      esvaziar,
      /** For the order: reads and writes the whole cart, pending Idempotency-Key included. */
      alterar: alterar as (mudanca: (atual: Carrinho) => Carrinho) => void,
    }),
    [carrinho, adicionarProduto, mudarQuantidade, esvaziar, alterar],
  );
}

export type CarrinhoApi = ReturnType<typeof useCarrinho>;
