import type { AnalyticsResponse } from '@vitrine/shared';
import { formatInteiro, formatReais } from './formato';
import { GraficoCard } from './GraficoCard';

/**
 * The period's coupons (issue 29): the discounts given and, per coupon, its accepted orders, their
 * revenue and what it took off. Only when some accepted order of the period used one.
 */
export function Cupons({ cupons }: { cupons: AnalyticsResponse['cupons'] }) {
  if (cupons.por_cupom.length === 0) return null;
  return (
    <GraficoCard id="cupons" titulo="Cupons" descricao={`${formatReais(cupons.descontos)} em descontos nos pedidos aceitos do período`}>
      <table className="w-full text-sm" data-testid="cupons">
        <thead>
          <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
            <th scope="col" className="pb-2 font-medium">
              Cupom
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Pedidos
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Receita
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Desconto
            </th>
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
    </GraficoCard>
  );
}
