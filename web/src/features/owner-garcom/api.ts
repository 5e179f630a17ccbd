import { useQuery } from '@tanstack/react-query';
import type {
  CatalogoPaginaResponse,
  CatalogoResponse,
  Comanda,
  MesasDoGarcomResponse,
  MoverLinhaInput,
  MoverLinhaResponse,
  PedidoDeBalcaoResponse,
  PedidoParsed,
  PedirContaResponse,
  ProdutoPublicoResponse,
  RodadaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** A line of the pad as the API takes it: the same as a customer's cart line. */
export type LinhaDoPad = PedidoParsed['produtos'][number];

const mesasKey = ['garcom', 'mesas'] as const;

/** The room's tables as the waiter picks one: free or with their open bill's total; fresh every 10 s, as the room moves. */
export const useMesasDoGarcom = () =>
  useQuery({ queryKey: mesasKey, queryFn: () => api<MesasDoGarcomResponse>(apiPaths.garcomMesas), refetchInterval: 10_000 });

/** The shop's published catalogue, every page of it: what a customer can order is what the pad offers. */
export const useCatalogoDoPad = (lojaId: string | undefined) =>
  useQuery({
    queryKey: ['garcom', 'catalogo', lojaId],
    enabled: !!lojaId,
    staleTime: 60_000,
    queryFn: async () => {
      const catalogo = await api<CatalogoResponse>(apiPaths.catalogo({ lojaId: lojaId! }));
      const paginas = await Promise.all(
        catalogo.paginas.map((paginaId) => api<CatalogoPaginaResponse>(apiPaths.catalogoPagina({ lojaId: lojaId!, paginaId }))),
      );
      return { ...catalogo, produtos: [...catalogo.produtos, ...paginas.flatMap((pagina) => pagina.produtos)] };
    },
  });

/** One product with its options, grade and weight steps, for the pad's chooser. */
export const useProdutoDoPad = (lojaId: string | undefined, produtoId: string | null) =>
  useQuery({
    queryKey: ['garcom', 'produto', lojaId, produtoId],
    enabled: !!lojaId && !!produtoId,
    queryFn: () => api<ProdutoPublicoResponse>(apiPaths.catalogoProduto({ lojaId: lojaId!, produtoId: produtoId! })),
  });

export const comandaKey = (id: string) => ['garcom', 'comanda', id] as const;

export const useComandaDoGarcom = (id: string | null) =>
  useQuery({ queryKey: comandaKey(id ?? ''), enabled: !!id, queryFn: () => api<Comanda>(apiPaths.comanda({ id: id! })) });

export const useEnviarRodada = () =>
  useInvalidatingMutation(['garcom'], ({ mesaId, produtos, chave }: { mesaId: string; produtos: LinhaDoPad[]; chave: string }) =>
    api<RodadaResponse>(apiPaths.mesaPedido({ id: mesaId }), { method: 'POST', json: { produtos }, headers: { 'Idempotency-Key': chave } }),
  );

export const useEnviarBalcao = () =>
  useInvalidatingMutation(
    ['garcom'],
    ({
      nome,
      consumo,
      produtos,
      fiado,
      chave,
    }: {
      nome: string;
      consumo: 'local' | 'retirada';
      produtos: LinhaDoPad[];
      /** Paid "fiado" (issue 46): the tab's phone. */
      fiado?: string;
      chave: string;
    }) =>
      api<PedidoDeBalcaoResponse>(apiPaths.balcaoPedidos, {
        method: 'POST',
        json: { cliente: { nome }, consumo, produtos, ...(fiado && { fiado: { telefone: fiado } }) },
        headers: { 'Idempotency-Key': chave },
      }),
  );

export const useMoverLinha = () =>
  useInvalidatingMutation(['garcom'], ({ comandaId, ...corpo }: MoverLinhaInput & { comandaId: string }) =>
    api<MoverLinhaResponse>(apiPaths.comandaLinhasMover({ id: comandaId }), { method: 'POST', json: corpo }),
  );

export const useMoverComanda = () =>
  useInvalidatingMutation(['garcom'], ({ comandaId, mesaId }: { comandaId: string; mesaId: string }) =>
    api<Comanda>(apiPaths.comandaMover({ id: comandaId }), { method: 'POST', json: { mesa_id: mesaId } }),
  );

export const usePedirConta = () =>
  useInvalidatingMutation(['garcom'], (comandaId: string) =>
    api<PedirContaResponse>(apiPaths.comandaPedirConta({ id: comandaId }), { method: 'POST' }),
  );
