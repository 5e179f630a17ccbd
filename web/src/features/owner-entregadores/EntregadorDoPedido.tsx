import type { EntregadorDaLoja, PedidoDoLojista } from '@vitrine/shared';
import { Bike } from 'lucide-react';
import { Select } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAtribuirEntregador, useEntregadores } from './api';

/** The "Entregador" control of a delivery order (issue 46): who takes it, or nobody; on Entregadores and on Pedidos' cards. */
export function EntregadorDoPedido({
  pedido,
  entregadores,
  className = 'w-auto',
}: {
  pedido: PedidoDoLojista;
  entregadores: EntregadorDaLoja[];
  className?: string;
}) {
  const atribuir = useAtribuirEntregador();
  return (
    <Select
      aria-label={`Entregador do pedido #${pedido.codigo}`}
      className={cn('min-w-40', className)}
      value={pedido.entregador?.membro_id ?? ''}
      disabled={atribuir.isPending}
      onChange={(evento) =>
        atribuir.mutate(
          { pedidoId: pedido.id, membroId: evento.target.value || null },
          {
            onSuccess: (atualizado) =>
              toast.success(
                atualizado.entregador
                  ? `Pedido #${pedido.codigo} vai com ${atualizado.entregador.nome}.`
                  : `Pedido #${pedido.codigo} sem entregador.`,
              ),
            onError: (error) => toast.error(errorMessage(error, 'Não foi possível mudar o entregador.')),
          },
        )
      }
    >
      <option value="">Sem entregador</option>
      {entregadores.map((entregador) => (
        <option key={entregador.membro_id} value={entregador.membro_id}>
          {entregador.nome}
        </option>
      ))}
    </Select>
  );
}

/** A delivery order still being served (not a table's round or a counter order): what may go with a driver. */
export const vaiComEntregador = (pedido: PedidoDoLojista) =>
  pedido.entrega?.tipo === 'entrega' && !pedido.comanda && !pedido.balcao && pedido.status !== 'entregue' && pedido.status !== 'cancelado';

/**
 * On a Pedidos card: the driver who took the order ("Entregador: João"), and for an open delivery
 * the control to choose one, once the shop has a driver who accepted the invitation.
 */
export function EntregadorNoPedido({ pedido }: { pedido: PedidoDoLojista }) {
  const aberto = vaiComEntregador(pedido);
  const entregadores = useEntregadores(aberto);
  const aptos = entregadores.data?.entregadores.filter((entregador) => entregador.aceitou) ?? [];
  if (!aberto || aptos.length === 0)
    return pedido.entregador ? <p className="mt-2 text-sm text-slate-700">Entregador: {pedido.entregador.nome}</p> : null;
  return (
    <div className="mt-3 flex items-center gap-2 text-sm">
      <Bike className="size-4 shrink-0 text-slate-400" aria-hidden />
      <span className="font-medium text-slate-700">Entregador</span>
      <EntregadorDoPedido pedido={pedido} entregadores={aptos} />
    </div>
  );
}
