import { Plus, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { Spinner } from './Spinner';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-600',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
  whatsapp: 'bg-emerald-600 text-white shadow-sm hover:bg-emerald-700 focus-visible:outline-emerald-600',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

// ComponentProps (not ButtonHTMLAttributes) so `ref` passes through, e.g. from Radix `asChild` triggers.
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** While true the button is disabled and a spinner stands before its label (a save, a send under way). */
  busy?: boolean;
  /** The icon before the label; the spinner takes its place while `busy`. */
  icon?: LucideIcon;
}

/** A button's look, for a link that acts as one (e.g. a router Link to the screen that fixes a problem). */
export function buttonClass({ variant = 'primary', size = 'md', className }: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}) {
  return cx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', busy = false, icon: Icon, disabled, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, className })} disabled={busy || disabled} {...props}>
      {busy ? <Spinner className="size-4" /> : Icon && <Icon className="size-4" aria-hidden />}
      {children}
    </button>
  );
}

/** A Button that adds something ('Novo produto', 'Adicionar bairro'): the plus before its label. */
export function AddButton(props: ButtonProps) {
  return <Button icon={Plus} {...props} />;
}
