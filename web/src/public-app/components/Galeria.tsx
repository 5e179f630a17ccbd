import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { SIZES_PAGINA_PRODUTO } from './imagem-sizes';
import { ProdutoImage } from './ProdutoImage';

export interface GaleriaProps {
  /** The product's pictures in order, the cover first. Empty: the placeholder square. */
  imagens: string[];
  /** The product's name: the cover's alternative text, and the others' with their place. */
  alt: string;
  /** As ProdutoImage's `sizes`; the default is the product page's column (full width on a phone). */
  sizes?: string;
  /** The frame (corners, ring, shadow): drawn around the whole strip. */
  className?: string;
}

/**
 * The product page's pictures: a strip that snaps one picture at a time (CSS scroll-snap, so a
 * swipe on a phone is the browser's own), dots to jump, arrows from md up (a mouse cannot swipe).
 * Only the cover loads at once; the others wait until the strip nears them.
 */
export function Galeria({ imagens, alt, sizes = SIZES_PAGINA_PRODUTO, className }: GaleriaProps) {
  const trilho = useRef<HTMLDivElement>(null);
  const [atual, setAtual] = useState(0);
  const total = imagens.length;

  if (total <= 1) {
    return (
      <div className={cx('overflow-hidden', className)}>
        <ProdutoImage src={imagens[0]} alt={alt} size={640} sizes={sizes} priority />
      </div>
    );
  }

  // The strip's own scroll says which picture shows, whether a finger, a dot or a key moved it.
  const acompanhar = () => {
    const strip = trilho.current;
    if (strip) setAtual(Math.min(total - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth))));
  };
  const irPara = (indice: number) => {
    const strip = trilho.current;
    // Smooth or instant as the strip's CSS says (instant when the user prefers reduced motion).
    strip?.scrollTo({ left: indice * strip.clientWidth });
  };
  const seta =
    'absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-black/5 hover:bg-white focus-visible:outline-2 focus-visible:outline-(--loja) md:flex';

  return (
    <section aria-roledescription="galeria" aria-label={`Fotos de ${alt}`} className={cx('relative overflow-hidden', className)}>
      <div
        ref={trilho}
        onScroll={acompanhar}
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--loja) motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
        data-testid="galeria"
      >
        {imagens.map((url, indice) => (
          <div
            key={`${indice}:${url}`}
            role="group"
            aria-roledescription="foto"
            aria-label={`${indice + 1} de ${total}`}
            className="w-full shrink-0 snap-center snap-always"
          >
            <ProdutoImage
              src={url}
              alt={indice === 0 ? alt : `${alt}, foto ${indice + 1} de ${total}`}
              size={640}
              sizes={sizes}
              priority={indice === 0}
            />
          </div>
        ))}
      </div>

      {atual > 0 && (
        <button type="button" onClick={() => irPara(atual - 1)} className={cx(seta, 'left-3')} aria-label="Foto anterior">
          <ChevronLeft className="size-6" aria-hidden />
        </button>
      )}
      {atual < total - 1 && (
        <button type="button" onClick={() => irPara(atual + 1)} className={cx(seta, 'right-3')} aria-label="Próxima foto">
          <ChevronRight className="size-6" aria-hidden />
        </button>
      )}

      <div className="absolute inset-x-0 bottom-3 flex justify-center">
        <div className="flex rounded-full bg-black/35 px-1">
          {imagens.map((url, indice) => (
            <button
              key={`${indice}:${url}`}
              type="button"
              onClick={() => irPara(indice)}
              aria-label={`Ver foto ${indice + 1} de ${total}`}
              aria-current={indice === atual ? 'true' : undefined}
              className="flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
            >
              <span className={cx('size-2 rounded-full transition-colors', indice === atual ? 'bg-white' : 'bg-white/50')} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
