import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: ReactNode;
  /** What choosing it means, under its label. */
  hint: ReactNode;
}

/**
 * A form's one-of choice as a card per option, the chosen one outlined (a coupon's kind, a staff
 * member's role, a loyalty reward): `register(name)`'s radios, and the watched value to outline.
 */
export function RadioCards<Value extends string>({
  legend,
  options,
  selected,
  registration,
  className,
  hintSize = 'xs',
}: {
  legend: string;
  options: readonly RadioCardOption<Value>[];
  selected: Value | undefined;
  registration: UseFormRegisterReturn;
  /** The grid's columns, e.g. 'sm:grid-cols-3'; one column otherwise. */
  className?: string;
  /** 'sm' where each hint is a sentence to read, not a reminder. */
  hintSize?: 'xs' | 'sm';
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('grid grid-cols-1 gap-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors',
              selected === option.value ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input type="radio" value={option.value} className="mt-1 size-4 shrink-0 accent-brand-600" {...registration} />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className={cn('block text-slate-600', hintSize === 'sm' ? 'text-sm' : 'text-xs')}>{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
