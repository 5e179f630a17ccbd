import type { LucideIcon } from 'lucide-react';

/** A card's icon in its brand-coloured square, beside the card's title (a coupon, a table, a settings form). */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}
