import type { ReactNode } from 'react';
import { Card } from './Card';
import { Skeleton } from './Skeleton';

/** One titled card of a long settings form (Configuração, Atendimento): what it is about, then its fields. */
export function FormSection({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    // max-sm: Card's own p-5 wins over a plain p-4 (cn does not merge classes), a variant does not.
    <Card className="space-y-5 max-sm:p-4">
      <div>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-500">{text}</p>
      </div>
      {children}
    </Card>
  );
}

/** The form's sections while it loads: one card per entry, with that many label-and-field placeholders. */
export function FormSectionsSkeleton({ fields }: { fields: number[] }) {
  return fields.map((count, section) => (
    <Card key={section} className="space-y-5">
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </Card>
  ));
}
