import type { Papel, PedidoDoLojista } from '@vitrine/shared';
import { BellRing, ChefHat, Maximize, Menu, Minimize, Volume2, VolumeX, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NotificacoesDePedidos } from '../owner-notificacoes';
import { useOpenShellMenu } from '../../components/layout/AppShell';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/owner-session';
import { avisarStatusRecusado } from '../owner-pedidos';
import { useAlterarStatus } from '../owner-pedidos/api';
import { useQuadroCozinha } from './api';
import { CozinhaPedidoCard } from './CozinhaPedidoCard';
import { COLUNAS, buildQuadro, type ColunaId } from './quadro';
import { useAgora, useSomDaCozinha, useTelaAcordada, useTelaCheia } from './tela';

/** The clock of the cards' waiting times and of ready orders leaving the board. */
const TIQUE_MS = 5_000;

const COR_DA_COLUNA: Record<ColunaId, string> = {
  novo: 'border-sky-400',
  confirmado: 'border-violet-400',
  preparando: 'border-orange-400',
  pronto: 'border-emerald-400',
};

/**
 * /cozinha: the kitchen's board for a tablet or a TV on the wall (owner, gerente, atendente and
 * cozinha: permission preparo). Today's open orders in four columns, each card readable from two
 * metres with one big button that moves it on; new orders arrive within 5 s with a chime. On a
 * phone the columns are tabs.
 */
export function CozinhaPage() {
  const { user } = useSession();
  const papel: Papel = user?.papel ?? 'dono';
  const { pedidos, antecedenciaMin, carregando, semConexao } = useQuadroCozinha();
  const agora = useAgora(TIQUE_MS);
  const quadro = buildQuadro(pedidos, agora, antecedenciaMin);
  const alterar = useAlterarStatus();
  const som = useSomDaCozinha();
  const telaCheia = useTelaCheia();
  useTelaAcordada();
  const abrirMenu = useOpenShellMenu();
  const [aba, setAba] = useState<ColunaId>('novo');
  const [notificacoesAbertas, setNotificacoesAbertas] = useState(false);

  useEffect(() => {
    const antes = document.title;
    document.title = 'Cozinha · Vitrine';
    return () => {
      document.title = antes;
    };
  }, []);

  function mover(pedido: PedidoDoLojista, status: PedidoDoLojista['status']) {
    alterar.mutate(
      { pedido, status },
      { onError: (error) => avisarStatusRecusado(error, pedido.codigo, `Erro ao alterar o pedido #${pedido.codigo}.`) },
    );
  }

  return (
    <div className="flex h-dvh flex-col bg-slate-900 text-white">
      <header className="flex items-center gap-2 border-b border-white/10 px-2 py-2 sm:px-3">
        <button
          type="button"
          onClick={abrirMenu}
          aria-label="Abrir menu"
          className="rounded-lg p-2.5 text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <Menu className="size-6" aria-hidden />
        </button>
        {/* The title gives way on a narrow phone, so the buttons never overflow and move under a finger. */}
        <h1 className="flex min-w-0 items-center gap-1.5 text-xl font-bold sm:gap-2 sm:text-2xl">
          <ChefHat className="size-6 shrink-0 text-orange-300 sm:size-7" aria-hidden /> <span className="truncate">Cozinha</span>
        </h1>
        <div className="ml-auto flex items-center gap-2">
          {som.ligado && !som.liberado ? (
            <button
              type="button"
              onClick={som.ativar}
              className="flex h-11 items-center gap-2 rounded-xl bg-amber-400 px-3 text-base font-bold whitespace-nowrap text-slate-950 hover:bg-amber-300 sm:px-4"
            >
              <Volume2 className="size-5" aria-hidden /> Ativar som
            </button>
          ) : (
            <button
              type="button"
              onClick={som.ligado ? som.desligar : som.ativar}
              aria-pressed={som.ligado}
              className="flex h-11 items-center gap-2 rounded-xl px-3 text-base font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
            >
              {som.ligado ? <Volume2 className="size-5" aria-hidden /> : <VolumeX className="size-5" aria-hidden />}
              <span className="hidden sm:inline">{som.ligado ? 'Som ligado' : 'Som desligado'}</span>
              <span className="sr-only sm:hidden">Som</span>
            </button>
          )}
          {/* A cook's only screen: here the cook switches on the orders' pushes for their own phone. */}
          <Dialog
            open={notificacoesAbertas}
            onOpenChange={setNotificacoesAbertas}
            trigger={
              <button
                type="button"
                className="flex h-11 items-center gap-2 rounded-xl px-3 text-base font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
              >
                <BellRing className="size-5" aria-hidden />
                <span className="hidden sm:inline">Avisos</span>
                <span className="sr-only sm:hidden">Avisos</span>
              </button>
            }
            title="Avisos de pedidos"
            description="Os pedidos novos chegam como notificação no aparelho, mesmo com o app fechado."
          >
            <NotificacoesDePedidos dispositivos="lista" />
          </Dialog>
          {telaCheia.suportada && (
            <button
              type="button"
              onClick={telaCheia.alternar}
              className="flex h-11 items-center gap-2 rounded-xl px-3 text-base font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
            >
              {telaCheia.cheia ? <Minimize className="size-5" aria-hidden /> : <Maximize className="size-5" aria-hidden />}
              <span className="hidden sm:inline">{telaCheia.cheia ? 'Sair da tela cheia' : 'Tela cheia'}</span>
              <span className="sr-only sm:hidden">{telaCheia.cheia ? 'Sair da tela cheia' : 'Tela cheia'}</span>
            </button>
          )}
        </div>
      </header>

      {semConexao && (
        <p role="status" className="flex items-center justify-center gap-2 bg-amber-400 px-3 py-1.5 text-base font-semibold text-slate-950">
          <WifiOff className="size-5" aria-hidden /> Sem conexão — tentando de novo
        </p>
      )}

      {/* Phone: one column at a time. */}
      <nav aria-label="Colunas" className="grid grid-cols-4 gap-1 px-2 pt-2 md:hidden">
        {COLUNAS.map(({ id, titulo }) => (
          <button
            key={id}
            type="button"
            aria-pressed={aba === id}
            onClick={() => setAba(id)}
            className={cn(
              'flex min-w-0 flex-col items-center rounded-lg border-b-4 py-1.5 text-xs font-semibold min-[400px]:text-sm',
              COR_DA_COLUNA[id],
              aba === id ? 'bg-slate-700 text-white' : 'border-transparent text-slate-300',
            )}
          >
            {titulo}
            <span className="text-lg leading-tight tabular-nums">{quadro[id].length}</span>
          </button>
        ))}
      </nav>

      {carregando ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 text-slate-300" role="status">
          <Spinner className="size-10" />
          <span className="text-lg">Carregando pedidos...</span>
        </div>
      ) : (
        <div className="grid min-h-0 flex-1 gap-2 p-2 md:grid-cols-4 xl:gap-3 xl:p-3">
          {COLUNAS.map(({ id, titulo }) => (
            <section
              key={id}
              aria-label={titulo}
              className={cn('min-h-0 flex-col rounded-2xl bg-slate-800', aba === id ? 'flex' : 'hidden md:flex')}
            >
              {/* On a phone the tabs above name the column and count it. */}
              <h2
                className={cn(
                  'hidden items-center justify-between border-t-4 px-3 py-2 text-xl font-bold md:flex xl:text-2xl',
                  COR_DA_COLUNA[id],
                )}
              >
                {titulo}
                <span className="rounded-full bg-white/10 px-3 text-lg tabular-nums xl:text-xl">{quadro[id].length}</span>
              </h2>
              <ol className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2 xl:gap-3">
                {quadro[id].length === 0 && <li className="px-1 py-4 text-center text-base text-slate-400">Nenhum pedido</li>}
                {quadro[id].map((pedido) => (
                  <li key={pedido.id}>
                    <CozinhaPedidoCard
                      pedido={pedido}
                      papel={papel}
                      agora={agora}
                      antecedenciaMin={antecedenciaMin}
                      onMover={(status) => mover(pedido, status)}
                    />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
