import type { CatalogoBuscaResponse, CatalogoPaginaResponse, ProdutoPublico } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api';

/**
 * A catalogue of more than one page (CatalogoResponse.paginas): the later pages as the customer
 * scrolls, and search or category answered by the server across every page. A catalogue of one
 * page (most shops) never calls these: the page filters what it already has.
 */

const publicGet = <T>(path: string, signal?: AbortSignal) => api<T>(path, { credentials: 'omit', signal });

interface Carregando {
  /** Loading a request now. */
  carregando: boolean;
  /** The last request failed: what to tell the customer, with a way to try again. */
  erro: string | null;
}

/** The later pages, loaded one after another on demand (`carregarMais`), in the owner's order. */
export function usePaginas(lojaId: string, paginas: string[]) {
  const [produtos, setProdutos] = useState<ProdutoPublico[]>([]);
  const [lidas, setLidas] = useState(0);
  const [estado, setEstado] = useState<Carregando>({ carregando: false, erro: null });
  const emCurso = useRef(false);

  const carregarMais = useCallback(async () => {
    if (emCurso.current || lidas >= paginas.length) return;
    emCurso.current = true;
    setEstado({ carregando: true, erro: null });
    try {
      const pagina = await publicGet<CatalogoPaginaResponse>(apiPaths.catalogoPagina({ lojaId, paginaId: paginas[lidas]! }));
      setProdutos((atuais) => [...atuais, ...pagina.produtos]);
      setLidas(lidas + 1);
      setEstado({ carregando: false, erro: null });
    } catch (error) {
      setEstado({ carregando: false, erro: errorMessage(error, 'Não foi possível carregar mais produtos.') });
    } finally {
      emCurso.current = false;
    }
  }, [lojaId, paginas, lidas]);

  return { produtos, temMais: lidas < paginas.length, carregarMais, ...estado };
}

/** How long the search waits for the customer to stop typing before it asks the server. */
const ESPERA_MS = 250;

/**
 * The server's search over every page while `ativa`: the first answer for the current filters
 * (the previous one's requests are cancelled) and the following ones on demand.
 */
export function useBusca(lojaId: string, q: string, categoriaId: string | null, ativa: boolean) {
  const [resultado, setResultado] = useState<{ chave: string; produtos: ProdutoPublico[]; total: number } | null>(null);
  const [estado, setEstado] = useState<Carregando>({ carregando: false, erro: null });
  const chave = `${q.trim()}\u0000${categoriaId ?? ''}`;
  const controle = useRef<AbortController | null>(null);

  const buscar = useCallback(
    async (inicio: number) => {
      controle.current?.abort();
      const atual = new AbortController();
      controle.current = atual;
      setEstado({ carregando: true, erro: null });
      const params = new URLSearchParams({
        q: q.trim(),
        ...(categoriaId && { categoria: categoriaId }),
        ...(inicio > 0 && { inicio: String(inicio) }),
      });
      try {
        const resposta = await publicGet<CatalogoBuscaResponse>(`${apiPaths.catalogoBusca({ lojaId })}?${params}`, atual.signal);
        setResultado((anterior) => ({
          chave,
          total: resposta.total,
          produtos: inicio > 0 && anterior?.chave === chave ? [...anterior.produtos, ...resposta.produtos] : resposta.produtos,
        }));
        setEstado({ carregando: false, erro: null });
      } catch (error) {
        if (atual.signal.aborted) return;
        setEstado({ carregando: false, erro: errorMessage(error, 'Não foi possível buscar agora.') });
      }
    },
    [lojaId, q, categoriaId, chave],
  );

  useEffect(() => {
    if (!ativa) return;
    const espera = setTimeout(() => void buscar(0), ESPERA_MS);
    return () => {
      clearTimeout(espera);
      controle.current?.abort();
    };
  }, [ativa, buscar]);

  const atual = resultado?.chave === chave ? resultado : null;
  return {
    /** null until the answer for the current filters arrives. */
    produtos: atual?.produtos ?? null,
    total: atual?.total ?? 0,
    temMais: atual !== null && atual.produtos.length < atual.total,
    carregarMais: () => void buscar(atual?.produtos.length ?? 0),
    tentarDeNovo: () => void buscar(0),
    ...estado,
  };
}

/**
 * Calls `carregar` when the returned element comes within a screen of the viewport: scrolling loads
 * the next page. `versao` changes with what is shown, so an element still in view asks again.
 */
export function useAoChegarPerto(carregar: () => void, ativo: boolean, versao: number) {
  const ref = useRef<HTMLDivElement>(null);
  const carregarAtual = useRef(carregar);
  useEffect(() => {
    carregarAtual.current = carregar;
  });
  useEffect(() => {
    const alvo = ref.current;
    if (!ativo || !alvo || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entradas) => entradas.some((entrada) => entrada.isIntersecting) && carregarAtual.current(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(alvo);
    return () => observer.disconnect();
  }, [ativo, versao]);
  return ref;
}
