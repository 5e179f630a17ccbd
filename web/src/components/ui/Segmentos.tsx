import { cn } from '../../lib/cn';

export interface SegmentosProps<V extends string | number | boolean> {
  /** The question the choice answers, for screen readers. */
  label: string;
  value: V;
  opcoes: readonly (readonly [V, string])[];
  onChange: (valor: V) => void;
  /** 'sm': 36 px buttons, for a toolbar (the ticket's paper width). */
  size?: 'sm';
}

/**
 * Two or three side-by-side choices (the product form's Obrigatório/Opcional, Unidade/Peso,
 * Opções/Sabores; the ticket's 58/80 mm): a radio group of 40 px buttons of equal width.
 */
export function Segmentos<V extends string | number | boolean>({ label, value, opcoes, onChange, size }: SegmentosProps<V>) {
  return (
    <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1" role="radiogroup" aria-label={label}>
      {opcoes.map(([valor, rotulo]) => (
        <button
          key={String(valor)}
          type="button"
          role="radio"
          aria-checked={value === valor}
          onClick={() => onChange(valor)}
          className={cn(
            'rounded-lg text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            size === 'sm' ? 'h-9 px-3' : 'min-h-10 px-2 py-1',
            value === valor ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {rotulo}
        </button>
      ))}
    </div>
  );
}
