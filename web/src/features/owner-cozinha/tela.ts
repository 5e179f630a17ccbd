import { useEffect, useState } from 'react';
import { readSomAtivo, prepararSom, saveSomAtivo, somLiberado, playSom } from '../../lib/som';

/**
 * What a screen on the kitchen's wall needs from the browser: a clock that ticks, a screen that
 * stays on (Screen Wake Lock), full screen (Fullscreen API) and the chime, which browsers allow
 * only after a tap. Each only where the browser has it.
 */

/** Date.now(), again every `ms`. */
export function useAgora(ms: number): number {
  const [agora, setAgora] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setAgora(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return agora;
}

/**
 * Keeps the screen on while the page is open. The browser lets the lock go when the page is hidden
 * (another tab, the tablet locked): it is asked for again when the page is seen, or at the next tap.
 * Returns whether the screen is held on now.
 */
export function useTelaAcordada(): boolean {
  const [acordada, setAcordada] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let trava: WakeLockSentinel | null = null;
    let montada = true;
    const pedir = async () => {
      if (document.visibilityState !== 'visible' || (trava && !trava.released)) return;
      try {
        const nova = await navigator.wakeLock.request('screen');
        if (!montada) return void nova.release();
        trava = nova;
        setAcordada(true);
        nova.addEventListener('release', () => montada && setAcordada(false));
      } catch {
        // Refused (battery saver, a browser policy): the screen sleeps as it would anyway.
        setAcordada(false);
      }
    };
    const repedir = () => void pedir();
    repedir();
    document.addEventListener('visibilitychange', repedir);
    window.addEventListener('pointerdown', repedir);
    return () => {
      montada = false;
      document.removeEventListener('visibilitychange', repedir);
      window.removeEventListener('pointerdown', repedir);
      void trava?.release();
    };
  }, []);
  return acordada;
}

/** The whole page in full screen, where the browser can (not iPhones). */
export function useTelaCheia() {
  const suportada = typeof document !== 'undefined' && document.fullscreenEnabled;
  const [cheia, setCheia] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const mudou = () => setCheia(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', mudou);
    return () => document.removeEventListener('fullscreenchange', mudou);
  }, []);
  function alternar() {
    const pedido = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void pedido.catch(() => undefined);
  }
  return { suportada, cheia, alternar };
}

/**
 * The chime: `ligado` is the device's choice (shared with Pedidos), `liberado` whether the browser
 * lets it play yet. Until the first tap or key it cannot: the screen shows "Ativar som".
 */
export function useSomDaCozinha() {
  const [ligado, setLigado] = useState(readSomAtivo);
  const [liberado, setLiberado] = useState(somLiberado);
  useEffect(() => {
    const preparar = () => void prepararSom().then(setLiberado);
    window.addEventListener('pointerdown', preparar, { once: true });
    window.addEventListener('keydown', preparar, { once: true });
    return () => {
      window.removeEventListener('pointerdown', preparar);
      window.removeEventListener('keydown', preparar);
    };
  }, []);

  /** On, and a sample of the chime so the kitchen hears how it sounds. */
  function ativar() {
    saveSomAtivo(true);
    setLigado(true);
    void prepararSom().then((pronto) => {
      setLiberado(pronto);
      if (pronto) playSom();
    });
  }

  function desligar() {
    saveSomAtivo(false);
    setLigado(false);
  }

  return { ligado, liberado, ativar, desligar };
}
