import type { AnalyticsResponse } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Stamp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatInteiro, formatReais } from './formato';
import { GraficoCard } from './GraficoCard';

/**
 * The loyalty card's line (issue 29): "3 recompensas do cartão fidelidade · −R$ 15,00", or null when
 * none was given in the period.
 */
export function linhaDaFidelidade(fidelidade: AnalyticsResponse['fidelidade'] | undefined): string | null {
  if (!fidelidade || fidelidade.recompensas <= 0) return null;
  return `${plural(fidelidade.recompensas, 'recompensa', 'recompensas')} do cartão fidelidade · −${formatReais(fidelidade.desconto)}`;
}

/**
 * The period's coupons (issue 29): the discounts given and, per coupon, its accepted orders, their
 * revenue and what it took off; then the loyalty card's rewards. Only when some accepted order of
 * the period used a coupon or got a reward.
 */
export function Cupons({ cupons, fidelidade }: { cupons: AnalyticsResponse['cupons']; fidelidade?: AnalyticsResponse['fidelidade'] }) {
  const recompensas = linhaDaFidelidade(fidelidade);
  if (cupons.por_cupom.length === 0 && !recompensas) return null;
  return (
    <GraficoCard
      id="cupons"
      titulo={recompensas ? 'Cupons e fidelidade' : 'Cupons'}
      descricao={`${formatReais(cupons.descontos)} em descontos nos pedidos aceitos do período`}
    >
      {cupons.por_cupom.length > 0 && (
        <table className="w-full text-sm" data-testid="cupons">
          <thead>
            <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
              <th scope="col" className="pb-2 font-medium">
                Cupom
              </th>
              {['Pedidos', 'Receita', 'Desconto'].map((coluna) => (
                <th key={coluna} scope="col" className="pb-2 text-right font-medium">
                  {coluna}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {cupons.por_cupom.map((cupom) => (
              <tr key={cupom.codigo}>
                <th scope="row" className="max-w-0 truncate py-2 pr-3 text-left font-mono font-semibold text-slate-800">
                  {cupom.codigo}
                </th>
                <td className="py-2 pl-2 text-right text-slate-700 tabular-nums">{formatInteiro(cupom.pedidos)}</td>
                <td className="py-2 pl-2 text-right text-slate-700 tabular-nums">{formatReais(cupom.receita)}</td>
                <td className="py-2 pl-2 text-right text-slate-500 tabular-nums">−{formatReais(cupom.desconto)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {recompensas && (
        <p
          className={cn(
            'flex items-center gap-2 text-sm text-slate-700',
            cupons.por_cupom.length > 0 && 'mt-3 border-t border-slate-100 pt-3',
          )}
          data-testid="fidelidade"
        >
          <Stamp className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="tabular-nums">{recompensas}</span>
        </p>
      )}
    </GraficoCard>
  );
}
