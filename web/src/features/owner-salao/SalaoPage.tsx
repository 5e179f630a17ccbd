import {
  NOMES_DOS_ESTADOS_DA_MESA,
  formatBRL,
  reaisToCents,
  type EstadoNoSalao,
  type MesaDoSalao,
  type MotivoDoChamado,
} from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { BellRing, Check, Clock, Receipt, Users, UtensilsCrossed, WifiOff, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryContent } from '../../components/ui/QueryContent';
import { PageHeader } from '../../components/ui/PageHeader';
import { toast, toastError } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useAtenderChamado, useSalaoAoVivo } from './api';
import { comandaPath } from './caminhos';

/** Each state's colour and icon; its words (NOMES_DOS_ESTADOS_DA_MESA) always beside them, never the colour alone. */
const VISUAL: Record<EstadoNoSalao, { card: string; selo: string; Icon: LucideIcon }> = {
  pediu_conta: { card: 'border-red-400 bg-red-50 ring-2 ring-red-300', selo: 'bg-red-600 text-white', Icon: Receipt },
  chamou_garcom: { card: 'border-amber-400 bg-amber-50 ring-2 ring-amber-300', selo: 'bg-amber-500 text-amber-950', Icon: BellRing },
  ocupada: { card: 'border-brand-300 bg-white', selo: 'bg-brand-100 text-brand-800', Icon: UtensilsCrossed },
  livre: { card: 'border-slate-200 bg-slate-50', selo: 'bg-slate-200 text-slate-700', Icon: Check },
};

const CHAMADO: Record<MotivoDoChamado, string> = { garcom: 'Chamou o garçom', conta: 'Pediu a conta' };

const minutos = (n: number) => (n < 1 ? 'agora' : `há ${n} min`);
const minutosEntre = (de: string, ate: string) => Math.max(0, Math.floor((Date.parse(ate) - Date.parse(de)) / 60_000));

// Two columns on a phone, three on a 1024 px tablet beside the menu, four or more on wide screens.
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5';

/**
 * /salao (issue 44; the owner, managers and attendants): every table at a glance, read again every
 * few seconds. A table that called the waiter or asked for the bill stands out, with a button to
 * say the team went; tapping a table with an open bill opens it.
 */
export function SalaoPage() {
  const salao = useSalaoAoVivo();
  const mesas = salao.data?.mesas ?? [];
  const chamando = mesas.filter((mesa) => mesa.chamados.garcom || mesa.chamados.conta).length;
  const ocupadas = mesas.filter((mesa) => mesa.comanda).length;

  return (
    <section>
      <PageHeader
        title="Salão"
        subtitle={
          salao.data && mesas.length > 0
            ? [
                plural(ocupadas, 'mesa ocupada', 'mesas ocupadas'),
                plural(chamando, 'chamado', 'chamados'),
                plural(mesas.length - ocupadas, 'livre', 'livres'),
              ].join(' · ')
            : 'As mesas ao vivo: quem chamou o garçom, quem pediu a conta, e quanto cada conta está.'
        }
      />
      {salao.isError && salao.data && (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          Sem conexão: o salão pode estar desatualizado. Tentando de novo…
        </p>
      )}
      <QueryContent
        query={salao}
        keepData
        icon={UtensilsCrossed}
        errorTitle="Não foi possível carregar o salão"
        loading={
          <ul className={GRID} aria-label="Carregando mesas">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <SkeletonCard className="space-y-3 p-4" lines={['h-6 w-2/3', 'h-5 w-1/2', 'h-8 w-full']} />
              </li>
            ))}
          </ul>
        }
      >
        {({ agora }) =>
          mesas.length === 0 ? (
            <Card>
              <EmptyState
                icon={UtensilsCrossed}
                title="Nenhuma mesa cadastrada"
                text="O dono ou o gerente cadastra as mesas e imprime seus QR Codes na tela Mesas."
              />
            </Card>
          ) : (
            <ul className={GRID}>
              {mesas.map((mesa) => (
                <li key={mesa.id}>
                  <MesaCard mesa={mesa} agora={agora} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}

function MesaCard({ mesa, agora }: { mesa: MesaDoSalao; agora: string }) {
  const atender = useAtenderChamado();
  const { card, selo, Icon } = VISUAL[mesa.estado];
  const chamados = (['conta', 'garcom'] as const).filter((motivo) => mesa.chamados[motivo]);
  const { comanda } = mesa;

  function marcarAtendido(motivo: MotivoDoChamado) {
    atender.mutate(
      { mesaId: mesa.id, motivo },
      {
        onSuccess: () => toast.success(`${mesa.nome}: ${motivo === 'garcom' ? 'chamado' : 'pedido da conta'} atendido.`),
        onError: toastError('Não foi possível marcar como atendido'),
      },
    );
  }

  const cabecalho = (
    <>
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 truncate text-lg font-bold text-slate-900">{mesa.nome}</h2>
      </div>
      {/* The state's words whole, on two lines if a phone's column needs it: never cut to "Chamou o…". */}
      <span className={cn('mt-1 inline-flex max-w-full items-start gap-1 rounded-xl px-2 py-0.5 text-xs leading-5 font-semibold', selo)}>
        <Icon className="mt-[3px] size-3.5 shrink-0" aria-hidden />
        <span>{NOMES_DOS_ESTADOS_DA_MESA[mesa.estado]}</span>
      </span>
      {comanda ? (
        <div className="mt-3 space-y-1">
          <p className="text-xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid="total-da-mesa">
            {formatBRL(reaisToCents(comanda.total))}
          </p>
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Clock className="size-3.5 shrink-0" aria-hidden />
            <span>
              {comanda.minutos_desde_ultima_rodada === null
                ? 'Sem rodadas'
                : `Última rodada ${minutos(comanda.minutos_desde_ultima_rodada)}`}
            </span>
          </p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <Users className="size-3.5 shrink-0" aria-hidden />
            <span>
              {comanda.pessoas > 1 ? `${comanda.pessoas} pessoas · ` : ''}aberta {minutos(comanda.minutos_aberta)}
            </span>
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-500">Sem conta aberta</p>
      )}
    </>
  );

  return (
    <Card className={cn('flex h-full flex-col gap-3 p-0 shadow-sm', card)} data-testid="mesa-do-salao" data-estado={mesa.estado}>
      {comanda ? (
        <Link
          to={comandaPath(comanda.id)}
          className="block rounded-t-2xl p-4 pb-0 hover:bg-black/[0.02] focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`${mesa.nome}: ${NOMES_DOS_ESTADOS_DA_MESA[mesa.estado]}, ${formatBRL(reaisToCents(comanda.total))}. Abrir a conta`}
        >
          {cabecalho}
        </Link>
      ) : (
        <div className="p-4 pb-0">{cabecalho}</div>
      )}
      <div className="mt-auto space-y-2 px-4 pb-4">
        {chamados.map((motivo) => (
          <div key={motivo} className="rounded-xl bg-white/80 p-2 ring-1 ring-black/5" data-testid="chamado">
            <p className="text-xs font-semibold text-slate-800">
              {CHAMADO[motivo]} {minutos(minutosEntre(mesa.chamados[motivo]!, agora))}
            </p>
            <Button
              size="sm"
              variant={motivo === 'conta' ? 'danger' : 'primary'}
              className="mt-1.5 w-full"
              disabled={atender.isPending}
              onClick={() => marcarAtendido(motivo)}
              aria-label={`Marcar como atendido: ${mesa.nome} ${CHAMADO[motivo].toLowerCase()}`}
            >
              <Check className="size-4 shrink-0" aria-hidden />
              Atendido
            </Button>
          </div>
        ))}
      </div>
    </Card>
  );
}
