import type { LojaPublica } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cx } from '../../lib/cx';
import type { LojaRef } from '../../lib/public-paths';
import type { CarrinhoApi } from './useCarrinho';

// The sheet (and the order code) is its own chunk, and so is the checkout that a shop with service
// settings has instead: neither is fetched before the customer shows intent (issue 26, the first
// load), that is once the cart has something in it (when the phone is idle) or when a finger or
// pointer reaches the cart button, so a visit that only looks downloads none of it.
const loadSheet = () => import('./CarrinhoSheet');
const CarrinhoSheet = lazy(() => loadSheet().then((m) => ({ default: m.CarrinhoSheet })));
const loadCheckout = () => import('./CheckoutSheet');
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The floating cart button (with the item count) and the 'Seu Pedido' sheet it opens. */
export function Carrinho({ lojaRef, loja, carrinho, open, onOpenChange }: CarrinhoProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const { itens } = carrinho;
  const checkout = !!loja.atendimento;
  const load = () => void loadFor(checkout);
  const wanted = itens > 0;
  useEffect(() => {
    if (wanted) return whenIdle(() => void loadFor(checkout));
  }, [wanted, checkout]);
  const Sheet = checkout ? CheckoutSheet : CarrinhoSheet;

  return (
    <>
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={load}
        aria-label={itens === 0 ? 'Abrir carrinho, vazio' : `Abrir carrinho, ${itens === 1 ? '1 item' : `${itens} itens`}`}
        data-testid="carrinho-botao"
        className={cx(
          'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 inline-flex h-14 items-center gap-2.5 rounded-full bg-(--loja) text-(--loja-texto) shadow-lg ring-1 shadow-slate-900/25 ring-black/10 transition-[filter,transform] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) active:scale-95 motion-reduce:transition-none',
          itens > 0 ? 'pr-5 pl-4' : 'w-14 justify-center',
        )}
      >
        <span className="relative">
          <ShoppingBag className="size-6" aria-hidden />
          {itens > 0 && (
            <span
              key={itens}
              className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-slate-900 shadow ring-1 ring-black/10 transition-transform duration-300 starting:scale-150 motion-reduce:transition-none"
              data-testid="carrinho-contagem"
            >
              {itens}
            </span>
          )}
        </span>
        {itens > 0 && <span className="text-base font-semibold tabular-nums">{formatBRL(carrinho.totalCentavos)}</span>}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <Sheet open={open} onOpenChange={onOpenChange} lojaRef={lojaRef} loja={loja} carrinho={carrinho} />
        </Suspense>
      )}
    </>
  );
}
