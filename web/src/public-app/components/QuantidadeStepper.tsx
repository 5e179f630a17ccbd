import { Minus, Plus, Trash2 } from 'lucide-react';
import { cx } from '../../lib/cx';

export interface QuantidadeStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** 1 on the product page; 0 in the cart, where going below 1 removes the line. */
  min: number;
  max: number;
  /** What is being counted, for screen readers: 'Quantidade de Café expresso'. */
  label: string;
  size?: 'md' | 'lg';
}

/** − quantity +, big enough for a thumb (44 px at every size). In the cart, − on 1 shows a bin: it removes the line. */
export function QuantidadeStepper({ value, onChange, min, max, label, size = 'md' }: QuantidadeStepperProps) {
  const button =
    'flex size-11 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 active:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-(--loja)';
  const remove = min === 0 && value <= 1;
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-xl bg-white p-0.5 ring-1 ring-slate-300">
      <button
        type="button"
        className={cx(button, remove && 'text-red-600 hover:bg-red-50')}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={remove ? 'Remover do carrinho' : 'Diminuir quantidade'}
      >
        {remove ? <Trash2 className="size-4" aria-hidden /> : <Minus className="size-4" aria-hidden />}
      </button>
      <output
        aria-live="polite"
        className={cx('text-center font-semibold text-slate-900 tabular-nums', size === 'lg' ? 'w-10 text-lg' : 'w-8 text-base')}
      >
        {value}
      </output>
      <button type="button" className={button} onClick={() => onChange(value + 1)} disabled={value >= max} aria-label="Aumentar quantidade">
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
