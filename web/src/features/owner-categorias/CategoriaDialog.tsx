import { zodResolver } from '@hookform/resolvers/zod';
import { categoriaSchema, type Categoria, type z } from '@vitrine/shared';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast, toastError } from '../../components/ui/toast';
import { useCreateCategoria, useUpdateCategoria } from './api';

type CategoriaForm = z.infer<typeof categoriaSchema>;

/** Create/edit modal; mounted only while open, so each opening starts from fresh values. */
export function CategoriaDialog({ categoria, onClose }: { categoria?: Categoria; onClose: () => void }) {
  const create = useCreateCategoria();
  const update = useUpdateCategoria();
  const form = useForm<CategoriaForm>({ resolver: zodResolver(categoriaSchema), defaultValues: { nome: categoria?.nome ?? '' } });
  const {
    register,
    formState: { errors },
  } = form;

  async function salvar({ nome }: CategoriaForm) {
    await (categoria ? update.mutateAsync({ id: categoria.id, nome }) : create.mutateAsync(nome));
    toast.success('Categoria salva com sucesso!');
  }

  return (
    <FormDialog
      title={categoria ? 'Editar categoria' : 'Nova categoria'}
      description="Agrupe produtos parecidos para o cliente encontrar mais rápido."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastError('Erro ao salvar categoria')}
      submitLabel="Salvar categoria"
      submittingLabel="Salvando..."
    >
      <Field label="Nome *" error={errors.nome?.message}>
        <Input autoComplete="off" placeholder="Ex.: Bolos, Bebidas, Salgados" {...register('nome')} />
      </Field>
    </FormDialog>
  );
}
