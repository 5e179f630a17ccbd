import { useQueryClient } from '@tanstack/react-query';
import type { PedidoDoLojista } from '@vitrine/shared';
import { useEffect, useState } from 'react';
import { usePedidosAoVivo } from '../../lib/pedidos-ao-vivo';
import { readSomAtivo, prepararSom, saveSomAtivo, playSom } from '../../lib/som';
import { invalidarContagem, showNovosPedidos, PEDIDOS_KEY, pedidosKey } from './api';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { updateBadge, notificarNovos } from './notificacoes';
import { printAutomaticamente } from './impressao-automatica';
import { countNovos, intervaloDoPoll, tituloComNovos, type Paginas } from './novos';

/** How long a just-arrived order stays highlighted. */
const DESTAQUE_MS = 6_000;

/**
 * The live side of an open Pedidos screen (cost: see novos.ts). It polls GET /api/pedidos?desde=
 * with the newest order seen (usePedidosAoVivo, which Cozinha shares), puts new orders on top of the lists, highlights them, chimes, and
 * notifies when the page is hidden; the count of orders still novo goes to the tab title and the
 * app badge. It stops when the screen closes or the session ends (a 401).
 */
/** `ativo` once the list on screen has loaded: it is the starting point. */
export function useNovosPedidos({ ativo }: { ativo: boolean }) {
  const queryClient = useQueryClient();
  const [destacados, setDestacados] = useState<ReadonlySet<string>>(new Set());
  const [somAtivo, setSomAtivo] = useState(readSomAtivo);

  /** Highlights orders for a few seconds: those that just arrived, the one a notification opened. */
  function destacar(ids: string[]) {
    setDestacados((atuais) => new Set([...atuais, ...ids]));
    setTimeout(() => setDestacados((atuais) => new Set([...atuais].filter((id) => !ids.includes(id)))), DESTAQUE_MS);
  }

  function chegaram(novos: PedidoDoLojista[]) {
    showNovosPedidos(queryClient, novos);
    destacar(novos.map((pedido) => pedido.id));
    if (readSomAtivo()) playSom();
    void notificarNovos(novos);
    // Each prints once on this device, when the owner turned it on here (impressao-automatica.ts).
    void printAutomaticamente(novos).then(
      (falharam) =>
        falharam.length > 0 &&
        toast.error('A impressão automática falhou', {
          description: `${falharam.map((codigo) => `#${codigo}`).join(', ')}: imprima pelo botão Imprimir do pedido.`,
        }),
      (error: unknown) =>
        toast.error('A impressão automática falhou', { description: errorMessage(error, 'Imprima o pedido pelo botão Imprimir.') }),
    );
    invalidarContagem(queryClient);
  }

  usePedidosAoVivo({
    tela: 'pedidos',
    ativo,
    intervalo: intervaloDoPoll,
    // The full list, when it is cached, includes the shop's newest order.
    inicio: () => queryClient.getQueryData<Paginas>(pedidosKey(null))?.pages[0]?.pedidos,
    chegaram,
  });

  // The chime needs a gesture first: the first tap or key on the page prepares it.
  useEffect(() => {
    const preparar = () => void prepararSom();
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
    updateBadge(novos);
  }, [novos]);

  function alterarSom(ativo: boolean) {
    saveSomAtivo(ativo);
    setSomAtivo(ativo);
    // A sample of the chime, once the browser has woken the audio.
    if (ativo) void prepararSom().then((pronto) => pronto && playSom());
  }

  return { destacados, destacar, novos, somAtivo, alterarSom };
}

/** Orders still novo in every cached list, kept current as the lists change. */
function useContagemNovos(): number {
  const queryClient = useQueryClient();
  const [novos, setNovos] = useState(0);
  useEffect(() => {
    const contar = () =>
      setNovos(
        countNovos(
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
