import { cn } from '../../lib/cn';
import { formatInteiro } from './formato';
import { GraficoCard } from './GraficoCard';

export interface ItemDoRanking {
  nome: string;
  valor: number;
}

/**
 * A ranking of products (most sold, most viewed), with a bar against the first. `unidade` is the
 * count's word, singular and plural ('unidade', 'unidades').
 */
export function Ranking({
  id,
  titulo,
  descricao,
  itens,
  unidade: [singular, plural],
}: {
  id: string;
  titulo: string;
  descricao: string;
  itens: ItemDoRanking[];
  unidade: [string, string];
}) {
  const maximo = Math.max(1, ...itens.map((item) => item.valor));
  const palavra = (valor: number) => (valor === 1 ? singular : plural);
  return (
    <GraficoCard id={id} titulo={titulo} descricao={descricao}>
      <ol className="space-y-3" data-testid={id}>
        {itens.map((item, indice) => (
          <li key={`${indice}-${item.nome}`} className="flex items-center gap-3">
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
                  {item.nome}
                </p>
                <Contagem valor={item.valor} palavra={palavra(item.valor)} className="hidden sm:inline" />
              </div>
              {/* On a phone the count moves beside the bar, so the name has the whole width. */}
              <div className="mt-1.5 flex items-center gap-3">
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${(item.valor / maximo) * 100}%` }} />
                </div>
                <Contagem valor={item.valor} palavra={palavra(item.valor)} curta className="min-w-10 text-right sm:hidden" />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </GraficoCard>
  );
}

function Contagem({ valor, palavra, curta, className }: { valor: number; palavra: string; curta?: boolean; className?: string }) {
  return (
    <span className={cn('shrink-0 text-sm text-slate-500 tabular-nums', className)}>
      {formatInteiro(valor)} <span className={cn(curta && 'sr-only')}>{palavra}</span>
    </span>
  );
}
