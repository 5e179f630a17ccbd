import type { LojaPublica } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Spinner } from '../../../components/ui/Spinner';
import type { LojaRef } from '../api';
import { WhatsappIcon } from '../components/icones';
import { ProdutoImagem } from '../components/ProdutoImagem';
import { QuantidadeControle } from '../components/QuantidadeControle';
import { QUANTIDADE_MAX, totalLinhaCentavos } from './carrinho';
import { Folha } from './Folha';
import { useEnviarPedido } from './pedido';
import type { CarrinhoApi } from './useCarrinho';

export interface CarrinhoSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lojaRef: LojaRef;
  loja: LojaPublica;
  carrinho: CarrinhoApi;
}

/** 'Seu Pedido': the cart as a bottom sheet (at most 80% of the screen), with the total and the order button. */
export function CarrinhoSheet({ open, onOpenChange, lojaRef, loja, carrinho }: CarrinhoSheetProps) {
  const { enviar, enviando } = useEnviarPedido(lojaRef, loja, carrinho, () => onOpenChange(false));
  const vazio = carrinho.linhas.length === 0;

  return (
    <Folha
      open={open}
      onOpenChange={(proximo) => !enviando && onOpenChange(proximo)}
      title="Seu Pedido"
      description={vazio ? undefined : carrinho.itens === 1 ? '1 item' : `${carrinho.itens} itens`}
      footer={
        !vazio && (
          <div className="w-full space-y-3">
            <div className="flex items-baseline justify-between">
              <span className="font-medium text-slate-600">Total</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="carrinho-total">
                {formatBRL(carrinho.totalCentavos)}
              </span>
            </div>
            <Button variant="whatsapp" size="lg" className="w-full" onClick={enviar} disabled={enviando}>
              {enviando ? <Spinner className="size-5" /> : <WhatsappIcon className="size-5" aria-hidden />}
              {enviando ? 'Enviando pedido...' : 'Enviar pedido pelo WhatsApp'}
            </Button>
          </div>
        )
      }
    >
      {vazio ? (
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
                <ProdutoImagem src={linha.imagem_url} alt="" tamanho={64} />
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 leading-snug font-medium text-slate-900">{linha.nome}</p>
                <p className="text-sm text-slate-500 tabular-nums">{formatBRL(reaisToCents(linha.preco))} cada</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <QuantidadeControle
                    valor={linha.quantidade}
                    onChange={(quantidade) => carrinho.mudarQuantidade(linha.id, quantidade)}
                    min={0}
                    max={QUANTIDADE_MAX}
                    rotulo={`Quantidade de ${linha.nome}`}
                  />
                  <span className="font-semibold text-slate-900 tabular-nums">{formatBRL(totalLinhaCentavos(linha))}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Folha>
  );
}
