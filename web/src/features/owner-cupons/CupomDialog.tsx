import { zodResolver } from '@hookform/resolvers/zod';
import { CUPOM_TIPO_NOME, CUPOM_TIPOS, cupomInputSchema, type Cupom, type CupomInput, type z } from '@vitrine/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../../components/ui/Checkbox';
import { conflictOn, FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { RadioCards } from '../../components/ui/RadioCards';
import { toast } from '../../components/ui/toast';
import { numeroOuNull } from '../../lib/numero';
import { useCreateCupom, useUpdateCupom } from './api';

type CupomForm = z.input<typeof cupomInputSchema>;

const diaOuNull = (valor: unknown) => (valor === '' || valor == null ? null : String(valor));

const DICA_DO_TIPO: Record<CupomForm['tipo'], string> = {
  percentual: 'Ex.: 10% dos produtos',
  valor: 'Ex.: R$ 5,00 dos produtos',
  frete_gratis: 'A taxa de entrega fica zero',
};

/** "Novo cupom" / "Editar cupom"; mounted only while open, so each opening starts fresh. */
export function CupomDialog({ cupom, onClose }: { cupom?: Cupom; onClose: () => void }) {
  const create = useCreateCupom();
  const update = useUpdateCupom();
  const form = useForm<CupomForm, unknown, CupomInput>({
    resolver: zodResolver(cupomInputSchema),
    defaultValues: cupom
      ? {
          codigo: cupom.codigo,
          tipo: cupom.tipo,
          valor: cupom.tipo === 'frete_gratis' ? undefined : cupom.valor,
          pedido_minimo: cupom.pedido_minimo,
          inicio: cupom.inicio,
          fim: cupom.fim,
          limite_total: cupom.limite_total,
          limite_por_cliente: cupom.limite_por_cliente,
          primeiro_pedido: cupom.primeiro_pedido,
          ativo: cupom.ativo,
        }
      : { codigo: '', tipo: 'percentual', primeiro_pedido: false, ativo: true },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const tipo = useWatch({ control, name: 'tipo' });

  async function salvar(valores: CupomInput) {
    const salvo = await (cupom ? update.mutateAsync({ id: cupom.id, ...valores }) : create.mutateAsync(valores));
    toast.success(cupom ? 'Cupom salvo.' : `Cupom ${salvo.codigo} criado!`, {
      description: cupom ? undefined : 'Divulgue o código: o cliente digita no carrinho.',
    });
  }

  return (
    <FormDialog
      title={cupom ? 'Editar cupom' : 'Novo cupom'}
      description="O cliente digita o código no carrinho; o desconto aparece no resumo e na mensagem do WhatsApp."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastSaveError('Não foi possível salvar o cupom', 'Não foi possível salvar o cupom. Verifique sua conexão.')}
      moreFieldErrors={conflictOn('codigo') /* a taken code */}
      submitLabel={cupom ? 'Salvar' : 'Criar cupom'}
      submittingLabel="Salvando..."
    >
      <Field label="Código *" hint="De 3 a 20 letras ou números, sem espaços. Ex.: BEMVINDO10" error={errors.codigo?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder="BEMVINDO10"
          className="font-mono uppercase tracking-wide"
          {...register('codigo')}
        />
      </Field>

      <RadioCards
        legend="Tipo de desconto *"
        options={CUPOM_TIPOS.map((opcao) => ({ value: opcao, label: CUPOM_TIPO_NOME[opcao], hint: DICA_DO_TIPO[opcao] }))}
        selected={tipo}
        registration={register('tipo')}
        className="sm:grid-cols-3"
      />

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {tipo !== 'frete_gratis' && (
          <Field label={tipo === 'percentual' ? 'Desconto (%) *' : 'Desconto (R$) *'} error={errors.valor?.message}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={tipo === 'percentual' ? '10' : '5,00'}
              {...register('valor', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })}
            />
          </Field>
        )}
        <Field
          label="Pedido mínimo (R$)"
          hint="Nos produtos, sem a entrega. Em branco: qualquer valor."
          error={errors.pedido_minimo?.message}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="30,00" {...register('pedido_minimo', { setValueAs: numeroOuNull })} />
        </Field>
        <Field label="Válido a partir de" error={errors.inicio?.message}>
          <Input type="date" {...register('inicio', { setValueAs: diaOuNull })} />
        </Field>
        <Field label="Válido até" hint="Inclui o dia inteiro (horário de Brasília)." error={errors.fim?.message}>
          <Input type="date" {...register('fim', { setValueAs: diaOuNull })} />
        </Field>
        <Field label="Limite de usos" hint="Em branco: sem limite." error={errors.limite_total?.message}>
          <Input inputMode="numeric" autoComplete="off" placeholder="100" {...register('limite_total', { setValueAs: numeroOuNull })} />
        </Field>
        <Field label="Usos por cliente" hint="Contado pelo telefone. Em branco: sem limite." error={errors.limite_por_cliente?.message}>
          <Input inputMode="numeric" autoComplete="off" placeholder="1" {...register('limite_por_cliente', { setValueAs: numeroOuNull })} />
        </Field>
      </div>

      <div className="space-y-3">
        <Checkbox
          label="Só no primeiro pedido"
          hint="Vale para quem nunca pediu na loja (pedidos cancelados não contam)."
          {...register('primeiro_pedido')}
        />
        <Checkbox label="Cupom ativo" hint="Desative para pausar o cupom sem excluí-lo." {...register('ativo')} />
      </div>
    </FormDialog>
  );
}
