import { Field, Input } from '../../../components/ui/Input';
import { formatTelefone, telefoneDigits } from '../checkout';
import { campoDo, Esquecer, type StepProps } from './parts';

/** The customer's name and WhatsApp. */
export function Dados({ form, change, errors, lembrado, onForget }: StepProps & { lembrado: boolean; onForget: () => void }) {
  const campo = campoDo({ form, change });
  return (
    <>
      <Field label="Seu nome" error={errors.nome}>
        <Input {...campo('nome')} autoComplete="name" maxLength={80} />
      </Field>
      <Field label="Seu WhatsApp" hint="Com DDD. A loja fala com você por ele." error={errors.telefone}>
        <Input
          type="tel"
          inputMode="tel"
          {...campo('telefone')}
          onBlur={() => {
            const digits = telefoneDigits(form.telefone);
            if (digits) change({ telefone: formatTelefone(digits) });
          }}
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          maxLength={30}
        />
      </Field>
      {lembrado && <Esquecer onForget={onForget} />}
    </>
  );
}
