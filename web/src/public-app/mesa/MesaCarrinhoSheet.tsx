import type { RodadaResponse } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { ChefHat, CircleCheck, ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { pedidoKey, type CarrinhoLine } from '../carrinho/carrinho';
import { CarrinhoLinhas } from '../carrinho/CarrinhoLinhas';
import type { CarrinhoSheetProps } from '../carrinho/CarrinhoSheet';
import { PecaTambem } from '../carrinho/PecaTambem';
import { formatTelefone, telefoneDigits } from '../checkout/checkout';
import { readCliente } from '../checkout/cliente-store';
import { newIdempotencyKey } from '../checkout/useSendPedido';
import { Sheet } from '../components/Sheet';
import { serverMessage } from '../errors';
import { lojaStyle } from '../theme';
import { toast } from '../toast';
import { createRodada, type MesaDaRota } from './api';

const TELEFONE_INVALIDO = 'Telefone inválido: use DDD e número, como (11) 91234-5678.';
const RODADA_ENVIADA = 'Pedido enviado para a cozinha!';

/**
 * The table's cart (issue 44) in 'Seu pedido''s place: the same lines and "Peça também", then a
 * name (optional, it goes on the kitchen's ticket) and, only when the shop has a loyalty card, a
 * phone for its stamps (optional too); no delivery, fee, minimum, payment or WhatsApp. "Enviar para a
 * cozinha" sends the round, empties the cart and says it went, with the way to the table's bill.
 */
export function MesaCarrinhoSheet({
  open,
  onOpenChange,
  lojaRef,
  loja,
  carrinho,
  produtos,
  rota,
  nomeDaMesa,
  fidelidade,
  onEnviada,
  onVerConta,
}: CarrinhoSheetProps & {
  rota: MesaDaRota;
  nomeDaMesa: string;
  /** The shop has a loyalty card: the phone is asked for, for its stamps. */
  fidelidade: boolean;
  onEnviada: () => void;
  onVerConta: () => void;
}) {
  // The name and phone this device remembers from its orders (checkout/cliente-store.ts), to change or leave.
  const [nome, setNome] = useState(() => readCliente().nome);
  const [telefone, setTelefone] = useState(() => (fidelidade ? readCliente().telefone : ''));
  const [erroTelefone, setErroTelefone] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [enviada, setEnviada] = useState<{ rodada: RodadaResponse; total: number } | null>(null);
  const inFlight = useRef(false);
  const empty = carrinho.linhas.length === 0;

  async function enviar() {
    if (inFlight.current || empty) return;
    const digitos = fidelidade && telefone.trim() ? telefoneDigits(telefone) : null;
    if (fidelidade && telefone.trim() && !digitos) {
      setErroTelefone(TELEFONE_INVALIDO);
      return;
    }
    inFlight.current = true;
    setEnviando(true);
    setErro(null);
    // The key stays with the cart until the round is in: a retry after a lost answer is the same round, not a second one.
    let linhas: CarrinhoLine[] = carrinho.linhas;
    let chave = '';
    carrinho.update((atual) => {
      const comChave = pedidoKey(atual, newIdempotencyKey, JSON.stringify({ nome: nome.trim(), telefone: digitos }));
      linhas = comChave.carrinho.linhas;
      chave = comChave.chave;
      return comChave.carrinho;
    });
    try {
      const rodada = await createRodada(rota, { linhas, nome, telefone: digitos }, chave);
      setEnviada({ rodada, total: carrinho.totalCentavos });
      // The sheet itself says it went (its title and the round's code): no toast over it.
      carrinho.clear();
      onEnviada();
    } catch (error) {
      const mensagem = error instanceof ApiError ? (serverMessage(error) ?? error.message) : null;
      setErro(mensagem ?? (navigator.onLine ? 'Não foi possível enviar o pedido. Tente de novo.' : 'Você está sem internet.'));
      toast.error('O pedido não foi enviado.', { description: mensagem ?? undefined });
    } finally {
      inFlight.current = false;
      setEnviando(false);
    }
  }

  function fechar(next: boolean) {
    if (enviando) return;
    onOpenChange(next);
    // Reopened later, the sheet is the cart again.
    if (!next) setEnviada(null);
  }

  if (enviada) {
    return (
      <Sheet
        open={open}
        onOpenChange={fechar}
        title={RODADA_ENVIADA}
        description={nomeDaMesa}
        style={lojaStyle(loja.cor_principal)}
        footer={
          <div className="grid w-full grid-cols-2 gap-2">
            <Button variant="secondary" size="lg" onClick={() => fechar(false)}>
              Pedir mais
            </Button>
            <button
              type="button"
              onClick={() => {
                setEnviada(null);
                onVerConta();
              }}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-(--loja) px-3 text-base font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja)"
            >
              <ReceiptText className="size-5" aria-hidden />
              Ver a conta
            </button>
          </div>
        }
      >
        <div className="flex items-start gap-3 pb-1" data-testid="rodada-enviada" role="status">
          <CircleCheck className="size-10 shrink-0 text-emerald-600" aria-hidden />
          <div className="min-w-0">
            <p className="text-xl font-bold text-slate-900">Pedido #{enviada.rodada.codigo}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              A cozinha já recebeu seu pedido de <strong className="text-slate-900 tabular-nums">{formatBRL(enviada.total)}</strong>. Ele
              entrou na conta da {nomeDaMesa}, que você paga no fim.
            </p>
          </div>
        </div>
      </Sheet>
    );
  }

  return (
    <Sheet
      open={open}
      onOpenChange={fechar}
      title="Seu pedido"
      description={empty ? nomeDaMesa : `${nomeDaMesa} · ${carrinho.itens === 1 ? '1 item' : `${carrinho.itens} itens`}`}
      style={lojaStyle(loja.cor_principal)}
      footer={
        !empty && (
          <div className="w-full space-y-3">
            <div className="flex items-baseline justify-between">
              <span className="font-medium text-slate-600">Total deste pedido</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="carrinho-total">
                {formatBRL(carrinho.totalCentavos)}
              </span>
            </div>
            {erro && (
              <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200" role="alert">
                {erro}
              </p>
            )}
            <button
              type="button"
              onClick={() => void enviar()}
              disabled={enviando}
              data-testid="enviar-para-cozinha"
              className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-(--loja) px-6 text-base font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 transition-[filter] ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:cursor-not-allowed disabled:opacity-60"
            >
              {enviando ? <Spinner className="size-5" /> : <ChefHat className="size-5" aria-hidden />}
              {enviando ? 'Enviando...' : 'Enviar para a cozinha'}
            </button>
            <p className="text-center text-sm text-slate-500">Vai direto para a cozinha e entra na conta da mesa. Você paga no fim.</p>
          </div>
        )
      }
    >
      <CarrinhoLinhas carrinho={carrinho} onClose={() => fechar(false)} />
      {!empty && <PecaTambem produtos={produtos} carrinho={carrinho} lojaRef={lojaRef} onOpenProduto={() => fechar(false)} />}
      {!empty && (
        <div className="mt-4 space-y-3 border-t border-slate-100 pt-3">
          <Field label="Seu nome (opcional)" hint="Para o garçom saber de quem é o pedido.">
            <Input value={nome} onChange={(event) => setNome(event.target.value)} autoComplete="name" maxLength={80} />
          </Field>
          {fidelidade && (
            <Field
              label="Seu telefone (opcional)"
              hint="Para ganhar os selos do cartão fidelidade da loja."
              error={erroTelefone ?? undefined}
            >
              <Input
                type="tel"
                inputMode="tel"
                value={telefone}
                onChange={(event) => {
                  setTelefone(event.target.value);
                  setErroTelefone(null);
                }}
                onBlur={() => {
                  const digitos = telefoneDigits(telefone);
                  if (digitos) setTelefone(formatTelefone(digitos));
                }}
                autoComplete="tel-national"
                placeholder="(11) 91234-5678"
                maxLength={30}
              />
            </Field>
          )}
        </div>
      )}
    </Sheet>
  );
}
