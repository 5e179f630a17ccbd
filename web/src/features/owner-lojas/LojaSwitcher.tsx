import { useId, type ReactNode } from 'react';
import { Select } from '../../components/ui/Input';
import { useLojas, useTrocarLoja } from './api';

/**
 * The owner header's shop switcher (issue 47, filiais): shown only when the account has more than
 * one shop or may open another, so a one-shop account's header stays as it was. A native select:
 * the phone's own picker, the keyboard's arrows on a computer. `fallback` stands in its place otherwise.
 */
export function LojaSwitcher({ className, fallback = null }: { className?: string; fallback?: ReactNode }) {
  const id = useId();
  const lojas = useLojas();
  const trocar = useTrocarLoja();
  const data = lojas.data;
  if (!data || (data.lojas.length < 2 && !data.pode_criar)) return fallback;

  function escolher(lojaId: string) {
    const loja = data?.lojas.find(({ id: outra }) => outra === lojaId);
    if (loja) trocar.mutate(loja);
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Loja
      </label>
      <Select
        id={id}
        value={data.loja_id}
        disabled={trocar.isPending}
        onChange={(event) => escolher(event.target.value)}
        data-testid="loja-switcher"
      >
        {data.lojas.map((loja) => (
          <option key={loja.id} value={loja.id}>
            {loja.nome_loja}
            {{ ativo: '', suspenso: ' (suspensa)', inativo: ' (inativa)' }[loja.status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
