import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';

export interface GraficoCardProps {
  id: string;
  titulo: string;
  descricao?: ReactNode;
  /** What the chart shows, in words, for screen readers (a chart's drawing is hidden from them). */
  resumo?: string;
  legenda?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A chart's (or the ranking's) card: heading, period, legend and the spoken summary. */
export function GraficoCard({ id, titulo, descricao, resumo, legenda, className, children }: GraficoCardProps) {
  return (
    <Card className={cn('flex flex-col p-4 sm:p-5', className)}>
      <section className="flex flex-1 flex-col" aria-labelledby={`${id}-titulo`} aria-describedby={resumo ? `${id}-resumo` : undefined}>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div>
            <h2 id={`${id}-titulo`} className="font-semibold text-slate-900">
              {titulo}
            </h2>
            {descricao && <p className="mt-0.5 text-sm text-slate-500">{descricao}</p>}
          </div>
          {legenda}
        </div>
        {resumo && (
          <p id={`${id}-resumo`} className="sr-only">
            {resumo}
          </p>
        )}
        {children}
      </section>
    </Card>
  );
}
