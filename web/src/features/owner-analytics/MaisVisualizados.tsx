import type { AnalyticsResponse } from '@vitrine/shared';
import { cn } from '../../lib/cn';
import { formatInteiro } from './formato';
import { GraficoCard } from './GraficoCard';

/** The ranked most-viewed products, with a bar against the first. */
export function MaisVisualizados({ produtos }: { produtos: AnalyticsResponse['produtos_mais_visualizados'] }) {
  const maximo = Math.max(1, ...produtos.map((produto) => produto.visualizacoes));
  return (
    <GraficoCard id="mais-visualizados" titulo="Produtos mais visualizados" descricao="Visualizações das páginas de produto no período">
      <ol className="space-y-3" data-testid="mais-visualizados">
        {produtos.map((produto, indice) => (
          <li key={`${indice}-${produto.produto_nome}`} className="flex items-center gap-3">
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                indice < 3 ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
              )}
              aria-hidden
            >
              {indice + 1}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <p className="truncate font-medium text-slate-800">
                  <span className="sr-only">{indice + 1}º: </span>
                  {produto.produto_nome}
                </p>
                <Contagem valor={produto.visualizacoes} className="hidden sm:inline" />
              </div>
              {/* On a phone the count moves beside the bar, so the name has the whole width. */}
              <div className="mt-1.5 flex items-center gap-3">
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${(produto.visualizacoes / maximo) * 100}%` }} />
                </div>
                <Contagem valor={produto.visualizacoes} curta className="min-w-10 text-right sm:hidden" />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </GraficoCard>
  );
}

function Contagem({ valor, curta, className }: { valor: number; curta?: boolean; className?: string }) {
  const palavra = valor === 1 ? 'visualização' : 'visualizações';
  return (
    <span className={cn('shrink-0 text-sm text-slate-500 tabular-nums', className)}>
      {formatInteiro(valor)} <span className={cn(curta && 'sr-only')}>{palavra}</span>
    </span>
  );
}
