import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CatalogoResponse } from '@vitrine/shared';
import { corValida } from '@vitrine/shared/cor';
import { LOJA_DEMO_PATH } from './api';
import { useLeitura } from './useLeitura';

const DemoLoja = lazy(() => import('./DemoLoja').then((m) => ({ default: m.DemoLoja })));

/** The width the shop is drawn at (a common phone's), and how much the frame shrinks it. */
const LARGURA_DA_TELA = 360;
const ESCALA = 0.75;

/**
 * True once half the element is on screen. On a phone the frame starts near the bottom of the first
 * screen: the shop (its frame, its read, its pictures) is drawn when the visitor scrolls to it, not
 * while the page is still loading; beside the pitch on a wide screen it is drawn at once.
 */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.intersectionRatio >= 0.5) && setNear(true), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * A phone showing the demo shop as its customers see it, drawn by the public app's components from
 * the shop's real catalogue, shrunk to fit. Only a picture to look at: nothing in it can be focused
 * or clicked (inert), and screen readers skip it for the caption and the link beside it. It asks for
 * the shop only when the platform is up (in maintenance the catalogue answers 503) and the phone is
 * near the screen.
 */
export function DemoPhone({ disponivel }: { disponivel: boolean | undefined }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  // undefined: the platform's status is not known yet.
  const loja = useLeitura<CatalogoResponse>(disponivel === true && near ? LOJA_DEMO_PATH : null);

  return (
    <div
      ref={ref}
      className="relative mx-auto w-[294px] shrink-0 rounded-[2.6rem] bg-slate-900 p-3 shadow-2xl ring-1 shadow-slate-900/25 ring-slate-900/10"
      aria-hidden
      inert
      data-testid="landing-celular"
    >
      <div className="absolute top-3 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-b-2xl bg-slate-900" />
      <div className="relative flex h-[540px] w-[270px] flex-col overflow-hidden rounded-[2rem] bg-slate-50">
        {/* The status bar, under the notch, in the shop's colour as the browser paints it (theme-color). */}
        <div
          className="h-6 shrink-0 bg-slate-200"
          style={loja.data ? { background: corValida(loja.data.loja.cor_principal) } : undefined}
        />
        {loja.data ? (
          <TelaDeCelular>
            <Suspense fallback={null}>
              <DemoLoja catalogo={loja.data} />
            </Suspense>
          </TelaDeCelular>
        ) : loja.error || disponivel === false ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center text-sm text-slate-500">
            A loja de exemplo aparece aqui quando estiver disponível.
          </div>
        ) : (
          <TelaCarregando carregando={near} />
        )}
      </div>
    </div>
  );
}

/** The screen's height under the status bar, in the frame's pixels. */
const ALTURA_DA_TELA = 516;

/**
 * A frame of its own, 360 px wide, shrunk to fit: the shop's pages decide their layout by the
 * width of the screen they are on (two columns and a compact header on a phone), so they are drawn
 * inside a document whose screen is a phone's, whatever the size of the window around the landing
 * page. A srcdoc frame of the same origin, filled by a portal from this React tree with the page's
 * own stylesheets; it shows once they have loaded, over the loading shape.
 */
function TelaDeCelular({ children }: { children: ReactNode }) {
  const [corpo, setCorpo] = useState<HTMLElement | null>(null);
  const [estilosProntos, setEstilosProntos] = useState(false);

  function preparar(frame: HTMLIFrameElement) {
    const doc = frame.contentDocument;
    if (!doc || doc.body === corpo) return;
    const folhas = [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')].map((folha) =>
      doc.importNode(folha, true),
    );
    const links = folhas.filter((folha) => folha.tagName === 'LINK');
    let faltam = links.length;
    const uma = () => {
      faltam -= 1;
      if (faltam <= 0) setEstilosProntos(true);
    };
    links.forEach((link) => {
      link.addEventListener('load', uma, { once: true });
      link.addEventListener('error', uma, { once: true });
    });
    doc.head.append(...folhas);
    if (links.length === 0) setEstilosProntos(true);
    setCorpo(doc.body);
  }

  return (
    <div className="relative flex-1">
      {!estilosProntos && <TelaCarregando />}
      <iframe
        title="Loja de exemplo"
        tabIndex={-1}
        srcDoc='<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body></body></html>'
        onLoad={(event) => preparar(event.currentTarget)}
        style={{
          width: LARGURA_DA_TELA,
          height: ALTURA_DA_TELA / ESCALA,
          transform: `scale(${ESCALA})`,
          transformOrigin: 'top left',
          visibility: estilosProntos ? 'visible' : 'hidden',
        }}
        className="pointer-events-none absolute top-0 left-0 border-0"
      />
      {corpo && createPortal(children, corpo)}
    </div>
  );
}

/**
 * The shape of a shop's first screen: a coloured header, then two columns of cards. It pulses only
 * while the shop is on its way: on a phone, before the visitor scrolls to it, nothing is loading,
 * and a pulse kept the phone's compositor busy (8 % of a core) while the pitch was read.
 */
function TelaCarregando({ carregando = true }: { carregando?: boolean }) {
  return (
    <div className={carregando ? 'flex-1 animate-pulse motion-reduce:animate-none' : 'flex-1'}>
      <div className="h-20 bg-slate-200" />
      <div className="grid grid-cols-2 gap-2 p-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-36 rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
