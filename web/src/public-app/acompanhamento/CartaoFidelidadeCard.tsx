import type { CartaoFidelidade } from '@vitrine/shared';
import { Check, Gift } from 'lucide-react';
import { cx } from '../../lib/cx';
import { cartaoDoPedido, selosPorLinha } from './acompanhamento';

/**
 * The customer's loyalty card at this shop (issue 29), in the shop's colours (`lojaStyle` above it):
 * a stamp per delivered order. The tracking page and Meus pedidos draw it.
 */
export function CartaoFidelidadeCard({ cartao }: { cartao: CartaoFidelidade }) {
  const { progresso, selos, cheio, recompensa, detalhe } = cartaoDoPedido(cartao);
  return (
    <section
      className="rounded-2xl bg-(--loja) p-5 text-(--loja-texto) shadow-sm"
      aria-labelledby="cartao-fidelidade"
      data-testid="cartao-fidelidade"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="cartao-fidelidade" className="font-semibold">
          Cartão fidelidade
        </h2>
        <p className="shrink-0 text-sm font-medium tabular-nums opacity-90" data-testid="cartao-fidelidade-progresso">
          {progresso}
        </p>
      </div>
      {/* The stamps drawn; "7 de 10 pedidos" says them to a screen reader. */}
      <ol className="mt-4 grid w-fit gap-2" style={{ gridTemplateColumns: `repeat(${selosPorLinha(selos.length)}, 2rem)` }} aria-hidden>
        {selos.map((ganho, index) => {
          const ultimo = index === selos.length - 1;
          return (
            <li
              key={index}
              className={cx(
                'flex size-8 items-center justify-center rounded-full',
                ganho ? 'bg-(--loja-texto) text-(--loja)' : 'border-2 border-dashed border-current opacity-60',
              )}
            >
              {ganho ? <Check className="size-4" strokeWidth={3} aria-hidden /> : ultimo && <Gift className="size-4" aria-hidden />}
            </li>
          );
        })}
      </ol>
      <p className={cx('mt-4 leading-snug font-bold', cheio ? 'text-lg' : 'text-base')}>{recompensa}</p>
      <p className="mt-0.5 text-sm opacity-90">{detalhe}</p>
    </section>
  );
}
