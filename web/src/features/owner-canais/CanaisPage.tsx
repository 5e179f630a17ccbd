import { useQuery } from '@tanstack/react-query';
import { Copy, Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderSVG } from 'uqr';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { lojaQuery, useCatalogoUrl } from '../../lib/owner-data';
import { useSession } from '../../lib/owner-session';
import { useCanais, useSaveCanais } from './api';
import { CANAIS_RASTREADOS, cardapioUrls, feedUrls, linkRastreado, type OrigemRastreada } from './links';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copiado');
  } catch {
    toast.error('Não foi possível copiar. Selecione o link e copie manualmente.');
  }
}

/** Downloads the link's QR code as an SVG file, sharp at any print size. */
function downloadQrCode(url: string, origem: OrigemRastreada) {
  const svg = renderSVG(url, { border: 2 });
  const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = `qrcode-${origem}.svg`;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function LinkField({ url, label }: { url: string; label: string }) {
  return (
    <div className="flex min-w-0 gap-2">
      <Input readOnly value={url} aria-label={label} className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
      <Button variant="secondary" onClick={() => void copyLink(url)} aria-label={`Copiar ${label}`}>
        <Copy className="size-4" aria-hidden />
        Copiar
      </Button>
    </div>
  );
}

function Passos({ children }: { children: ReactNode }) {
  return <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-600">{children}</ol>;
}

/**
 * The printed menu (issue 47): both PDFs to download and "Imprimir cardápio", which opens the PDF
 * in a tab of its own, where the browser's viewer prints it (a PDF in a hidden frame prints blank
 * on phones). Links, not fetches: the PDF is the public one, cached at the CDN.
 */
function CardapioImpresso({ urls }: { urls: ReturnType<typeof cardapioUrls> | null }) {
  const classe = buttonClass({ variant: 'secondary', className: 'w-full sm:w-auto' });
  return (
    <Card className="min-w-0 lg:col-span-2">
      <h2 className="font-semibold text-slate-900">Cardápio impresso</h2>
      <p className="mt-0.5 text-sm text-slate-500">
        Seu catálogo publicado em PDF A4, com categorias, preços e o QR Code da loja. A versão em letra grande (28 pt, preto no branco)
        atende quem enxerga pouco, como pede a lei estadual 7.486/2016 do Rio de Janeiro.
      </p>
      {urls ? (
        <div className="mt-3 flex min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={urls.padrao} download="cardapio.pdf" className={classe}>
            <Download className="size-4" aria-hidden />
            Cardápio em PDF
          </a>
          <a href={urls.ampliado} download="cardapio-letra-grande.pdf" className={classe}>
            <Download className="size-4" aria-hidden />
            Letra grande
          </a>
          <a href={urls.padrao} target="_blank" rel="noopener" className={buttonClass({ className: 'w-full sm:w-auto' })}>
            <Printer className="size-4" aria-hidden />
            Imprimir cardápio
          </a>
        </div>
      ) : (
        <Skeleton className="mt-3 h-11" />
      )}
      <p className="mt-3 text-sm text-slate-500">O PDF acompanha cada mudança publicada: baixe de novo depois de mudar preços.</p>
    </Card>
  );
}

/** /canais (the owner and the managers, issue 32): the product feeds for Meta and Google, the printed menu, and the links tagged by origin. */
export function CanaisPage() {
  const { user } = useSession();
  const loja = useQuery(lojaQuery);
  const link = useCatalogoUrl(user?.loja_id);
  const canais = useCanais();
  const save = useSaveCanais();
  const feeds = user?.loja_id && loja.data ? feedUrls(window.location.origin, user.loja_id, loja.data.subdominio) : null;
  const cardapio = user?.loja_id && loja.data ? cardapioUrls(window.location.origin, user.loja_id, loja.data.subdominio) : null;

  function toggleFeeds(feeds_ativos: boolean) {
    save.mutate(
      { feeds_ativos },
      {
        onSuccess: () => toast.success(feeds_ativos ? 'Feeds ligados' : 'Feeds desligados'),
        onError: (error) => toast.error(errorMessage(error, 'Não foi possível salvar. Tente de novo.')),
      },
    );
  }

  return (
    <div className="min-w-0">
      <PageHeader
        title="Canais de venda"
        subtitle="Leve seus produtos ao Instagram, ao WhatsApp e ao Google, e saiba de onde vêm as visitas."
      />
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="min-w-0 lg:col-span-2">
          <h2 className="font-semibold text-slate-900">Feeds de produtos</h2>
          {canais.isError ? (
            <LoadError title="Não foi possível carregar os feeds" error={canais.error} onRetry={() => void canais.refetch()} />
          ) : canais.data ? (
            <Switch
              className="mt-3"
              label="Feeds de produtos ligados"
              checked={canais.data.feeds_ativos}
              disabled={save.isPending}
              onChange={toggleFeeds}
              hint="Ao desligar, os canais retiram seus produtos na próxima leitura do feed."
            />
          ) : (
            <Skeleton className="mt-3 h-10" />
          )}
        </Card>

        <Card className="min-w-0">
          <h2 className="font-semibold text-slate-900">Catálogo no Instagram e WhatsApp</h2>
          <p className="mt-0.5 text-sm text-slate-500">
            A Meta lê este feed e mostra seus produtos na loja do Instagram e no catálogo do WhatsApp Business.
          </p>
          <div className="mt-3">{feeds ? <LinkField url={feeds.meta} label="Link do feed da Meta" /> : <Skeleton className="h-10" />}</div>
          <Passos>
            <li>Abra o Commerce Manager da Meta e entre em Catálogo → Fontes de dados.</li>
            <li>Toque em Adicionar itens → Feed de dados → Feed programado.</li>
            <li>Cole o link acima e escolha a frequência “A cada hora” ou “Diariamente”.</li>
            <li>Depois da análise da Meta (até 24 h), os produtos aparecem na loja do Instagram e no catálogo do WhatsApp Business.</li>
          </Passos>
        </Card>

        <Card className="min-w-0">
          <h2 className="font-semibold text-slate-900">Google</h2>
          <p className="mt-0.5 text-sm text-slate-500">
            O Google Merchant Center lê este feed e mostra seus produtos na Busca e no Google Shopping.
          </p>
          <div className="mt-3">
            {feeds ? <LinkField url={feeds.google} label="Link do feed do Google" /> : <Skeleton className="h-10" />}
          </div>
          <Passos>
            <li>No Merchant Center, abra Produtos → Feeds → Adicionar feed.</li>
            <li>Escolha “Busca programada” e cole o link acima.</li>
            <li>No Perfil da Empresa no Google, em Pedidos on-line (link de pedidos), cole o link da sua loja.</li>
          </Passos>
          <p className="mt-3 text-sm text-slate-500">
            Os canais leem o feed no horário que você escolher (a cada hora ou uma vez por dia): uma mudança nos produtos chega a eles na
            próxima leitura.
          </p>
        </Card>

        <CardapioImpresso urls={cardapio} />

        <Card className="min-w-0 lg:col-span-2">
          <h2 className="font-semibold text-slate-900">Links rastreados</h2>
          <p className="mt-0.5 text-sm text-slate-500">Cada link conta as visitas na sua origem em Desempenho.</p>
          {link ? (
            <ul className="mt-4 divide-y divide-slate-100">
              {CANAIS_RASTREADOS.map(({ origem, label }) => {
                const url = linkRastreado(link, origem);
                return (
                  <li key={origem} className="min-w-0 space-y-2 py-3">
                    <p className="text-sm font-medium text-slate-800">{label}</p>
                    <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
                      <div className="min-w-0 flex-1">
                        <LinkField url={url} label={`Link para ${label}`} />
                      </div>
                      <Button variant="secondary" onClick={() => downloadQrCode(url, origem)} aria-label={`Baixar QR Code: ${label}`}>
                        <Download className="size-4" aria-hidden />
                        Baixar QR Code
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Skeleton className="mt-4 h-40" />
          )}
        </Card>
      </div>
    </div>
  );
}
