import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { SwitchField } from './SwitchField';
import { type FieldPathByValue, type FieldValues, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrors } from '../../lib/api';
import { showFieldErrors } from '../form-guard';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card, SkeletonCard } from './Card';
import { QueryContent, type QueryContentProps } from './QueryContent';
import { Loading } from './Skeleton';
import { toast, toastError } from './toast';
import { IconTile } from './IconTile';

/**
 * A shop setting switched on or off in a card of its own (the loyalty card, the room): placeholder
 * lines (`skeleton`: their sizes) while it loads, the failure with another try, then `children` with the data.
 */
export function SettingsCard<Data>({ skeleton, ...props }: QueryContentProps<Data> & { icon: LucideIcon; skeleton: string[] }) {
  return (
    <QueryContent
      {...props}
      loading={
        <Loading className="mb-6">
          <SkeletonCard lines={skeleton} />
        </Loading>
      }
    />
  );
}

/**
 * The setting's form: its icon, title and Ativo/Desligado badge (as saved), the switch of its
 * `ativo` field, the other fields, and the save button.
 */
export function SettingsForm<T extends FieldValues & { ativo: boolean }>({
  id,
  icon: Icon,
  title,
  ativo,
  form,
  onSubmit,
  switchLabel,
  switchHint,
  description,
  submitLabel,
  children,
}: {
  /** Names the card for the tests (`data-testid`) and its title (`{id}-titulo`). */
  id: string;
  icon: LucideIcon;
  title: string;
  ativo: boolean;
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** E.g. 'Atender no salão'. */
  switchLabel: string;
  switchHint: string;
  /** A line under the title, above the switch. */
  description?: ReactNode;
  /** E.g. 'Salvar salão'. */
  submitLabel: string;
  children: ReactNode;
}) {
  const { isSubmitting, isDirty } = form.formState;
  return (
    <Card className="mb-6" data-testid={id}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${id}-titulo`}>
        <div className="flex min-w-0 items-start gap-3">
          <IconTile icon={Icon} />
          <h2 id={`${id}-titulo`} className="min-w-0 flex-1 self-center text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Badge variant={ativo ? 'green' : 'grey'}>{ativo ? 'Ativo' : 'Desligado'}</Badge>
        </div>
        {description}
        <SwitchField
          control={form.control}
          name={'ativo' as FieldPathByValue<T, boolean>}
          className="rounded-xl bg-slate-50 p-3"
          label={switchLabel}
          hint={switchHint}
        />
        {children}
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Salvando...' : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * Saves a setting and says how it went: `salvo` names the saved state ('Salão salvo e ativo.');
 * a refusal shows `falha` with the API's reason and marks the fields it names; no answer at all is
 * said to be the connection.
 */
export async function saveSetting<T extends FieldValues, Salvo extends { ativo: boolean }>(
  save: () => Promise<Salvo>,
  {
    salvo,
    falha,
    reset,
    setError,
  }: { salvo: (ativo: boolean) => string; falha: string; reset: (salvo: Salvo) => void; setError: UseFormSetError<T> },
): Promise<void> {
  try {
    const resultado = await save();
    reset(resultado);
    toast.success(salvo(resultado.ativo));
  } catch (error) {
    if (!(error instanceof ApiError)) {
      toast.error(`${falha}. Verifique sua conexão.`);
      return;
    }
    toastError(falha)(error);
    showFieldErrors(fieldErrors(error), setError);
  }
}
