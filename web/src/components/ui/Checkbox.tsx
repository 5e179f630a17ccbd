import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

function Choice({ type, label, hint, className, ...props }: CheckboxProps & { type: 'checkbox' | 'radio' }) {
  const hintId = useId();
  return (
    // The whole row is the tap target, not just the 20px box.
    <label className={cn('flex items-start gap-3 text-sm', props.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer', className)}>
      <input
        type={type}
        className={cn(
          'size-5 shrink-0 cursor-[inherit] accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          type === 'checkbox' && 'rounded',
        )}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      <span className="leading-5">
        <span className="font-medium text-slate-800">{label}</span>
        {hint && (
          <span id={hintId} className="mt-0.5 block text-slate-500">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

export function Checkbox(props: CheckboxProps) {
  return <Choice type="checkbox" {...props} />;
}

/** One option of a radio group: give the options the same `name` and wrap them in a <fieldset> with a <legend>. */
export function Radio(props: CheckboxProps) {
  return <Choice type="radio" {...props} />;
}
