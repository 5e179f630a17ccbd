import { formatBRL, parsePrecoBR, reaisToCents, type FormaDeRecebimento, type PedidoDoLojista } from '@vitrine/shared';
import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { usePode } from '../../lib/owner-session';
import { useReceberPedido } from './api';
import { EscolhaDaForma, ErroDoRecebimento } from './Recebimento';

const campoDe = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');

/** What is left to receive of the order in person, in cents: its total less what it received. */
const faltaDoPedido = (pedido: Pick<PedidoDoLojista, 'total' | 'recebimentos'>) =>
  Math.max(0, reaisToCents(pedido.total) - pedido.recebimentos.reduce((soma, { valor }) => soma + reaisToCents(valor), 0));

/** Whether the order is received at a till: not cancelled, not a table's round (its bill is), not a PIX the bank confirmed. */
const recebeNoCaixa = (pedido: PedidoDoLojista) =>
  pedido.status !== 'cancelado' &&
  !pedido.comanda &&
  !(pedido.pagamento?.forma === 'pix' && pedido.pagamento.confirmacao === 'automatica' && pedido.pagamento.status === 'pago');

const pagoNoCaixa = (pedido: Pick<PedidoDoLojista, 'total' | 'recebimentos'>) =>
  pedido.recebimentos.length > 0 && faltaDoPedido(pedido) === 0;

/** "Pago" beside the order's status once it was fully received in person (issue 46). */
export function PagoChip({ pedido }: { pedido: Pick<PedidoDoLojista, 'total' | 'recebimentos'> }) {
  if (!pagoNoCaixa(pedido)) return null;
  return (
    <Badge variant="green" data-testid="pedido-pago">
      Pago
    </Badge>
  );
}

/** The order card's "Receber" (issue 46): the form, the amount (what is left) and the change, on the person's open till. */
export function ReceberPedido({ pedido }: { pedido: PedidoDoLojista }) {
  const podeReceber = usePode('caixa');
  if (!podeReceber || pagoNoCaixa(pedido) || !recebeNoCaixa(pedido)) return null;
  return <ReceberDialog pedido={pedido} falta={faltaDoPedido(pedido)} />;
}

function ReceberDialog({ pedido, falta }: { pedido: PedidoDoLojista; falta: number }) {
  const receber = useReceberPedido(pedido.id);
  const [aberto, setAberto] = useState(false);
  const [forma, setForma] = useState<FormaDeRecebimento>(pedido.pagamento?.forma === 'pix' ? 'pix' : 'dinheiro');
  const [valor, setValor] = useState(campoDe(falta));
  const [recebido, setRecebido] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const valorReais = parsePrecoBR(valor);
  const recebidoReais = recebido.trim() ? parsePrecoBR(recebido) : null;
  const troco = forma === 'dinheiro' && valorReais !== null && recebidoReais !== null ? recebidoReais - valorReais : null;
  const formId = `receber-${pedido.id}`;

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    if (valorReais === null || valorReais <= 0) return setErro('Informe o valor do pagamento.');
    if (troco !== null && troco < 0) return setErro('O valor recebido não cobre o pagamento.');
    receber.mutate(
      { forma, valor: valorReais, ...(troco !== null && troco > 0 && { troco: Math.round(troco * 100) / 100 }) },
      {
        onSuccess: () => {
          toast.success(`Pagamento de ${formatBRL(reaisToCents(valorReais))} do pedido #${pedido.codigo} registrado.`);
          setAberto(false);
        },
        onError: (error) => setErro(errorMessage(error, 'Não foi possível registrar o pagamento.')),
      },
    );
  }

  return (
    <Dialog
      open={aberto}
      onOpenChange={(abrir) => {
        setAberto(abrir);
        if (abrir) setValor(campoDe(falta));
      }}
      title={`Receber o pedido #${pedido.codigo}`}
      description={`Falta ${formatBRL(falta)}. O pagamento entra no seu caixa.`}
      trigger={
        <Button variant="secondary" aria-label={`Receber o pedido #${pedido.codigo}`} className="w-11 shrink-0 px-0! @md:w-auto @md:px-4!">
          <Banknote className="size-5 @md:size-4" aria-hidden />
          <span className="hidden @md:inline">Receber</span>
        </Button>
      }
      footer={
        <Button type="submit" form={formId} disabled={receber.isPending}>
          {receber.isPending ? 'Registrando…' : 'Registrar pagamento'}
        </Button>
      }
    >
      <form id={formId} onSubmit={enviar} className="space-y-4" noValidate>
        <EscolhaDaForma forma={forma} onChange={setForma} />
        <div className="grid grid-cols-2 gap-3">
          <Field label="Valor">
            <Input inputMode="decimal" value={valor} onChange={(event) => setValor(event.target.value)} autoComplete="off" />
          </Field>
          {forma === 'dinheiro' && (
            <Field
              label="Recebido"
              hint={troco !== null && troco > 0 ? `Troco: ${formatBRL(reaisToCents(troco))}` : 'Para calcular o troco'}
            >
              <Input inputMode="decimal" value={recebido} onChange={(event) => setRecebido(event.target.value)} autoComplete="off" />
            </Field>
          )}
        </div>
        <ErroDoRecebimento erro={erro} />
      </form>
    </Dialog>
  );
}
