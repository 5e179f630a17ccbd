import { AlertCircle } from 'lucide-react';

/** The server's answer to a refused form, shown inside the form so the admin can fix and resend. */
export function FormAlert({ children }: { children: string }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </div>
  );
}
