import { VARIACAO_VALORES_MAX } from '@vitrine/shared';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Input } from '../../components/ui/Input';
import { lerValores } from './grade';

export interface ValoresInputProps {
  /** The field's name for screen readers: "Valores de Tamanho". */
  label: string;
  valores: string[];
  onChange: (valores: string[]) => void;
  invalid?: boolean;
}

/**
 * An axis's values as chips: typed one by one (Enter or a comma adds it) or pasted as a list
 * ("P, M, G"); leaving the field keeps what was typed. Each chip has its remove button.
 */
export function ValoresInput({ label, valores, onChange, invalid }: ValoresInputProps) {
  const [texto, setTexto] = useState('');
  const cheio = valores.length >= VARIACAO_VALORES_MAX;

  function adicionar(digitado: string) {
    const novos = lerValores(digitado, valores);
    if (novos.length !== valores.length) onChange(novos);
  }

  function digitar(valor: string) {
    // "P, M, G" typed or pasted: what comes before the last comma is done.
    const ultima = valor.lastIndexOf(',');
    if (ultima < 0) return setTexto(valor);
    adicionar(valor.slice(0, ultima));
    setTexto(valor.slice(ultima + 1).trimStart());
  }

  function tecla(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the value, it does not send the form.
      event.preventDefault();
      adicionar(texto);
      setTexto('');
    } else if (event.key === 'Backspace' && texto === '' && valores.length > 0) {
      onChange(valores.slice(0, -1));
    }
  }

  return (
    <div className="space-y-2">
      {valores.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {valores.map((valor) => (
            <li
              key={valor}
              className="flex max-w-full items-center gap-0.5 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-700"
            >
              <span className="min-w-0 truncate">{valor}</span>
              <button
                type="button"
                onClick={() => onChange(valores.filter((outro) => outro !== valor))}
                className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Remover ${valor}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!cheio && (
        <Input
          autoComplete="off"
          enterKeyHint="enter"
          placeholder={valores.length === 0 ? 'Ex.: P, M, G' : 'Outro valor e Enter'}
          aria-label={label}
          aria-invalid={invalid || undefined}
          value={texto}
          onChange={(event) => digitar(event.target.value)}
          onKeyDown={tecla}
          onBlur={() => {
            adicionar(texto);
            setTexto('');
          }}
        />
      )}
    </div>
  );
}
