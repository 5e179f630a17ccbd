import type { LojaPublica, ProdutoPublico } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { CloudOff, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LojaRef } from '../../lib/public-paths';
import { useSemConexao } from '../offline';
import type { CarrinhoSheetProps } from './CarrinhoSheet';
import type { CarrinhoApi } from './useCarrinho';

// The sheet (and the order code) is its own chunk, and so is the checkout that a shop with service
// settings has instead: neither is fetched before the customer shows intent (issue 26, the first
// load), that is once the cart has something in it (when the phone is idle) or when a finger or
// pointer reaches the cart button, so a visit that only looks downloads none of it.
const loadSheet = () => import('./CarrinhoSheet');
const CarrinhoSheet = lazy(() => loadSheet().then((m) => ({ default: m.CarrinhoSheet })));
const loadCheckout = () => import('../checkout/CheckoutSheet');
const CheckoutSheet = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutSheet })));
const loadFor = (checkout: boolean) => (checkout ? loadCheckout() : loadSheet());

/** Runs `early` when the phone is idle (or after a moment where it cannot say). */
function whenIdle(early: () => void) {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(early, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(early, 2000);
  return () => clearTimeout(id);
}

export interface CarrinhoProps {
  lojaRef: LojaRef;
  loja: LojaPublica;
  carrinho: CarrinhoApi;
  /** The catalogue as loaded: what the cart's "Peça também" picks from. */
  produtos: readonly ProdutoPublico[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A sheet of the page's own in place of 'Seu pedido' and the checkout: a table's "Enviar para a cozinha" (issue 44). */
  sheet?: (props: CarrinhoSheetProps) => ReactNode;
}

/**
 * The cart bar across the bottom of the catalogue once the cart has something ("2 itens · R$ 35,80 ·
 * Ver carrinho"), and the 'Seu pedido' sheet it opens. The page keeps room for it under its last line
 * (Footer's `withCarrinho`) and what is scrolled into view stops above it (index.css); a page with its
 * own primary button at the bottom (the product page's "Adicionar") has no bar.
 */
export function Carrinho({ lojaRef, loja, carrinho, produtos, open, onOpenChange, sheet }: CarrinhoProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const { itens } = carrinho;
  const checkout = !!loja.atendimento;
  // A sheet of the page's own comes with the page: nothing to fetch.
  const proprio = sheet !== undefined;
  const load = () => void (proprio || loadFor(checkout));
  const wanted = itens > 0;
  useEffect(() => {
    if (wanted && !proprio) return whenIdle(() => void loadFor(checkout));
  }, [wanted, checkout, proprio]);
  const Sheet = checkout ? CheckoutSheet : CarrinhoSheet;
  const semConexao = useSemConexao();

  return (
    <>
      {wanted && (
        // The strip around the bar lets taps through: only the bar itself is in the way.
        <div
          className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
          data-carrinho-barra
        >
          <button
            type="button"
            onClick={() => onOpenChange(true)}
            onPointerEnter={load}
            onPointerDown={load}
            onFocus={load}
            data-testid="carrinho-botao"
            className="pointer-events-auto mx-auto flex h-14 w-full max-w-xl items-center gap-3 rounded-2xl bg-(--loja) px-4 text-left text-(--loja-texto) shadow-lg ring-1 shadow-slate-900/25 ring-black/10 transition-[filter,transform] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) active:scale-[0.98] motion-reduce:transition-none"
          >
            {semConexao ? <CloudOff className="size-5 shrink-0" aria-hidden /> : <ShoppingBag className="size-5 shrink-0" aria-hidden />}
            <span className="min-w-0">
              {/* Where the customer looks before sending: the catalogue is the copy kept on the phone. */}
              {semConexao && <span className="block truncate text-xs font-semibold">Sem internet</span>}
              <span className="block truncate text-sm font-medium">
                <span key={itens} data-testid="carrinho-contagem">
                  {itens === 1 ? '1 item' : `${itens} itens`}
                </span>
                {' · '}
                <span className="font-semibold tabular-nums">{formatBRL(carrinho.totalCentavos)}</span>
              </span>
            </span>{' '}
            <span className="ml-auto shrink-0 rounded-xl bg-black/10 px-3 py-1.5 text-sm font-semibold whitespace-nowrap">
              Ver carrinho
            </span>
          </button>
        </div>
      )}
      {mounted &&
        (sheet ? (
          sheet({ open, onOpenChange, lojaRef, loja, carrinho, produtos })
        ) : (
          <Suspense fallback={null}>
            <Sheet open={open} onOpenChange={onOpenChange} lojaRef={lojaRef} loja={loja} carrinho={carrinho} produtos={produtos} />
          </Suspense>
        ))}
    </>
  );
}
