import { formatBRL } from '@vitrine/shared/money';
import { formatPeso, PESO_APROXIMADO, PESO_MAX_GRAMAS } from '@vitrine/shared/produto';
import { Minus, Plus } from 'lucide-react';

/**
 * A product sold by kg (issue 30): the weight stepper, "500 g — R$ 19,95", − and + by the shop's
 * step from its minimum (44 px buttons), and the note that the weight is approximate.
 */
export function PesoDoProduto({
  gramas,
  onChange,
  passo,
  minimo,
  precoCentavos,
}: {
  gramas: number;
  onChange: (gramas: number) => void;
  passo: number;
  minimo: number;
  /** The weight's price (its choices included). */
  precoCentavos: number;
}) {
  const botao =
    'flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 active:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-(--loja)';
  return (
    <div data-testid="peso">
      <p className="text-sm font-semibold text-slate-800">Quanto você quer?</p>
      <div role="group" aria-label="Peso" className="mt-2 flex items-center rounded-xl bg-white p-0.5 ring-1 ring-slate-300">
        <button
          type="button"
          className={botao}
          onClick={() => onChange(gramas - passo)}
          disabled={gramas - passo < minimo}
          aria-label="Diminuir peso"
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output
          aria-live="polite"
          className="min-w-0 flex-1 text-center font-semibold text-slate-900 tabular-nums"
          data-testid="peso-valor"
        >
          {formatPeso(gramas)} — {formatBRL(precoCentavos)}
        </output>
        <button
          type="button"
          className={botao}
          onClick={() => onChange(gramas + passo)}
          disabled={gramas + passo > PESO_MAX_GRAMAS}
          aria-label="Aumentar peso"
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      <p className="mt-1.5 text-sm text-slate-500">{PESO_APROXIMADO}</p>
    </div>
  );
}
