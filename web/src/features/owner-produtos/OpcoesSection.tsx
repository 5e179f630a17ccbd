import {
  OPCOES_MAX_GRUPOS,
  OPCOES_MAX_ITENS,
  REGRA_PRECO_TEXTO,
  REGRAS_PRECO,
  SABORES_MAX,
  regraDoGrupo,
  type RegraPreco,
} from '@vitrine/shared';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddButton, Button } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input, Select } from '../../components/ui/Input';
import { MoveButtons } from '../../components/ui/MoveButtons';
import { cn } from '../../lib/cn';
import { novoGrupo, type OpcaoGrupoFormValues, type ProdutoFormValues } from './formulario';
import { Segmentos } from '../../components/ui/Segmentos';

/** Option groups ("Tamanho", "Adicionais"), each with its rule and its priced choices. */
export function OpcoesSection() {
  const { control } = useFormContext<ProdutoFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'opcoes' });
  return (
    <FormSection
      title="Opções"
      text="Tamanhos, adicionais, ou os sabores de uma pizza meio a meio: o cliente escolhe na página do produto."
    >
      {fields.length > 0 && (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <GrupoEditor key={field.id} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      {fields.length < OPCOES_MAX_GRUPOS ? (
        <AddButton variant="secondary" onClick={() => append(novoGrupo())}>
          Adicionar grupo de opções
        </AddButton>
      ) : (
        <p className="text-sm text-slate-500">Limite de {OPCOES_MAX_GRUPOS} grupos atingido.</p>
      )}
    </FormSection>
  );
}

/** The rule's name in the owner's select; REGRA_PRECO_TEXTO says it as the customer reads it. */
const NOMES_DAS_REGRAS: Record<RegraPreco, string> = {
  media: 'Média dos sabores',
  maior: 'Sabor mais caro',
  proporcional: 'Proporcional a cada sabor',
};

/** An array's own error: zod's message at the array's path lands on `.message` or, for a field array, `.root`. */
const arrayError = (error: { message?: string; root?: { message?: string } } | undefined) => error?.message ?? error?.root?.message;

function GrupoEditor({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { control, register, setValue, formState } = useFormContext<ProdutoFormValues>();
  const itens = useFieldArray({ control, name: `opcoes.${index}.itens` });
  const [nome, min, max, tipo] = useWatch({
    control,
    name: [`opcoes.${index}.nome`, `opcoes.${index}.min`, `opcoes.${index}.max`, `opcoes.${index}.tipo`],
  });
  const sabores = tipo === 'sabores';
  const regraPreco = useWatch({ control, name: `opcoes.${index}.regra_preco` });
  const errors = formState.errors.opcoes?.[index];
  const obrigatorio = min !== 0;
  const titulo = nome.trim() || `Grupo ${index + 1}`;
  const regraLegivel = Number.isInteger(min) && Number.isInteger(max) && min <= max && max >= 1;

  function mudarTipo(novo: OpcaoGrupoFormValues['tipo']) {
    setValue(`opcoes.${index}.tipo`, novo, { shouldDirty: true });
    if (novo !== 'sabores') return;
    // A pizza has one flavour at least and from 2 to SABORES_MAX halves at most.
    setValue(`opcoes.${index}.min`, Number.isInteger(min) && min >= 1 ? min : 1, { shouldDirty: true });
    setValue(`opcoes.${index}.max`, Number.isInteger(max) ? Math.min(SABORES_MAX, Math.max(2, max)) : 2, { shouldDirty: true });
  }

  return (
    <li className="space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="min-w-0 truncate font-semibold text-slate-900">{titulo}</h3>
        <div className="flex shrink-0 items-center">
          <MoveButtons nome={`o grupo ${titulo}`} index={index} count={count} onMove={onMove} />
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            onClick={onRemove}
            aria-label={`Remover o grupo ${titulo}`}
            title="Remover grupo"
          >
            <Trash2 className="size-4 text-red-600" aria-hidden />
          </Button>
        </div>
      </div>

      <Field label="Nome do grupo" error={errors?.nome?.message}>
        <Input autoComplete="off" placeholder="Ex.: Tamanho, Sabor, Adicionais" {...register(`opcoes.${index}.nome`)} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="sr-only">Regra do grupo {titulo}</legend>
        <Segmentos
          label={`Tipo do grupo ${titulo}`}
          value={tipo}
          onChange={mudarTipo}
          opcoes={[
            ['opcoes', 'Opções'],
            ['sabores', 'Sabores (meio a meio)'],
          ]}
        />
        {sabores ? (
          <Field label="Regra de preço" hint={REGRA_PRECO_TEXTO[regraPreco]} error={errors?.regra_preco?.message}>
            <Select {...register(`opcoes.${index}.regra_preco`)}>
              {REGRAS_PRECO.map((regra) => (
                <option key={regra} value={regra}>
                  {NOMES_DAS_REGRAS[regra]}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Segmentos
            label={`O cliente precisa escolher em ${titulo}?`}
            value={obrigatorio}
            // Required means at least one; optional means none is needed.
            onChange={(valor) =>
              setValue(`opcoes.${index}.min`, valor ? Math.max(1, Number.isInteger(min) ? min : 1) : 0, { shouldDirty: true })
            }
            opcoes={[
              [true, 'Obrigatório'],
              [false, 'Opcional'],
            ]}
          />
        )}
        {/* items-end: a label that wraps on a phone ("Escolher no máximo") leaves the two fields level. */}
        <div className="grid grid-cols-2 items-end gap-3">
          {obrigatorio && (
            <Field label={sabores ? 'Sabores no mínimo' : 'Escolher no mínimo'} error={errors?.min?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={OPCOES_MAX_ITENS}
                {...register(`opcoes.${index}.min`, { valueAsNumber: true })}
              />
            </Field>
          )}
          <Field
            label={sabores ? `Sabores no máximo (2 a ${SABORES_MAX})` : 'Escolher no máximo'}
            error={errors?.max?.message}
            className={cn(!obrigatorio && 'col-span-2 sm:col-span-1')}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={sabores ? SABORES_MAX : OPCOES_MAX_ITENS}
              {...register(`opcoes.${index}.max`, { valueAsNumber: true })}
            />
          </Field>
        </div>
        {regraLegivel && (
          <p className="text-sm text-slate-600" aria-live="polite">
            O cliente vê: <strong className="font-semibold text-slate-900">{regraDoGrupo({ min, max })}</strong>
          </p>
        )}
      </fieldset>

      <div className="space-y-2">
        {/* A phone gives a choice two lines (its name needs the width): the column names would not sit over them. */}
        {/* The price column (here and in each row) holds "+ R$" and "1.234,56" whole. */}
        <div className="hidden grid-cols-[minmax(0,1fr)_8.5rem_6.5rem] gap-2 text-sm font-medium text-slate-700 sm:grid">
          <span>{sabores ? 'Sabor' : 'Opção'}</span>
          <span>{sabores ? 'Preço da pizza' : '+ preço'}</span>
        </div>
        <ul className="space-y-2">
          {itens.fields.map((item, i) => {
            const erroItem = errors?.itens?.[i];
            return (
              <li key={item.id} className="space-y-1 rounded-lg bg-slate-50 p-2 sm:bg-transparent sm:p-0">
                <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_8.5rem_6.5rem]">
                  <Input
                    autoComplete="off"
                    placeholder={sabores ? (i === 0 ? 'Ex.: Calabresa' : 'Ex.: Marguerita') : i === 0 ? 'Ex.: Pequeno' : 'Ex.: Grande'}
                    aria-label={`Nome da opção ${i + 1} de ${titulo}`}
                    aria-invalid={erroItem?.nome ? true : undefined}
                    className="col-span-2 sm:col-span-1"
                    {...register(`opcoes.${index}.itens.${i}.nome`)}
                  />
                  <div className="relative">
                    <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
                      {sabores ? 'R$' : '+ R$'}
                    </span>
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0,00"
                      aria-label={
                        sabores ? `Preço da pizza inteira do sabor ${i + 1} de ${titulo}` : `Preço adicional da opção ${i + 1} de ${titulo}`
                      }
                      aria-invalid={erroItem?.preco ? true : undefined}
                      className={sabores ? 'pl-10' : 'pl-12'}
                      {...register(`opcoes.${index}.itens.${i}.preco`)}
                    />
                  </div>
                  <div className="flex items-center justify-end">
                    <MoveButtons nome={`a opção ${i + 1}`} index={i} count={itens.fields.length} onMove={itens.move} />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      disabled={itens.fields.length === 1}
                      onClick={() => itens.remove(i)}
                      aria-label={`Remover a opção ${i + 1} de ${titulo}`}
                      title="Remover opção"
                    >
                      <Trash2 className="size-4 text-red-600" aria-hidden />
                    </Button>
                  </div>
                </div>
                {(erroItem?.nome || erroItem?.preco) && (
                  <p className="text-sm font-medium text-red-600">{erroItem.nome?.message ?? erroItem.preco?.message}</p>
                )}
              </li>
            );
          })}
        </ul>
        {arrayError(errors?.itens) && <p className="text-sm font-medium text-red-600">{arrayError(errors?.itens)}</p>}
        {itens.fields.length < OPCOES_MAX_ITENS && (
          <AddButton variant="ghost" size="sm" onClick={() => itens.append({ nome: '', preco: '' })}>
            Adicionar opção
          </AddButton>
        )}
      </div>
    </li>
  );
}
