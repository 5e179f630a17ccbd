import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChamadoAtendidoInput,
  Comanda,
  CupomDaComandaInput,
  DivisaoDaComanda,
  FecharComandaInput,
  MesaDoSalao,
  MesasDoSalaoResponse,
  PagamentoDaComandaInput,
  PagamentoFiadoDaComandaInput,
  PessoasDaComandaInput,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ApiError, api } from '../../lib/api';

/** The room's screen asks this often: a call or a round shows within 10 seconds (issue 44). */
export const SALAO_RELER_MS = 5_000;
/** A hidden tab asks slowly: the push tells of calls meanwhile. */
const SALAO_RELER_OCULTO_MS = 30_000;
const sessaoEncerrada = (error: unknown) => error instanceof ApiError && error.status === 401;

const salaoKey = ['salao-ao-vivo'] as const;
const comandaKey = (id: string) => ['comanda', id] as const;

/** GET /api/salao, polled (two Firestore queries a poll, whatever the room's size). */
export const useSalaoAoVivo = () =>
  useQuery({
    queryKey: salaoKey,
    queryFn: ({ signal }) => api<MesasDoSalaoResponse>(apiPaths.salao, { signal }),
    refetchInterval: (q) => (sessaoEncerrada(q.state.error) ? false : document.hidden ? SALAO_RELER_OCULTO_MS : SALAO_RELER_MS),
    refetchIntervalInBackground: true,
  });

export function useAtenderChamado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mesaId, ...corpo }: ChamadoAtendidoInput & { mesaId: string }) =>
      api<MesaDoSalao>(apiPaths.salaoChamadoAtendido({ id: mesaId }), { method: 'POST', json: corpo }),
    // The table as it now is, at once: the next poll confirms it.
    onSuccess: (mesa) =>
      queryClient.setQueryData<MesasDoSalaoResponse>(
        salaoKey,
        (atual) => atual && { ...atual, mesas: atual.mesas.map((outra) => (outra.id === mesa.id ? mesa : outra)) },
      ),
  });
}

/** One bill with its rounds; read again now and then, as rounds keep arriving while it is open. */
export const useComanda = (id: string) =>
  useQuery({
    queryKey: comandaKey(id),
    queryFn: ({ signal }) => api<Comanda>(apiPaths.comanda({ id }), { signal }),
    refetchInterval: (q) => (q.state.data?.status === 'fechada' || sessaoEncerrada(q.state.error) ? false : 10_000),
  });

export type PedidoDeDivisao = { pessoas: number } | { itens: number[] };

/** GET /api/comandas/{id}/divisao: by people or by lines, with or without the optional fee. */
export function useDivisao(id: string, pedido: PedidoDeDivisao | null, incluirTaxa: boolean, versao: string) {
  const query = new URLSearchParams();
  if (pedido && 'pessoas' in pedido) query.set('pessoas', String(pedido.pessoas));
  if (pedido && 'itens' in pedido) query.set('itens', pedido.itens.join(','));
  query.set('incluir_taxa_servico', String(incluirTaxa));
  const valido = pedido !== null && ('pessoas' in pedido ? pedido.pessoas >= 1 : pedido.itens.length > 0);
  return useQuery({
    // `versao`: the bill's figures (what is left), so a payment or a round splits again.
    queryKey: ['comanda-divisao', id, query.toString(), versao],
    queryFn: ({ signal }) => api<DivisaoDaComanda>(`${apiPaths.comandaDivisao({ id })}?${query.toString()}`, { signal }),
    enabled: valido,
    placeholderData: (anterior) => anterior,
  });
}

function useComandaMutation<T>(call: (input: T) => Promise<Comanda>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (comanda) => {
      queryClient.setQueryData(comandaKey(comanda.id), comanda);
      void queryClient.invalidateQueries({ queryKey: salaoKey });
    },
  });
}

export const usePagarComanda = (id: string) =>
  useComandaMutation((pagamento: PagamentoDaComandaInput | PagamentoFiadoDaComandaInput) =>
    api<Comanda>(apiPaths.comandaPagamentos({ id }), { method: 'POST', json: pagamento }),
  );

export const useFecharComanda = (id: string) =>
  useComandaMutation((fechamento: FecharComandaInput) =>
    api<Comanda>(apiPaths.comandaFechar({ id }), { method: 'POST', json: fechamento }),
  );

/** POST /api/comandas/{id}/cupom: a shop's coupon on the open bill. */
export const useAplicarCupom = (id: string) =>
  useComandaMutation((cupom: CupomDaComandaInput) => api<Comanda>(apiPaths.comandaCupom({ id }), { method: 'POST', json: cupom }));

/** DELETE /api/comandas/{id}/cupom. */
export const useRemoverCupom = (id: string) => useComandaMutation(() => api<Comanda>(apiPaths.comandaCupom({ id }), { method: 'DELETE' }));

/** PUT /api/comandas/{id}/pessoas: the couvert's people. */
export const useMudarPessoas = (id: string) =>
  useComandaMutation((pessoas: PessoasDaComandaInput) => api<Comanda>(apiPaths.comandaPessoas({ id }), { method: 'PUT', json: pessoas }));
