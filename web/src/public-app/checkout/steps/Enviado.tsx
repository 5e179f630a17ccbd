import type { PedidoResponse } from '@vitrine/shared';
import { formatAgendadoPara } from '@vitrine/shared/atendimento';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { CircleCheck } from 'lucide-react';
import { descontoDoPedidoEnviado } from '../../carrinho/cupom';
import { EnderecoDaLoja } from '../../components/EnderecoDaLoja';
import { OfertaDeNotificacoes } from '../../acompanhamento/OfertaDeNotificacoes';
import { usePagamentoAoVivo } from '../../acompanhamento/usePagamentoAoVivo';
import { PagamentoPix } from '../../components/PagamentoPix';

/** The confirmation: the order's code, total and discount, its slot when scheduled, the pickup address, the PIX code to pay (and, with the bank's charge, its payment as it happens), and the offer of status pushes. */
export function Enviado({
  pedido,
  enderecoRetirada,
  nomeLoja,
}: {
  pedido: PedidoResponse;
  enderecoRetirada: string | undefined;
  nomeLoja: string;
}) {
  // '/pedido/{token}'; empty only for a retry answering an order from before tracking.
  const token = pedido.acompanhamento.split('/').at(-1);
  const desconto = descontoDoPedidoEnviado(pedido);
  const pagamento = usePagamentoAoVivo(token, pedido.pagamento);
  return (
    <div className="space-y-4 pb-1">
      {/* Compact, beside its tick: the PIX box below is what the customer needs next. */}
      <div className="flex items-start gap-3">
        <CircleCheck className="size-10 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">Pedido #{pedido.codigo}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            Abrimos o WhatsApp com o seu pedido: envie a mensagem para a loja receber. Total:{' '}
            <strong className="text-slate-900 tabular-nums">{formatBRL(reaisToCents(pedido.total))}</strong>
            {pedido.frete_a_combinar ? ' + frete a combinar com a loja' : ''}.
          </p>
          {pedido.agendado_para && (
            <p className="mt-1 text-sm font-semibold text-slate-900" data-testid="enviado-agendado">
              {formatAgendadoPara(pedido.agendado_para)}
            </p>
          )}
        </div>
      </div>
      {desconto && (
        <div
          className="rounded-xl bg-emerald-50 px-3.5 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
          data-testid="enviado-desconto"
        >
          <p className="flex items-baseline justify-between gap-3 font-medium">
            <span className="min-w-0 break-words">{desconto.rotulo}</span>
            <span className="shrink-0 tabular-nums">{desconto.valor}</span>
          </p>
          {desconto.aviso && <p className="mt-1 text-emerald-800">{desconto.aviso}</p>}
        </div>
      )}
      <EnderecoDaLoja endereco={enderecoRetirada} className="rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200" />
      <PagamentoPix pagamento={pagamento} codigo={pedido.pix_copia_e_cola} total={pedido.total} pagar />
      {token && <OfertaDeNotificacoes token={token} nomeLoja={nomeLoja} />}
    </div>
  );
}
