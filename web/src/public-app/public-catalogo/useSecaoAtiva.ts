import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { secaoId } from './secoes';

/** Below the sticky bar, how far a section's title must have come up to be the one being read. */
const FOLGA_PX = 24;

const semAnimacao = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The menu's scroll spy: which section the customer is reading (the last one whose title has
 * passed under the sticky bar `barra`), and `irPara`, which scrolls a section's title to just
 * under that bar. While a jump scrolls, the spy waits for it to end, or the tabs would flick
 * through every section in between.
 */
export function useSecaoAtiva(chaves: string[], barra: RefObject<HTMLElement | null>) {
  const [ativa, setAtiva] = useState<string | null>(chaves[0] ?? null);
  const pulando = useRef(false);
  /** Ends the jump in progress (its listener and timer); nothing when none is. */
  const fimDoPulo = useRef(() => {});
  const lista = chaves.join('\n');

  useEffect(() => {
    const secoes = lista ? lista.split('\n') : [];
    if (secoes.length === 0) return;
    let frame = 0;
    const medir = () => {
      frame = 0;
      if (pulando.current) return;
      const linha = (barra.current?.getBoundingClientRect().bottom ?? 0) + FOLGA_PX;
      let atual = secoes[0]!;
      // At the end of the page the last sections may be too short to reach the line: the last one on screen.
      const noFim = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
      for (const chave of secoes) {
        const top = document.getElementById(secaoId(chave))?.getBoundingClientRect().top;
        if (top !== undefined && (top <= linha || (noFim && top < innerHeight))) atual = chave;
      }
      setAtiva(atual);
    };
    const aoRolar = () => {
      frame ||= requestAnimationFrame(medir);
    };
    medir();
    addEventListener('scroll', aoRolar, { passive: true });
    addEventListener('resize', aoRolar);
    return () => {
      removeEventListener('scroll', aoRolar);
      removeEventListener('resize', aoRolar);
      cancelAnimationFrame(frame);
    };
  }, [lista, barra]);

  useEffect(() => () => fimDoPulo.current(), []);

  const irPara = useCallback(
    (chave: string) => {
      const secao = document.getElementById(secaoId(chave));
      if (!secao) return;
      setAtiva(chave);
      fimDoPulo.current();
      // The spy resumes when the scroll ends ('scrollend'), or after a smooth scroll's longest time
      // (a jump to where the page already is scrolls nothing and ends nothing).
      const fim = () => {
        clearTimeout(timer);
        removeEventListener('scrollend', fim);
        pulando.current = false;
        fimDoPulo.current = () => {};
      };
      const timer = setTimeout(fim, 1000);
      addEventListener('scrollend', fim);
      pulando.current = true;
      fimDoPulo.current = fim;
      const altura = barra.current?.offsetHeight ?? 0;
      scrollTo({ top: secao.getBoundingClientRect().top + scrollY - altura - 8, behavior: semAnimacao() ? 'instant' : 'smooth' });
    },
    [barra],
  );

  return { ativa, irPara };
}
