import { formatBRL } from '@vitrine/shared/money';
import { formasDoTipo, NOMES_FORMAS_PAGAMENTO, type FormaPagamento } from '@vitrine/shared/atendimento';
import { Field, Input, Textarea } from '../../../components/ui/Input';
import { campoDo, Opcoes, type StepProps } from './parts';

const DETALHES_PAGAMENTO: Record<FormaPagamento, string> = {
  pix: 'O código PIX aparece ao enviar',
  dinheiro: 'Na entrega ou retirada',
  cartao: 'Na entrega ou retirada',
};

/** How the customer pays (a shipment before it leaves: never on delivery), the change for cash, and a note. */
export function Pagamento({ atendimento, form, change, errors, total }: StepProps & { total: number | null }) {
  const campo = campoDo({ form, change });
  return (
    <>
      <Opcoes<FormaPagamento>
        legenda="Como você vai pagar?"
        valor={form.forma}
        onChange={(forma) => change({ forma })}
        error={errors.forma}
        opcoes={formasDoTipo(atendimento, form.tipo).map((forma) => ({
          valor: forma,
          titulo: NOMES_FORMAS_PAGAMENTO[forma],
          detalhe: DETALHES_PAGAMENTO[forma],
        }))}
      />
      {form.tipo === 'envio' && <p className="text-sm text-slate-500">O envio pelos Correios é pago antes de sair da loja.</p>}
      {form.forma === 'dinheiro' && (
        <Field
          label="Troco para quanto?"
          hint={`Deixe em branco se não precisar de troco.${total !== null ? ` Total: ${formatBRL(total)}.` : ''}`}
          error={errors.troco}
        >
          <Input inputMode="decimal" {...campo('troco')} placeholder="R$ 0,00" maxLength={12} />
        </Field>
      )}
      <Field label="Observação (opcional)">
        <Textarea rows={2} {...campo('observacao')} placeholder="Ex.: sem cebola, tocar o interfone" maxLength={300} />
      </Field>
    </>
  );
}
