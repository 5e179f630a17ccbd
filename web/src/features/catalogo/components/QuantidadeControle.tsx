import { Minus, Plus, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface QuantidadeControleProps {
  valor: number;
  onChange: (valor: number) => void;
  /** 1 on the product page; 0 in the cart, where going below 1 removes the line. */
  min: number;
  max: number;
  /** What is being counted, for screen readers: 'Quantidade de Café expresso'. */
  rotulo: string;
  tamanho?: 'md' | 'lg';
}

/** − quantity +, big enough for a thumb. In the cart, − on 1 shows a bin: it removes the line. */
export function QuantidadeControle({ valor, onChange, min, max, rotulo, tamanho = 'md' }: QuantidadeControleProps) {
  const botao = cn(
    'flex items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 active:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-(--loja)',
    tamanho === 'lg' ? 'size-11' : 'size-9',
  );
  const remove = min === 0 && valor <= 1;
  return (
    <div role="group" aria-label={rotulo} className="inline-flex items-center rounded-xl bg-white p-0.5 ring-1 ring-slate-300">
      <button
        type="button"
        className={cn(botao, remove && 'text-red-600 hover:bg-red-50')}
        onClick={() => onChange(valor - 1)}
        disabled={valor <= min}
        aria-label={remove ? 'Remover do carrinho' : 'Diminuir quantidade'}
      >
        {remove ? <Trash2 className="size-4" aria-hidden /> : <Minus className="size-4" aria-hidden />}
      </button>
      <output
        aria-live="polite"
        className={cn('text-center font-semibold text-slate-900 tabular-nums', tamanho === 'lg' ? 'w-10 text-lg' : 'w-8 text-base')}
      >
        {valor}
      </output>
      <button type="button" className={botao} onClick={() => onChange(valor + 1)} disabled={valor >= max} aria-label="Aumentar quantidade">
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
