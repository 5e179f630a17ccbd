import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The X at a modal's top-right corner ('Fechar'). No Radix here: the public cart sheet uses it too,
 * and the public bundle stays without Radix.
 */
export function CloseButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="absolute top-3.5 right-3.5 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label="Fechar"
      {...props}
    >
      <X className="size-5" aria-hidden />
    </button>
  );
}
