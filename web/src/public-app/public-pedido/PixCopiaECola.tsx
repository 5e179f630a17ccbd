import { formatBRL } from '@vitrine/shared/money';
import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { useCopy } from '../../lib/useCopy';

/** The order's PIX copia-e-cola with a copy button: on the confirmation and the tracking page, while it is still to be paid. */
export function PixCopiaECola({ codigo, totalCentavos }: { codigo: string; totalCentavos: number }) {
  const { copied, copy } = useCopy();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <h3 id={id} className="font-semibold text-emerald-950">
        Pague com PIX: <span className="tabular-nums">{formatBRL(totalCentavos)}</span>
      </h3>
      <p className="mt-1 text-sm text-emerald-900">Copie o código e cole no app do seu banco, em PIX copia e cola.</p>
      <p
        className="mt-3 max-h-24 overflow-y-auto rounded-xl bg-white p-3 font-mono text-xs leading-relaxed break-all text-slate-700 ring-1 ring-emerald-200 select-all"
        data-testid="pix-copia-e-cola"
      >
        {codigo}
      </p>
      <Button variant="whatsapp" className="mt-3 w-full" onClick={() => void copy(codigo)}>
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? 'Código copiado!' : 'Copiar código PIX'}
      </Button>
    </section>
  );
}
