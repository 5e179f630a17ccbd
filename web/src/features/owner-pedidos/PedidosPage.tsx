import {
  FILTRO_AGENDADOS,
  FILTRO_EM_ABERTO,
  formatTelefone,
  PEDIDOS_CANCELAR_MAX,
  podeDevolverPix,
  STATUS_PEDIDO,
  type ContagemPedidos,
  type PedidoDoLojista,
  type StatusPedido,
} from '@vitrine/shared';
import { ClipboardList, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotificacoesDePedidos } from '../owner-notificacoes';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonRows } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { usePode } from '../../lib/owner-session';
import { cn } from '../../lib/cn';
import { useAlterarStatus, useBloqueio, useCancelarPedidos, useContagemPedidos, usePedidos, useProtecao } from './api';
import { FILTRO_TODOS, readFiltro, STATUS_FILTRO_LABEL, STATUS_LABEL, type FiltroDaTela } from './formato';
import { PedidoList } from './PedidoList';
import { ImpressaoAutomaticaDialog } from './ImpressaoAutomaticaDialog';
import { PausaSwitch } from './PausaSwitch';
import { avisarStatusRecusado } from './status-recusado';
import { ProtecaoDialog } from './ProtecaoDialog';
import { useNovosPedidos } from './useNovosPedidos';

/**
 * /pedidos: the orders placed through the catalogue, newest first, with the status the owner sets.
 * It opens on the orders still being served ("Em aberto"); each filter chip says how many it has.
 * New orders arrive while it is open (useNovosPedidos). Junk orders: tick several and cancel them
 * at once (their stock returns), block the phone they came from, and set the shop's orders a
 * minute ('Proteção').
 */
export function PedidosPage() {
  const [params, setParams] = useSearchParams();
  const filtro = readFiltro(params.get('status'));
  const pedidos = usePedidos(filtro === FILTRO_TODOS ? null : filtro);
  const contagem = useContagemPedidos();
  const alterar = useAlterarStatus();
  const aoVivo = useNovosPedidos({ ativo: pedidos.isSuccess });
  const [confirm, confirmDialog] = useConfirm();
  const cancelar = useCancelarPedidos();
  const { bloquear, desbloquear } = useBloqueio();
  const protecao = useProtecao();
  const bloqueados = new Set(protecao.data?.bloqueios.map(({ telefone }) => telefone));
  const [selecionados, setSelecionados] = useState<ReadonlySet<string>>(new Set());
  const podePausar = usePode('pausa');
  // /pedidos?pedido=<id>, where a notification's tap lands (pwa/sw.ts): that order in view and highlighted, once.
  const pedidoDoAviso = params.get('pedido');
  const mostrado = useRef<string | null>(null);
  const lista = pedidos.data?.pages.flatMap((pagina) => pagina.pedidos) ?? [];
  const temPedidoDoAviso = pedidoDoAviso !== null && lista.some((pedido) => pedido.id === pedidoDoAviso);
  useEffect(() => {
    if (!temPedidoDoAviso || mostrado.current === pedidoDoAviso) return;
    mostrado.current = pedidoDoAviso;
    aoVivo.destacar([pedidoDoAviso]);
    document.querySelector(`[data-pedido-id="${CSS.escape(pedidoDoAviso)}"]`)?.scrollIntoView({ block: 'center' });
  }, [temPedidoDoAviso, pedidoDoAviso, aoVivo]);

  function selecionar(pedido: PedidoDoLojista, marcado: boolean) {
    setSelecionados((atuais) => {
      const proximos = new Set(atuais);
      if (marcado) proximos.add(pedido.id);
      else proximos.delete(pedido.id);
      return proximos;
    });
  }

  async function cancelarSelecionados() {
    const ids = [...selecionados];
    if (ids.length > PEDIDOS_CANCELAR_MAX) {
      toast.error(`Selecione no máximo ${PEDIDOS_CANCELAR_MAX} pedidos de uma vez.`);
      return;
    }
    const plural = ids.length === 1 ? '1 pedido' : `${ids.length} pedidos`;
    if (
      !(await confirm({
        title: `Cancelar ${plural}?`,
        description: 'Eles saem da receita e o estoque dos produtos volta. Avise os clientes de verdade pelo WhatsApp.',
        confirmLabel: `Cancelar ${plural}`,
        cancelLabel: 'Voltar',
        danger: true,
      }))
    )
      return;
    cancelar.mutate(ids, {
      onSuccess: ({ cancelados, nao_encontrados, recusados }) => {
        setSelecionados(new Set());
        if (cancelados.length > 0 || recusados.length === 0)
          toast.success(cancelados.length === 1 ? '1 pedido cancelado.' : `${cancelados.length} pedidos cancelados.`, {
            description: nao_encontrados.length > 0 ? `${nao_encontrados.length} não foram encontrados.` : 'O estoque voltou.',
          });
        // Pending PIX the bank said were paid, or could not tell of (issue 48): those orders stand, grouped by why.
        if (recusados.length > 0) {
          const motivos = [...new Set(recusados.map(({ motivo }) => motivo))];
          toast.warning(recusados.length === 1 ? '1 pedido não foi cancelado' : `${recusados.length} pedidos não foram cancelados`, {
            description: motivos
              .map(
                (motivo) =>
                  `${recusados
                    .filter((recusado) => recusado.motivo === motivo)
                    .map(({ codigo }) => `#${codigo}`)
                    .join(', ')}: ${motivo}`,
              )
              .join(' '),
          });
        }
      },
      onError: (error) => toast.error(errorMessage(error, 'Erro ao cancelar os pedidos.')),
    });
  }

  async function alterarBloqueio(pedido: PedidoDoLojista, bloquearTelefone: boolean) {
    const telefone = pedido.cliente?.telefone;
    if (!telefone) return;
    const formatado = formatTelefone(telefone);
    if (!bloquearTelefone) {
      desbloquear.mutate(telefone, {
        onSuccess: () => toast.success(`${formatado} desbloqueado.`),
        onError: (error) => toast.error(errorMessage(error, 'Erro ao desbloquear.')),
      });
      return;
    }
    if (
      !(await confirm({
        title: `Bloquear ${formatado}?`,
        description:
          'Novos pedidos deste telefone serão recusados com uma mensagem educada. Você pode desbloquear quando quiser em Proteção.',
        confirmLabel: 'Bloquear telefone',
        cancelLabel: 'Voltar',
        danger: true,
      }))
    )
      return;
    bloquear.mutate(telefone, {
      onSuccess: () => toast.success(`${formatado} bloqueado.`),
      onError: (error) => toast.error(errorMessage(error, 'Erro ao bloquear.')),
    });
  }

  function filtrar(novo: FiltroDaTela) {
    setParams(
      (atuais) => {
        const proximos = new URLSearchParams(atuais);
        if (novo === FILTRO_EM_ABERTO) proximos.delete('status');
        else proximos.set('status', novo);
        return proximos;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  async function alterarStatus(pedido: PedidoDoLojista, novo: StatusPedido) {
    if (novo === pedido.status) return;
    if (
      novo === 'cancelado' &&
      !(await confirm({
        title: `Cancelar o pedido #${pedido.codigo}?`,
        // A PIX the bank confirmed is not refunded by the cancellation: the card offers it afterwards (issue 45).
        description: podeDevolverPix('cancelado', pedido.pagamento)
          ? 'O pedido sai da receita. Avise o cliente pelo WhatsApp. O PIX pago não volta sozinho: depois de cancelar, toque em “Devolver o PIX” no pedido.'
          : 'O pedido sai da receita. Avise o cliente pelo WhatsApp.',
        confirmLabel: 'Cancelar pedido',
        cancelLabel: 'Voltar',
        danger: true,
      }))
    )
      return;
    alterar.mutate(
      { pedido, status: novo },
      {
        onSuccess: (atualizado) =>
          toast.success(
            `Pedido #${pedido.codigo}: ${STATUS_LABEL[novo]}.`,
            // The bank, asked before the cancel, had a PIX of another amount (issue 48): what was paid goes back through the refund.
            pedido.pagamento?.status === 'pendente' && atualizado.pagamento?.status === 'divergente'
              ? { description: 'O cliente pagou o PIX com valor diferente do pedido: devolva o valor pago em “Devolver o PIX”.' }
              : undefined,
          ),
        onError: (error) => avisarStatusRecusado(error, pedido.codigo, `Erro ao atualizar o pedido #${pedido.codigo}.`),
      },
    );
  }

  // No orders at all yet: nothing to filter, and the empty screen says what will come.
  const nenhumPedido = contagem.data?.total === 0 || (filtro === FILTRO_TODOS && pedidos.isSuccess && lista.length === 0);

  let conteudo;
  if (pedidos.isPending) {
    conteudo = <SkeletonRows count={5} />;
  } else if (pedidos.isError) {
    conteudo = (
      <LoadError icon={ClipboardList} title="Não foi possível carregar os pedidos" error={pedidos.error} onRetry={pedidos.refetch} />
    );
  } else if (lista.length === 0) {
    conteudo = (
      <Card>
        {nenhumPedido ? (
          <EmptyState
            icon={ClipboardList}
            title="Nenhum pedido ainda"
            text="Quando um cliente enviar um pedido pelo seu catálogo, ele aparece aqui para você acompanhar."
          />
        ) : (
          <EmptyState
            icon={ClipboardList}
            title={
              filtro === FILTRO_EM_ABERTO
                ? 'Nenhum pedido em aberto'
                : filtro === FILTRO_AGENDADOS
                  ? 'Nenhum pedido agendado'
                  : `Nenhum pedido ${STATUS_LABEL[filtro as StatusPedido].toLowerCase()}`
            }
            text={
              filtro === FILTRO_EM_ABERTO
                ? 'Tudo atendido: os pedidos novos e em andamento aparecem aqui.'
                : filtro === FILTRO_AGENDADOS
                  ? 'Os pedidos em aberto com horário marcado aparecem aqui, do mais próximo ao mais distante.'
                  : 'Escolha outro status ou veja todos os pedidos.'
            }
            action={
              <Button variant="secondary" onClick={() => filtrar(FILTRO_TODOS)}>
                Ver todos
              </Button>
            }
          />
        )}
      </Card>
    );
  } else {
    conteudo = (
      <>
        <PedidoList
          pedidos={lista}
          alterandoId={alterar.isPending ? alterar.variables.pedido.id : undefined}
          destacados={aoVivo.destacados}
          onStatus={(pedido, novo) => void alterarStatus(pedido, novo)}
          selecionados={selecionados}
          onSelecionar={selecionar}
          bloqueados={bloqueados}
          onBloqueio={(pedido, bloquearTelefone) => void alterarBloqueio(pedido, bloquearTelefone)}
        />
        {pedidos.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => pedidos.fetchNextPage()} busy={pedidos.isFetchingNextPage}>
              Carregar mais
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title="Pedidos"
        subtitle="Os pedidos feitos pelo seu catálogo chegam aqui na hora. Atualize o status conforme você atende."
      />
      <Avisos somAtivo={aoVivo.somAtivo} onSom={aoVivo.alterarSom}>
        <ProtecaoDialog />
        <ImpressaoAutomaticaDialog />
        {podePausar && <PausaSwitch />}
      </Avisos>
      {!nenhumPedido && <FiltroDeStatus filtro={filtro} contagem={contagem.data} onChange={filtrar} />}
      {conteudo}
      {selecionados.size > 0 && (
        <Selecao
          quantos={selecionados.size}
          cancelando={cancelar.isPending}
          onCancelar={() => void cancelarSelecionados()}
          onLimpar={() => setSelecionados(new Set())}
        />
      )}
      {confirmDialog}
    </section>
  );
}

/**
 * The chips: the open orders first (where the screen opens), the scheduled ones, each status, then every order; each
 * with its count once GET /api/pedidos/contagem has answered ("Novos 3").
 */
function FiltroDeStatus({
  filtro,
  contagem,
  onChange,
}: {
  filtro: FiltroDaTela;
  contagem: ContagemPedidos | undefined;
  onChange: (filtro: FiltroDaTela) => void;
}) {
  const opcoes: Array<[FiltroDaTela, string, number | undefined]> = [
    [FILTRO_EM_ABERTO, 'Em aberto', contagem?.em_aberto],
    // The open orders with a slot, soonest first (issue 31).
    [FILTRO_AGENDADOS, 'Agendados', contagem?.agendados],
    ...STATUS_PEDIDO.map((s): [StatusPedido, string, number | undefined] => [s, STATUS_FILTRO_LABEL[s], contagem?.por_status[s]]),
    [FILTRO_TODOS, 'Todos', contagem?.total],
  ];
  return (
    // Ten chips: scrolls sideways on a phone rather than taking three rows; wraps from `sm` up.
    <div className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
      <div role="group" aria-label="Filtrar por status" className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {opcoes.map(([valor, rotulo, quantos]) => {
          const ativo = valor === filtro;
          return (
            <button
              key={valor}
              type="button"
              aria-pressed={ativo}
              onClick={() => onChange(valor)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                ativo ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {rotulo}{' '}
              {quantos !== undefined && (
                <span
                  className={cn(
                    'min-w-5 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums',
                    ativo ? 'bg-white/20 text-white' : quantos > 0 ? 'bg-slate-100 text-slate-700' : 'text-slate-400',
                  )}
                >
                  {quantos}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The ticked orders' bar, kept in reach at the bottom of the screen while the owner scrolls. */
function Selecao({
  quantos,
  cancelando,
  onCancelar,
  onLimpar,
}: {
  quantos: number;
  cancelando: boolean;
  onCancelar: () => void;
  onLimpar: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Pedidos selecionados"
      className="sticky bottom-[max(1rem,env(safe-area-inset-bottom))] z-10 mt-4 flex items-center gap-2 rounded-2xl bg-slate-900 p-2 pl-4 text-white shadow-lg"
    >
      <p className="min-w-0 flex-1 text-sm font-medium">{quantos === 1 ? '1 selecionado' : `${quantos} selecionados`}</p>
      <Button variant="danger" size="sm" busy={cancelando} onClick={onCancelar}>
        Cancelar selecionados
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="size-9 px-0! text-white hover:bg-white/10"
        aria-label="Limpar seleção"
        onClick={onLimpar}
      >
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

/** The chime's switch and this device's avisos (Web Push: the one place here that asks for notifications, never on load); then `children` (Proteção). */
function Avisos({ somAtivo, onSom, children }: { somAtivo: boolean; onSom: (ativo: boolean) => void; children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-x-6 gap-y-3">
      <NotificacoesDePedidos />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Checkbox label="Som de novos pedidos" checked={somAtivo} onChange={(event) => onSom(event.target.checked)} />
        {children}
      </div>
    </div>
  );
}
