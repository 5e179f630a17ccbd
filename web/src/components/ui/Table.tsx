import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Card-framed table; on narrow screens it scrolls sideways inside the card instead of squeezing
 * columns. `fit`: the columns wrap their text to fit the card instead (no sideways scroll, so no
 * row action is ever hidden past the card's edge).
 */
export function Table({ className, fit, ...props }: ComponentProps<'table'> & { fit?: boolean }) {
  return (
    // contain-inline-size: the table's width never stretches a grid or flex parent past the screen.
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm contain-inline-size">
      <table className={cn('w-full text-left text-sm', !fit && 'min-w-max', className)} {...props} />
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TR({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-slate-50/70', className)} {...props} />;
}

export function TH({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn('px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase', className)}
      {...props}
    />
  );
}

export function TD({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-700', className)} {...props} />;
}
