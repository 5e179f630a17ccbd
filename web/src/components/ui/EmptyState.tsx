import { SearchX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from './Button';

export interface EmptyStateProps {
  icon?: ComponentType<{ className?: string }>;
  title: ReactNode;
  text?: ReactNode;
  /** E.g. a 'Limpar filtros' or 'Novo produto' Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-12 text-center', className)}>
      {Icon && (
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
          <Icon className="size-7" aria-hidden />
        </span>
      )}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-sm text-sm text-slate-500">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A search or a filter that found nothing: what was looked for, and the button that clears it ('Limpar filtros'). */
export function NoResults({ title, text, clear, onClear }: { title: string; text: string; clear: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      text={text}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clear}
        </Button>
      }
    />
  );
}
