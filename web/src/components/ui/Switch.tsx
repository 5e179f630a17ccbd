import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** The name for screen readers when the visible label alone is ambiguous (one switch per row: "Esgotado: Bolo"); it starts with the label. */
  'aria-label'?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off setting that takes effect as a state, not a choice among options (Entrega, Pausar
 * pedidos): the label and its hint on the left, the toggle on the right; the label toggles it too.
 */
export function Switch({ checked, onChange, label, 'aria-label': ariaLabel, hint, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', disabled && 'opacity-60', className)}>
      {/* Only the label names the switch; the hint describes it. */}
      <div className="min-w-0 text-sm leading-5">
        <label htmlFor={id} className={cn('block font-medium text-slate-800', !disabled && 'cursor-pointer')}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-slate-500">
            {hint}
          </span>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={ariaLabel}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
          aria-hidden
        />
      </button>
    </div>
  );
}
