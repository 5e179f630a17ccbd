import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiltroPedidos, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { invalidarContagem, PEDIDOS_KEY, pedidosKey } from './api';
import { atualizarBadge, notificarNovos } from './avisos';
import { contarNovos, intervaloDoPoll, juntarNovos, maisRecente, tituloComNovos, type Paginas } from './novos';
import { lerSomAtivo, prepararSom, salvarSomAtivo, tocarSom } from './som';
import { apiPaths } from '@vitrine/shared/api-paths';

/** Its own key, outside ['pedidos']: the lists' invalidations and the count must not include it. */
const AO_VIVO_KEY = ['pedidos-ao-vivo'] as const;
/** How long a just-arrived order stays highlighted. */
const DESTAQUE_MS = 6_000;

/**
 * The live side of an open Pedidos screen (cost: see novos.ts). It polls GET /api/pedidos?desde=
 * with the newest order seen, puts new orders on top of the lists, highlights them, chimes, and
 * notifies when the page is hidden; the count of orders still novo goes to the tab title and the
 * app badge. It stops when the screen closes or the session ends (a 401).
 */
/** `ativo` once the list on screen has loaded: it is the starting point. */
export function useNovosPedidos({ ativo }: { ativo: boolean }) {
  const queryClient = useQueryClient();
  // `anunciados`: a poll that returned an order again (same instant as `desde`) must not chime twice.
  const visto = useRef({ base: false, desde: null as string | null, anunciados: new Set<string>() });
  const [destacados, setDestacados] = useState<ReadonlySet<string>>(new Set());
  const [somAtivo, setSomAtivo] = useState(lerSomAtivo);

  function chegaram(novos: PedidoDoLojista[]) {
    queryClient.getQueriesData<Paginas>({ queryKey: PEDIDOS_KEY }).forEach(([queryKey]) => {
      const filtro = queryKey[1] as FiltroPedidos | 'todos';
      queryClient.setQueryData<Paginas>(queryKey, (paginas) => juntarNovos(paginas, novos, filtro));
    });
    const ids = novos.map((pedido) => pedido.id);
    setDestacados((atuais) => new Set([...atuais, ...ids]));
    setTimeout(() => setDestacados((atuais) => new Set([...atuais].filter((id) => !ids.includes(id)))), DESTAQUE_MS);
    if (lerSomAtivo()) tocarSom();
    void notificarNovos(novos);
    invalidarContagem(queryClient);
  }

  useQuery({
    queryKey: AO_VIVO_KEY,
    enabled: ativo,
    queryFn: async ({ signal }) => {
      const estado = visto.current;
      if (!estado.base) {
        // The full list on screen is the starting point: nothing in it is announced, and no read is spent.
        const todos = queryClient.getQueryData<Paginas>(pedidosKey(null));
        if (todos) {
          Object.assign(estado, { base: true, desde: maisRecente(todos.pages[0]?.pedidos ?? [], null) });
          return null;
        }
      }
      // No `desde` yet (a filtered list, the open ones included, or a shop with no orders): the newest page sets it.
      const path = estado.desde ? `${apiPaths.pedidos}?desde=${encodeURIComponent(estado.desde)}` : apiPaths.pedidos;
      const { pedidos } = await api<PedidosDoLojistaResponse>(path, { signal });
      const primeiraLeitura = !estado.base;
      Object.assign(estado, { base: true, desde: maisRecente(pedidos, estado.desde) });
      const ineditos = primeiraLeitura ? [] : pedidos.filter((pedido) => !estado.anunciados.has(pedido.id));
      ineditos.forEach((pedido) => estado.anunciados.add(pedido.id));
      if (ineditos.length > 0) chegaram(ineditos);
      return null;
    },
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 401 ? false : intervaloDoPoll(document.hidden),
    // Keeps asking in a background tab, slowly, so the notification still comes.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  // The chime needs a gesture first: the first tap or key on the page prepares it.
  useEffect(() => {
    const preparar = () => prepararSom();
    window.addEventListener('pointerdown', preparar, { once: true });
    window.addEventListener('keydown', preparar, { once: true });
    return () => {
      window.removeEventListener('pointerdown', preparar);
      window.removeEventListener('keydown', preparar);
    };
  }, []);

  const novos = useContagemNovos();
  // Declared before the title's effect, so it keeps the title from before this screen, to put back.
  useEffect(() => {
    const antes = document.title;
    return () => {
      document.title = antes;
    };
  }, []);
  useEffect(() => {
    document.title = tituloComNovos(novos);
    atualizarBadge(novos);
  }, [novos]);

  function alterarSom(ativo: boolean) {
    salvarSomAtivo(ativo);
    setSomAtivo(ativo);
    if (ativo) {
      prepararSom();
      tocarSom();
    }
  }

  return { destacados, novos, somAtivo, alterarSom };
}

/** Orders still novo in every cached list, kept current as the lists change. */
function useContagemNovos(): number {
  const queryClient = useQueryClient();
  const [novos, setNovos] = useState(0);
  useEffect(() => {
    const contar = () =>
      setNovos(
        contarNovos(
          queryClient
            .getQueriesData<Paginas>({ queryKey: PEDIDOS_KEY })
            .map(([, paginas]) => paginas?.pages.flatMap((p) => p.pedidos) ?? []),
        ),
      );
    contar();
    return queryClient.getQueryCache().subscribe(contar);
  }, [queryClient]);
  return novos;
}
