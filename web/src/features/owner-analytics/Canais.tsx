import type { AnalyticsResponse, CanalDoRelatorio } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Armchair, Bike, Store, type LucideIcon } from 'lucide-react';
import { formatReais } from './formato';
import { GraficoCard } from './GraficoCard';

/** Whether the period had anything from the room or the counter: a shop that only delivers sees no split. */
export const temCanais = (canais: AnalyticsResponse['canais'] | undefined) =>
  Boolean(canais && (canais.salao.pedidos > 0 || canais.salao.comandas > 0 || canais.balcao.pedidos > 0));

/**
 * The period's revenue by channel (issue 44): the room's tables (counted as their bills close), the
 * counter, and delivery; each with its orders (the room's bills) and its average ticket, and for the
 * room the tables served (its bills closed), its rounds, how long a table stays and its fee.
 */
export function Canais({ canais }: { canais: AnalyticsResponse['canais'] }) {
  if (!temCanais(canais)) return null;
  const { salao, balcao, delivery } = canais;
  return (
    <GraficoCard id="canais" titulo="Salão, balcão e delivery" descricao="Receita dos pedidos aceitos do período, por canal">
      <ul className="divide-y divide-slate-100" data-testid="canais">
        <Canal
          icone={Armchair}
          nome="Salão"
          canal={salao}
          contagem={plural(salao.comandas, 'mesa atendida', 'mesas atendidas')}
          detalhe={[
            plural(salao.pedidos, 'rodada', 'rodadas'),
            salao.comandas > 0 ? `${salao.minutos_medios} min por mesa em média` : null,
            salao.taxa_servico > 0 ? `${formatReais(salao.taxa_servico)} de taxa de serviço` : null,
            salao.couvert > 0 ? `${formatReais(salao.couvert)} de couvert` : null,
          ]}
        />
        <Canal icone={Store} nome="Balcão" canal={balcao} contagem={plural(balcao.pedidos, 'pedido', 'pedidos')} />
        <Canal icone={Bike} nome="Delivery" canal={delivery} contagem={plural(delivery.pedidos, 'pedido', 'pedidos')} />
      </ul>
    </GraficoCard>
  );
}

function Canal({
  icone: Icone,
  nome,
  canal,
  contagem,
  detalhe = [],
}: {
  icone: LucideIcon;
  nome: string;
  canal: CanalDoRelatorio;
  contagem: string;
  detalhe?: (string | null)[];
}) {
  const linhas = detalhe.filter(Boolean);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="canal">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Icone className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-x-3">
          <h3 className="min-w-0 truncate font-medium text-slate-900">{nome}</h3>
          <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatReais(canal.receita)}</p>
        </div>
        <p className="text-sm text-slate-600 tabular-nums">
          {contagem} · ticket médio {formatReais(canal.ticket_medio)}
        </p>
        {linhas.length > 0 && <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{linhas.join(' · ')}</p>}
      </div>
    </li>
  );
}
