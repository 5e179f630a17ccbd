import { Loader2 } from 'lucide-react';
import { cx } from '../../lib/cx';

/**
 * Sized by `className` (e.g. 'size-4'), like Skeleton: a default size here would set what the
 * caller's class sets, and cx lets the stylesheet's order pick ('size-6' beat every 'size-4').
 */
export function Spinner({ className }: { className: string }) {
  return <Loader2 className={cx('animate-spin', className)} aria-hidden />;
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600" role="status">
      <Spinner className="size-8 text-brand-600" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
