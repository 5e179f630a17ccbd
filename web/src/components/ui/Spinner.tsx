import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-6 animate-spin', className)} aria-hidden />;
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600" role="status">
      <Spinner className="size-8 text-brand-600" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
