import type { ClienteFiel } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Stamp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/Card';

/** A customer as the list names them: their name, or a plain word once they erased their data. */
export const nomeDoClienteFiel = (cliente: Pick<ClienteFiel, 'nome'>) => cliente.nome.trim() || 'Cliente sem nome';

/** "3 selos", "1 selo". */
export const selosDoClienteFiel = (cliente: Pick<ClienteFiel, 'selos'>) => plural(cliente.selos, 'selo', 'selos');

/** The loyalty card's best customers (issue 29), by stamps that count: only while the card is on and someone has one. */
export function ClientesFieis({ clientes }: { clientes: ClienteFiel[] }) {
  return (
    <Card data-testid="clientes-fieis">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-slate-900">Clientes fiéis</h2>
        <Link to="/cupons" className="text-sm font-medium text-brand-700 hover:underline">
          Cartão fidelidade
        </Link>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">Quem tem mais selos no cartão fidelidade.</p>
      <ol className="mt-3 divide-y divide-slate-100">
        {clientes.map((cliente, index) => (
          <li key={index} className="flex items-center gap-3 py-2.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden>
              <Stamp className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{nomeDoClienteFiel(cliente)}</span>
              {cliente.telefone && <span className="block text-sm text-slate-500 tabular-nums">{cliente.telefone}</span>}
            </span>
            <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums">{selosDoClienteFiel(cliente)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
