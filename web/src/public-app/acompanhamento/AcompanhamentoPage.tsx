import type { ItemDoPedido, PedidoAcompanhamento } from '@vitrine/shared';
import { formatAgendadoPara } from '@vitrine/shared/atendimento';
import { formatKm } from '@vitrine/shared/atendimento';
import { FRETE_A_COMBINAR } from '@vitrine/shared/atendimento';
import { whatsappLink } from '@vitrine/shared/links';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { descreverItemDoCombo, descreverOpcoes, formatPeso, PESO_APROXIMADO } from '@vitrine/shared/produto';
import { FUSO_DA_LOJA, NOMES_FORMAS_PAGAMENTO } from '@vitrine/shared/atendimento';
import { aguardandoPix, nomeDoStatusComEntregador } from '@vitrine/shared/pedido';
import { Check, CircleAlert, CloudOff, RotateCw, SearchX, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/Button';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { Footer } from '../components/Footer';
import { WhatsappIcon } from '../components/icons';
import { StatusScreen } from '../components/StatusScreen';
import { LojaLogo } from '../public-catalogo/LojaHeader';
import { lojaStyle, usePageTitle } from '../theme';
import {
  FINAL_STATUSES,
  forgetAcompanhamento,
  linhaDoCupomDoPedido,
  readAcompanhamentoSalvo,
  saveAcompanhamento,
  timelineOf,
  type AcompanhamentoSalvo,
} from './acompanhamento';
import { readAcompanhamento } from './api';
import { ApagarDadosDoPedido } from './ApagarDadosDoPedido';
import { AvaliarPedido } from './AvaliarPedido';
import { CartaoFidelidadeCard } from './CartaoFidelidadeCard';
import { EnderecoDaLoja } from '../components/EnderecoDaLoja';
import { OfertaDeNotificacoes } from './OfertaDeNotificacoes';
import { PagamentoPix } from '../components/PagamentoPix';

/** While the page is on screen, it asks again this often: the owner moves an order along in minutes. */
const POLL_MS = 20_000;
/**
 * While the bank's PIX charge waits (issue 45), much more often: the customer is looking at the
 * page right after paying, and "Pago" should appear within seconds of the bank's notification.
 */
const POLL_PIX_MS = 3_000;

const hora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_LOJA,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const quando = (iso: string) => hora.format(new Date(iso)).replace(',', ' às');

type Estado = 'carregando' | 'ok' | 'offline' | 'erro' | 'nao-encontrado';

/** Asks the server: the answer to show (kept on the device), or why there is none (undefined: keep what is shown). */
async function answerOf(token: string): Promise<{ salvo?: AcompanhamentoSalvo | null; estado: Estado }> {
  try {
    const pedido = await readAcompanhamento(token);
    const agora = new Date();
    saveAcompanhamento(token, pedido, agora);
    return { salvo: { pedido, salvo_em: agora.toISOString() }, estado: 'ok' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      forgetAcompanhamento(token);
      return { salvo: null, estado: 'nao-encontrado' };
    }
    return { estado: error instanceof ApiError ? 'erro' : 'offline' };
  }
}

/**
 * /pedido/{token}: an order as its customer follows it (issue 12). It shows the last answer kept on
 * the device at once (offline too), asks the server on open, every 20 s while the page is visible
 * (every 3 s while its PIX waits for the bank) and when the connection comes back, and stops once
 * the order is delivered or cancelled.
 */
export function AcompanhamentoPage({ token }: { token: string }) {
  const [salvo, setSalvo] = useState<AcompanhamentoSalvo | null>(() => readAcompanhamentoSalvo(token));
  const [estado, setEstado] = useState<Estado>('carregando');
  const [buscando, setBuscando] = useState(false);

  const load = useCallback(
    () =>
      answerOf(token).then(({ salvo, estado }) => {
        if (salvo !== undefined) setSalvo(salvo);
        setEstado(estado);
      }),
    [token],
  );

  function retry() {
    setBuscando(true);
    void load().finally(() => setBuscando(false));
  }

  const final = !!salvo && FINAL_STATUSES.includes(salvo.pedido.status);
  const esperaPix = !!salvo && aguardandoPix(salvo.pedido.pagamento);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (final) return;
    const visible = () => document.visibilityState === 'visible';
    const id = setInterval(() => visible() && void load(), esperaPix ? POLL_PIX_MS : POLL_MS);
    const onVisible = () => visible() && void load();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [final, esperaPix, load]);

  usePageTitle(salvo ? `Pedido #${salvo.pedido.codigo} · ${salvo.pedido.loja.nome_loja}` : undefined, salvo?.pedido.loja.cor_principal);

  if (estado === 'nao-encontrado') {
    return (
      <StatusScreen icon={SearchX} title="Pedido não encontrado" text="Confira se o link está completo ou peça à loja que envie de novo." />
    );
  }
  if (!salvo) {
    if (estado === 'carregando') return <FullPageSpinner label="Carregando pedido..." />;
    return (
      <StatusScreen
        icon={estado === 'offline' ? CloudOff : CircleAlert}
        title="Erro ao carregar pedido"
        text={estado === 'offline' ? 'Você está sem internet. Conecte-se e tente novamente.' : 'Tente novamente em instantes.'}
        actions={
          <Button variant="secondary" onClick={retry} icon={RotateCw} busy={buscando}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  return <Acompanhamento token={token} salvo={salvo} semConexao={estado === 'offline' || estado === 'erro'} reload={load} />;
}

function Acompanhamento({
  token,
  salvo,
  semConexao,
  reload,
}: {
  token: string;
  salvo: AcompanhamentoSalvo;
  semConexao: boolean;
  reload: () => Promise<void>;
}) {
  const { pedido } = salvo;
  const { loja } = pedido;
  const cancelado = pedido.status === 'cancelado';

  return (
    <div style={lojaStyle(loja.cor_principal)} className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-(--loja) text-(--loja-texto)">
        <a
          href={loja.link}
          className="mx-auto flex max-w-xl items-center gap-3 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-4 hover:opacity-90"
        >
          <LojaLogo loja={loja} className="size-11 shrink-0 rounded-full text-lg ring-2 ring-white/40" />
          <span className="min-w-0">
            <span className="block truncate text-lg leading-tight font-bold">{loja.nome_loja}</span>
            <span className="block text-sm opacity-85">Ver catálogo</span>
          </span>
        </a>
      </header>

      <main className="mx-auto w-full max-w-xl flex-1 space-y-4 px-4 pt-5 pb-10">
        {semConexao && (
          <p
            className="flex items-center gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            role="status"
          >
            <CloudOff className="size-4 shrink-0" aria-hidden />
            Sem conexão — mostrando a última atualização ({quando(salvo.salvo_em)}).
          </p>
        )}

        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-500">Pedido #{pedido.codigo}</p>
          <h1
            className={cx('mt-0.5 text-2xl font-bold tracking-tight', cancelado ? 'text-red-700' : 'text-slate-900')}
            data-testid="pedido-status"
          >
            {nomeDoStatusComEntregador(pedido.status, pedido.entregador ?? null)}
          </h1>
          <p className="mt-0.5 text-sm text-slate-500">Feito em {quando(pedido.criado_em)}</p>
          {pedido.agendado_para && (
            <p
              className="mt-3 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-200"
              data-testid="pedido-agendado"
            >
              {formatAgendadoPara(pedido.agendado_para)}
            </p>
          )}
          {cancelado ? (
            <p className="mt-4 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              <XCircle className="size-5 shrink-0 text-red-600" aria-hidden />
              Este pedido foi cancelado pela loja. Fale com a loja pelo WhatsApp se tiver dúvidas.
            </p>
          ) : (
            <Timeline pedido={pedido} />
          )}
        </section>

        {/* Until it is delivered or cancelled: after that no status is left to announce. */}
        {!FINAL_STATUSES.includes(pedido.status) && <OfertaDeNotificacoes token={token} nomeLoja={loja.nome_loja} catalogo={loja.link} />}

        {/* Once delivered (issue 47): the invitation to review it, or the review sent. */}
        {pedido.status === 'entregue' && pedido.avaliacao !== undefined && (
          <AvaliarPedido token={token} nomeLoja={loja.nome_loja} avaliacao={pedido.avaliacao} />
        )}

        {pedido.entrega?.tipo === 'retirada' && (
          <EnderecoDaLoja endereco={loja.endereco} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" />
        )}

        <PagamentoPix
          pagamento={pedido.pagamento}
          codigo={pedido.pix_copia_e_cola}
          total={pedido.total}
          pagar={!FINAL_STATUSES.includes(pedido.status)}
        />

        {loja.whatsapp && (
          <a
            href={whatsappLink(loja.whatsapp, pedido.texto_whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'whatsapp', size: 'lg', className: 'w-full' })}
          >
            <WhatsappIcon className="size-5" aria-hidden />
            Abrir no WhatsApp
          </a>
        )}

        {/* A copy kept on the device before the loyalty card existed has no field. */}
        {pedido.fidelidade && <CartaoFidelidadeCard cartao={pedido.fidelidade} />}

        <Itens pedido={pedido} />

        <ApagarDadosDoPedido token={token} nomeLoja={loja.nome_loja} apagadosEm={pedido.dados_apagados_em ?? null} onApagado={reload} />
      </main>
      <Footer />
    </div>
  );
}

function Timeline({ pedido }: { pedido: PedidoAcompanhamento }) {
  return (
    <ol className="mt-5 space-y-0" aria-label="Andamento do pedido">
      {timelineOf(pedido).map((passo, index, passos) => (
        <li key={passo.status} className="relative flex gap-3 pb-4 last:pb-0" aria-current={passo.atual ? 'step' : undefined}>
          {index < passos.length - 1 && (
            <span
              className={cx('absolute top-7 bottom-0 left-3.25 w-0.5', passos[index + 1]!.feito ? 'bg-(--loja)' : 'bg-slate-200')}
              aria-hidden
            />
          )}
          <span
            className={cx(
              'relative flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
              passo.feito ? 'bg-(--loja) text-(--loja-texto)' : 'bg-white text-slate-400 ring-2 ring-slate-200',
              passo.atual && 'ring-4 ring-(--loja)/25',
            )}
            aria-hidden
          >
            {passo.feito ? <Check className="size-4" /> : index + 1}
          </span>
          <span className="min-w-0 pt-0.5">
            <span className={cx('block leading-tight', passo.feito ? 'font-semibold text-slate-900' : 'text-slate-500')}>
              {passo.nome}
              <span className="sr-only">{passo.atual ? ' (agora)' : passo.feito ? ' (feito)' : ''}</span>
            </span>
            {passo.em && <span className="block text-sm text-slate-500">{quando(passo.em)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "Tamanho: Grande · Adicionais: Bacon, Cheddar" or "½ Calabresa + ½ Marguerita", as the cart and the WhatsApp text say it. */
const opcoesDoItem = (item: Pick<ItemDoPedido, 'opcoes'>) =>
  descreverOpcoes(item.opcoes.map(({ grupo, fracoes, itens }) => ({ grupo, fracoes, itens: itens.map((nome) => ({ nome })) })));

function Itens({ pedido }: { pedido: PedidoAcompanhamento }) {
  const linha = 'flex items-baseline justify-between gap-3';
  const cupom = linhaDoCupomDoPedido(pedido);
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">Itens</h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {pedido.itens.map((item, index) => (
          <li key={index} className={linha}>
            <div className="min-w-0 break-words">
              {/* The name says the variant ("Camiseta Básica — M / Preto"); a weighed line its weight (issue 30). */}
              {item.gramas ? `≈ ${formatPeso(item.gramas)} de` : `${item.quantidade} ×`} {item.nome}
              {item.opcoes.length > 0 && <p className="text-slate-500">{opcoesDoItem(item)}</p>}
              {/* A combo's items as chosen, per combo (issue 47). */}
              {item.combo?.map((doCombo) => (
                <p key={doCombo.nome} className="text-slate-500">
                  {descreverItemDoCombo(doCombo, opcoesDoItem(doCombo))}
                </p>
              ))}
              {item.observacao && <p className="text-slate-500 italic">Obs.: {item.observacao}</p>}
            </div>
            <span className="shrink-0 tabular-nums">{formatBRL(reaisToCents(item.total))}</span>
          </li>
        ))}
      </ul>
      {pedido.itens.some((item) => item.gramas) && (
        <p className="mt-2 text-sm text-slate-500" data-testid="nota-do-peso">
          {PESO_APROXIMADO}
        </p>
      )}
      <div className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
        <p className={linha}>
          <span className="text-slate-600">Subtotal</span>
          <span className="tabular-nums">{formatBRL(reaisToCents(pedido.subtotal))}</span>
        </p>
        {cupom && (
          <p className={linha} data-testid="pedido-cupom">
            <span className="min-w-0 break-words text-slate-600">{cupom.rotulo}</span>
            <span className="shrink-0 tabular-nums">{cupom.valor}</span>
          </p>
        )}
        {pedido.entrega && (
          <p className={linha} data-testid="pedido-frete">
            <span className="text-slate-600">
              {pedido.entrega.tipo === 'retirada'
                ? 'Retirada na loja'
                : pedido.entrega.tipo === 'envio'
                  ? `Envio${pedido.entrega.uf ? ` · ${pedido.entrega.uf}` : ''}`
                  : `Entrega${pedido.entrega.bairro ? ` · ${pedido.entrega.bairro}` : ''}${
                      pedido.entrega.distancia_km != null ? ` · ${formatKm(pedido.entrega.distancia_km)} km` : ''
                    }`}
            </span>
            <span className="tabular-nums">
              {pedido.entrega.frete_a_combinar
                ? FRETE_A_COMBINAR
                : pedido.taxa_entrega === 0
                  ? 'Grátis'
                  : formatBRL(reaisToCents(pedido.taxa_entrega))}
            </span>
          </p>
        )}
        <p className={cx(linha, 'pt-1 text-base font-bold text-slate-900')}>
          <span>Total</span>
          <span className="tabular-nums">{formatBRL(reaisToCents(pedido.total))}</span>
        </p>
        {pedido.pagamento && <p className="text-slate-500">Pagamento: {NOMES_FORMAS_PAGAMENTO[pedido.pagamento.forma]}</p>}
      </div>
    </section>
  );
}
