import type { LojaPublica, ProdutoPublico } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { WhatsappIcon } from '../components/icons';
import { Sheet } from '../components/Sheet';
import type { LojaRef } from '../../lib/public-paths';
import { CarrinhoLinhas } from './CarrinhoLinhas';
import { Consentimento } from '../checkout/Consentimento';
import { descontoDoCupom, isRecusaDoCupom, linhaDoCupom } from './cupom';
import { CupomField } from './CupomField';
import { PecaTambem } from './PecaTambem';
import { useSendPedido } from '../checkout/useSendPedido';
import type { CarrinhoApi } from './useCarrinho';
import { useCupom } from './useCupom';
import { lojaStyle } from '../theme';

export interface CarrinhoSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lojaRef: LojaRef;
  loja: LojaPublica;
  carrinho: CarrinhoApi;
  /** The catalogue as loaded: what "Peça também" picks from. */
  produtos: readonly ProdutoPublico[];
}

/**
 * 'Seu pedido' of a shop without service settings (the spec's order): the cart as a bottom sheet (at
 * most 80% of the screen), with the total and the order button, labelled with the shop's `texto_botao`.
 * A shop with them has the checkout instead (CheckoutSheet).
 */
export function CarrinhoSheet({ open, onOpenChange, lojaRef, loja, carrinho, produtos }: CarrinhoSheetProps) {
  const empty = carrinho.linhas.length === 0;
  const subtotal = carrinho.totalCentavos;
  // No customer's details here: a coupon limited per customer asks for a phone it cannot have.
  const cupom = useCupom(lojaRef, subtotal, null, open && !empty);
  const { send, sending } = useSendPedido(
    lojaRef,
    loja,
    carrinho,
    () => {
      cupom.limpar();
      onOpenChange(false);
    },
    (mensagem) => isRecusaDoCupom(mensagem) && cupom.recusar(mensagem),
  );
  const hintId = useId();
  const desconto = descontoDoCupom(cupom.aplicado, subtotal);
  const linhaCupom = cupom.aplicado && linhaDoCupom(cupom.aplicado.codigo, desconto);

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      title="Seu pedido"
      description={empty ? undefined : carrinho.itens === 1 ? '1 item' : `${carrinho.itens} itens`}
      // The shop's colours for what is drawn in them (the coupon's button, "Peça também"): a portal does not inherit the page's.
      style={lojaStyle(loja.cor_principal)}
      footer={
        !empty && (
          <div className="w-full space-y-3">
            {linhaCupom && (
              <div className="space-y-1 text-sm">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="text-slate-600">Subtotal</span>
                  <span className="font-medium text-slate-900 tabular-nums">{formatBRL(subtotal)}</span>
                </p>
                <p className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words text-slate-600">{linhaCupom.rotulo}</span>
                  <span className="shrink-0 font-medium text-slate-900 tabular-nums" data-testid="carrinho-desconto">
                    {linhaCupom.valor}
                  </span>
                </p>
              </div>
            )}
            <div className="flex items-baseline justify-between">
              <span className="font-medium text-slate-600">Total</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="carrinho-total">
                {formatBRL(subtotal - desconto.desconto_centavos)}
              </span>
            </div>
            {/* The shop's own words ('Fazer Pedido' unless it chose others): the one button that orders. */}
            <Button
              variant="whatsapp"
              size="lg"
              className="w-full"
              onClick={() => void send(cupom.aplicado ? { cupom: cupom.aplicado.codigo } : undefined)}
              disabled={sending || (!!cupom.aplicado && cupom.verificando)}
              aria-describedby={hintId}
            >
              {sending ? <Spinner className="size-5" /> : <WhatsappIcon className="size-5" aria-hidden />}
              <span className="truncate">{sending ? 'Enviando pedido...' : loja.texto_botao}</span>
            </Button>
            <p id={hintId} className="text-center text-sm text-slate-500">
              O pedido vai para a loja pelo WhatsApp.
            </p>
            <Consentimento nomeLoja={loja.nome_loja} className="text-center" />
          </div>
        )
      }
    >
      <CarrinhoLinhas carrinho={carrinho} onClose={() => onOpenChange(false)} />
      {!empty && <PecaTambem produtos={produtos} carrinho={carrinho} lojaRef={lojaRef} onOpenProduto={() => onOpenChange(false)} />}
      {!empty && <CupomField cupom={cupom} subtotalCentavos={subtotal} className="mt-4 border-t border-slate-100 pt-3" />}
    </Sheet>
  );
}
