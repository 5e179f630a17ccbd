import { SwitchField } from '../../components/ui/SwitchField';
import { COMBO_ITENS_MAX, COMBO_QUANTIDADE_MAX, COMBO_UNIDADES_MIN, type Produto } from '@vitrine/shared';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useController, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { FormSection } from '../../components/ui/FormSection';
import { cn } from '../../lib/cn';
import type { ProdutoFormValues } from './formulario';
import { ProdutosParaEscolher } from './ProdutosParaEscolher';

/** The first message anywhere under the form's `combo` errors (the schema puts them on combo, combo.itens or an item's field). */
function primeiraMensagem(erro: unknown): string | undefined {
  if (!erro || typeof erro !== 'object') return undefined;
  const { message } = erro as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const valor of Object.values(erro)) {
    const mensagem = primeiraMensagem(valor);
    if (mensagem) return mensagem;
  }
  return undefined;
}

/**
 * "Combo" (issue 47): the switch that makes the product a combo of the shop's other products, its
 * items in the order chosen with their units (− and +, the bin at 1), and the searchable list to
 * tick them from: combos and products sold by weight cannot be items, so they are left out. The
 * combo's price is the Preço above; its stock is its items'.
 */
export function ComboSection({ produtos, produtoId }: { produtos: Produto[]; produtoId?: string }) {
  const { control } = useFormContext<ProdutoFormValues>();
  const {
    field: { value: itens, onChange },
  } = useController({ control, name: 'combo_itens' });
  const { errors } = useFormState({ control });
  const eCombo = useWatch({ control, name: 'e_combo' });
  const mensagem = primeiraMensagem((errors as FieldErrors & { combo?: unknown }).combo) ?? primeiraMensagem(errors.combo_itens);
  const podem = produtos.filter(({ id, combo, unidade }) => id !== produtoId && !combo && unidade !== 'kg');
  const porId = new Map(produtos.map((produto) => [produto.id, produto]));
  const ids = itens.map((item) => item.produto_id);
  const cheio = itens.length >= COMBO_ITENS_MAX;
  const unidades = itens.reduce((soma, item) => soma + item.quantidade, 0);

  const alternar = (id: string) =>
    onChange(ids.includes(id) ? itens.filter((item) => item.produto_id !== id) : [...itens, { produto_id: id, quantidade: 1 }]);
  const mudar = (id: string, quantidade: number) =>
    onChange(
      quantidade < 1
        ? itens.filter((item) => item.produto_id !== id)
        : itens.map((item) => (item.produto_id === id ? { ...item, quantidade } : item)),
    );

  return (
    <FormSection title="Combo" text="Venda outros produtos da loja juntos, pelo preço acima. O cliente escolhe as opções de cada item.">
      <SwitchField
        control={control}
        name="e_combo"
        label="Este produto é um combo"
        hint="Cada combo pedido baixa o estoque dos itens. Se um item esgotar, o combo aparece como esgotado."
      />
      {eCombo &&
        (podem.length === 0 ? (
          <p className="text-sm text-slate-500">Cadastre outros produtos para montar um combo com eles.</p>
        ) : (
          <div className="space-y-3" data-testid="combo">
            {itens.length > 0 && (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Itens do combo">
                {itens.map(({ produto_id, quantidade }) => {
                  const nome = porId.get(produto_id)?.nome ?? 'Produto';
                  return (
                    <li key={produto_id} className="flex min-h-14 items-center gap-3 px-3 py-2">
                      <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium break-words text-slate-800">{nome}</span>
                      <div
                        role="group"
                        aria-label={`Quantidade de ${nome} no combo`}
                        className="flex shrink-0 items-center rounded-xl ring-1 ring-slate-300"
                      >
                        <button
                          type="button"
                          className="flex size-11 items-center justify-center text-slate-700"
                          aria-label={quantidade <= 1 ? `Tirar ${nome} do combo` : `Diminuir ${nome}`}
                          onClick={() => mudar(produto_id, quantidade - 1)}
                        >
                          {quantidade <= 1 ? (
                            <Trash2 className="size-4 text-red-600" aria-hidden />
                          ) : (
                            <Minus className="size-4" aria-hidden />
                          )}
                        </button>
                        <span className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                          {quantidade}
                        </span>
                        <button
                          type="button"
                          className="flex size-11 items-center justify-center text-slate-700 disabled:opacity-40"
                          aria-label={`Aumentar ${nome}`}
                          disabled={quantidade >= COMBO_QUANTIDADE_MAX}
                          onClick={() => mudar(produto_id, quantidade + 1)}
                        >
                          <Plus className="size-4" aria-hidden />
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <ProdutosParaEscolher produtos={podem} marcados={ids} alternar={alternar} bloqueado={() => cheio} rotulo="pôr no combo" />
            <p className={cn('text-sm', mensagem ? 'font-medium text-red-600' : 'text-slate-500')} role={mensagem ? 'alert' : undefined}>
              {mensagem ??
                (unidades < COMBO_UNIDADES_MIN
                  ? `Escolha pelo menos ${COMBO_UNIDADES_MIN} unidades: dois produtos, ou mais de uma unidade de um.`
                  : `${unidades} unidades em ${itens.length} ${itens.length === 1 ? 'produto' : 'produtos'}. Combos e produtos por peso não entram em combos.`)}
            </p>
          </div>
        ))}
    </FormSection>
  );
}
