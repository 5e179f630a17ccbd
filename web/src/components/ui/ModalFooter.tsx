import type { ReactNode } from 'react';

/**
 * A modal's footer, the owner app's Dialog and the public app's Sheet alike: the buttons stacked
 * (the main one on top) on phones, in a row on the right from `sm`, clear of the phone's home bar.
 */
export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6 sm:pb-4">
      {children}
    </div>
  );
}
