import { SwitchField } from '../../components/ui/SwitchField';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAXIMO_POR_PEDIDO_PADRAO, PEDIDO_MAX_UNIDADES, type Produto } from '@vitrine/shared';
import { useState, type ComponentProps } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../../components/ui/Checkbox';
import { FormDialog } from '../../components/ui/FormDialog';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input, Select, Textarea } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useCategorias, useCreateProduto, useProdutos, useUpdateProduto } from './api';
import { previewPromocao, produtoFormSchema, toFormValues, type ProdutoFormValues, type ProdutoPayload } from './formulario';
import { ComboSection } from './ComboSection';
import { FotosSection } from './FotosSection';
import { GradeSection } from './GradeSection';
import { OpcoesSection } from './OpcoesSection';
import { Segmentos } from '../../components/ui/Segmentos';
import { SugestoesSection } from './SugestoesSection';

export interface ProdutoDialogProps {
  /** The product to edit; none to create one. */
  produto?: Produto;
  onClose: () => void;
}

/**
 * Create/edit, in eight sections (Dados, Preço, Combo, Fotos, Grade, Opções, Estoque, Peça também) that open only what is
 * switched on. Still a dialog: on phones it is the bottom sheet at nearly the full height with its
 * own scroll and the save button always in reach, on desktop a wide card; Esc and the back of the
 * sheet close it, and the list stays right under it. Mounted only while open: fresh values each time.
 */
export function ProdutoDialog({ produto, onClose }: ProdutoDialogProps) {
  const { data: categorias = [] } = useCategorias();
  const { data: produtos = [] } = useProdutos();
  const create = useCreateProduto();
  const update = useUpdateProduto();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProdutoFormValues, unknown, ProdutoPayload>({
    resolver: zodResolver(produtoFormSchema),
    defaultValues: toFormValues(produto),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [preco, emPromocao, precoPromocional, controlarEstoque, unidade, eixos, eCombo] = useWatch({
    control,
    name: ['preco', 'em_promocao', 'preco_promocional', 'controlar_estoque', 'unidade', 'variacoes.eixos', 'e_combo'],
  });
  // A combo is sold by unit with its items' stock and their grades (issue 47): its own weight, grade and stock are hidden.
  const porPeso = !eCombo && unidade === 'kg';
  const comGrade = !eCombo && !porPeso && eixos.length > 0;
  const promocao = emPromocao ? previewPromocao(preco, precoPromocional) : null;

  async function salvar(values: ProdutoPayload) {
    await (produto ? update.mutateAsync({ id: produto.id, ...values }) : create.mutateAsync(values));
    toast.success('Produto salvo com sucesso!');
  }

  return (
    <FormDialog
      size="lg"
      title={produto ? 'Editar produto' : 'Novo produto'}
      description="Campos com * são obrigatórios."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={(error) => toast.error(errorMessage(error, 'Erro ao salvar produto'))}
      submitDisabled={uploading}
      submitLabel="Salvar produto"
      submittingLabel="Salvando..."
    >
      <FormProvider {...form}>
        <FormSection title="Dados" text="O que o cliente lê no catálogo.">
          <Field label="Nome *" error={errors.nome?.message}>
            <Input autoComplete="off" placeholder="Ex.: Bolo de cenoura" {...register('nome')} />
          </Field>
          <Field label="Descrição" error={errors.descricao?.message}>
            <Textarea rows={3} placeholder="Sabor, tamanho, ingredientes..." {...register('descricao')} />
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
          <Checkbox label="Produto ativo (visível no catálogo)" {...register('ativo')} />
          <Checkbox label="Destaque (aparece também em “Destaques”, no topo do catálogo)" {...register('destaque')} />
        </FormSection>

        <FormSection title="Preço" text="Em promoção, o catálogo mostra o preço antigo riscado e cobra o promocional.">
          <div className={cn('space-y-1.5', eCombo && 'hidden')}>
            <p className="text-sm font-medium text-slate-700" aria-hidden>
              Vendido por
            </p>
            <Controller
              control={control}
              name="unidade"
              render={({ field }) => (
                <Segmentos
                  label="Vendido por"
                  value={field.value}
                  onChange={field.onChange}
                  opcoes={[
                    ['un', 'Unidade'],
                    ['kg', 'Peso (kg)'],
                  ]}
                />
              )}
            />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field
              label={porPeso ? 'Preço por kg *' : 'Preço *'}
              hint={porPeso ? 'O cliente escolhe o peso e paga o preço do kg vezes o peso.' : 'Ex.: 12,50 ou 1.234,56'}
              error={errors.preco?.message}
            >
              <Reais {...register('preco')} />
            </Field>
          </div>
          {porPeso && (
            <div className="grid grid-cols-2 items-end gap-3 sm:gap-5">
              <Field label="Passo (gramas) *" hint="Ex.: 100: o cliente pede 100 g, 200 g, …" error={errors.passo_gramas?.message}>
                <Gramas placeholder="100" {...register('passo_gramas')} />
              </Field>
              <Field label="Mínimo (gramas)" hint="Múltiplo do passo. Vazio: um passo." error={errors.minimo_gramas?.message}>
                <Gramas placeholder="Um passo" {...register('minimo_gramas')} />
              </Field>
            </div>
          )}
          <SwitchField control={control} name="em_promocao" label="Em promoção" />
          {emPromocao && (
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field
                label="Preço promocional *"
                hint={promocao ? `O catálogo mostra: ${promocao}` : 'Menor que o preço.'}
                error={errors.preco_promocional?.message}
              >
                <Reais {...register('preco_promocional')} />
              </Field>
            </div>
          )}
        </FormSection>

        <ComboSection produtos={produtos} produtoId={produto?.id} />

        <FotosSection onUploadingChange={setUploading} />

        {!eCombo && <GradeSection />}

        <OpcoesSection />

        <FormSection title="Estoque" text="Para quem vende unidades contadas, ou quando algo acabou.">
          {eCombo ? (
            <p className="text-sm text-slate-600">Um combo usa o estoque dos seus itens: cada combo pedido baixa o de cada um.</p>
          ) : comGrade ? (
            <p className="text-sm text-slate-600">Com grade, cada combinação tem o seu estoque, na Grade acima.</p>
          ) : (
            <SwitchField
              control={control}
              name="controlar_estoque"
              label="Controlar estoque"
              hint="Cada pedido baixa o estoque e um pedido cancelado devolve. Em 0, o produto aparece como esgotado."
            />
          )}
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {controlarEstoque && !comGrade && !eCombo && (
              <Field
                label={porPeso ? 'Estoque em gramas *' : 'Quantidade em estoque *'}
                hint={porPeso ? 'Ex.: 5000 para 5 kg.' : undefined}
                error={errors.estoque?.message}
              >
                <Input inputMode="numeric" autoComplete="off" placeholder="0" {...register('estoque')} />
              </Field>
            )}
            <Field
              label="Máximo por pedido"
              hint={
                controlarEstoque
                  ? `Quantas unidades um cliente pode pedir de uma vez. Vazio: ${MAXIMO_POR_PEDIDO_PADRAO}.`
                  : `Quantas unidades um cliente pode pedir de uma vez. Vazio: até ${PEDIDO_MAX_UNIDADES} por pedido.`
              }
              error={errors.maximo_por_pedido?.message}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={controlarEstoque ? String(MAXIMO_POR_PEDIDO_PADRAO) : 'Sem limite próprio'}
                {...register('maximo_por_pedido')}
              />
            </Field>
          </div>
          <SwitchField
            control={control}
            name="esgotado"
            label="Esgotado"
            hint="O produto continua visível no catálogo, marcado como “Esgotado”, mas não pode ser pedido."
          />
        </FormSection>

        <SugestoesSection produtos={produtos} produtoId={produto?.id} />
      </FormProvider>
    </FormDialog>
  );
}

/** A weight in grams: "g" inside, the numeric keyboard. */
function Gramas(props: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <Input inputMode="numeric" autoComplete="off" className="pr-9" {...props} />
      <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
        g
      </span>
    </div>
  );
}

/** A money field: "R$" inside, the keyboard with the comma on phones. */
function Reais(props: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
        R$
      </span>
      <Input inputMode="decimal" autoComplete="off" placeholder="0,00" className="pl-10" {...props} />
    </div>
  );
}
