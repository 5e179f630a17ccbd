import type { ChaveNotificacoesResponse, Inscricao } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { Bell, BellOff, BellRing, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { api, errorMessage } from '../../lib/api';
import { suporteDeNotificacoes } from '../../lib/notificacoes-suporte';
import { inscricaoNesteNavegador, readAmbiente } from '../../lib/notificacoes-push';
import { cx } from '../../lib/cx';
import { PassosDoIphone } from '../public-instalar/ConviteInstalar';

/**
 * "Avisar quando o pedido mudar" (issue 28): the customer's device gets a push at each status the
 * shop sets (POST /api/pedido/{token}/notificacoes; the service worker shows it and opens the
 * tracking page on a tap). The browser's permission prompt only on the tap. On an iPhone or iPad
 * outside the shop's installed app, where iOS delivers no push, it shows how to install it instead:
 * for the next orders, since the installed app keeps its own storage apart from Safari's.
 * Its own chunk: the confirmation and the tracking page load it only when they offer it.
 */

type Estado = 'oferta' | 'ligando' | 'ligado' | 'negado' | 'erro';

/** This device subscribed on this order: the offer shows as done when the page opens again. */
const chaveLocal = (token: string) => `vitrine:avisos-pedido:${token}`;

function lembrado(token: string): boolean {
  try {
    return localStorage.getItem(chaveLocal(token)) === '1' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

function lembrar(token: string) {
  try {
    localStorage.setItem(chaveLocal(token), '1');
  } catch {
    // A private tab without storage: the offer shows again next time, and tapping it again updates the same subscription.
  }
}

/**
 * The permission (asked first, straight from the tap: browsers prompt only during a user gesture),
 * then this browser's subscription with the deployment's key (the one the shop's avisos may already
 * use on this device), kept by the order.
 */
async function ligar(token: string): Promise<'ligado' | 'negado'> {
  const permissao = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permissao !== 'granted') return 'negado';
  const { chave_publica } = await api<ChaveNotificacoesResponse>(apiPaths.notificacoesChave, { credentials: 'omit' });
  const inscricao = await inscricaoNesteNavegador(chave_publica, 'A página ainda está carregando. Tente de novo em alguns segundos.');
  await api<{ id: string }>(apiPaths.pedidoNotificacoes({ token }), {
    method: 'POST',
    credentials: 'omit',
    json: inscricao.toJSON() as Inscricao,
  });
  lembrar(token);
  return 'ligado';
}

export function AvisarPedido({
  token,
  nomeLoja,
  catalogo,
}: {
  token: string;
  nomeLoja: string;
  /**
   * The shop's catalogue, when this page is not it (the tracking page): added to the home screen
   * from here, an iPhone would keep this page's manifest (Vitrine's), not the shop's app.
   */
  catalogo?: string;
}) {
  const [suporte] = useState(() => suporteDeNotificacoes(readAmbiente()));
  const [estado, setEstado] = useState<Estado>(() => (lembrado(token) ? 'ligado' : 'oferta'));
  const [erro, setErro] = useState('');

  async function tocar() {
    setEstado('ligando');
    try {
      setEstado(await ligar(token));
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível ligar os avisos. Tente novamente.'));
      setEstado('erro');
    }
  }

  // A browser that cannot receive pushes at all gets no offer: nothing it could do about it here.
  if (suporte === 'sem-suporte') return null;
  const caixa = 'rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200';

  if (suporte === 'instalar' || suporte === 'atualizar') {
    return (
      <section className={caixa} data-testid="notificacoes-do-pedido">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Smartphone className="size-5 shrink-0 text-(--loja)" aria-hidden />
          Avisos do pedido no iPhone
        </h2>
        {suporte === 'instalar' ? (
          <>
            <p className="mt-1">
              No iPhone, os avisos só chegam pelo app de {nomeLoja}. Adicione a loja à Tela de Início
              {catalogo ? ' a partir do catálogo' : ''} e faça os próximos pedidos pelo app; este você acompanha por aqui.
            </p>
            <PassosDoIphone className="mt-2" />
            {catalogo && (
              <a href={catalogo} className="mt-3 inline-block font-semibold text-(--loja) underline underline-offset-2">
                Abrir o catálogo de {nomeLoja}
              </a>
            )}
          </>
        ) : (
          <p className="mt-1">Para receber avisos do pedido, atualize o iPhone para o iOS 16.4 ou mais novo.</p>
        )}
      </section>
    );
  }

  if (estado === 'ligado') {
    return (
      <section className={cx(caixa, 'flex gap-2')} data-testid="notificacoes-do-pedido" role="status">
        <BellRing className="size-5 shrink-0 text-emerald-600" aria-hidden />
        <p>
          <strong className="font-semibold text-slate-900">Avisos ligados.</strong> Você vai receber uma notificação neste aparelho quando o
          pedido mudar.
        </p>
      </section>
    );
  }

  return (
    <section className={caixa} data-testid="notificacoes-do-pedido">
      {estado === 'negado' ? (
        <p className="mb-3 flex gap-2 text-amber-900" role="alert">
          <BellOff className="size-5 shrink-0 text-amber-600" aria-hidden />
          As notificações estão bloqueadas para este site. Libere as notificações nas configurações do navegador e toque de novo.
        </p>
      ) : estado === 'erro' ? (
        <p className="mb-3 text-red-700" role="alert">
          {erro}
        </p>
      ) : (
        <>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Bell className="size-5 shrink-0 text-(--loja)" aria-hidden />
            Avisos do pedido
          </h2>
          <p className="mt-1 mb-3">Receba uma notificação neste aparelho quando a loja confirmar, preparar ou enviar o seu pedido.</p>
        </>
      )}
      <button
        type="button"
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-(--loja) px-3 py-2 text-sm leading-tight font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 transition-[filter] ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:cursor-not-allowed disabled:opacity-60"
        onClick={() => void tocar()}
        disabled={estado === 'ligando'}
      >
        {estado === 'ligando' ? <Spinner className="size-4" /> : <Bell className="size-4" aria-hidden />}
        {estado === 'ligando' ? 'Ligando avisos...' : estado === 'oferta' ? 'Avisar quando o pedido mudar' : 'Tentar de novo'}
      </button>
    </section>
  );
}
