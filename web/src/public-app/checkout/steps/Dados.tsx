import { Field, Input } from '../../../components/ui/Input';
import { formatTelefone, telefoneDigits } from '../checkout';
import { Esquecer, type StepProps } from './parts';

/** The customer's name and WhatsApp. */
export function Dados({ form, change, errors, lembrado, onForget }: StepProps & { lembrado: boolean; onForget: () => void }) {
  return (
    <>
      <Field label="Seu nome" error={errors.nome}>
        <Input value={form.nome} onChange={(event) => change({ nome: event.target.value })} autoComplete="name" maxLength={80} />
      </Field>
      <Field label="Seu WhatsApp" hint="Com DDD. A loja fala com você por ele." error={errors.telefone}>
        <Input
          type="tel"
          inputMode="tel"
          value={form.telefone}
          onChange={(event) => change({ telefone: event.target.value })}
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
