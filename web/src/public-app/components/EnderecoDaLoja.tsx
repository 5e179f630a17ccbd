import { mapsLink } from '@vitrine/shared/links';
import { MapPin } from 'lucide-react';
import { cx } from '../../lib/cx';

/**
 * Where a pickup is collected: the shop's address and a link that opens it on Google Maps, wherever
 * the customer chose pickup (the checkout, its summary, the confirmation, the tracking page).
 * Nothing when the shop gave no address.
 */
export function EnderecoDaLoja({ endereco, className }: { endereco: string | undefined; className?: string }) {
  if (!endereco?.trim()) return null;
  return (
    <p className={cx('flex gap-2 text-sm text-slate-700', className)} data-testid="endereco-retirada">
      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 break-words">
        Retire em <span className="font-medium text-slate-900">{endereco.trim()}</span>.{' '}
        <a
          href={mapsLink(endereco)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold whitespace-nowrap text-slate-900 underline underline-offset-2 hover:text-slate-700"
        >
          Ver no mapa
        </a>
      </span>
    </p>
  );
}
