import type { ProdutoPublico } from '@vitrine/shared';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { produtoPath, type LojaRef } from '../../lib/public-paths';
import { ProdutoImage } from '../components/ProdutoImage';
import { PrecoDoProduto } from '../public-catalogo/Preco';
import { Link } from '../router';
import { sugestoesDoCarrinho } from './sugestoes';
import type { CarrinhoApi } from './useCarrinho';

const BOTAO =
  'inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl bg-(--loja) px-3 text-sm font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/5 transition-[filter,transform] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) active:scale-[0.97] motion-reduce:transition-none';

/**
 * "Peça também" (issue 29), under the cart's lines: up to three products the shop suggests with
 * what is in the cart (sugestoes.ts picks them). One tap adds one to the cart, where it joins the
 * lines above (and leaves this list); a product with options opens its page to choose them, as its
 * card does. Part of the cart's own chunk: none of it loads with the catalogue's first screen.
 */
export function PecaTambem({
  produtos,
  carrinho,
  lojaRef,
  onOpenProduto,
}: {
  produtos: readonly ProdutoPublico[];
  carrinho: CarrinhoApi;
  lojaRef: LojaRef;
  /** A product with options opens its page: the cart closes first. */
  onOpenProduto: () => void;
}) {
  const ids = useMemo(() => carrinho.linhas.map(({ id }) => id), [carrinho.linhas]);
  const sugestoes = useMemo(() => sugestoesDoCarrinho(produtos, ids), [produtos, ids]);
  const [adicionado, setAdicionado] = useState('');

  return (
    <>
      {/* Outside the list, which goes once its last suggestion is in the cart: the addition is still heard. */}
      <p className="sr-only" role="status">
        {adicionado && `${adicionado} adicionado ao carrinho.`}
      </p>
      {sugestoes.length > 0 && (
        <section aria-labelledby="peca-tambem" className="mt-4 border-t border-slate-100 pt-3" data-testid="peca-tambem">
          <h3 id="peca-tambem" className="text-sm font-semibold text-slate-900">
            Peça também
          </h3>
          <ul className="mt-2 space-y-2">
            {sugestoes.map((produto) => (
              <li
                key={produto.id}
                className="flex items-center gap-3 rounded-2xl bg-(--loja)/5 p-2 ring-1 ring-(--loja)/20"
                data-testid="sugestao"
              >
                <div className="size-12 shrink-0 overflow-hidden rounded-xl">
                  <ProdutoImage src={produto.imagem_url} alt="" size={64} sizes="48px" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm leading-snug font-medium text-slate-900">{produto.nome}</p>
                  <PrecoDoProduto produto={produto} className="text-sm" />
                </div>
                {produto.tem_opcoes ? (
                  <Link
                    to={produtoPath(lojaRef, produto.id)}
                    state={{ fromCatalogo: true }}
                    onClick={onOpenProduto}
                    aria-label={`Escolher opções de ${produto.nome}`}
                    className={BOTAO}
                  >
                    <SlidersHorizontal className="size-4 shrink-0" aria-hidden />
                    Escolher
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      carrinho.add(produto);
                      setAdicionado(produto.nome);
                    }}
                    aria-label={`Adicionar ${produto.nome} ao carrinho`}
                    className={BOTAO}
                  >
                    <Plus className="size-4 shrink-0" aria-hidden />
                    Adicionar
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
