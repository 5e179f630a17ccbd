import type { Dispositivo } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { BellOff, BellRing, Send, Share, Smartphone, SquarePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDataHora } from '../../lib/formato-data';
import { motivoDaFalhaDasNotificacoes } from '../../lib/notificacoes-suporte';
import { sendTeste, useNotificacoesNesteDispositivo } from './api';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog, dialogButton } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';

export const NOTIFICACOES_TITULO = 'Avisos de pedidos neste aparelho';

/** The server's words for its refusals; the browser's failures in ours (motivoDaFalhaDasNotificacoes), never its English. */
const motivoDaFalha = (error: unknown) =>
  error instanceof ApiError
    ? errorMessage(error, 'Tente de novo em alguns segundos.')
    : motivoDaFalhaDasNotificacoes(error instanceof Error ? error : { name: '', message: '' });

/**
 * "Avisos de pedidos neste aparelho" (issue 28), one component wherever the owner and the staff work
 * (Pedidos, the dashboard's first steps, Atendimento): the switch (the browser's permission is asked
 * only when it is switched on), "Enviar teste" once on, and the person's devices, as a list
 * (`dispositivos="lista"`) or behind a button (`"botao"`). Where this browser cannot get pushes it
 * says why and what to do: blocked permission, an iPhone outside the installed app, no support.
 */
export function NotificacoesDePedidos({ dispositivos = 'botao', className }: { dispositivos?: 'lista' | 'botao'; className?: string }) {
  const notificacoes = useNotificacoesNesteDispositivo();
  const [testando, setTestando] = useState(false);
  const [dispositivosAbertos, setDispositivosAbertos] = useState(false);

  async function mudar(ligar: boolean) {
    try {
      if (!ligar) {
        await notificacoes.desligar();
        toast.success('Avisos desligados neste aparelho.');
      } else if ((await notificacoes.ligar()) === 'ligado') {
        toast.success('Avisos ligados neste aparelho.', {
          description: 'Cada pedido novo chega como notificação, mesmo com o app fechado.',
        });
      }
    } catch (error) {
      console.error('Avisos de pedidos:', error);
      toast.error(ligar ? 'Não foi possível ligar os avisos' : 'Não foi possível desligar os avisos', {
        description: motivoDaFalha(error),
      });
    }
  }

  async function testar() {
    setTestando(true);
    try {
      const { enviados, falhas } = await sendTeste();
      if (enviados + falhas === 0) toast.info('Nenhum aparelho seu está com avisos ligados.');
      else if (falhas === 0) toast.success(`Teste enviado para ${plural(enviados, 'aparelho', 'aparelhos')}.`);
      else
        toast.warning(`Teste enviado para ${plural(enviados, 'aparelho', 'aparelhos')}.`, {
          description: `${plural(falhas, 'aparelho falhou', 'aparelhos falharam')}: veja a lista de aparelhos.`,
        });
    } catch (error) {
      toast.error('Não foi possível enviar o teste', { description: motivoDaFalha(error) });
    } finally {
      setTestando(false);
    }
  }

  const lista = (titulo: boolean) => (
    <DispositivosComNotificacoes
      titulo={titulo}
      dispositivos={notificacoes.dispositivos.data?.dispositivos}
      erro={notificacoes.dispositivos.isError ? errorMessage(notificacoes.dispositivos.error, 'Erro ao carregar os aparelhos.') : null}
      esteId={notificacoes.esteId}
      onRemover={(dispositivo) =>
        void notificacoes.remover(dispositivo.id).then(
          () => toast.success(`${dispositivo.descricao} não recebe mais avisos.`),
          (error: unknown) => toast.error('Não foi possível remover o aparelho', { description: motivoDaFalha(error) }),
        )
      }
    />
  );
  const quantos = notificacoes.dispositivos.data?.dispositivos.length ?? 0;

  // The person's other devices stay in reach even where this one cannot switch avisos on.
  const acoes = (notificacoes.ligado || (dispositivos === 'botao' && quantos > 0)) && (
    <div className="flex flex-wrap items-center gap-2">
      {notificacoes.ligado && (
        <Button variant="secondary" size="sm" icon={Send} busy={testando} onClick={() => void testar()}>
          Enviar teste
        </Button>
      )}
      {dispositivos === 'botao' && (
        <Dialog
          open={dispositivosAbertos}
          onOpenChange={setDispositivosAbertos}
          trigger={dialogButton(Smartphone, 'Aparelhos', <Badge>{quantos}</Badge>)}
          title="Aparelhos com avisos"
          description="Os seus aparelhos que recebem os pedidos desta loja. Remova o que você não usa mais."
        >
          {lista(false)}
        </Dialog>
      )}
    </div>
  );

  return (
    <div className={cn('space-y-4', className)} data-testid="notificacoes-de-pedidos">
      {notificacoes.suporte === 'ok' && notificacoes.permissao !== 'denied' ? (
        <div
          className={cn(
            'space-y-3 rounded-xl px-3 py-2.5 ring-1 ring-inset',
            notificacoes.ligado ? 'bg-brand-50/70 ring-brand-500/30' : 'bg-white ring-slate-200',
          )}
        >
          <Chave notificacoes={notificacoes} onMudar={(ligar) => void mudar(ligar)} />
          {acoes}
        </div>
      ) : (
        <>
          <PorQueNao notificacoes={notificacoes} />
          {acoes}
        </>
      )}
      {dispositivos === 'lista' && lista(true)}
    </div>
  );
}

type Notificacoes = ReturnType<typeof useNotificacoesNesteDispositivo>;

/** Why this browser has no switch, and what to do. */
function PorQueNao({ notificacoes }: { notificacoes: Notificacoes }) {
  if (notificacoes.suporte === 'instalar') {
    return (
      <Explicacao titulo="No iPhone, os avisos precisam do app instalado">
        <p>O iPhone e o iPad só mostram avisos de apps da Tela de Início (iOS 16.4 ou mais recente). No Safari:</p>
        <ol className="mt-2 space-y-1.5">
          <li>
            <span className="font-semibold text-slate-900">1.</span> Toque em{' '}
            <Share className="inline size-4 align-[-0.2em] text-sky-600" aria-hidden />{' '}
            <strong className="font-semibold text-slate-900">Compartilhar</strong>
          </li>
          <li>
            <span className="font-semibold text-slate-900">2.</span> Escolha{' '}
            <SquarePlus className="inline size-4 align-[-0.2em] text-slate-700" aria-hidden />{' '}
            <strong className="font-semibold text-slate-900">Adicionar à Tela de Início</strong>
          </li>
          <li>
            <span className="font-semibold text-slate-900">3.</span> Abra o <strong className="font-semibold text-slate-900">Gestor</strong>{' '}
            pela Tela de Início e ligue os avisos aqui.
          </li>
        </ol>
      </Explicacao>
    );
  }
  if (notificacoes.suporte === 'atualizar') {
    return (
      <Explicacao titulo="Atualize o iPhone para receber avisos">
        Os avisos de pedidos precisam do iOS 16.4 ou mais recente: Ajustes → Geral → Atualização de Software.
      </Explicacao>
    );
  }
  if (notificacoes.suporte === 'sem-suporte') {
    return (
      <Explicacao titulo="Este navegador não recebe avisos">
        Abra o Vitrine no Chrome, no Edge ou no Firefox para receber os pedidos como notificação.
      </Explicacao>
    );
  }
  if (notificacoes.permissao === 'denied') {
    return (
      <Explicacao titulo="Avisos bloqueados neste navegador">
        <p>Para liberar:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            No navegador: toque no ícone ao lado do endereço do site (o cadeado ou o “i”), abra <strong>Permissões</strong> ou{' '}
            <strong>Configurações do site</strong> e mude <strong>Notificações</strong> para <strong>Permitir</strong>.
          </li>
          <li>
            No app instalado no Android: <strong>Configurações → Apps → Gestor → Notificações</strong>, e ative.
          </li>
        </ul>
        <p className="mt-1">Depois, volte aqui e ligue os avisos.</p>
      </Explicacao>
    );
  }
  return null;
}

/** The switch itself. */
function Chave({ notificacoes, onMudar }: { notificacoes: Notificacoes; onMudar: (ligar: boolean) => void }) {
  return (
    <Switch
      label={
        <span className="flex items-center gap-2">
          {notificacoes.ocupado ? (
            <Spinner className="size-4" />
          ) : (
            <BellRing className={cn('size-4', notificacoes.ligado ? 'text-brand-600' : 'text-slate-400')} aria-hidden />
          )}
          {NOTIFICACOES_TITULO}
        </span>
      }
      hint={
        notificacoes.ligado
          ? 'Ligados: cada pedido novo chega como notificação, mesmo com o app fechado.'
          : 'Receba cada pedido novo como notificação, mesmo com o app fechado.'
      }
      checked={notificacoes.ligado}
      disabled={notificacoes.ocupado || notificacoes.carregando}
      onChange={onMudar}
    />
  );
}

function Explicacao({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex gap-3 rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
      <BellOff className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0">
        <h3 id={id} className="font-medium text-slate-800">
          {titulo}
        </h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </section>
  );
}

/** The person's devices (GET /api/notificacoes/dispositivos), this one marked, each with Remover. */
function DispositivosComNotificacoes({
  titulo,
  dispositivos,
  erro,
  esteId,
  onRemover,
}: {
  /** Off inside the dialog, whose own title says it. */
  titulo: boolean;
  dispositivos: Dispositivo[] | undefined;
  erro: string | null;
  esteId: string | null;
  onRemover: (dispositivo: Dispositivo) => void;
}) {
  const id = useId();
  let conteudo;
  if (erro) conteudo = <p className="text-sm text-red-700">{erro}</p>;
  else if (!dispositivos) conteudo = <Spinner className="size-5 text-slate-400" />;
  else if (dispositivos.length === 0) conteudo = <p className="text-sm text-slate-500">Nenhum aparelho seu recebe avisos ainda.</p>;
  else
    conteudo = (
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {dispositivos.map((dispositivo) => {
          // A failure after the last delivered push is the device's state now; an older one has passed.
          const falhando =
            dispositivo.ultima_falha !== null &&
            (dispositivo.ultimo_envio === null || Date.parse(dispositivo.ultima_falha) > Date.parse(dispositivo.ultimo_envio));
          return (
            <li key={dispositivo.id} className="flex items-start gap-3 px-3 py-3" data-testid="dispositivo">
              <Smartphone className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {dispositivo.descricao}
                  {dispositivo.id === esteId && <Badge variant="blue">Este aparelho</Badge>}
                </p>
                <p className="mt-0.5 text-slate-500">Ligado em {formatDataHora(dispositivo.criado_em)}</p>
                <p className="text-slate-500">
                  {dispositivo.ultimo_envio ? `Último aviso em ${formatDataHora(dispositivo.ultimo_envio)}` : 'Nenhum aviso enviado ainda'}
                </p>
                {falhando && (
                  <p className="font-medium text-red-700">
                    Falhou em {formatDataHora(dispositivo.ultima_falha!)}: ligue os avisos de novo nesse aparelho.
                  </p>
                )}
              </div>
              <Button variant="ghost" size="sm" aria-label={`Remover ${dispositivo.descricao}`} onClick={() => onRemover(dispositivo)}>
                <Trash2 className="size-4 text-red-600" aria-hidden />
                <span className="max-sm:sr-only">Remover</span>
              </Button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section aria-labelledby={titulo ? id : undefined} aria-label={titulo ? undefined : 'Aparelhos com avisos'} className="space-y-2">
      {titulo && (
        <h3 id={id} className="text-sm font-medium text-slate-800">
          Aparelhos com avisos
        </h3>
      )}
      {conteudo}
    </section>
  );
}
