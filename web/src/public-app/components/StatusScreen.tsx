import type { ComponentType, ReactNode } from 'react';
import { Footer } from './Footer';

export interface StatusScreenProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text?: ReactNode;
  /** Buttons or links under the text, e.g. 'Tentar novamente'. */
  actions?: ReactNode;
  /** The icon chip's colours. */
  tone?: 'neutral' | 'warning';
}

/**
 * A whole page that stands in for a catalogue or product that cannot be shown: not found, the shop
 * suspended, maintenance, a failed load. The shop's colours are unknown here, so it stays neutral.
 */
export function StatusScreen({ icon: Icon, title, text, actions, tone = 'neutral' }: StatusScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <span
          className={
            tone === 'warning'
              ? 'mb-5 inline-flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700'
              : 'mb-5 inline-flex size-16 items-center justify-center rounded-2xl bg-slate-200/70 text-slate-500'
          }
        >
          <Icon className="size-8" aria-hidden />
        </span>
        <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
        {text && <p className="mt-2 max-w-sm text-slate-600">{text}</p>}
        {actions && <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row">{actions}</div>}
      </main>
      <Footer />
    </div>
  );
}
