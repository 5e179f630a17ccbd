import { CAIXA_FECHADO, FORMAS_DE_RECEBIMENTO, nomeDaFormaOuFiado, type FormaDeRecebimento, type FormaOuFiado } from '@vitrine/shared';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { CAIXA } from '../owner-shell/menu';

/**
 * What every payment received in person shares (issue 46): the choice of form, one list for the
 * order's "Receber" and the bill's "Registrar pagamento", and the refusal of a person with no open
 * till, said kindly with the way to open it.
 */
export function EscolhaDaForma<F extends FormaOuFiado = FormaDeRecebimento>({
  forma,
  onChange,
  formas,
}: {
  forma: F;
  onChange: (forma: F) => void;
  /** The forms offered: the in-person ones, and 'fiado' on a bill for the roles that sell on a tab (issue 46). */
  formas?: readonly F[];
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Forma</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {(formas ?? (FORMAS_DE_RECEBIMENTO as readonly FormaOuFiado[] as readonly F[])).map((opcao) => (
          <label
            key={opcao}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition-colors',
              forma === opcao ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="forma"
              value={opcao}
              checked={forma === opcao}
              onChange={() => onChange(opcao)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {nomeDaFormaOuFiado(opcao)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A refusal under its form (the till's dialogs too); a payment's with no open till says so with a link to the Caixa screen. */
export function ErroDoRecebimento({ erro }: { erro: string | null }) {
  if (!erro) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-600">
      {erro === CAIXA_FECHADO ? (
        <>
          Você não tem caixa aberto.{' '}
          <Link to={CAIXA.to} className="underline underline-offset-2">
            Abrir o caixa
          </Link>{' '}
          e registrar o pagamento nele.
        </>
      ) : (
        erro
      )}
    </p>
  );
}
