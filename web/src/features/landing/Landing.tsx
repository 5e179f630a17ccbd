import type { PlataformaStatus } from '@vitrine/shared';
import { ArrowRight, BarChart3, Link2, MessageCircle, Palette, Store } from 'lucide-react';
import { Notice } from '../../components/ui/Notice';
import { LOJA_DEMO_PATH } from './api';
import { ComoFunciona } from './ComoFunciona';
import { DemoPhone } from './DemoPhone';
import { Duvidas } from './Duvidas';
import { GoogleButton } from './GoogleButton';
import { LandingFooter } from './LandingFooter';
import { Planos } from './Planos';
import { useGoogleSignIn } from './useGoogleSignIn';
import { useLeitura } from './useLeitura';
import { apiPaths } from '@vitrine/shared/api-paths';

const FEATURES = [
  { icon: Palette, title: 'Catálogo personalizado', text: 'Suas cores, sua logo e sua mensagem em um catálogo bonito no celular.' },
  { icon: Link2, title: 'Compartilhe com um link', text: 'Um link único da sua loja para enviar no WhatsApp, Instagram e onde quiser.' },
  { icon: MessageCircle, title: 'Pedidos pelo WhatsApp', text: 'O cliente monta o carrinho e o pedido chega pronto no seu WhatsApp.' },
  { icon: BarChart3, title: 'Acompanhe suas vendas', text: 'Veja visitas, pedidos e faturamento para saber o que mais vende.' },
];

const NAV = [
  { href: '#como-funciona', label: 'Como funciona' },
  { href: '#planos', label: 'Planos' },
  { href: '#duvidas', label: 'Dúvidas' },
];

/**
 * The landing page: the pitch, a phone with the demo shop, how it works, the plans as the
 * administrator set them, answers, a footer with the terms, the privacy policy and the support
 * e-mail, and Google sign-in. No router or query client: it mounts alone (main.tsx) or inside the
 * owner app (LandingPage.tsx), which says what `onSignedIn` does with the ID token.
 */
export function Landing({
  onSignedIn,
  soPrimeiraDobra = false,
}: {
  onSignedIn: (idToken: string) => Promise<void> | void;
  /** Only the header and the hero, as their first render draws them: what the build writes into index.html (primeira-dobra.tsx). */
  soPrimeiraDobra?: boolean;
}) {
  const signIn = useGoogleSignIn(onSignedIn);
  // GET /api/status: in maintenance nothing invites a sign-up; owners who have a shop may still come in.
  const status = useLeitura<PlataformaStatus>(apiPaths.status);
  const plataforma = status.data;
  const manutencao = plataforma?.manutencao === true;
  // The demo shop is asked for only once the platform is known to be up: in maintenance it answers 503.
  const disponivel = status.error ? false : plataforma && !plataforma.manutencao;

  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-5">
          <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
          </span>
          <div className="flex items-center gap-2">
            <nav aria-label="Nesta página" className="hidden sm:block">
              <ul className="flex gap-1 text-sm font-medium text-slate-700">
                {NAV.map(({ href, label }) => (
                  <li key={href}>
                    <a href={href} className="rounded-lg px-3 py-2 hover:bg-white hover:text-brand-700">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {/* For owners coming back: the same Google sign-in as Começar, where sites keep it (in maintenance too). */}
            <GoogleButton signIn={signIn} label="Entrar" pronto={!soPrimeiraDobra} compacto />
          </div>
        </header>

        <main>
          {manutencao && plataforma && (
            <div className="mx-auto max-w-3xl px-5 pt-4">
              <Notice tone="warning" title="Estamos em manutenção">
                A Vitrine volta em alguns minutos; os catálogos e os pedidos ficam fora do ar até lá, e novos cadastros também. Se você já
                tem uma loja, pode entrar e continuar cuidando dela. Dúvidas:{' '}
                <a href={`mailto:${plataforma.email_suporte}`} className="font-semibold underline underline-offset-2">
                  {plataforma.email_suporte}
                </a>
                .
              </Notice>
            </div>
          )}

          <section className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-8 pb-16 sm:pt-12 lg:grid-cols-[1fr_auto] lg:gap-16 lg:pt-16">
            <div className="text-center lg:text-left">
              <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
                Seu catálogo online com pedidos direto no <span className="text-emerald-700">WhatsApp</span>
              </h1>
              <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 lg:mx-0">
                Cadastre seus produtos, compartilhe o link da sua loja e receba pedidos prontos no celular.
              </p>
              <div className="mt-8 flex flex-col items-center gap-3 lg:items-start">
                {manutencao ? (
                  <GoogleButton signIn={signIn} label="Entrar com Google" pronto={!soPrimeiraDobra} />
                ) : (
                  <>
                    <div className="flex flex-col items-center gap-3 sm:flex-row">
                      <GoogleButton signIn={signIn} label="Começar com Google" pronto={!soPrimeiraDobra} />
                      <a
                        href={LOJA_DEMO_PATH}
                        className="inline-flex h-12 items-center gap-2 rounded-xl px-4 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        Ver uma loja de exemplo <ArrowRight className="size-4" aria-hidden />
                      </a>
                    </div>
                    <p className="text-sm text-slate-600">Não precisa de cartão de crédito. O plano básico não tem mensalidade.</p>
                  </>
                )}
                {signIn.erro && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    Não foi possível entrar com o Google. Tente novamente.
                  </p>
                )}
              </div>
            </div>
            <figure className="flex flex-col items-center gap-3">
              <DemoPhone disponivel={disponivel} />
              <figcaption className="max-w-[294px] text-center text-sm text-slate-600">
                A loja de exemplo, como o cliente vê no celular.
              </figcaption>
            </figure>
          </section>

          {!soPrimeiraDobra && (
            <>
              <section aria-labelledby="recursos-titulo" className="mx-auto max-w-6xl px-5 pb-16">
                <h2 id="recursos-titulo" className="sr-only">
                  Recursos
                </h2>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {FEATURES.map(({ icon: Icon, title, text }) => (
                    <article key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6">
                      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                        <Icon className="size-6" aria-hidden />
                      </span>
                      <div>
                        <h3 className="text-base font-semibold text-slate-900 sm:mt-4">{title}</h3>
                        <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                      </div>
                    </article>
                  ))}
                </div>
              </section>

              <ComoFunciona />
              <Planos emailSuporte={plataforma?.email_suporte} />
              <Duvidas />

              {!manutencao && (
                <section className="bg-slate-900 px-5 py-14 text-center text-white">
                  <h2 className="text-2xl font-bold sm:text-3xl">Comece a vender hoje</h2>
                  <p className="mx-auto mt-2 max-w-md text-slate-300">
                    Em poucos minutos sua loja está no ar, com o link pronto para compartilhar.
                  </p>
                  <div className="mt-6 flex justify-center">
                    <GoogleButton signIn={signIn} label="Começar com Google" pronto={!soPrimeiraDobra} />
                  </div>
                </section>
              )}
            </>
          )}
        </main>
      </div>

      {!soPrimeiraDobra && <LandingFooter emailSuporte={plataforma?.email_suporte} />}
    </div>
  );
}
