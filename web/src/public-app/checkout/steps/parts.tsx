import type { Atendimento } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { Clock } from 'lucide-react';
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import type { CheckoutErrors, CheckoutForm, CheckoutStep } from '../checkout';

/** Where 'Seu pedido' is: the cart, one of the checkout's steps, or the confirmation. */
export type Etapa = 'carrinho' | CheckoutStep | 'enviado';

/** What every step gets: the shop's service settings, the form and its errors, the cart's subtotal. */
export interface StepProps {
  atendimento: Atendimento;
  form: CheckoutForm;
  change: (changes: Partial<CheckoutForm>) => void;
  errors: CheckoutErrors;
  subtotal: number;
}

/** The form's free-text fields: what an input, a select or a textarea writes. */
type CampoDeTexto = { [K in keyof CheckoutForm]: string extends CheckoutForm[K] ? K : never }[keyof CheckoutForm];

/**
 * A text field's `value` and `onChange` on the checkout's form, so a field names its key once, as
 * react-hook-form's `register` does: `<Input {...campo('endereco')} />`.
 */
export function campoDo({ form, change }: Pick<StepProps, 'form' | 'change'>) {
  return (nome: CampoDeTexto) => ({
    value: form[nome],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => change({ [nome]: event.target.value }),
  });
}

/** The way on, in the shop's colour (the last step's button is WhatsApp's green). */
export function LojaButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-(--loja) px-6 text-base font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 transition-[filter] ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** The shop is closed now: the cart waits for it to open, or (`agenda`, issue 31) the order is scheduled for a slot. */
export function Fechada({ mensagem, agenda = false }: { mensagem: string; agenda?: boolean }) {
  return (
    <div className="flex gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200" role="status">
      <Clock className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <div>
        <p className="font-semibold text-red-950">{mensagem}</p>
        <p className="mt-0.5 text-sm text-red-900">
          {agenda
            ? 'Você pode agendar seu pedido agora para um horário em que a loja estiver aberta.'
            : 'Você pode montar o carrinho agora e enviar quando a loja abrir.'}
        </p>
      </div>
    </div>
  );
}

export function Linha({ rotulo, valor, forte, testId }: { rotulo: ReactNode; valor: number | string; forte?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className={forte ? 'font-medium text-slate-600' : 'text-sm text-slate-600'}>{rotulo}</span>
      <span
        className={cx('tabular-nums', forte ? 'text-xl font-bold text-slate-900' : 'text-sm font-medium text-slate-900')}
        data-testid={testId}
      >
        {typeof valor === 'number' ? formatBRL(valor) : valor}
      </span>
    </div>
  );
}

/** Radio buttons as large cards: easy to tap on a phone. */
export function Opcoes<T extends string>({
  legenda,
  valor,
  opcoes,
  onChange,
  error,
}: {
  legenda: string;
  valor: T | '';
  opcoes: { valor: T; titulo: string; detalhe?: string }[];
  onChange: (valor: T) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legenda}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {opcoes.map((opcao) => (
          <label
            key={opcao.valor}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3.5 py-2.5 ring-1 transition-colors',
              valor === opcao.valor ? 'bg-slate-50 ring-2 ring-(--loja)' : 'ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={opcao.valor}
              checked={valor === opcao.valor}
              onChange={() => onChange(opcao.valor)}
              aria-invalid={error ? true : undefined}
              className="size-4.5 shrink-0 accent-(--loja)"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{opcao.titulo}</span>
              {opcao.detalhe && <span className="block text-sm text-slate-500">{opcao.detalhe}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-600">{error}</p>}
    </fieldset>
  );
}

/** The details are kept on this device: the way to forget them, under the details and the summary. */
export function Esquecer({ onForget }: { onForget: () => void }) {
  return (
    <p className="text-sm text-slate-500">
      Seus dados ficam guardados neste aparelho para o próximo pedido.{' '}
      <button type="button" onClick={onForget} className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900">
        Apagar meus dados
      </button>
    </p>
  );
}

/** A delivery fee as the customer reads it. */
export const taxaTexto = (centavos: number) => (centavos === 0 ? 'Grátis' : formatBRL(centavos));
