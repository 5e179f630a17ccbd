import type { PlanoPublico } from '@vitrine/shared';
import { textoDaEquipe, textoDasLojas } from '@vitrine/shared/plataforma';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { Check } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { LandingSection } from './LandingSection';
import { useLeitura } from './useLeitura';
import { apiPaths } from '@vitrine/shared/api-paths';

const vantagensDe = (plano: PlanoPublico) =>
  plano.vantagens
    .split('\n')
    .map((linha) => linha.trim())
    .filter(Boolean);

/** The plans and prices exactly as the administrator set them (GET /api/planos), cheapest first. */
export function Planos({ emailSuporte }: { emailSuporte: string | undefined }) {
  const planos = useLeitura<PlanoPublico[]>(apiPaths.planos);

  return (
    <LandingSection
      id="planos"
      titulo="Planos e preços"
      subtitulo="Preços por mês. Sem taxa por pedido e sem comissão sobre as suas vendas."
    >
      {planos.error ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center text-slate-600">
          <p>Não foi possível carregar os planos agora.</p>
          <Button variant="secondary" onClick={() => planos.retry()}>
            Tentar de novo
          </Button>
        </div>
      ) : !planos.data ? (
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <p className="sr-only">Carregando os planos...</p>
          {[0, 1, 2].map((index) => (
            <div key={index} aria-hidden className="h-72 animate-pulse rounded-2xl bg-slate-200/70 motion-reduce:animate-none" />
          ))}
        </div>
      ) : planos.data.length === 0 ? (
        <p className="mt-10 text-center text-slate-600">Os planos ainda não foram publicados.</p>
      ) : (
        <ul className="mt-10 flex flex-wrap justify-center gap-6" data-testid="landing-planos">
          {planos.data.map((plano) => (
            <li key={plano.id} className="flex w-full max-w-sm md:w-[calc((100%-3rem)/3)]">
              <PlanoCard plano={plano} />
            </li>
          ))}
        </ul>
      )}

      <p className="mx-auto mt-8 max-w-xl text-center text-sm text-slate-500">
        Sua loja começa no plano básico, sem mensalidade. Para mudar de plano, fale com a gente
        {emailSuporte ? (
          <>
            {' '}
            em{' '}
            <a href={`mailto:${emailSuporte}`} className="font-medium text-brand-700 underline underline-offset-2">
              {emailSuporte}
            </a>
          </>
        ) : null}
        .
      </p>
    </LandingSection>
  );
}

function PlanoCard({ plano }: { plano: PlanoPublico }) {
  const limite = `Até ${plano.limite_produtos.toLocaleString('pt-BR')} produtos`;
  // The limit is always listed first; the admin's text often says it too.
  const vantagens = vantagensDe(plano).filter((vantagem) => vantagem.toLowerCase() !== limite.toLowerCase());
  return (
    <article
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={`plano-${plano.id}`}
    >
      <h3 id={`plano-${plano.id}`} className="text-lg font-semibold text-slate-900">
        {plano.nome}
      </h3>
      <p className="mt-3 flex items-baseline gap-1 text-slate-900" data-testid="plano-preco">
        {plano.preco === 0 ? (
          <span className="text-3xl font-extrabold tracking-tight">Grátis</span>
        ) : (
          <>
            <span className="text-3xl font-extrabold tracking-tight">{formatBRL(reaisToCents(plano.preco))}</span>
            <span className="text-sm text-slate-500">/mês</span>
          </>
        )}
      </p>
      {plano.descricao && <p className="mt-2 text-sm leading-relaxed text-slate-600">{plano.descricao}</p>}
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
        {[limite, textoDaEquipe(plano.limite_membros), ...(plano.limite_lojas > 1 ? [textoDasLojas(plano.limite_lojas)] : [])].map(
          (item) => (
            <li key={item} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              <span>{item}</span>
            </li>
          ),
        )}
        {vantagens.map((vantagem, index) => (
          <li key={index} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span>{vantagem}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
