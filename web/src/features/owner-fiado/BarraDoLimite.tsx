import { usoDoLimite } from '@vitrine/shared/fiado';
import { reaisToCents } from '@vitrine/shared/money';
import { PercentBar } from '../../components/ui/PercentBar';
import { cn } from '../../lib/cn';

/** How much of the tab's limit is used: green, amber from 80%, red when full (or off with money owed). */
export function BarraDoLimite({ saldo, limite, className }: { saldo: number; limite: number; className?: string }) {
  const uso = usoDoLimite(reaisToCents(saldo), reaisToCents(limite));
  return (
    <PercentBar
      role="meter"
      label="Limite usado"
      value={uso}
      valueText={`${uso}% do limite usado`}
      className={cn('w-full bg-slate-100', className)}
      fillClassName={uso >= 100 ? 'bg-red-500' : uso >= 80 ? 'bg-amber-500' : 'bg-emerald-500'}
    />
  );
}
