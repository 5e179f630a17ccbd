import { catalogoPath } from '@vitrine/shared';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { useCopy } from '../../lib/useCopy';

/** 'Links do catálogo': the slug link (once saved) and the id link, each with copy and open. */
export function CatalogoLinks({ lojaId, subdominio }: { lojaId: string; subdominio: string }) {
  const origin = window.location.origin;
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="font-semibold text-slate-900">Links do catálogo</h2>
        <p className="mt-0.5 text-sm text-slate-500">Envie para seus clientes no WhatsApp, Instagram ou onde quiser.</p>
      </div>
      {subdominio ? (
        <LinkRow label="Link personalizado" url={origin + catalogoPath(lojaId, subdominio)} />
      ) : (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          Escolha um <strong className="font-medium text-slate-800">Link da loja</strong> abaixo para ter um endereço fácil de lembrar.
        </p>
      )}
      <LinkRow label="Link pelo código da loja" url={origin + catalogoPath(lojaId)} />
    </Card>
  );
}

function LinkRow({ label, url }: { label: string; url: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="flex gap-2">
        <Input readOnly value={url} aria-label={label} onFocus={(event) => event.target.select()} className="min-w-0" />
        <Button
          variant="secondary"
          aria-label={`Copiar ${label.toLowerCase()}`}
          onClick={async () => {
            if (await copy(url)) toast.success('Link copiado!');
          }}
        >
          {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          <span className="hidden sm:inline">{copied ? 'Copiado!' : 'Copiar'}</span>
        </Button>
        <Button variant="ghost" aria-label={`Abrir ${label.toLowerCase()}`} onClick={() => window.open(url, '_blank', 'noopener')}>
          <ExternalLink className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
