import { usoDoLimite } from '@vitrine/shared/fiado';
import { reaisToCents } from '@vitrine/shared/money';
import { cn } from '../../lib/cn';

/** How much of the tab's limit is used: green, amber from 80%, red when full (or off with money owed). */
export function BarraDoLimite({ saldo, limite, className }: { saldo: number; limite: number; className?: string }) {
  const uso = usoDoLimite(reaisToCents(saldo), reaisToCents(limite));
  return (
    <div
      role="meter"
      aria-label="Limite usado"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={uso}
      aria-valuetext={`${uso}% do limite usado`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full', uso >= 100 ? 'bg-red-500' : uso >= 80 ? 'bg-amber-500' : 'bg-emerald-500')}
        style={{ width: `${uso}%` }}
      />
    </div>
  );
}
