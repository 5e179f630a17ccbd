import { useQuery } from '@tanstack/react-query';
import { whatsappLink } from '@vitrine/shared';
import { Check, Copy, Download, MessageCircle } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { useCopy } from '../../lib/useCopy';

export const SHARE_CARD_ID = 'compartilhar';

/** The catalogue link as a PNG data URL, large enough to print for the counter; the encoder loads only here. */
function useQrCode(url: string) {
  return useQuery({
    queryKey: ['qrcode', url],
    queryFn: async () => {
      const { toDataURL } = await import('qrcode');
      return toDataURL(url, { width: 640, margin: 2, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
  });
}

/** Sharing the catalogue: copy the link, send it on WhatsApp, or print its QR code. */
export function ShareCard({ link }: { link: string }) {
  const { copied, copy } = useCopy();
  const qr = useQrCode(link);

  function baixarQrCode() {
    if (!qr.data) return;
    const anchor = document.createElement('a');
    anchor.href = qr.data;
    anchor.download = 'qrcode-catalogo.png';
    anchor.click();
  }

  return (
    <Card id={SHARE_CARD_ID} className="scroll-mt-20">
      <h2 className="font-semibold text-slate-900">Compartilhe seu catálogo</h2>
      <p className="mt-0.5 text-sm text-slate-500">Envie o link aos clientes ou imprima o QR Code para o balcão.</p>

      <div className="mt-5 flex flex-col gap-5 sm:flex-row">
        <div className="flex shrink-0 flex-col items-center gap-2">
          {qr.data ? (
            <img src={qr.data} alt="QR Code do link do catálogo" className="size-40 rounded-xl border border-slate-200" />
          ) : (
            <Skeleton className="size-40" />
          )}
          <Button variant="secondary" size="sm" disabled={!qr.data} onClick={baixarQrCode}>
            <Download className="size-4" aria-hidden />
            Baixar QR Code
          </Button>
        </div>

        <div className="min-w-0 flex-1 space-y-3">
          <Input readOnly value={link} aria-label="Link do catálogo" onFocus={(event) => event.target.select()} />
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <Button
              variant="secondary"
              onClick={async () => {
                if (await copy(link)) toast.success('Link do catálogo copiado!');
              }}
            >
              {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
              {copied ? 'Link copiado!' : 'Copiar link'}
            </Button>
            <Button
              variant="whatsapp"
              onClick={() =>
                window.open(whatsappLink('', `Olá! Confira nosso catálogo e faça seu pedido pelo WhatsApp: ${link}`), '_blank', 'noopener')
              }
            >
              <MessageCircle className="size-4" aria-hidden />
              Enviar no WhatsApp
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
