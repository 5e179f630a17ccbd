import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { BadgeVariant } from './Badge';
import { Button } from './Button';

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

export function StatCard({ icon: Icon, label, value, hint, tone = 'blue', className }: StatCardProps) {
  return (
    <Card className={cn('flex items-start gap-4', className)}>
      <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', ICON_TONES[tone])}>
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-0.5 truncate text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
        {hint && <div className="mt-1 text-sm text-slate-500">{hint}</div>}
      </div>
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
