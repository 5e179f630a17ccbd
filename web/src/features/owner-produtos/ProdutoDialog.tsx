import { zodResolver } from '@hookform/resolvers/zod';
import { precoDigitadoSchema, produtoSchema, z, type Produto } from '@vitrine/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageInput } from '../../components/ImageInput';
import { Checkbox } from '../../components/ui/Checkbox';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input, Select, Textarea } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../lib/api';
import { useCategorias, useCreateProduto, useUpdateProduto } from './api';

// The server's schema, but the price is the text the owner typed ('1.234,56').
const produtoFormSchema = produtoSchema.extend({ preco: precoDigitadoSchema });
type ProdutoForm = z.input<typeof produtoFormSchema>;
type ProdutoPayload = z.output<typeof produtoFormSchema>;

const precoParaDigitar = (preco: number) => preco.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface ProdutoDialogProps {
  /** The product to edit; none to create one. */
  produto?: Produto;
  onClose: () => void;
}

/** Create/edit modal; mounted only while open, so each opening starts from fresh values. */
export function ProdutoDialog({ produto, onClose }: ProdutoDialogProps) {
  const { data: categorias = [] } = useCategorias();
  const create = useCreateProduto();
  const update = useUpdateProduto();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProdutoForm, unknown, ProdutoPayload>({
    resolver: zodResolver(produtoFormSchema),
    defaultValues: {
      nome: produto?.nome ?? '',
      descricao: produto?.descricao ?? '',
      imagem_url: produto?.imagem_url ?? '',
      preco: produto ? precoParaDigitar(produto.preco) : '',
      categoria_id: produto?.categoria_id ?? '',
      ativo: produto?.ativo ?? true,
    },
  });

  async function salvar(values: ProdutoPayload) {
    try {
      await (produto ? update.mutateAsync({ id: produto.id, ...values }) : create.mutateAsync(values));
      toast.success('Produto salvo com sucesso!');
      onClose();
    } catch (error) {
      for (const [campo, [mensagem]] of Object.entries(fieldErrors(error))) setError(campo as keyof ProdutoForm, { message: mensagem });
      toast.error(errorMessage(error, 'Erro ao salvar produto'));
    }
  }

  return (
    <FormDialog
      size="lg"
      title={produto ? 'Editar Produto' : 'Novo Produto'}
      description="Campos com * são obrigatórios."
      onClose={onClose}
      onSubmit={handleSubmit(salvar)}
      submitting={isSubmitting}
      submitDisabled={uploading}
      submitLabel="Salvar Produto"
      submittingLabel="Salvando..."
    >
      <Field label="Nome *" error={errors.nome?.message}>
        <Input autoComplete="off" placeholder="Ex.: Bolo de cenoura" {...register('nome')} />
      </Field>
      <Field label="Descrição" error={errors.descricao?.message}>
        <Textarea rows={3} placeholder="Sabor, tamanho, ingredientes..." {...register('descricao')} />
      </Field>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Preço *" hint="Ex.: 12,50 ou 1.234,56" error={errors.preco?.message}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
              R$
            </span>
            <Input inputMode="decimal" autoComplete="off" placeholder="0,00" className="pl-10" {...register('preco')} />
          </div>
        </Field>
        <Field label="Categoria" error={errors.categoria_id?.message}>
          <Select {...register('categoria_id')}>
            <option value="">Sem categoria</option>
            {categorias.map((categoria) => (
              <option key={categoria.id} value={categoria.id}>
                {categoria.nome}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Controller
        control={control}
        name="imagem_url"
        render={({ field, fieldState }) => (
          <ImageInput
            label="Imagem"
            value={field.value ?? ''}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      <Checkbox label="Produto ativo (visível no catálogo)" {...register('ativo')} />
    </FormDialog>
  );
}
