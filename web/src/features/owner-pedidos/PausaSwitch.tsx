import { useQuery } from '@tanstack/react-query';
import type { AtendimentoResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { Switch } from '../../components/ui/Switch';
import { toast, toastError } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { useReplacingMutation } from '../../lib/mutations';
import { atendimentoQuery } from '../../lib/owner-data';
import { cn } from '../../lib/cn';

const savePausa = (pausado: boolean) => api<AtendimentoResponse>(apiPaths.lojaPausa, { method: 'PUT', json: { pausado } });

/**
 * "Pausar pedidos" on Pedidos, where the counter sees the rush (PUT /api/loja/pausa, permission
 * pausa): the rest of Atendimento stays the owner's. Hidden until the shop has service settings.
 */
export function PausaSwitch() {
  const { data } = useQuery(atendimentoQuery);
  const salvar = useReplacingMutation(atendimentoQuery.queryKey, savePausa);
  const atendimento = data?.atendimento;
  if (!atendimento) return null;
  const { pausado } = atendimento;
  return (
    <Switch
      className={cn('rounded-xl px-3 py-2 ring-1', pausado ? 'bg-amber-50 ring-amber-300' : 'ring-slate-200')}
      label="Pausar pedidos"
      hint={pausado ? 'Pausado: o catálogo não aceita pedidos.' : undefined}
      checked={pausado}
      disabled={salvar.isPending}
      onChange={(valor) =>
        salvar.mutate(valor, {
          onSuccess: () => toast.success(valor ? 'Pedidos pausados.' : 'Pedidos retomados: o catálogo aceita pedidos de novo.'),
          onError: toastError('Não foi possível mudar'),
        })
      }
    />
  );
}
