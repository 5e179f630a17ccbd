import type { ProdutoPublico } from '@vitrine/shared';
import { Check, Plus, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { SIZES_CARD } from '../components/imagem-sizes';
import { ProdutoImage } from '../components/ProdutoImage';
import { Link } from '../router';
import { EsgotadoBadge, PrecoDoProduto } from './Preco';

export interface ProdutoCardProps {
  produto: ProdutoPublico;
  /** The product page's path. */
  href: string;
  onAdd: () => void;
  /** Among the first cards: its picture loads at once. */
  priority?: boolean;
}

const CONFIRMATION_MS = 1200;

const BOTAO =
  'inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-xl bg-(--loja) px-2 text-sm font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/5 transition-[filter,transform] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) active:scale-[0.97] motion-reduce:transition-none';

/**
 * One product in the grid: picture, name and price open its page; the button adds one to the cart,
 * or, for a product with options, opens its page to choose them. A sold-out one has no button.
 * It says 'Adicionar', never the shop's order text: a card that said 'Fazer Pedido' left customers
 * thinking they had ordered, while the order is sent from the cart (CarrinhoSheet).
 */
export function ProdutoCard({ produto, href, onAdd, priority }: ProdutoCardProps) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const esgotado = produto.esgotado === true;

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <Link
        to={href}
        state={{ fromCatalogo: true }}
        className="group flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--loja)"
      >
        <div className="relative overflow-hidden">
          <ProdutoImage
            src={produto.imagem_url}
            alt=""
            size={320}
            sizes={SIZES_CARD}
            priority={priority}
            // 3:2 on a phone: two full rows of cards fit the first screen under the header (issue 14).
            aspectClassName="aspect-[3/2] sm:aspect-square"
            className={cx(
              'transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none',
              esgotado && 'opacity-60 grayscale',
            )}
          />
          {esgotado && <EsgotadoBadge className="absolute top-2 left-2" />}
        </div>
        <div className="flex flex-1 flex-col px-3 pt-2.5 sm:px-4 sm:pt-3">
          <h3 className="line-clamp-2 text-sm leading-snug font-medium text-slate-900 sm:text-base">{produto.nome}</h3>
          {/* A grade's first axis (issue 30), as the server summed it up: "P · M · G". */}
          {produto.variacoes_resumo && (
            <p className="mt-0.5 truncate text-xs text-slate-500 sm:text-sm" data-testid="produto-variacoes">
              {produto.variacoes_resumo}
            </p>
          )}
          {produto.descricao && <p className="mt-1 line-clamp-2 hidden text-sm text-slate-500 sm:block">{produto.descricao}</p>}
          <PrecoDoProduto produto={produto} className="mt-auto pt-1.5 text-base sm:text-lg" />
        </div>
      </Link>
      {/* Sold out: nothing to add (the badge says why). With options: the page, where they are chosen. */}
      {esgotado ? (
        <div className="pb-3 sm:pb-4" />
      ) : produto.tem_opcoes ? (
        <div className="p-3 pt-2 sm:px-4 sm:pb-4">
          <Link to={href} state={{ fromCatalogo: true }} aria-label={`Escolher opções de ${produto.nome}`} className={BOTAO}>
            <SlidersHorizontal className="size-4 shrink-0" aria-hidden />
            <span className="truncate">Escolher</span>
          </Link>
        </div>
      ) : (
        <div className="p-3 pt-2 sm:px-4 sm:pb-4">
          <button
            type="button"
            onClick={() => {
              onAdd();
              setAdded(true);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setAdded(false), CONFIRMATION_MS);
            }}
            aria-label={added ? `Adicionado: ${produto.nome} no carrinho` : `Adicionar ${produto.nome} ao carrinho`}
            className={BOTAO}
          >
            {added ? <Check className="size-4 shrink-0" aria-hidden /> : <Plus className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{added ? 'Adicionado' : 'Adicionar'}</span>
          </button>
        </div>
      )}
    </article>
  );
}
