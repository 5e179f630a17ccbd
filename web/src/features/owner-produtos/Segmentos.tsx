import { cn } from '../../lib/cn';

export interface SegmentosProps<V extends string | boolean> {
  /** The question the choice answers, for screen readers. */
  label: string;
  value: V;
  opcoes: readonly (readonly [V, string])[];
  onChange: (valor: V) => void;
}

/** Two or three side-by-side choices of the product form (Obrigatório/Opcional, Unidade/Peso, Opções/Sabores): a radio group of 40 px buttons. */
export function Segmentos<V extends string | boolean>({ label, value, opcoes, onChange }: SegmentosProps<V>) {
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
            'min-h-10 rounded-lg px-2 py-1 text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            value === valor ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {rotulo}
        </button>
      ))}
    </div>
  );
}
