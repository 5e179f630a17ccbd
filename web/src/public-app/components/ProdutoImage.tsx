import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

export interface ProdutoImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the square before the file arrives (no layout shift). */
  size: number;
  /** Above the fold: fetched at once and first. Everything else waits until it nears the screen. */
  priority?: boolean;
  className?: string;
}

/** A product's square picture, or a neutral placeholder when it has none or it fails to load. */
export function ProdutoImage({ src, alt, size, priority, className }: ProdutoImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={cn('flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-300', className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <ImageIcon className="size-1/4 max-h-12 max-w-12" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('aspect-square w-full bg-slate-100 object-cover', className)}
    />
  );
}
