import { PESO_SEM_GRADE, VARIACAO_ITENS_MAX } from '@vitrine/shared';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddButton, Button } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input } from '../../components/ui/Input';
import type { ProdutoFormValues } from './formulario';
import { gerarItens, novoEixo, podeAdicionarEixo, type EixoFormValues } from './grade';
import { primeiraMensagem, proprioErro } from './erros';
import { GradeTabela } from './GradeTabela';
import { ValoresInput } from './ValoresInput';

/**
 * "Grade (tamanhos e cores)": up to two axes, each a name and its values, and the grid of their
 * combinations, each with its own stock, price and code (SKU). A product by weight has none.
 */
export function GradeSection() {
  const { control, register, getValues, setValue, formState } = useFormContext<ProdutoFormValues>();
  const eixos = useFieldArray({ control, name: 'variacoes.eixos' });
  const itens = useFieldArray({ control, name: 'variacoes.itens' });
  const [unidade, valoresDosEixos] = useWatch({ control, name: ['unidade', 'variacoes.eixos'] });
  const errors = formState.errors.variacoes;

  /** The axes changed: the rows are those of the new combinations, each old one keeping its id and what was typed. */
  function refazerLinhas(novos: Pick<EixoFormValues, 'valores'>[]) {
    itens.replace(gerarItens(novos, getValues('variacoes.itens')));
  }

  function mudarValores(indice: number, valores: string[]) {
    setValue(`variacoes.eixos.${indice}.valores`, valores, { shouldDirty: true });
    refazerLinhas(getValues('variacoes.eixos'));
  }

  function remover(indice: number) {
    eixos.remove(indice);
    refazerLinhas(getValues('variacoes.eixos'));
  }

  // The grade's own refusals (too many axes or combinations), not those of one field.
  const erroDaGrade = proprioErro(errors) ?? proprioErro(errors?.eixos) ?? proprioErro(errors?.itens);
  const combinacoes = valoresDosEixos.reduce((total, eixo) => total * eixo.valores.length, valoresDosEixos.length > 0 ? 1 : 0);

  return (
    <FormSection
      title="Grade (tamanhos e cores)"
      text="Para roupas, calçados e cosméticos: cada combinação tem o seu estoque, o seu código (SKU) e, se quiser, o seu preço."
    >
      {unidade === 'kg' ? (
        <p className="text-sm text-slate-600">{PESO_SEM_GRADE}</p>
      ) : (
        <>
          {eixos.fields.length > 0 && (
            <ol className="space-y-4">
              {eixos.fields.map((field, indice) => {
                const erro = errors?.eixos?.[indice];
                const nome = valoresDosEixos[indice]?.nome.trim() || `eixo ${indice + 1}`;
                return (
                  <li key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
                    <div className="flex items-end gap-2">
                      <Field label={`Nome do eixo ${indice + 1}`} error={erro?.nome?.message} className="min-w-0 flex-1">
                        <Input autoComplete="off" placeholder="Ex.: Tamanho, Cor" {...register(`variacoes.eixos.${indice}.nome`)} />
                      </Field>
                      <Button
                        variant="ghost"
                        className="px-3"
                        onClick={() => remover(indice)}
                        aria-label={`Remover o eixo ${nome}`}
                        title="Remover eixo"
                      >
                        <Trash2 className="size-4 text-red-600" aria-hidden />
                      </Button>
                    </div>
                    <div className="space-y-1.5">
                      <p className="text-sm font-medium text-slate-700">Valores</p>
                      <ValoresInput
                        label={`Valores do eixo ${indice + 1}`}
                        valores={valoresDosEixos[indice]?.valores ?? []}
                        onChange={(valores) => mudarValores(indice, valores)}
                        invalid={Boolean(erro?.valores)}
                      />
                      <p className={erro?.valores ? 'text-sm font-medium text-red-600' : 'text-sm text-slate-500'}>
                        {primeiraMensagem(erro?.valores) ?? 'Digite e aperte Enter, ou separe por vírgulas: P, M, G.'}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {erroDaGrade && <p className="text-sm font-medium text-red-600">{erroDaGrade}</p>}
          {podeAdicionarEixo(eixos.fields) && (
            <AddButton variant="secondary" onClick={() => eixos.append(novoEixo(getValues('variacoes.eixos')))}>
              {eixos.fields.length === 0 ? 'Adicionar grade' : 'Adicionar eixo (ex.: Cor)'}
            </AddButton>
          )}
          {combinacoes > VARIACAO_ITENS_MAX && (
            <p className="text-sm font-medium text-red-600">
              São {combinacoes} combinações: use no máximo {VARIACAO_ITENS_MAX}.
            </p>
          )}
          {itens.fields.length > 0 && <GradeTabela linhas={itens.fields} />}
        </>
      )}
    </FormSection>
  );
}
