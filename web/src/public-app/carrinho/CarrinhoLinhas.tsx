import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { descreverItemDoCombo, descreverOpcoes, formatPeso, nomeComVariacao, PESO_APROXIMADO } from '@vitrine/shared/produto';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ProdutoImage } from '../components/ProdutoImage';
import { QuantidadeStepper } from '../components/QuantidadeStepper';
import { lineTotalCentavos, QUANTIDADE_MAX, type CarrinhoLine } from './carrinho';
import type { CarrinhoApi } from './useCarrinho';

/** The cart's lines with their steppers, or the empty cart: the first screen of both carts (the spec's and the checkout). */
export function CarrinhoLinhas({ carrinho, onClose }: { carrinho: CarrinhoApi; onClose: () => void }) {
  if (carrinho.linhas.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title="Seu carrinho está vazio"
        text="Toque em um produto para adicioná-lo ao pedido."
        className="py-8"
        action={
          <Button variant="secondary" onClick={onClose}>
            Ver produtos
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="-my-1 divide-y divide-slate-100" aria-label="Itens do pedido">
        {carrinho.linhas.map((linha) => (
          <li key={linha.chave} className="flex gap-3 py-3" data-testid="carrinho-linha">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl">
              <ProdutoImage src={linha.imagem_url} alt="" size={64} sizes="64px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 leading-snug font-medium text-slate-900">{nomeDaLinha(linha)}</p>
              <EscolhasDaLinha linha={linha} />
              {linha.gramas ? (
                <p className="text-sm text-slate-500 tabular-nums">≈ {formatPeso(linha.gramas)}</p>
              ) : (
                <p className="text-sm text-slate-500 tabular-nums">{formatBRL(reaisToCents(linha.preco))} cada</p>
              )}
              <div className="mt-2 flex items-center justify-between gap-2">
                {linha.gramas ? (
                  // A weight is one piece: it is taken out whole, and chosen again on its page.
                  <button
                    type="button"
                    onClick={() => carrinho.setQuantidade(linha.chave, 0)}
                    aria-label={`Remover ${nomeDaLinha(linha)} do carrinho`}
                    className="flex size-11 items-center justify-center rounded-lg text-red-600 ring-1 ring-slate-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-(--loja)"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                ) : (
                  <QuantidadeStepper
                    value={linha.quantidade}
                    onChange={(quantidade) => carrinho.setQuantidade(linha.chave, quantidade)}
                    min={0}
                    max={QUANTIDADE_MAX}
                    label={`Quantidade de ${nomeDaLinha(linha)}`}
                  />
                )}
                <span className="font-semibold text-slate-900 tabular-nums">{formatBRL(lineTotalCentavos(linha))}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <NotaDoPeso linhas={carrinho.linhas} />
    </>
  );
}

/** "Camiseta Básica — M / Preto": a line's product with its variant (issue 30). */
export const nomeDaLinha = (linha: Pick<CarrinhoLine, 'nome' | 'variacao'>) => nomeComVariacao(linha.nome, linha.variacao);

/** "1 ×" for units, "≈ 500 g de" for a weight (as the WhatsApp text says it): what comes before a line's name in the summaries. */
export const quantoDaLinha = (linha: { quantidade: number; gramas?: number | null }) =>
  linha.gramas ? `≈ ${formatPeso(linha.gramas)} de` : `${linha.quantidade} ×`;

/** The weight note, under lines one of which is weighed: the final price may vary a little. */
export function NotaDoPeso({ linhas }: { linhas: { gramas?: number | null }[] }) {
  if (!linhas.some((linha) => linha.gramas)) return null;
  return (
    <p className="mt-2 text-sm text-slate-500" data-testid="nota-do-peso">
      {PESO_APROXIMADO}
    </p>
  );
}

/**
 * A line's choices ("Tamanho: Grande · Adicionais: Bacon"), a combo's items one a line ("2× X-Burger
 * (Tamanho: Grande)", issue 47) and its note, under its name; nothing when it has none.
 */
export function EscolhasDaLinha({ linha }: { linha: Pick<CarrinhoLine, 'opcoes' | 'observacao' | 'combo'> }) {
  if (linha.opcoes.length === 0 && !linha.observacao && !linha.combo?.length) return null;
  return (
    <div className="text-sm break-words text-slate-500" data-testid="linha-escolhas">
      {linha.opcoes.length > 0 && <p>{descreverOpcoes(linha.opcoes)}</p>}
      {linha.combo?.map((item) => (
        <p key={item.produto_id} data-testid="linha-item-do-combo">
          {descreverItemDoCombo(item, descreverOpcoes(item.opcoes))}
        </p>
      ))}
      {linha.observacao && <p className="italic">Obs.: {linha.observacao}</p>}
    </div>
  );
}
