import type { Atendimento } from '@vitrine/shared';
import type { ComponentProps, ReactNode } from 'react';
import { useWatch, type FieldPathByValue, type UseFormReturn } from 'react-hook-form';
import { ERRO_DE_GRUPO } from '../../components/form-guard';
import { Trash2 } from 'lucide-react';
import { AddButton, Button } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { SwitchField } from '../../components/ui/SwitchField';
import { Input } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import type { AtendimentoFormValues } from './formulario';

/** The pieces every section of the Atendimento form uses: the form itself, its switches and money fields. */

export type Form = UseFormReturn<AtendimentoFormValues, unknown, Atendimento>;

/** A money field typed the Brazilian way ('4,50'), with 'R$' in front. */
export function ValorInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className={cn('relative', className)}>
      <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
        R$
      </span>
      <Input inputMode="decimal" autoComplete="off" className="pl-10" {...props} />
    </div>
  );
}

/** The grey panel that holds what a switch turned on (delivery's fees, the PIX data, a section's settings). */
export function Painel({ children }: { children: ReactNode }) {
  return <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">{children}</div>;
}

/**
 * A section the owner turns on with its switch (`name`, e.g. 'agendamento.ativo'): its settings
 * (`children`) show in a panel only while it is on; `erro`, the section's own message, below.
 */
export function SwitchSection({
  form,
  name,
  title,
  text,
  label,
  hint,
  erro,
  children,
}: {
  form: Form;
  name: FieldPathByValue<AtendimentoFormValues, boolean>;
  title: string;
  text: string;
  label: string;
  hint: string;
  erro: string | undefined;
  children: ReactNode;
}) {
  const ativo = useWatch({ control: form.control, name });
  return (
    <FormSection title={title} text={text}>
      <SwitchField control={form.control} name={name} label={label} hint={hint} />
      {ativo && <Painel>{children}</Painel>}
      <ErroDoGrupo mensagem={erro} />
    </FormSection>
  );
}

/** A group's own message (the list as a whole), which revealFirstError finds. */
export function ErroDoGrupo({ mensagem }: { mensagem: string | undefined }) {
  if (!mensagem) return null;
  return (
    <p {...ERRO_DE_GRUPO} className="text-sm font-medium text-red-600">
      {mensagem}
    </p>
  );
}

/** A list row's remove button, 44 px wide: the neighbourhoods', distance bands' and states' rows. */
export function RemoverLinha({ rotulo, onRemove, className }: { rotulo: string; onRemove: () => void; className?: string }) {
  return (
    <Button variant="ghost" className={cn('w-11 px-0', className)} aria-label={rotulo} onClick={onRemove}>
      <Trash2 className="size-4 text-red-600" aria-hidden />
    </Button>
  );
}

/** A list row's messages under it, named by `id` for its fields' aria-describedby; nothing without one. */
export function ErrosDaLinha({ id, mensagens }: { id: string; mensagens: readonly (string | undefined)[] }) {
  const texto = mensagens.filter(Boolean).join(' ');
  if (!texto) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-600">
      {texto}
    </p>
  );
}

/** What a row's fields carry so that a reader hears the row's messages: invalid, and described by them. */
export type DescricaoDoCampo = (invalido: boolean) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/**
 * A list the owner grows row by row (the neighbourhoods, the distance bands, the states' fees):
 * its legend and the hint for an empty list or a list with rows, each row with its messages under
 * it, the list's own message, and "Adicionar …" while `adicionar` is given. A row's fields spread
 * `descricao(temErro)`.
 */
export function ListaDeLinhas<Campo extends { id: string }>({
  legenda,
  dica,
  campos,
  prefixo,
  listaClassName = 'space-y-3',
  listaLabel,
  linhaTestId,
  mensagensDa,
  erro,
  adicionar,
  children,
}: {
  legenda: string;
  dica?: { semLinhas: string; comLinhas: string };
  /** useFieldArray's fields. */
  campos: readonly Campo[];
  /** A row's messages are `{prefixo}-{id}-erro`. */
  prefixo: string;
  listaClassName?: string;
  listaLabel?: string;
  linhaTestId?: string;
  mensagensDa: (index: number) => readonly (string | undefined)[];
  erro: string | undefined;
  adicionar?: { rotulo: string; onClick: () => void };
  children: (linha: { campo: Campo; index: number; descricao: DescricaoDoCampo }) => ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">{legenda}</legend>
      {dica && <p className="text-sm text-slate-500">{campos.length === 0 ? dica.semLinhas : dica.comLinhas}</p>}
      {campos.length > 0 && (
        <ul className={listaClassName} aria-label={listaLabel}>
          {campos.map((campo, index) => {
            const erroId = `${prefixo}-${campo.id}-erro`;
            const mensagens = mensagensDa(index).filter(Boolean);
            const descricao: DescricaoDoCampo = (invalido) => ({
              'aria-invalid': invalido || undefined,
              'aria-describedby': mensagens.length ? erroId : undefined,
            });
            return (
              <li key={campo.id} data-testid={linhaTestId}>
                {children({ campo, index, descricao })}
                <ErrosDaLinha id={erroId} mensagens={mensagens} />
              </li>
            );
          })}
        </ul>
      )}
      <ErroDoGrupo mensagem={erro} />
      {adicionar && (
        <AddButton variant="secondary" size="sm" onClick={adicionar.onClick}>
          {adicionar.rotulo}
        </AddButton>
      )}
    </fieldset>
  );
}
