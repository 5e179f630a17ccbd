import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

export interface ProdutoImagemProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the square before the file arrives (no layout shift). */
  tamanho: number;
  /** Above the fold: fetched at once and first. Everything else waits until it nears the screen. */
  prioridade?: boolean;
  className?: string;
}

/** A product's square picture, or a neutral placeholder when it has none or it fails to load. */
export function ProdutoImagem({ src, alt, tamanho, prioridade, className }: ProdutoImagemProps) {
  const [falhou, setFalhou] = useState<string | null>(null);
  if (!src || falhou === src) {
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
      width={tamanho}
      height={tamanho}
      loading={prioridade ? 'eager' : 'lazy'}
      fetchPriority={prioridade ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFalhou(src)}
      className={cn('aspect-square w-full bg-slate-100 object-cover', className)}
    />
  );
}
