import { STATUS_PEDIDO, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Select } from '../../components/ui/Input';
import { TBody, TD, TH, THead, TR, Table } from '../../components/ui/Table';
import { cn } from '../../lib/cn';
import { formatDataHora, formatReais, linkDoWhatsapp, STATUS_BADGE, STATUS_LABEL } from './formato';

export interface PedidoListProps {
  pedidos: PedidoDoLojista[];
  /** The order whose status is on its way to the server. */
  alterandoId?: string;
  onStatus: (pedido: PedidoDoLojista, status: StatusPedido) => void;
}

/** A table from `xl` up; below it one card per order, the status and WhatsApp at the thumb's reach. */
export function PedidoList({ pedidos, alterandoId, onStatus }: PedidoListProps) {
  return (
    <>
      <div className="hidden xl:block">
        <Table>
          <THead>
            <tr>
              <TH>Pedido</TH>
              <TH>Itens</TH>
              <TH className="text-right">Total</TH>
              <TH>Status</TH>
              <TH className="text-right">
                <span className="sr-only">Ações</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {pedidos.map((pedido) => {
              const cancelado = pedido.status === 'cancelado';
              return (
                <TR
                  key={pedido.id}
                  className={cn('align-top', cancelado && 'bg-slate-50/80')}
                  data-testid="pedido"
                  data-codigo={pedido.codigo}
                >
                  <TD className="align-top">
                    <div className={cn(cancelado && 'opacity-60')}>
                      <div className="flex items-center gap-2">
                        <Codigo pedido={pedido} />
                        <Badge variant={STATUS_BADGE[pedido.status]}>{STATUS_LABEL[pedido.status]}</Badge>
                      </div>
                      <Quando pedido={pedido} />
                    </div>
                  </TD>
                  <TD className={cn('align-top', cancelado && 'opacity-60')}>
                    {/* A set width: the table is as wide as its content, so long names wrap here instead of widening it. */}
                    <div className="w-64 whitespace-normal 2xl:w-96">
                      <Itens pedido={pedido} />
                    </div>
                  </TD>
                  <TD className="text-right align-top">
                    <Total pedido={pedido} />
                  </TD>
                  <TD className="align-top">
                    <StatusSelect pedido={pedido} alterando={alterandoId === pedido.id} onStatus={onStatus} className="w-40" />
                  </TD>
                  <TD className="text-right align-top">
                    <WhatsappLink pedido={pedido} compacto />
                  </TD>
                </TR>
              );
            })}
          </TBody>
        </Table>
      </div>

      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
        {pedidos.map((pedido) => {
          const cancelado = pedido.status === 'cancelado';
          return (
            <li key={pedido.id} className="flex" data-testid="pedido" data-codigo={pedido.codigo}>
              <Card className={cn('flex w-full flex-col p-4', cancelado && 'bg-slate-50 shadow-none')}>
                <div className={cn('flex-1', cancelado && 'opacity-60')}>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <Codigo pedido={pedido} />
                        <Badge variant={STATUS_BADGE[pedido.status]}>{STATUS_LABEL[pedido.status]}</Badge>
                      </div>
                      <Quando pedido={pedido} />
                    </div>
                    <Total pedido={pedido} className="text-lg" />
                  </div>
                  <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
                    <Itens pedido={pedido} />
                  </div>
                </div>
                <div className="mt-4 flex gap-2">
                  <StatusSelect pedido={pedido} alterando={alterandoId === pedido.id} onStatus={onStatus} className="min-w-0 flex-1" />
                  <WhatsappLink pedido={pedido} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Codigo({ pedido }: { pedido: PedidoDoLojista }) {
  return <span className="font-mono text-base font-semibold tracking-wide text-slate-900">#{pedido.codigo}</span>;
}

function Quando({ pedido }: { pedido: PedidoDoLojista }) {
  return (
    <time dateTime={pedido.criado_em} className="mt-0.5 block text-sm text-slate-500">
      {formatDataHora(pedido.criado_em)}
    </time>
  );
}

function Total({ pedido, className }: { pedido: PedidoDoLojista; className?: string }) {
  const cancelado = pedido.status === 'cancelado';
  return (
    <p
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        cancelado ? 'text-slate-400 line-through' : 'text-slate-900',
        className,
      )}
    >
      {cancelado && <span className="sr-only">Cancelado: </span>}
      {formatReais(pedido.total)}
    </p>
  );
}

/** Up to four lines; a longer order folds the rest behind '+ N itens'. */
const VISIVEIS = 3;

function Itens({ pedido }: { pedido: PedidoDoLojista }) {
  const [aberto, setAberto] = useState(false);
  const dobra = pedido.itens.length > VISIVEIS + 1 && !aberto;
  const itens = dobra ? pedido.itens.slice(0, VISIVEIS) : pedido.itens;
  return (
    <ul className="space-y-0.5 text-slate-700">
      {itens.map((item, indice) => (
        <li key={`${item.produto_id}-${indice}`} className="break-words">
          <span className="font-medium text-slate-900 tabular-nums">{item.quantidade} ×</span> {item.nome}
        </li>
      ))}
      {dobra && (
        <li>
          <button
            type="button"
            onClick={() => setAberto(true)}
            className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            + {pedido.itens.length - VISIVEIS} itens
          </button>
        </li>
      )}
    </ul>
  );
}

function StatusSelect({
  pedido,
  alterando,
  onStatus,
  className,
}: {
  pedido: PedidoDoLojista;
  alterando: boolean;
  onStatus: PedidoListProps['onStatus'];
  className?: string;
}) {
  return (
    <Select
      aria-label={`Status do pedido #${pedido.codigo}`}
      value={pedido.status}
      disabled={alterando}
      onChange={(event) => onStatus(pedido, event.target.value as StatusPedido)}
      className={className}
    >
      {STATUS_PEDIDO.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABEL[status]}
        </option>
      ))}
    </Select>
  );
}

/** Reopens WhatsApp with the order's text; the owner picks the customer's chat (we do not keep their number). */
function WhatsappLink({ pedido, compacto }: { pedido: PedidoDoLojista; compacto?: boolean }) {
  return (
    <a
      href={linkDoWhatsapp(pedido.texto_whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Abrir pedido #${pedido.codigo} no WhatsApp`}
      title="Abrir no WhatsApp com o texto do pedido"
      className={cn(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-white text-sm font-semibold whitespace-nowrap text-slate-800 shadow-sm ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        compacto ? 'w-11' : 'px-4',
      )}
    >
      <MessageCircle className={cn('text-emerald-600', compacto ? 'size-5' : 'size-4')} aria-hidden />
      {!compacto && 'WhatsApp'}
    </a>
  );
}
