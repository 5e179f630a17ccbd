import { SUGESTOES_MAX, type Produto } from '@vitrine/shared';
import { X } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { FormSection } from '../../components/ui/FormSection';
import { cn } from '../../lib/cn';
import type { ProdutoFormValues } from './formulario';
import { ProdutosParaEscolher } from './ProdutosParaEscolher';

/**
 * "Peça também" (issue 29): up to SUGESTOES_MAX of the shop's other products, which the cart offers
 * to whoever orders this one. A searchable list with a checkbox each; once the limit is reached the
 * other boxes wait until one is unticked. The chosen ones sit above the list as chips, in the order
 * chosen, so that a search never hides what is already picked.
 */
export function SugestoesSection({ produtos, produtoId }: { produtos: Produto[]; produtoId?: string }) {
  const { control } = useFormContext<ProdutoFormValues>();
  const {
    field: { value: escolhidos, onChange },
    fieldState: { error },
  } = useController({ control, name: 'sugestoes' });
  const outros = produtos.filter(({ id }) => id !== produtoId);
  const porId = new Map(outros.map((produto) => [produto.id, produto]));
  const cheio = escolhidos.length >= SUGESTOES_MAX;
  const mensagem = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;

  const alternar = (id: string) =>
    onChange(escolhidos.includes(id) ? escolhidos.filter((escolhido) => escolhido !== id) : [...escolhidos, id].slice(0, SUGESTOES_MAX));

  return (
    <FormSection
      title="Peça também"
      text={`Até ${SUGESTOES_MAX} produtos que o carrinho sugere a quem pedir este. Sem escolha, o carrinho sugere os seus destaques.`}
    >
      {outros.length === 0 ? (
        <p className="text-sm text-slate-500">Cadastre outros produtos para sugerir junto com este.</p>
      ) : (
        <div className="space-y-3" data-testid="sugestoes">
          {escolhidos.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Sugestões escolhidas">
              {escolhidos.map((id) => {
                const nome = porId.get(id)?.nome ?? 'Produto';
                return (
                  <li key={id}>
                    <button
                      type="button"
                      onClick={() => alternar(id)}
                      aria-label={`Tirar ${nome} das sugestões`}
                      className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-700 ring-1 ring-brand-700/15 ring-inset hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <span className="truncate">{nome}</span>
                      <X className="size-4 shrink-0" aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <ProdutosParaEscolher produtos={outros} marcados={escolhidos} alternar={alternar} bloqueado={() => cheio} rotulo="sugerir" />
          <p className={cn('text-sm', mensagem ? 'font-medium text-red-600' : 'text-slate-500')} role={mensagem ? 'alert' : undefined}>
            {mensagem ??
              (cheio
                ? `Limite de ${SUGESTOES_MAX} sugestões: desmarque uma para escolher outra.`
                : `${escolhidos.length} de ${SUGESTOES_MAX} escolhidos. Produtos ocultos ou esgotados não aparecem no carrinho.`)}
          </p>
        </div>
      )}
    </FormSection>
  );
}
