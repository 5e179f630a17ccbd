import { AlertTriangle, Ban, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  warning: {
    box: 'border-amber-300 bg-amber-50',
    icon: 'text-amber-600',
    title: 'text-amber-950',
    text: 'text-amber-900',
    Icon: AlertTriangle,
  },
  danger: { box: 'border-red-300 bg-red-50', icon: 'text-red-600', title: 'text-red-950', text: 'text-red-900', Icon: Ban },
} as const satisfies Record<string, { Icon: LucideIcon } & Record<'box' | 'icon' | 'title' | 'text', string>>;

export interface NoticeProps {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  /** A way out: a link or a button under the text. */
  action?: ReactNode;
  className?: string;
}

/** A standing notice about the shop or the platform (suspension, maintenance, no WhatsApp): stays until the cause is gone. */
export function Notice({ tone, title, children, action, className }: NoticeProps) {
  const { box, icon, title: titleColour, text, Icon } = TONES[tone];
  return (
    <aside aria-label={title} className={cn('flex gap-3 rounded-2xl border p-4 sm:p-5', box, className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', icon)} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className={cn('font-semibold', titleColour)}>{title}</p>
        <div className={cn('mt-1 text-sm break-words', text)}>{children}</div>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </aside>
  );
}
