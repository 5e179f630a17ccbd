import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * One of the landing's sections below the fold (Como funciona, Planos, Perguntas frequentes): a
 * centred title named by `#{id}-titulo`, the line under it, then the section's content. `id` is the
 * anchor the header's links jump to; `largura` is the content's width class, `className` the band's
 * (its background).
 */
export function LandingSection({
  id,
  titulo,
  subtitulo,
  largura = 'max-w-6xl',
  className,
  children,
}: {
  id: string;
  titulo: string;
  subtitulo?: ReactNode;
  largura?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={cx('scroll-mt-6 py-16', className)}>
      <div className={cx('mx-auto px-5', largura)}>
        <h2 id={`${id}-titulo`} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {titulo}
        </h2>
        {subtitulo && <p className="mx-auto mt-2 max-w-xl text-center text-slate-600">{subtitulo}</p>}
        {children}
      </div>
    </section>
  );
}
