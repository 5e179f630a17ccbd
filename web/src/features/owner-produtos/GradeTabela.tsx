import { nomeDaVariacao } from '@vitrine/shared';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldArrayWithId } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { onEnter } from '../../lib/teclado';
import type { ProdutoFormValues } from './formulario';
import { primeiraMensagem } from './erros';

/** The grid's columns from sm up (the photo's only when the product has photos); on a phone each combination is a card of two columns. */
const COLUNAS = 'sm:grid-cols-[minmax(0,1fr)_5.5rem_8rem_9rem_5.5rem]';
const COLUNAS_COM_FOTO = 'sm:grid-cols-[minmax(0,1fr)_5.5rem_8rem_9rem_7rem_5.5rem]';

/**
 * The grade's combinations, one row each: stock (blank: not tracked), price (blank: the product's),
 * code (SKU), which of the product's photos shows it (when it has photos; none: the cover) and sold
 * out; with "Mesmo estoque para todos" above. On a phone a row stacks into a
 * small card so nothing scrolls sideways.
 */
export function GradeTabela({ linhas }: { linhas: FieldArrayWithId<ProdutoFormValues, 'variacoes.itens'>[] }) {
  const { control, register, setValue, formState } = useFormContext<ProdutoFormValues>();
  const preco = useWatch({ control, name: 'preco' });
  const fotos = useWatch({ control, name: 'imagens' }) ?? [];
  const colunas = fotos.length > 0 ? COLUNAS_COM_FOTO : COLUNAS;
  const [estoque, setEstoque] = useState('');
  const errors = formState.errors.variacoes?.itens;

  function aplicarEstoque() {
    linhas.forEach((_, indice) => setValue(`variacoes.itens.${indice}.estoque`, estoque.trim(), { shouldDirty: true }));
  }

  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1 space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">Mesmo estoque para todos</span>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ex.: 10"
            value={estoque}
            onChange={(event) => setEstoque(event.target.value)}
            onKeyDown={onEnter(aplicarEstoque)}
          />
        </label>
        <Button variant="secondary" onClick={aplicarEstoque}>
          Aplicar
        </Button>
      </div>
      <p className="text-sm text-slate-500">Estoque vazio: não controlado. Preço vazio: o preço do produto.</p>

      <div className={cn('hidden gap-2 text-sm font-medium text-slate-700 sm:grid', colunas)} aria-hidden>
        <span>Combinação</span>
        <span>Estoque</span>
        <span>Preço</span>
        <span>SKU</span>
        {fotos.length > 0 && <span>Foto</span>}
        <span>Esgotado</span>
      </div>
      <ul className="space-y-2" aria-label="Combinações da grade">
        {linhas.map((linha, indice) => {
          const nome = nomeDaVariacao(linha);
          const erro = errors?.[indice];
          const mensagem = primeiraMensagem(erro);
          return (
            <li key={linha.id} className="space-y-1 rounded-lg bg-slate-50 p-2 sm:bg-transparent sm:p-0">
              <div className={cn('grid grid-cols-2 items-center gap-x-2 gap-y-1.5', colunas)}>
                <span className="col-span-2 min-w-0 font-medium break-words text-slate-900 sm:col-span-1">{nome}</span>
                <Celula rotulo="Estoque">
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="—"
                    aria-label={`Estoque de ${nome}`}
                    aria-invalid={erro?.estoque ? true : undefined}
                    {...register(`variacoes.itens.${indice}.estoque`)}
                  />
                </Celula>
                <Celula rotulo="Preço">
                  <div className="relative">
                    <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
                      R$
                    </span>
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={preco.trim() || '0,00'}
                      aria-label={`Preço de ${nome}`}
                      aria-invalid={erro?.preco ? true : undefined}
                      className="pl-9"
                      {...register(`variacoes.itens.${indice}.preco`)}
                    />
                  </div>
                </Celula>
                <Celula rotulo="SKU">
                  <Input
                    autoComplete="off"
                    autoCapitalize="characters"
                    aria-label={`SKU de ${nome}`}
                    aria-invalid={erro?.sku ? true : undefined}
                    {...register(`variacoes.itens.${indice}.sku`)}
                  />
                </Celula>
                {fotos.length > 0 && (
                  <Celula rotulo="Foto">
                    {/* '' is the product's cover: the API stores it as none. */}
                    <select
                      className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
                      aria-label={`Foto de ${nome}`}
                      {...register(`variacoes.itens.${indice}.imagem_url`)}
                    >
                      <option value="">Capa</option>
                      {fotos.map((foto, numero) => (
                        <option key={foto.url} value={foto.url}>
                          Foto {numero + 1}
                        </option>
                      ))}
                    </select>
                  </Celula>
                )}
                <label className="flex h-11 cursor-pointer items-center gap-2 self-end text-sm text-slate-700 sm:self-auto">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    aria-label={`${nome} esgotado`}
                    {...register(`variacoes.itens.${indice}.esgotado`)}
                  />
                  <span className="sm:sr-only">Esgotado</span>
                </label>
              </div>
              {mensagem && <p className="text-sm font-medium text-red-600">{mensagem}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A cell with its column's name above it on a phone (the grid's header row is there from sm up). */
function Celula({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <span className="block text-xs font-medium text-slate-600 sm:hidden" aria-hidden>
        {rotulo}
      </span>
      {children}
    </div>
  );
}
