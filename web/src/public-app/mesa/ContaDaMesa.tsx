import type { ComandaDaMesa, LojaPublica, MotivoDoChamado } from '@vitrine/shared';
import { nomeDaFormaOuFiado } from '@vitrine/shared/comanda';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { NOMES_STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared/pedido';
import { naLoja } from '@vitrine/shared/relogio';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { cx } from '../../lib/cx';
import { NotaDoPeso, quantoDaLinha } from '../carrinho/CarrinhoLinhas';
import { Sheet } from '../components/Sheet';
import { lojaStyle } from '../theme';
import { BOTAO_DO_CHAMADO, type Chamado } from './useChamado';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/** A round's status as the table reads it: it went to the kitchen, it is being made, it came. */
const STATUS_DA_RODADA: Partial<Record<StatusPedido, string>> = {
  novo: 'Enviado',
  confirmado: 'Na cozinha',
  preparando: 'Preparando',
  pronto_para_retirada: 'Pronto',
  entregue: 'Servido',
};

/** "19:32" on the shop's clock. */
function hora(iso: string): string {
  const { minuto } = naLoja(new Date(iso));
  return `${String(Math.floor(minuto / 60)).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}`;
}

/** A call's button under the bill (`className`: its colours): a spinner while the call goes, its "done" words for the minute after. */
function BotaoDoChamado({
  chamado: { chamar, enviando, feito },
  motivo,
  testId,
  className,
}: {
  chamado: Chamado;
  motivo: MotivoDoChamado;
  testId?: string;
  className: string;
}) {
  const { icon: Icon, chamar: rotulo, feito: rotuloFeito } = BOTAO_DO_CHAMADO[motivo];
  return (
    <button
      type="button"
      onClick={() => chamar(motivo)}
      disabled={enviando !== null}
      data-testid={testId}
      className={cx(
        'inline-flex h-12 min-w-0 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold whitespace-nowrap shadow-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:opacity-60 sm:text-base',
        className,
      )}
    >
      {enviando === motivo ? <Spinner className="size-4 shrink-0 sm:size-5" /> : <Icon className="size-4 shrink-0 sm:size-5" aria-hidden />}
      {feito[motivo] ? rotuloFeito : rotulo}
    </button>
  );
}

/**
 * "A conta da mesa" (issue 44): the bill every phone at the table sees, as the staff's screens read
 * it: each round and its lines, the subtotal, the service fee shown as optional (Brazilian law lets
 * the customer refuse it), the couvert, the total, what was paid and what is left. MesaPage asks it
 * again every few seconds while it is open.
 */
export function ContaDaMesa({
  open,
  onOpenChange,
  loja,
  nomeDaMesa,
  comanda,
  chamado,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loja: LojaPublica;
  nomeDaMesa: string;
  comanda: ComandaDaMesa | null;
  chamado: Chamado;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="A conta da mesa"
      description={`${nomeDaMesa} · os pedidos de todos os celulares da mesa`}
      style={lojaStyle(loja.cor_principal)}
      footer={
        // Both buttons in one row down to 360 px: smaller words and icons on a phone, never a label on two lines.
        <div className="grid w-full grid-cols-2 gap-2">
          <BotaoDoChamado chamado={chamado} motivo="garcom" className="bg-white text-slate-800 ring-slate-300 hover:bg-slate-50" />
          <BotaoDoChamado
            chamado={chamado}
            motivo="conta"
            testId="conta-pedir-conta"
            className="bg-(--loja) text-(--loja-texto) ring-black/10 transition-[filter] hover:brightness-95"
          />
        </div>
      }
    >
      <div data-testid="conta-da-mesa" aria-live="polite">
        {comanda === null || comanda.rodadas.length === 0 ? (
          <p className="py-6 text-center text-slate-600">
            Nenhum pedido ainda. Os pedidos enviados desta mesa, de qualquer celular, aparecem aqui.
          </p>
        ) : (
          <Conta comanda={comanda} />
        )}
      </div>
    </Sheet>
  );
}

function Conta({ comanda }: { comanda: ComandaDaMesa }) {
  const formas = [...new Set(comanda.pagamentos.map(({ forma }) => nomeDaFormaOuFiado(forma)))];
  return (
    <div className="space-y-4 pb-1">
      <ol className="space-y-3">
        {comanda.rodadas.map((rodada, indice) => (
          <li key={rodada.id} className="rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200" data-testid="conta-rodada">
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-slate-900">
                Pedido {indice + 1} · {hora(rodada.criado_em)}
              </span>
              <span
                className={cx(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                  rodada.status === 'cancelado' ? 'bg-red-100 text-red-800' : 'bg-white text-slate-700 ring-1 ring-slate-200',
                )}
              >
                {STATUS_DA_RODADA[rodada.status] ?? NOMES_STATUS_PEDIDO[rodada.status]}
              </span>
            </p>
            <ul className="mt-2 space-y-1">
              {rodada.itens.map((item) => (
                <li key={item.linha} className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words text-slate-700">
                    {/* A weighed line as the cart shows it: "≈ 500 g de". */}
                    <span className="font-semibold text-slate-900 tabular-nums">
                      {item.gramas ? quantoDaLinha(item) : `${item.quantidade}×`}
                    </span>{' '}
                    {item.nome}
                    {item.observacao && <span className="block text-xs text-slate-500">{item.observacao}</span>}
                  </span>
                  <span className="shrink-0 font-medium text-slate-900 tabular-nums">{reais(item.total)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <NotaDoPeso linhas={comanda.rodadas.flatMap((rodada) => rodada.itens)} />
      <dl className="space-y-1.5 border-t border-slate-200 pt-3">
        <Linha rotulo="Subtotal" valor={reais(comanda.subtotal)} />
        {comanda.desconto > 0 && (
          <Linha rotulo={comanda.cupom ? `Descontos (cupom ${comanda.cupom.codigo})` : 'Descontos'} valor={`−${reais(comanda.desconto)}`} />
        )}
        {comanda.taxa_servico_percentual > 0 && (
          <Linha
            rotulo={`Taxa de serviço (opcional) ${comanda.taxa_servico_percentual.toLocaleString('pt-BR')}%`}
            valor={reais(comanda.taxa_servico)}
            testId="conta-taxa"
          />
        )}
        {comanda.couvert > 0 && (
          <Linha rotulo={comanda.pessoas > 1 ? `Couvert (${comanda.pessoas} pessoas)` : 'Couvert'} valor={reais(comanda.couvert)} />
        )}
        <Linha rotulo="Total" valor={reais(comanda.total)} forte testId="conta-total" />
        {comanda.pago > 0 && (
          <>
            <Linha rotulo={`Pago${formas.length ? ` (${formas.join(', ')})` : ''}`} valor={`−${reais(comanda.pago)}`} testId="conta-pago" />
            <Linha rotulo="Falta pagar" valor={reais(comanda.falta)} forte testId="conta-falta" />
          </>
        )}
      </dl>
      {comanda.taxa_servico > 0 && (
        <p className="text-xs text-slate-500">A taxa de serviço é opcional: se preferir não pagá-la, é só avisar o garçom.</p>
      )}
    </div>
  );
}

function Linha({ rotulo, valor, forte, testId }: { rotulo: ReactNode; valor: string; forte?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={forte ? 'font-semibold text-slate-900' : 'text-sm text-slate-600'}>{rotulo}</dt>
      <dd
        className={cx('tabular-nums', forte ? 'text-lg font-bold text-slate-900' : 'text-sm font-medium text-slate-900')}
        data-testid={testId}
      >
        {valor}
      </dd>
    </div>
  );
}
