import { SUGESTOES_MAX, type Produto } from '@vitrine/shared';
import { normalizeSearch } from '@vitrine/shared/catalogo';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { precoBase } from '@vitrine/shared/produto';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Badge } from '../../components/ui/Badge';
import { FormSection } from '../../components/ui/FormSection';
import { SearchInput } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import type { ProdutoFormValues } from './formulario';

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
  const [busca, setBusca] = useState('');
  const listaId = useId();
  const outros = produtos.filter(({ id }) => id !== produtoId);
  const porId = new Map(outros.map((produto) => [produto.id, produto]));
  const termo = normalizeSearch(busca);
  const visiveis = termo ? outros.filter(({ nome }) => normalizeSearch(nome).includes(termo)) : outros;
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
          <SearchInput
            value={busca}
            onChange={(event) => setBusca(event.target.value)}
            placeholder="Buscar produto"
            aria-label="Buscar produto para sugerir"
            aria-controls={listaId}
            autoComplete="off"
          />
          <div
            id={listaId}
            role="group"
            aria-label="Produtos para sugerir"
            className="max-h-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200"
          >
            {visiveis.length === 0 ? (
              <p className="px-3 py-4 text-sm text-slate-500">Nenhum produto encontrado.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {visiveis.map((produto) => {
                  const marcado = escolhidos.includes(produto.id);
                  const bloqueado = cheio && !marcado;
                  return (
                    <li key={produto.id}>
                      <label
                        className={cn(
                          'flex min-h-12 items-center gap-3 px-3 py-2.5 text-sm',
                          bloqueado ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-slate-50',
                        )}
                      >
                        <input
                          type="checkbox"
                          className="size-5 shrink-0 cursor-[inherit] rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                          checked={marcado}
                          disabled={bloqueado}
                          onChange={() => alternar(produto.id)}
                        />
                        <span className="line-clamp-2 min-w-0 flex-1 font-medium break-words text-slate-800">{produto.nome}</span>
                        {!produto.ativo ? (
                          <Badge>Oculto</Badge>
                        ) : produto.esgotado || produto.estoque === 0 ? (
                          <Badge variant="red">Esgotado</Badge>
                        ) : null}
                        <span className="shrink-0 text-slate-500 tabular-nums">{formatBRL(reaisToCents(precoBase(produto)))}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
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
