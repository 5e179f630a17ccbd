import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FILTRO_EM_ABERTO, STATUS_EM_ABERTO, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';
import { atendimentoQuery } from '../../lib/owner-data';
import { usePedidosAoVivo } from '../../lib/pedidos-ao-vivo';
import { readSomAtivo, playSom } from '../../lib/som';
import { invalidarContagem, showNovosPedidos, usePedidos } from '../owner-pedidos/api';

/**
 * The kitchen board's orders: the open ones (GET /api/pedidos?status=em_aberto, the same list and
 * cache as Pedidos' "Em aberto", so a status changed on either shows on both), with new orders
 * from the live poll within NOVOS_A_CADA_MS and a chime.
 *
 * Cost, the board open and visible: the poll reads one Firestore document every 4 s when nothing is
 * new (900 an hour); the list is read again every 15 s for changes made on other devices (an owner
 * confirming on her phone), one read per open order (about 10 orders: 2,400 an hour). Hidden, the
 * poll slows to 60 s and the list waits for the page to be seen again.
 *
 * `antecedenciaMin`: the shop's agendamento.antecedencia_min, where a scheduled order's clock starts
 * (inicioDoPreparo); 0 until the settings are read, or without scheduling.
 */
export const NOVOS_A_CADA_MS = 4_000;
export const RELER_A_CADA_MS = 15_000;
const OCULTO_MS = 60_000;

const aberto = (pedido: PedidoDoLojista) => (STATUS_EM_ABERTO as readonly StatusPedido[]).includes(pedido.status);

export function useQuadroCozinha() {
  const queryClient = useQueryClient();
  const lista = usePedidos(FILTRO_EM_ABERTO, { relerACada: RELER_A_CADA_MS });
  const pedidos = lista.data?.pages.flatMap((pagina) => pagina.pedidos) ?? [];
  const atendimento = useQuery(atendimentoQuery);

  const { semConexao } = usePedidosAoVivo({
    tela: 'cozinha',
    ativo: lista.isSuccess,
    intervalo: (oculto) => (oculto ? OCULTO_MS : NOVOS_A_CADA_MS),
    // The newest open order starts the poll; a newer one already closed comes in the first poll and
    // stays off the board. With no open order the first poll reads the newest page to start from.
    inicio: () => (pedidos.length > 0 ? pedidos : undefined),
    chegaram: (novos) => {
      const abertos = novos.filter(aberto);
      if (abertos.length === 0) return;
      showNovosPedidos(queryClient, abertos);
      invalidarContagem(queryClient);
      if (readSomAtivo()) playSom();
    },
  });

  return {
    pedidos,
    antecedenciaMin: atendimento.data?.atendimento?.agendamento?.antecedencia_min ?? 0,
    carregando: lista.isPending,
    // A failed read keeps the board it had (isError with data); either read failing means the network is away.
    semConexao: semConexao || lista.isError,
  };
}
