import {
  NOMES_STATUS_PEDIDO,
  PESO_APROXIMADO,
  type Papel,
  type PedidoDoLojista,
  type StatusPedido,
  type TipoEntrega,
} from '@vitrine/shared';
import { aguardandoPix, describeTipoDoPedido, inicioDoPreparo } from '@vitrine/shared/pedido';
import { Bike, CalendarClock, Clock, Hourglass, Package, ShoppingBag } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatPesoDoItem, temItemPesado } from '../../lib/itens-do-pedido';
import {
  botaoDo,
  colunaDo,
  corDoTempo,
  formatTempo,
  linhasDasOpcoes,
  linhasDoCombo,
  minutosAte,
  minutosDesde,
  type CorDoTempo,
} from './quadro';

// Type that grows with the screen: a tablet's 1024 px, a TV's 1920 px, read from two metres.
const TEXTO_CODIGO = 'text-[clamp(1.5rem,2.1vw,2.5rem)]';
const TEXTO_ITEM = 'text-[clamp(1.25rem,1.55vw,2rem)]';
const TEXTO_DETALHE = 'text-[clamp(1.0625rem,1.25vw,1.625rem)]';
const TEXTO_BOTAO = 'text-[clamp(1.125rem,1.4vw,1.75rem)]';

const TEMPO: Record<CorDoTempo | 'pronto', string> = {
  normal: 'bg-emerald-100 text-emerald-900',
  atencao: 'bg-amber-400 text-slate-950',
  atrasado: 'bg-red-600 text-white',
  pronto: 'bg-slate-200 text-slate-800',
};

const BORDA: Record<CorDoTempo | 'pronto', string> = {
  normal: 'border-emerald-500',
  atencao: 'border-amber-400',
  atrasado: 'border-red-600',
  pronto: 'border-slate-300',
};

/** Each kind its icon and colour; an order that does not say its kind is collected at the counter. */
const TIPO: Record<TipoEntrega, { Icone: typeof Bike; cor: string }> = {
  entrega: { Icone: Bike, cor: 'text-sky-800' },
  envio: { Icone: Package, cor: 'text-teal-800' },
  retirada: { Icone: ShoppingBag, cor: 'text-violet-800' },
};

const BOTAO: Partial<Record<StatusPedido, string>> = {
  confirmado: 'bg-sky-600 hover:bg-sky-700',
  preparando: 'bg-orange-600 hover:bg-orange-700',
  pronto_para_retirada: 'bg-emerald-700 hover:bg-emerald-800',
  saiu_para_entrega: 'bg-emerald-700 hover:bg-emerald-800',
  entregue: 'bg-slate-700 hover:bg-slate-800',
};

/**
 * One order on the kitchen's board: code, how long it has waited (amber after 10 min, red after 20,
 * plain once it is ready), its kind and slot as every screen names them ("Envio (RJ)", "Agendado
 * 19:00"), the items with their options and notes, the order's note, and the button that moves it
 * on. A scheduled order waits from its preparation's start (its slot less the shop's
 * `antecedenciaMin`), and says how long until then.
 */
export function CozinhaPedidoCard({
  pedido,
  papel,
  agora,
  antecedenciaMin,
  onMover,
}: {
  pedido: PedidoDoLojista;
  papel: Papel;
  agora: number;
  antecedenciaMin: number;
  onMover: (status: StatusPedido) => void;
}) {
  const inicio = inicioDoPreparo(pedido, antecedenciaMin);
  const minutos = minutosDesde(inicio, agora);
  // Only a scheduled order waits for its start: any other started when placed, whatever this clock says.
  const antes = Boolean(pedido.agendado_para) && agora < inicio;
  const pronto = colunaDo(pedido.status) === 'pronto';
  const cor = pronto ? 'pronto' : corDoTempo(minutos);
  const botao = botaoDo(pedido, papel);
  const tipo = describeTipoDoPedido(pedido, new Date(agora));
  const { Icone, cor: corDoTipo } = TIPO[pedido.entrega?.tipo ?? 'retirada'];

  return (
    <article
      aria-label={`Pedido #${pedido.codigo}`}
      data-testid="cozinha-pedido"
      data-status={pedido.status}
      data-tempo={cor}
      className={cn('rounded-xl border-l-8 bg-white p-3 text-slate-900 shadow-md xl:p-4', BORDA[cor])}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className={cn('leading-none font-extrabold tracking-tight tabular-nums', TEXTO_CODIGO)}>#{pedido.codigo}</span>
        <span
          data-testid="cozinha-tempo"
          className={cn(
            'flex items-center gap-1 rounded-lg px-2 py-0.5 font-bold whitespace-nowrap tabular-nums',
            TEXTO_DETALHE,
            TEMPO[cor],
          )}
          title={
            antes
              ? 'Tempo até começar o preparo'
              : pedido.agendado_para
                ? 'Tempo desde a hora de começar o preparo'
                : 'Tempo desde o pedido'
          }
        >
          <Clock className="size-[1em]" aria-hidden />
          {antes ? `Preparo em ${formatTempo(minutosAte(inicio, agora))}` : formatTempo(minutos)}
        </span>
      </div>
      {(pronto || tipo.nome) && (
        <p
          className={cn(
            'mt-1.5 flex items-center gap-1.5 leading-snug font-semibold',
            TEXTO_DETALHE,
            pronto ? 'text-emerald-800' : corDoTipo,
          )}
        >
          <Icone className="size-[1.1em] shrink-0" aria-hidden />
          {pronto ? NOMES_STATUS_PEDIDO[pedido.status] : tipo.nome}
        </p>
      )}
      {/* The driver taking it (issue 46): the cook hands the bag to them. */}
      {pedido.entregador && (
        <p data-testid="cozinha-entregador" className={cn('mt-1.5 leading-snug font-semibold text-sky-900', TEXTO_DETALHE)}>
          Entregador: {pedido.entregador.nome}
        </p>
      )}
      {/* A scheduled order: when it is wanted, as the ticket and the list say it. */}
      {tipo.agendado && (
        <p
          data-testid="cozinha-agendado"
          className={cn(
            'mt-1.5 flex w-fit items-center gap-1.5 rounded-lg bg-fuchsia-100 px-2 py-0.5 leading-snug font-bold text-fuchsia-950',
            TEXTO_DETALHE,
          )}
        >
          <CalendarClock className="size-[1.1em] shrink-0" aria-hidden />
          {tipo.agendado}
        </p>
      )}

      {/* Issue 45: the bank has not confirmed the PIX yet; a shop that prepares only paid orders waits for it. */}
      {aguardandoPix(pedido.pagamento) && (
        <p
          data-testid="cozinha-aguardando-pix"
          className={cn(
            'mt-1.5 flex w-fit items-center gap-1.5 rounded-lg bg-amber-100 px-2 py-0.5 leading-snug font-bold text-amber-950',
            TEXTO_DETALHE,
          )}
        >
          <Hourglass className="size-[1.1em] shrink-0" aria-hidden />
          Aguardando PIX
        </p>
      )}

      <ul className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-2">
        {pedido.itens.map((item, indice) => (
          <li key={`${item.produto_id}-${indice}`}>
            <p className={cn('leading-snug font-bold', TEXTO_ITEM)}>
              <span className="tabular-nums">{formatPesoDoItem(item) ?? `${item.quantidade}×`}</span> {item.nome}
            </p>
            {linhasDasOpcoes(item).map((linha) => (
              <p key={linha} className={cn('pl-[1.6em] leading-snug text-slate-700', TEXTO_DETALHE)}>
                {linha}
              </p>
            ))}
            {/* A combo's items (issue 47): what the kitchen makes, with the units the line holds. */}
            {linhasDoCombo(item).map((linha) => (
              <p
                key={linha}
                data-testid="cozinha-item-do-combo"
                className={cn('pl-[1.6em] leading-snug font-semibold text-slate-800', TEXTO_DETALHE)}
              >
                {linha}
              </p>
            ))}
            {item.observacao && (
              <p className={cn('mt-0.5 ml-[1.6em] rounded bg-amber-100 px-1.5 leading-snug font-semibold text-amber-950', TEXTO_DETALHE)}>
                Obs.: {item.observacao}
              </p>
            )}
          </li>
        ))}
      </ul>

      {temItemPesado(pedido.itens) && <p className={cn('mt-1 leading-snug text-slate-600', TEXTO_DETALHE)}>{PESO_APROXIMADO}</p>}

      {pedido.observacao && (
        <p className={cn('mt-2 rounded-lg bg-amber-100 px-2 py-1 leading-snug text-amber-950', TEXTO_DETALHE)}>
          <span className="font-bold">Observação:</span> {pedido.observacao}
        </p>
      )}

      {botao && 'acao' in botao && (
        <button
          type="button"
          onClick={() => onMover(botao.status)}
          className={cn(
            'mt-3 flex min-h-14 w-full items-center justify-center rounded-xl px-2 py-2 leading-tight font-bold text-white xl:min-h-16',
            TEXTO_BOTAO,
            BOTAO[botao.status],
          )}
        >
          {botao.acao}
        </button>
      )}
      {botao && 'aguardando' in botao && (
        <p className={cn('mt-3 rounded-xl bg-slate-100 px-3 py-2 text-center font-medium text-slate-600', TEXTO_DETALHE)}>
          {botao.aguardando}
        </p>
      )}
    </article>
  );
}
