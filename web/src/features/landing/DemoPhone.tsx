import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CatalogoResponse } from '@vitrine/shared';
import { corValida } from '@vitrine/shared/cor';
import { LOJA_DEMO_PATH } from './api';
import { useLeitura } from './useLeitura';

const DemoLoja = lazy(() => import('./DemoLoja').then((m) => ({ default: m.DemoLoja })));

/** The width the shop is drawn at (a common phone's), and how much the frame shrinks it. */
const LARGURA_DA_TELA = 360;
const ESCALA = 0.75;

/** True once the element is within a screen of the viewport: what is far below loads nothing until then. */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
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
          <div
            style={{ width: LARGURA_DA_TELA, transform: `scale(${ESCALA})`, transformOrigin: 'top left' }}
            className="pointer-events-none"
          >
            <Suspense fallback={<TelaCarregando />}>
              <DemoLoja catalogo={loja.data} />
            </Suspense>
          </div>
        ) : loja.error || disponivel === false ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center text-sm text-slate-500">
            A loja de exemplo aparece aqui quando estiver disponível.
          </div>
        ) : (
          <TelaCarregando />
        )}
      </div>
    </div>
  );
}

/** The shape of a shop's first screen while it loads: a coloured header, then two columns of cards. */
function TelaCarregando() {
  return (
    <div className="flex-1 animate-pulse motion-reduce:animate-none">
      <div className="h-20 bg-slate-200" />
      <div className="grid grid-cols-2 gap-2 p-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-36 rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
