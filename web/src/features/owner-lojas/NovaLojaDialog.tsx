import { zodResolver } from '@hookform/resolvers/zod';
import { novaLojaSchema, type NovaLoja, type NovaLojaInput } from '@vitrine/shared';
import { useForm } from 'react-hook-form';
import { FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { useAbrirLoja } from './api';

/** "Nova loja": its name and link, under the first shop's rules; the plan's limit is the server's to refuse. */
export function NovaLojaDialog({ onClose }: { onClose: () => void }) {
  const abrir = useAbrirLoja();
  const form = useForm<NovaLojaInput, unknown, NovaLoja>({
    resolver: zodResolver(novaLojaSchema),
    defaultValues: { nome_loja: '', subdominio: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function salvar(nova: NovaLoja) {
    const loja = await abrir.mutateAsync(nova);
    toast.success('Loja criada!', { description: `${loja.nome_loja} já tem seu link. Troque para ela no topo do menu.` });
  }

  return (
    <FormDialog
      title="Nova loja"
      description="Outra loja na mesma conta, com catálogo, pedidos e equipe próprios."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastSaveError('Não foi possível criar a loja', 'Não foi possível criar a loja. Verifique sua conexão.')}
      submitLabel="Criar loja"
      submittingLabel="Criando..."
    >
      <Field label="Nome da loja *" error={errors.nome_loja?.message}>
        <Input autoComplete="off" placeholder="Ex.: Café da Ana — Centro" {...register('nome_loja')} />
      </Field>
      <Field label="Link da loja *" hint="Letras minúsculas, números e hífen: /loja/seu-link." error={errors.subdominio?.message}>
        <Input autoComplete="off" autoCapitalize="none" placeholder="cafe-da-ana-centro" {...register('subdominio')} />
      </Field>
    </FormDialog>
  );
}
