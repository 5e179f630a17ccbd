import { mapsLink } from '@vitrine/shared/links';
import { FileText, MapPin, Phone } from 'lucide-react';
import { cx } from '../../lib/cx';

export interface FooterProps {
  endereco?: string;
  telefone?: string;
  /** The large-print menu's link (issue 47: customers who read the screen with difficulty print or zoom it). */
  cardapioGrande?: string;
  /** Room at the bottom so the cart bar never covers the last line. */
  withCarrinho?: boolean;
}

/** The shop's address and phone when it gave them, its large-print menu, and the spec's 'Desenvolvido por' line (§1). */
export function Footer({ endereco, telefone, cardapioGrande, withCarrinho }: FooterProps) {
  const numero = telefone?.replace(/[^\d+]/g, '');
  return (
    <footer
      className={cx(
        'border-t border-slate-200 bg-white px-4 pt-8 text-center text-sm text-slate-500',
        withCarrinho ? 'pb-[calc(6rem+env(safe-area-inset-bottom))]' : 'pb-[max(2rem,env(safe-area-inset-bottom))]',
      )}
    >
      {(endereco || numero || cardapioGrande) && (
        <div className="mx-auto mb-6 flex max-w-xl flex-col items-center gap-2">
          {endereco && (
            <a
              href={mapsLink(endereco)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1.5 rounded-lg px-2 py-1 hover:text-slate-800"
            >
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{endereco}</span>
            </a>
          )}
          {telefone && numero && (
            <a href={`tel:${numero}`} className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 hover:text-slate-800">
              <Phone className="size-4 shrink-0" aria-hidden />
              <span>{telefone}</span>
            </a>
          )}
          {cardapioGrande && (
            // A document, not a page of the app: a page load (the `preview` function serves it).
            <a
              href={cardapioGrande}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 hover:text-slate-800"
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span>Cardápio em letra grande</span>
            </a>
          )}
        </div>
      )}
      <p>
        Desenvolvido por {/* The landing page is the owner app's, not a public page: a page load. */}
        <a href="/" className="font-semibold text-slate-700 hover:text-brand-600">
          Vitrine
        </a>
      </p>
    </footer>
  );
}
