import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { BadgeVariant } from './Badge';
import { Button } from './Button';
import { Skeleton } from './Skeleton';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)} {...props} />;
}

const ICON_TONES: Record<BadgeVariant, string> = {
  blue: 'bg-brand-50 text-brand-600',
  green: 'bg-emerald-50 text-emerald-600',
  yellow: 'bg-amber-50 text-amber-600',
  red: 'bg-red-50 text-red-600',
  grey: 'bg-slate-100 text-slate-600',
};

export interface StatCardProps {
  icon: ComponentType<{ className?: string }>;
  label: ReactNode;
  value: ReactNode;
  /** Small line under the value, e.g. '3 novos este mês' or a growth Badge. */
  hint?: ReactNode;
  /** Colour of the icon chip; same names as Badge. */
  tone?: BadgeVariant;
  className?: string;
}

/**
 * A figure's card, built for two columns on a phone: the label and the icon share a row, so the
 * value has the card's whole width and wraps rather than being cut ('R$ 997.450,00' at any size).
 */
export function StatCard({ icon: Icon, label, value, hint, tone = 'blue', className }: StatCardProps) {
  return (
    <Card className={cn('flex flex-col p-4 sm:p-5', className)}>
      {/* Two lines kept for the label: a label that wraps leaves the values of a row aligned. */}
      <div className="flex min-h-10 items-start justify-between gap-2">
        <p className="text-sm leading-5 font-medium text-slate-500">{label}</p>
        <span
          className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 sm:rounded-xl', ICON_TONES[tone])}
        >
          <Icon className="size-4 sm:size-5" aria-hidden />
        </span>
      </div>
      <p
        className="mt-1 text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl"
        data-testid="valor"
      >
        {value}
      </p>
      {hint && <div className="mt-auto pt-1 text-xs text-slate-500 sm:text-sm">{hint}</div>}
    </Card>
  );
}

/** A card's placeholder while it loads: a card of stacked lines (`lines`: each line's size, e.g. 'h-5 w-1/2'). */
export function SkeletonCard({ lines, className = 'space-y-3' }: { lines: readonly string[]; className?: string }) {
  return (
    <Card className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </Card>
  );
}

/** StatCard's shape while its figure loads. */
export function StatCardSkeleton() {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex min-h-10 items-start justify-between gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="size-8 sm:size-10" />
      </div>
      <Skeleton className="mt-2 h-7 w-24" />
      <Skeleton className="mt-3 h-4 w-28" />
    </Card>
  );
}

/** The Editar / Excluir row at the foot of a record's card; `nome` names the record for screen readers. */
export function CardActions({ nome, onEdit, onDelete }: { nome: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar ${nome}`}>
        <Pencil className="size-4" aria-hidden />
        Editar
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Excluir ${nome}`}>
        <Trash2 className="size-4 text-red-600" aria-hidden />
        Excluir
      </Button>
    </div>
  );
}
