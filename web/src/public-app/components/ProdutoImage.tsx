import { imagemSrcset } from '@vitrine/shared/imagens';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../lib/cx';

export interface ProdutoImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the square before the file arrives (no layout shift). */
  size: number;
  /**
   * How wide the picture is drawn, as `<img sizes>` says it ("(min-width: 1024px) 240px, 50vw"):
   * the browser then fetches the smallest stored width (200, 400 or 800 px) that fills it sharply.
   */
  sizes: string;
  /** Above the fold: fetched at once and first. Everything else waits until it nears the screen. */
  priority?: boolean;
  /** The box's shape: square unless a page crops it (the catalogue card on a phone, 4:3). */
  aspectClassName?: string;
  className?: string;
}

/** A product's picture (square unless told), or a neutral placeholder when it has none or it fails to load. */
export function ProdutoImage({ src, alt, size, sizes, priority, aspectClassName = 'aspect-square', className }: ProdutoImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={cx('flex w-full items-center justify-center bg-slate-100 text-slate-300', aspectClassName, className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <ImageIcon className="size-1/4 max-h-12 max-w-12" aria-hidden />
      </div>
    );
  }
  const { src: menor, srcSet } = imagemSrcset(src);
  return (
    <img
      src={menor}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
      className={cx('w-full bg-slate-100 object-cover', aspectClassName, className)}
    />
  );
}
