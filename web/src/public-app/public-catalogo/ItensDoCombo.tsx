import type { ItemDoComboPublico } from '@vitrine/shared';
import { OpcoesDoProduto } from './OpcoesDoProduto';
import { EsgotadoBadge } from './Preco';
import { SEM_ESCOLHA_DO_ITEM, valoresDoItem, type EscolhaDoItem, type EscolhasDoCombo } from './combo';
import { VariacoesDoProduto } from './VariacoesDoProduto';

/** An item with a priced choice (a pizza's flavours are not: the combo's price is the pizza's). */
const temAcrescimo = (item: ItemDoComboPublico) =>
  item.opcoes.some((grupo) => grupo.tipo !== 'sabores' && grupo.itens.some((opcao) => opcao.preco > 0));

/**
 * A combo's page (issue 47): "O combo tem" and each item in the combo's order, its units and
 * picture, and below it what the customer chooses for it: its grade and its option groups, as a
 * product's own page draws them (a pizza's flavours without prices: the combo's price is the
 * pizza's). The choices apply to every unit of that item in the combo, so a choice's price is
 * shown for them all (2 burgers, bacon at R$ 5,00: "+ R$ 10,00"), as the total adds it.
 */
export function ItensDoCombo({
  itens,
  escolhas,
  onChange,
}: {
  itens: ItemDoComboPublico[];
  escolhas: EscolhasDoCombo;
  onChange: (escolhas: EscolhasDoCombo) => void;
}) {
  const mudar = (produtoId: string, parte: Partial<EscolhaDoItem>) =>
    onChange({ ...escolhas, [produtoId]: { ...(escolhas[produtoId] ?? SEM_ESCOLHA_DO_ITEM), ...parte } });
  return (
    <section aria-labelledby="itens-do-combo" className="space-y-3" data-testid="itens-do-combo">
      <h2 id="itens-do-combo" className="text-sm font-semibold text-slate-800">
        O combo tem
      </h2>
      <ul className="space-y-3">
        {itens.map((item) => {
          const escolha = escolhas[item.produto_id] ?? SEM_ESCOLHA_DO_ITEM;
          const temEscolhas = !item.esgotado && (item.variacoes !== null || item.opcoes.length > 0);
          return (
            <li key={item.produto_id} className="rounded-2xl bg-white ring-1 ring-slate-200" data-testid="item-do-combo">
              <div className="flex items-center gap-3 p-3">
                {item.imagem_url ? (
                  <img src={item.imagem_url} alt="" className="size-12 shrink-0 rounded-xl object-cover" loading="lazy" />
                ) : null}
                <p className="min-w-0 flex-1 font-semibold break-words text-slate-900">
                  <span className="tabular-nums">{item.quantidade}×</span> {item.nome}
                </p>
                {item.esgotado && <EsgotadoBadge />}
              </div>
              {temEscolhas && (
                <div className="space-y-4 border-t border-slate-100 p-3">
                  {item.quantidade > 1 && (
                    <p className="text-sm text-slate-500">
                      A escolha vale para as {item.quantidade} unidades
                      {temAcrescimo(item) ? `: o preço de cada opção já soma as ${item.quantidade}.` : '.'}
                    </p>
                  )}
                  {item.variacoes && (
                    <VariacoesDoProduto
                      variacoes={item.variacoes}
                      escolhidos={valoresDoItem(item, escolha)}
                      onChange={(valores) => mudar(item.produto_id, { valores })}
                    />
                  )}
                  {item.opcoes.length > 0 && (
                    <OpcoesDoProduto
                      opcoes={item.opcoes}
                      escolhidos={escolha.escolhidos}
                      onChange={(escolhidos) => mudar(item.produto_id, { escolhidos })}
                      saboresInclusos
                      unidades={item.quantidade}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
