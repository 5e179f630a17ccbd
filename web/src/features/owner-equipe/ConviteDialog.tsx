import { zodResolver } from '@hookform/resolvers/zod';
import { membroConviteSchema, PAPEIS_DE_MEMBRO, PAPEL_DESCRICAO, PAPEL_NOME, type z } from '@vitrine/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { RadioCards } from '../../components/ui/RadioCards';
import { toast, toastError } from '../../components/ui/toast';
import { useConvidar } from './api';

type ConviteForm = z.input<typeof membroConviteSchema>;

/** "Convidar pessoa": an e-mail and a role, each role with what it may do. */
export function ConviteDialog({ onClose }: { onClose: () => void }) {
  const convidar = useConvidar();
  const form = useForm<ConviteForm>({ resolver: zodResolver(membroConviteSchema), defaultValues: { email: '', papel: 'atendente' } });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const escolhido = useWatch({ control, name: 'papel' });

  async function salvar(convite: ConviteForm) {
    const membro = await convidar.mutateAsync(membroConviteSchema.parse(convite));
    toast.success('Convite criado!', { description: `${membro.email} entra com a conta Google deste e-mail.` });
  }

  return (
    <FormDialog
      title="Convidar pessoa"
      description="A pessoa entra com a conta Google deste e-mail e vê só o que o perfil permite."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastError('Não foi possível convidar')}
      submitLabel="Convidar"
      submittingLabel="Convidando..."
    >
      <Field label="E-mail da conta Google *" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" placeholder="nome@gmail.com" {...register('email')} />
      </Field>
      <RadioCards
        legend="Perfil *"
        options={PAPEIS_DE_MEMBRO.map((papel) => ({ value: papel, label: PAPEL_NOME[papel], hint: PAPEL_DESCRICAO[papel] }))}
        selected={escolhido}
        registration={register('papel')}
        hintSize="sm"
      />
    </FormDialog>
  );
}
