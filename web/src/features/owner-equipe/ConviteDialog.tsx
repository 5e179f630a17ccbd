import { zodResolver } from '@hookform/resolvers/zod';
import { membroConviteSchema, PAPEIS_DE_MEMBRO, PAPEL_DESCRICAO, PAPEL_NOME, type z } from '@vitrine/shared';
import { useForm, useWatch } from 'react-hook-form';
import { onInvalidSubmit, revealFirstError } from '../../components/form-guard';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useConvidar } from './api';

type ConviteForm = z.input<typeof membroConviteSchema>;

/** "Convidar pessoa": an e-mail and a role, each role with what it may do. */
export function ConviteDialog({ onClose }: { onClose: () => void }) {
  const convidar = useConvidar();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ConviteForm>({ resolver: zodResolver(membroConviteSchema), defaultValues: { email: '', papel: 'atendente' } });
  const escolhido = useWatch({ control, name: 'papel' });

  async function salvar(convite: ConviteForm) {
    try {
      const membro = await convidar.mutateAsync(membroConviteSchema.parse(convite));
      toast.success('Convite criado!', { description: `${membro.email} entra com a conta Google deste e-mail.` });
      onClose();
    } catch (error) {
      const [campo] = fieldErrors(error).email ?? [];
      if (campo) setError('email', { message: campo });
      toast.error('Não foi possível convidar', { description: errorMessage(error, '') || undefined });
      revealFirstError({ avisar: false });
    }
  }

  return (
    <FormDialog
      title="Convidar pessoa"
      description="A pessoa entra com a conta Google deste e-mail e vê só o que o perfil permite."
      onClose={onClose}
      onSubmit={handleSubmit(salvar, onInvalidSubmit)}
      dirty={isDirty}
      submitting={isSubmitting}
      submitLabel="Convidar"
      submittingLabel="Convidando..."
    >
      <Field label="E-mail da conta Google *" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" placeholder="nome@gmail.com" {...register('email')} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Perfil *</legend>
        <div className="grid gap-2">
          {PAPEIS_DE_MEMBRO.map((papel) => (
            <label
              key={papel}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors',
                escolhido === papel ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input type="radio" value={papel} className="mt-1 size-4 accent-brand-600" {...register('papel')} />
              <span>
                <span className="block font-medium text-slate-900">{PAPEL_NOME[papel]}</span>
                <span className="block text-sm text-slate-600">{PAPEL_DESCRICAO[papel]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
