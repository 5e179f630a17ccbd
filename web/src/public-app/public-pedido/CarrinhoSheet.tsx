import type { LojaPublica } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { WhatsappIcon } from '../components/icons';
import { ProdutoImage } from '../components/ProdutoImage';
import { QuantidadeStepper } from '../components/QuantidadeStepper';
import { Sheet } from '../components/Sheet';
import type { LojaRef } from '../paths';
import { lineTotalCentavos, QUANTIDADE_MAX } from './carrinho';
import { useSendPedido } from './useSendPedido';
import type { CarrinhoApi } from './useCarrinho';

export interface CarrinhoSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lojaRef: LojaRef;
  loja: LojaPublica;
  carrinho: CarrinhoApi;
}

/** 'Seu Pedido': the cart as a bottom sheet (at most 80% of the screen), with the total and the order button, labelled with the shop's `texto_botao`. */
export function CarrinhoSheet({ open, onOpenChange, lojaRef, loja, carrinho }: CarrinhoSheetProps) {
  const { send, sending } = useSendPedido(lojaRef, loja, carrinho, () => onOpenChange(false));
  const empty = carrinho.linhas.length === 0;
  const hintId = useId();

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      title="Seu Pedido"
      description={empty ? undefined : carrinho.itens === 1 ? '1 item' : `${carrinho.itens} itens`}
      footer={
        !empty && (
          <div className="w-full space-y-3">
            <div className="flex items-baseline justify-between">
              <span className="font-medium text-slate-600">Total</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="carrinho-total">
                {formatBRL(carrinho.totalCentavos)}
              </span>
            </div>
            {/* The shop's own words ('Fazer Pedido' unless it chose others): the one button that orders. */}
            <Button variant="whatsapp" size="lg" className="w-full" onClick={send} disabled={sending} aria-describedby={hintId}>
              {sending ? <Spinner className="size-5" /> : <WhatsappIcon className="size-5" aria-hidden />}
              <span className="truncate">{sending ? 'Enviando pedido...' : loja.texto_botao}</span>
            </Button>
            <p id={hintId} className="text-center text-sm text-slate-500">
              O pedido vai para a loja pelo WhatsApp.
            </p>
          </div>
        )
      }
    >
      {empty ? (
        <EmptyState
          icon={ShoppingBag}
          title="Seu carrinho está vazio"
          text="Toque em um produto para adicioná-lo ao pedido."
          className="py-8"
          action={
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Ver produtos
            </Button>
          }
        />
      ) : (
        <ul className="-my-1 divide-y divide-slate-100" aria-label="Itens do pedido">
          {carrinho.linhas.map((linha) => (
            <li key={linha.id} className="flex gap-3 py-3" data-testid="carrinho-linha">
              <div className="size-16 shrink-0 overflow-hidden rounded-xl">
                <ProdutoImage src={linha.imagem_url} alt="" size={64} />
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 leading-snug font-medium text-slate-900">{linha.nome}</p>
                <p className="text-sm text-slate-500 tabular-nums">{formatBRL(reaisToCents(linha.preco))} cada</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <QuantidadeStepper
                    value={linha.quantidade}
                    onChange={(quantidade) => carrinho.setQuantidade(linha.id, quantidade)}
                    min={0}
                    max={QUANTIDADE_MAX}
                    label={`Quantidade de ${linha.nome}`}
                  />
                  <span className="font-semibold text-slate-900 tabular-nums">{formatBRL(lineTotalCentavos(linha))}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
