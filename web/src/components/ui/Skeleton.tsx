import { Fragment, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * A screen's placeholders while its read is on its way, laid out by `className` and announced once
 * as 'Carregando...': `children`, or `count` copies of it (a list's cards, a grid's figures).
 */
export function Loading({ className, count = 1, children }: { className?: string; count?: number; children: ReactNode }) {
  return (
    <div className={className} role="status">
      <span className="sr-only">Carregando...</span>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{children}</Fragment>
      ))}
    </div>
  );
}

/** Grey pulsing placeholder sized by `className` (e.g. 'h-4 w-32'); `circle` for avatars. */
export function Skeleton({ className, circle }: { className?: string; circle?: boolean }) {
  // The radius is a prop, not a class to override: cx does not resolve conflicting utilities.
  return (
    <div
      className={cx('animate-pulse bg-slate-200 motion-reduce:animate-none', circle ? 'rounded-full' : 'rounded-lg', className)}
      aria-hidden
    />
  );
}

/** Placeholder lines in one block (`lines`: each line's size, e.g. 'h-5 w-1/2'), laid out by `className` (e.g. 'space-y-2'). */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}

/**
 * A picture's placeholder (`media`: its size; `circle` for an avatar or a logo) beside two lines of
 * text, a title and the line under it (`lines`: their sizes): a list row's or a card's header while it loads.
 */
export function SkeletonMedia({
  media,
  circle,
  lines: [titulo, linha],
  className,
}: {
  media: string;
  circle?: boolean;
  lines: [string, string];
  className?: string;
}) {
  return (
    <div className={cx('flex items-center', className)}>
      <Skeleton circle={circle} className={cx('shrink-0', media)} />
      <div className="flex-1 space-y-2">
        <Skeleton className={titulo} />
        <Skeleton className={linha} />
      </div>
    </div>
  );
}

/** `count` list/table rows while a list loads; announced once as 'Carregando...'. */
export function SkeletonRows({ count = 5, className }: { count?: number; className?: string }) {
  return (
    <Loading className={cx('divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm', className)} count={count}>
      <div className="flex items-center gap-4 p-4">
        <SkeletonMedia media="size-10" circle lines={['h-4 w-2/5', 'h-3 w-3/5']} className="flex-1 gap-4" />
        <Skeleton className="hidden h-8 w-20 sm:block" />
      </div>
    </Loading>
  );
}
