import { formatBRL, reaisToCents } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Card } from '../../components/ui/Card';
import { usePode } from '../../lib/owner-session';
import { useLojas, useResumoDasLojas } from './api';

/**
 * The dashboard's "Todas as lojas" (issue 47): the account's shops side by side, today's orders and
 * revenue each, for the owner of more than one shop; nothing otherwise.
 */
export function TodasAsLojas() {
  const dono = usePode('conta');
  const lojas = useLojas();
  const varias = dono && (lojas.data?.lojas.length ?? 0) > 1;
  const resumo = useResumoDasLojas(varias).data;
  if (!varias || !resumo) return null;
  return (
    <Card className="p-4" data-testid="todas-as-lojas">
      <h2 className="mb-3 font-semibold text-slate-900">Todas as lojas hoje</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {resumo.lojas.map((loja) => (
          <li key={loja.id} className="rounded-xl bg-slate-50 p-3">
            <p className="truncate text-sm font-medium text-slate-700" title={loja.nome_loja}>
              {loja.nome_loja}
            </p>
            <p className="mt-1 flex items-baseline justify-between gap-2 text-slate-900">
              <span className="text-lg font-bold">{formatBRL(reaisToCents(loja.receita_hoje))}</span>
              <span className="text-sm text-slate-600">{plural(loja.pedidos_hoje, 'pedido', 'pedidos')}</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
