import {
  FRETE_A_COMBINAR,
  formatAgendadoPara,
  normalizeTelefone,
  PESO_APROXIMADO,
  RETENCAO_DADOS_CLIENTE_MESES,
  type PedidoDoLojista,
  type StatusPedido,
} from '@vitrine/shared';
import { Ban, CalendarClock, Check, ChevronDown, Copy, EllipsisVertical, MessageCircle, Package, Store, Truck, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useCopy } from '../../lib/useCopy';
import { conversaLink } from './conversa';
import { DevolucaoPix } from './DevolucaoPix';
import { PagoChip, ReceberPedido } from '../owner-caixa';
import { ImprimirComanda } from './ImprimirComanda';
import { EntregadorNoPedido } from '../owner-entregadores';
import { DetalheDoPix, PagamentoChip } from './PagamentoDoPedido';
import { formatDataHora } from '../../lib/formato-data';
import {
  formatEndereco,
  formatDesconto,
  formatEntrega,
  formatOpcoes,
  formatPesoDoItem,
  linhasDoCombo,
  temItemPesado,
  formatPagamento,
  formatReais,
  formatTelefone,
  linkDoWhatsapp,
  STATUS_BADGE,
  STATUS_LABEL,
} from './formato';
import { proximoPasso, statusDoMenu } from './status';

export interface PedidoListProps {
  pedidos: PedidoDoLojista[];
  /** The order whose status is on its way to the server. */
  alterandoId?: string;
  /** Orders that just arrived live, highlighted for a few seconds. */
  destacados?: ReadonlySet<string>;
  onStatus: (pedido: PedidoDoLojista, status: StatusPedido) => void;
  /** The orders ticked for 'Cancelar selecionados'; without it, no tick boxes. */
  selecionados?: ReadonlySet<string>;
  onSelecionar?: (pedido: PedidoDoLojista, marcado: boolean) => void;
  /** The customers' phones the shop blocked, and blocking or unblocking an order's phone. */
  bloqueados?: ReadonlySet<string>;
  onBloqueio?: (pedido: PedidoDoLojista, bloquear: boolean) => void;
}

/**
 * One card per order, at every width (two columns from `lg`): the line that matters first (code,
 * status, customer, time, total), then how it goes and is paid, the items, the rest folded, and the
 * next step at the thumb's reach.
 */
export function PedidoList({
  pedidos,
  alterandoId,
  destacados,
  onStatus,
  selecionados,
  onSelecionar,
  bloqueados,
  onBloqueio,
}: PedidoListProps) {
  return (
    <ul className="grid grid-cols-1 items-start gap-3 lg:grid-cols-2">
      {pedidos.map((pedido) => (
        <PedidoCard
          key={pedido.id}
          pedido={pedido}
          alterando={alterandoId === pedido.id}
          destacado={destacados?.has(pedido.id) ?? false}
          onStatus={onStatus}
          selecionado={selecionados?.has(pedido.id) ?? false}
          onSelecionar={onSelecionar}
          bloqueado={!!pedido.cliente?.telefone && (bloqueados?.has(pedido.cliente.telefone) ?? false)}
          onBloqueio={onBloqueio}
        />
      ))}
    </ul>
  );
}

function PedidoCard({
  pedido,
  alterando,
  destacado,
  onStatus,
  selecionado,
  onSelecionar,
  bloqueado,
  onBloqueio,
}: {
  pedido: PedidoDoLojista;
  alterando: boolean;
  destacado: boolean;
  onStatus: PedidoListProps['onStatus'];
  selecionado: boolean;
  onSelecionar: PedidoListProps['onSelecionar'];
  bloqueado: boolean;
  onBloqueio: PedidoListProps['onBloqueio'];
}) {
  const cancelado = pedido.status === 'cancelado';
  return (
    <li data-testid="pedido" data-codigo={pedido.codigo} data-pedido-id={pedido.id} data-destacado={destacado || undefined}>
      <Card
        className={cn(
          'flex flex-col p-4 transition-[box-shadow,background-color] duration-1000',
          cancelado && 'bg-slate-50 shadow-none',
          destacado && 'bg-brand-50 ring-2 ring-brand-500 duration-200',
          selecionado && 'ring-2 ring-red-400',
        )}
      >
        <div className={cn(cancelado && 'opacity-60')}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {/* A cancelled order has nothing left to cancel: no tick box. */}
                {onSelecionar && !cancelado && (
                  <input
                    type="checkbox"
                    checked={selecionado}
                    onChange={(event) => onSelecionar(pedido, event.target.checked)}
                    aria-label={`Selecionar o pedido #${pedido.codigo}`}
                    className="size-5 shrink-0 cursor-pointer rounded accent-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                )}
                <span className="font-mono text-base font-semibold tracking-wide text-slate-900">#{pedido.codigo}</span>
                <Badge variant={STATUS_BADGE[pedido.status]}>{STATUS_LABEL[pedido.status]}</Badge>
                <PagamentoChip pedido={pedido} />
                <PagoChip pedido={pedido} />
                {destacado && <span className="text-xs font-semibold text-brand-700">Acabou de chegar</span>}
                {bloqueado && <Badge variant="red">Telefone bloqueado</Badge>}
                {/* The loyalty card (issue 29): a delivered order of a phone while the card was on. */}
                {pedido.fidelidade?.selo && <Badge variant="blue">Selo do cartão</Badge>}
                {pedido.fidelidade?.recompensa && <Badge variant="green">Desconto do cartão</Badge>}
              </div>
              {pedido.cliente && <p className="mt-1 font-semibold break-words text-slate-900">{pedido.cliente.nome}</p>}
              {/* The customer asked for it or the retention period passed (issue 17): say so instead of blanks. */}
              {pedido.dados_apagados_em && (
                <p className="mt-1 text-sm text-slate-500 italic" data-testid="dados-apagados">
                  {pedido.dados_apagados_por === 'retencao'
                    ? `Dados do cliente apagados após ${RETENCAO_DADOS_CLIENTE_MESES} meses`
                    : 'Dados apagados a pedido do cliente'}
                </p>
              )}
              <time dateTime={pedido.criado_em} className="mt-0.5 block text-sm text-slate-500">
                {formatDataHora(pedido.criado_em)}
              </time>
            </div>
            <Total pedido={pedido} />
          </div>
          {/* A scheduled order (issue 31): when it is wanted matters more than when it was placed, so it spans the card. */}
          {pedido.agendado_para && (
            <p
              data-testid="agendado-para"
              className="mt-3 flex items-center gap-2 rounded-lg bg-violet-50 px-3 py-2 text-sm font-semibold text-violet-900 ring-1 ring-violet-200 ring-inset"
            >
              <CalendarClock className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0">{formatAgendadoPara(pedido.agendado_para)}</span>
            </p>
          )}
          <Resumo pedido={pedido} />
          <EntregadorNoPedido pedido={pedido} />
          {pedido.observacao && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-amber-900">
              <span className="font-semibold">Observação:</span> {pedido.observacao}
            </p>
          )}
          <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
            <Itens pedido={pedido} />
          </div>
          <Detalhes pedido={pedido} bloqueado={bloqueado} onBloqueio={onBloqueio} />
        </div>
        {/* Outside the cancelled order's fade: the refund is what is left to do with it (issue 45). */}
        <DevolucaoPix pedido={pedido} />
        <Acoes pedido={pedido} alterando={alterando} onStatus={onStatus} />
      </Card>
    </li>
  );
}

function Total({ pedido }: { pedido: PedidoDoLojista }) {
  const cancelado = pedido.status === 'cancelado';
  return (
    <p className={cn('text-lg font-semibold whitespace-nowrap tabular-nums', cancelado ? 'text-slate-400 line-through' : 'text-slate-900')}>
      {cancelado && <span className="sr-only">Cancelado: </span>}
      {formatReais(pedido.total)}
    </p>
  );
}

/** Delivery (with the address) or pickup, and the payment with the change to bring: what the owner acts on. */
function Resumo({ pedido }: { pedido: PedidoDoLojista }) {
  const entrega = formatEntrega(pedido);
  const endereco = formatEndereco(pedido);
  const pagamento = formatPagamento(pedido);
  if (!entrega && !pagamento) return null;
  const Icone = pedido.entrega?.tipo === 'retirada' ? Store : pedido.entrega?.tipo === 'envio' ? Package : Truck;
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
      {entrega && (
        <li className="flex gap-2">
          <Icone className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0 break-words">
            <span className="font-medium text-slate-900">{entrega}</span>
            {endereco && <span className="block">{endereco}</span>}
            {pedido.frete_a_combinar && <span className="block font-medium text-amber-800">{FRETE_A_COMBINAR}</span>}
          </span>
        </li>
      )}
      {pagamento && (
        <li className="flex gap-2">
          <Wallet className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0 break-words">
            <span className="font-medium text-slate-900">{pagamento.forma}</span>
            {pagamento.troco && <span className="block">{pagamento.troco}</span>}
            <DetalheDoPix pedido={pedido} />
          </span>
        </li>
      )}
    </ul>
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
          <span className="font-medium text-slate-900 tabular-nums">{formatPesoDoItem(item) ?? `${item.quantidade} ×`}</span> {item.nome}
          {item.opcoes.length > 0 && <span className="block text-sm text-slate-500">{formatOpcoes(item)}</span>}
          {/* A combo's items (issue 47), with the units the line holds. */}
          {linhasDoCombo(item).map((linha) => (
            <span key={linha} className="block text-sm text-slate-600">
              {linha}
            </span>
          ))}
          {item.observacao && <span className="block text-sm text-slate-500 italic">Obs.: {item.observacao}</span>}
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
      {temItemPesado(pedido.itens) && <li className="text-sm text-slate-500">{PESO_APROXIMADO}</li>}
    </ul>
  );
}

/**
 * Phone, reference, the sums and the tracking link, folded: an order from before the checkout has
 * none of them. With the phone, blocking it (junk orders) or unblocking it.
 */
/** The customer's phone as a call link (the WhatsApp chat is Conversar, beside the status). */
function TelefoneDoCliente({ telefone }: { telefone: string }) {
  const numero = normalizeTelefone(telefone);
  if (!numero) return formatTelefone(telefone);
  return (
    <a
      href={`tel:+${numero}`}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={`Ligar para ${formatTelefone(numero)}`}
    >
      {formatTelefone(numero)}
    </a>
  );
}

function Detalhes({
  pedido,
  bloqueado,
  onBloqueio,
}: {
  pedido: PedidoDoLojista;
  bloqueado: boolean;
  onBloqueio: PedidoListProps['onBloqueio'];
}) {
  const { cliente, entrega } = pedido;
  const linhas: Array<[string, ReactNode]> = [];
  if (cliente?.telefone) linhas.push(['Telefone', <TelefoneDoCliente key="telefone" telefone={cliente.telefone} />]);
  if (entrega?.tipo === 'entrega' && entrega.referencia) linhas.push(['Referência', entrega.referencia]);
  const desconto = formatDesconto(pedido);
  if (entrega || desconto) {
    linhas.push(['Subtotal', formatReais(pedido.subtotal)]);
    if (desconto) linhas.push(desconto);
    if (entrega?.tipo === 'entrega')
      linhas.push(['Taxa de entrega', pedido.taxa_entrega > 0 ? formatReais(pedido.taxa_entrega) : 'Grátis']);
    if (entrega?.tipo === 'envio')
      linhas.push([
        'Frete',
        pedido.frete_a_combinar ? FRETE_A_COMBINAR : pedido.taxa_entrega > 0 ? formatReais(pedido.taxa_entrega) : 'Grátis',
      ]);
    linhas.push(['Total', formatReais(pedido.total)]);
  }
  // Who on the team moved the order, and when: the changes after it was placed.
  const mudancas = pedido.historico.slice(1);
  if (linhas.length === 0 && mudancas.length === 0 && !pedido.acompanhamento) return null;
  return (
    <details className="group mt-3 border-t border-slate-100 pt-2 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded py-1 font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        Detalhes
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo} className="contents">
            <dt className="text-slate-500">{rotulo}</dt>
            <dd className="min-w-0 text-right break-words tabular-nums">{valor}</dd>
          </div>
        ))}
      </dl>
      {mudancas.length > 0 && (
        <ol className="mt-3 space-y-1 border-t border-slate-100 pt-2 text-slate-600" aria-label="Histórico do pedido">
          {mudancas.map(({ status, em, por }) => (
            <li key={`${status}-${em}`}>{`${STATUS_LABEL[status]} em ${formatDataHora(em)}${por ? ` por ${por}` : ''}`}</li>
          ))}
        </ol>
      )}
      <div className="mt-2 -ml-3 flex flex-wrap gap-x-2">
        {pedido.acompanhamento && <CopiarAcompanhamento pedido={pedido} caminho={pedido.acompanhamento} />}
        {cliente?.telefone && onBloqueio && (
          <Button
            variant="ghost"
            size="sm"
            className={bloqueado ? 'text-slate-700' : 'text-red-700'}
            onClick={() => onBloqueio(pedido, !bloqueado)}
          >
            <Ban className="size-4" aria-hidden />
            {bloqueado ? 'Desbloquear telefone' : 'Bloquear telefone'}
          </Button>
        )}
      </div>
    </details>
  );
}

function CopiarAcompanhamento({ pedido, caminho }: { pedido: PedidoDoLojista; caminho: string }) {
  const { copied, copy } = useCopy();
  async function copiar() {
    if (await copy(`${window.location.origin}${caminho}`)) toast.success(`Link de acompanhamento do pedido #${pedido.codigo} copiado!`);
    else toast.error('Não foi possível copiar o link.');
  }
  return (
    <Button variant="ghost" size="sm" className="text-brand-700" onClick={copiar}>
      {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      Copiar link de acompanhamento
    </Button>
  );
}

// `!`: cn does not merge classes, and the button's size brings its own padding.
const ICONE_BOTAO = 'size-11 shrink-0 px-0!';
/** The status menu marks each option with its badge's colour, as a dot. */
const PONTO: Record<BadgeVariant, string> = {
  blue: 'bg-brand-500',
  yellow: 'bg-amber-500',
  green: 'bg-emerald-500',
  grey: 'bg-slate-400',
  red: 'bg-red-500',
};

/**
 * The next step as the main button, every other status in a sheet, the chat with the customer and
 * the printed ticket. The row is a container: the chat's and the ticket's words show only when the
 * card is wide enough for them beside the main button (two columns at 1280 px left it 100 px).
 */
function Acoes({ pedido, alterando, onStatus }: { pedido: PedidoDoLojista; alterando: boolean; onStatus: PedidoListProps['onStatus'] }) {
  const proximo = proximoPasso(pedido);
  return (
    <div className="@container mt-4 flex gap-2">
      {proximo && (
        // The longest step ("Pronto para retirada") wraps inside the button rather than spill out of a narrow card.
        <Button
          className="h-auto! min-h-11 min-w-0 flex-1 py-2 leading-tight whitespace-normal!"
          disabled={alterando}
          onClick={() => onStatus(pedido, proximo.status)}
        >
          {proximo.acao}
        </Button>
      )}
      <StatusMenu pedido={pedido} alterando={alterando} compacto={proximo !== null} onStatus={onStatus} />
      <Conversar pedido={pedido} />
      {/* Paid at the counter or on delivery (issue 46): on the person's till; "Pago" once it is all received. */}
      <ReceberPedido pedido={pedido} />
      <ImprimirComanda pedido={pedido} className="w-11 shrink-0 px-0! @md:w-auto @md:px-4!" />
    </div>
  );
}

function StatusMenu({
  pedido,
  alterando,
  compacto,
  onStatus,
}: {
  pedido: PedidoDoLojista;
  alterando: boolean;
  compacto: boolean;
  onStatus: PedidoListProps['onStatus'];
}) {
  const [aberto, setAberto] = useState(false);
  const rotulo = `Alterar status do pedido #${pedido.codigo}`;
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={
        <Button
          variant="secondary"
          aria-label={rotulo}
          title="Outros status"
          disabled={alterando}
          className={compacto ? ICONE_BOTAO : 'min-w-0 flex-1'}
        >
          {compacto ? <EllipsisVertical className="size-5" aria-hidden /> : 'Alterar status'}
        </Button>
      }
      title={`Pedido #${pedido.codigo}`}
      description={
        <>
          Agora: <span className="font-medium text-slate-900">{STATUS_LABEL[pedido.status]}</span>. Escolha o novo status.
        </>
      }
    >
      <ul className="flex flex-col gap-2" aria-label="Novo status">
        {statusDoMenu(pedido).map((status) => (
          <li key={status}>
            <button
              type="button"
              onClick={() => {
                setAberto(false);
                onStatus(pedido, status);
              }}
              className={cn(
                'flex h-12 w-full items-center justify-between rounded-xl px-4 text-left text-sm font-medium ring-1 ring-slate-200 transition-colors ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                status === 'cancelado' ? 'text-red-700' : 'text-slate-800',
              )}
            >
              <span className="flex items-center gap-3">
                <span className={cn('size-2.5 rounded-full', PONTO[STATUS_BADGE[status]])} aria-hidden />
                {status === 'cancelado' ? 'Cancelar pedido' : STATUS_LABEL[status]}
              </span>
              {status === proximoPasso(pedido)?.status && <span className="text-xs font-normal text-slate-500">Próximo passo</span>}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * WhatsApp with the customer and a message for the order's status. An order without the customer's
 * phone (from before the checkout) keeps today's link: the order's text, and the owner picks the chat.
 */
function Conversar({ pedido }: { pedido: PedidoDoLojista }) {
  const link = conversaLink(pedido, window.location.origin);
  const classe = buttonClass({ variant: 'secondary', className: 'w-11 shrink-0 px-0! @md:w-auto @md:px-4!' });
  if (link) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Conversar com ${pedido.cliente!.nome} no WhatsApp`}
        title="Abrir a conversa com o cliente, com uma mensagem sobre o status"
        className={classe}
      >
        <MessageCircle className="size-5 text-emerald-600 @md:size-4" aria-hidden />
        <span className="hidden @md:inline">Conversar</span>
      </a>
    );
  }
  return (
    <a
      href={linkDoWhatsapp(pedido.texto_whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Abrir pedido #${pedido.codigo} no WhatsApp`}
      title="Pedido sem o telefone do cliente: abre o WhatsApp com o texto do pedido para você escolher a conversa"
      className={classe}
    >
      <MessageCircle className="size-5 text-emerald-600 @md:size-4" aria-hidden />
      <span className="hidden @md:inline">WhatsApp</span>
    </a>
  );
}
