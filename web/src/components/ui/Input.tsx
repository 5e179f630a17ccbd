import { ChevronDown, Search } from 'lucide-react';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

// text-base below sm: iOS zooms into any focused field whose font is smaller than 16px.
const CONTROL =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 sm:text-sm';

interface FieldState {
  id: string;
  describedBy?: string;
  invalid: boolean;
}

/** Lets a control inside <Field> take the label's id, the hint/error description and the invalid state. */
const FieldContext = createContext<FieldState | null>(null);

type ControlAria = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: ComponentProps<'input'>['aria-invalid'] };

function useFieldAria(props: ControlAria): ControlAria {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
  };
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cx('block text-sm font-medium text-slate-700', className)} {...props} />;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control; replaced by the error while there is one. */
  hint?: ReactNode;
  error?: string;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint or error, wired for screen readers. Wrap one Input, Textarea or Select. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const message = error || hint;

  return (
    <FieldContext value={{ id: controlId, describedBy: message ? messageId : undefined, invalid: Boolean(error) }}>
      <div className={cx('space-y-1.5', className)}>
        <Label htmlFor={controlId}>{label}</Label>
        {children}
        {message && (
          <p id={messageId} className={cx('text-sm', error ? 'font-medium text-red-600' : 'text-slate-500')}>
            {message}
          </p>
        )}
      </div>
    </FieldContext>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(CONTROL, 'h-11', className)} {...props} {...useFieldAria(props)} />;
}

/** A search field with its magnifier; `className` places the wrapper (e.g. 'flex-1', 'sm:w-80'). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cx('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input type="search" className="pl-11" {...props} />
    </div>
  );
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cx(CONTROL, 'resize-y py-2.5', className)} {...props} {...useFieldAria(props)} />;
}

/** Native select (the phone's own picker); `className` styles the wrapper, e.g. its width. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cx('relative', className)}>
      <select className={cx(CONTROL, 'h-11 cursor-pointer appearance-none pr-10')} {...props} {...useFieldAria(props)} />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
    </div>
  );
}
