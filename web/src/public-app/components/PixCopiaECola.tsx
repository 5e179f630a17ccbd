import { formatBRL } from '@vitrine/shared/money';
import { Check, Copy } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { useCopy } from '../../lib/useCopy';

// The QR Code's encoder is fetched only when a PIX box appears: never with the catalogue.
const QrCodePix = lazy(() => import('./QrCodePix').then((m) => ({ default: m.QrCodePix })));

/**
 * The order's PIX copia-e-cola with a copy button, and its QR Code beside it (under it on a phone):
 * on the confirmation and the tracking page, while it is still to be paid. `children`: what the
 * bank's charge adds under the button (its time left, that the page follows the payment).
 */
export function PixCopiaECola({ codigo, totalCentavos, children }: { codigo: string; totalCentavos: number; children?: ReactNode }) {
  const { copied, copy } = useCopy();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <h3 id={id} className="font-semibold text-emerald-950">
        Pague com PIX: <span className="tabular-nums">{formatBRL(totalCentavos)}</span>
      </h3>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row-reverse sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-emerald-900">Copie o código e cole no app do seu banco, em PIX copia e cola, ou leia o QR Code.</p>
          <p
            className="mt-3 rounded-xl bg-white p-3 font-mono text-xs leading-relaxed break-all text-slate-700 ring-1 ring-emerald-200 select-all"
            data-testid="pix-copia-e-cola"
          >
            {codigo}
          </p>
          <Button variant="whatsapp" className="mt-3 w-full" onClick={() => void copy(codigo)}>
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? 'Código copiado!' : 'Copiar código PIX'}
          </Button>
          {children}
        </div>
        <div className="flex size-44 shrink-0 self-center sm:mt-2 sm:self-start">
          <Suspense fallback={null}>
            <QrCodePix codigo={codigo} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
