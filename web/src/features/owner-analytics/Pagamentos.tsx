import type { AnalyticsResponse, FormaDoRelatorio } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import type { ReactNode } from 'react';
import { formatReais } from './formato';
import { GraficoCard } from './GraficoCard';

const NOMES: Record<FormaDoRelatorio, string> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  mesa: 'Na conta da mesa',
  nao_registrada: 'Sem forma registrada',
};

/** Minutes with one decimal, as Brazil writes them: "3,5 min". */
const formatMinutos = (minutos: number) => `${minutos.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} min`;

/**
 * The period's revenue by payment method (issue 45), each method's share, and the PIX line split
 * by how it was confirmed: by the shop's bank (its API Pix) or by hand, with the minutes the bank's
 * PIX took from order to payment. Only the methods with orders; nothing without revenue.
 */
export function Pagamentos({ pagamentos, receita }: { pagamentos: AnalyticsResponse['pagamentos']; receita: number }) {
  const formas = pagamentos.formas.filter(({ pedidos, receita: valor }) => pedidos !== 0 || valor !== 0);
  if (formas.length === 0 || receita <= 0) return null;
  const { pix } = pagamentos;
  const temPix = pix.automatica.pedidos + pix.manual.pedidos > 0 || pix.pagos_pelo_banco > 0;
  return (
    <GraficoCard id="pagamentos" titulo="Formas de pagamento" descricao="Receita dos pedidos aceitos do período, por forma de pagamento">
      <ul className="space-y-3" data-testid="formas-pagamento">
        {formas.map(({ forma, receita: valor, pedidos }) => {
          const parte = Math.max(0, Math.min(100, (valor / receita) * 100));
          return (
            <li key={forma} data-testid="forma-pagamento">
              <div className="flex items-baseline justify-between gap-x-3">
                <h3 className="min-w-0 truncate font-medium text-slate-900">{NOMES[forma]}</h3>
                <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatReais(valor)}</p>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${parte}%` }} />
              </div>
              <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
                {plural(pedidos, 'pedido', 'pedidos')} · {Math.round(parte)}% da receita
              </p>
            </li>
          );
        })}
      </ul>
      {temPix && (
        <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm" data-testid="pix-confirmacao">
          <Linha rotulo="PIX confirmado pelo banco">
            {formatReais(pix.automatica.receita)} · {plural(pix.automatica.pedidos, 'pedido', 'pedidos')}
          </Linha>
          <Linha rotulo="PIX conferido à mão">
            {formatReais(pix.manual.receita)} · {plural(pix.manual.pedidos, 'pedido', 'pedidos')}
          </Linha>
          <Linha rotulo="Tempo até o pagamento">
            {pix.minutos_ate_pagar === null ? '—' : `${formatMinutos(pix.minutos_ate_pagar)} em média`}
          </Linha>
        </dl>
      )}
    </GraficoCard>
  );
}

/** One figure of the PIX split: its name on the left, the value on the right (wrapping under it on a narrow card). */
function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-slate-500">{rotulo}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
