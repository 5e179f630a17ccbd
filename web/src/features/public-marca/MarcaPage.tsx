import { useQuery } from '@tanstack/react-query';
import type { LojaDaMarca, MarcaResponse } from '@vitrine/shared';
import { formatKm } from '@vitrine/shared/atendimento';
import { apiPaths, pagePaths } from '@vitrine/shared/api-paths';
import { Clock, LocateFixed, MapPin, Store } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api';

type Ponto = { lat: number; lng: number };

/**
 * /marca/{slug} (issue 47): a brand's shops for a customer, phone first: each with its address and
 * whether it is open now, the nearest first once the customer shares their location, and a link to
 * its catalogue. The location stays in this page: it only orders the list (GET /api/marca/{slug}).
 */
export function MarcaPage() {
  const { slug = '' } = useParams();
  const [ponto, setPonto] = useState<Ponto | null>(null);
  const [localizando, setLocalizando] = useState(false);
  const [semLocal, setSemLocal] = useState(false);
  const marca = useQuery({
    queryKey: ['marca', slug, ponto],
    queryFn: () => api<MarcaResponse>(apiPaths.marca({ slug }) + (ponto ? `?lat=${ponto.lat}&lng=${ponto.lng}` : '')),
    placeholderData: (anterior) => anterior,
  });

  function localizar() {
    setLocalizando(true);
    setSemLocal(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPonto({ lat: coords.latitude, lng: coords.longitude });
        setLocalizando(false);
      },
      () => {
        setSemLocal(true);
        setLocalizando(false);
      },
      { timeout: 10_000 },
    );
  }

  return (
    <main className="mx-auto min-h-dvh max-w-2xl px-4 pt-8 pb-12">
      <header className="mb-6 space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-500">
          <Store className="size-4" aria-hidden /> Nossas lojas
        </p>
        {marca.data ? <h1 className="text-2xl font-bold text-slate-900">{marca.data.nome}</h1> : <Skeleton className="h-8 w-2/3" />}
        <Button variant="secondary" onClick={localizar} disabled={localizando || !('geolocation' in navigator)}>
          <LocateFixed className="size-4" aria-hidden />
          {ponto ? 'Mais perto de você primeiro' : localizando ? 'Localizando…' : 'Ver a loja mais perto'}
        </Button>
        {semLocal && <p className="text-sm text-amber-800">Não foi possível saber sua localização. As lojas seguem na ordem da marca.</p>}
      </header>
      {marca.isError ? (
        <LoadError title="Marca não encontrada" error={marca.error} onRetry={() => void marca.refetch()} />
      ) : (
        <ul className="space-y-3">
          {marca.data
            ? marca.data.lojas.map((loja) => <LojaCard key={loja.subdominio} loja={loja} />)
            : [1, 2].map((n) => (
                <li key={n}>
                  <Skeleton className="h-32 w-full rounded-2xl" />
                </li>
              ))}
        </ul>
      )}
    </main>
  );
}

function LojaCard({ loja }: { loja: LojaDaMarca }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="loja-da-marca">
      <div className="flex items-start gap-3">
        {loja.logo_url ? (
          <img src={loja.logo_url} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
        ) : (
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-xl font-bold text-white"
            style={{ background: loja.cor_principal }}
            aria-hidden
          >
            {loja.nome_loja.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold wrap-anywhere text-slate-900">{loja.nome_loja}</h2>
          <p className={`flex items-center gap-1.5 text-sm font-medium ${loja.aberta ? 'text-emerald-700' : 'text-slate-500'}`}>
            <Clock className="size-4 shrink-0" aria-hidden />
            {loja.horario}
          </p>
          {loja.endereco && (
            <p className="flex items-start gap-1.5 text-sm text-slate-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="wrap-anywhere">
                {loja.endereco}
                {loja.distancia_km !== null && <span className="text-slate-500"> · {formatKm(loja.distancia_km)} km</span>}
              </span>
            </p>
          )}
        </div>
      </div>
      <a
        href={pagePaths.loja({ slug: loja.subdominio })}
        className="mt-3 flex h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold text-white"
        style={{ background: loja.cor_principal }}
      >
        Ver cardápio
      </a>
    </li>
  );
}
