import { useQuery } from '@tanstack/react-query';
import { BarChart3, Link2, MessageCircle, Palette, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { plataformaStatusQuery } from '../../lib/plataforma-status';
import { holdIdTokenForExchange, useSession } from '../../lib/owner-session';

const FEATURES = [
  { icon: Palette, title: 'Catálogo personalizado', text: 'Suas cores, sua logo e sua mensagem em um catálogo bonito no celular.' },
  { icon: Link2, title: 'Compartilhe com um link', text: 'Um link único da sua loja para enviar no WhatsApp, Instagram e onde quiser.' },
  { icon: MessageCircle, title: 'Pedidos pelo WhatsApp', text: 'O cliente monta o carrinho e o pedido chega pronto no seu WhatsApp.' },
  { icon: BarChart3, title: 'Acompanhe suas vendas', text: 'Veja visitas, pedidos e faturamento para saber o que mais vende.' },
];

function useGoogleSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  // The Firebase SDK is loaded only here, and ahead of the click, so the popup opens at once.
  useEffect(() => {
    void import('../owner-auth/google-sign-in').then((module) => module.prepareGoogleSignIn());
  }, []);

  async function start() {
    setBusy(true);
    try {
      const { signInWithGoogle } = await import('../owner-auth/google-sign-in');
      holdIdTokenForExchange(await signInWithGoogle());
      navigate('/auth/callback');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') {
        console.error(error);
        toast.error('Não foi possível entrar com o Google. Tente novamente.');
      }
      setBusy(false);
    }
  }
  return { start, busy };
}

function GoogleButton({ onClick, busy, size, label }: { onClick: () => void; busy: boolean; size?: 'lg'; label: string }) {
  return (
    <Button onClick={onClick} disabled={busy} size={size}>
      <GoogleMark />
      {busy ? 'Abrindo o Google...' : label}
    </Button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 rounded-full bg-white p-0.5" aria-hidden>
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/** / : the pitch, and Google sign-in. A signed-in owner goes straight to the dashboard. */
export function LandingPage() {
  // Asks for the owner only if this device saw a sign-in: an anonymous visit makes no request that answers 401.
  const { user, isPending } = useSession({ ask: 'if-hinted' });
  const { start, busy } = useGoogleSignIn();
  // In maintenance nothing invites a sign-up: owners who have a shop may still come in and work on it.
  const plataforma = useQuery(plataformaStatusQuery).data;

  if (isPending) return <FullPageSpinner label="Carregando..." />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-5 py-5">
        <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
        </span>
      </header>

      <main>
        {plataforma?.manutencao && (
          <div className="mx-auto max-w-3xl px-5 pt-4">
            <Notice tone="warning" title="Estamos em manutenção">
              A Vitrine volta em alguns minutos; os catálogos e os pedidos ficam fora do ar até lá, e novos cadastros também. Se você já tem
              uma loja, pode entrar e continuar cuidando dela. Dúvidas:{' '}
              <a href={`mailto:${plataforma.email_suporte}`} className="font-semibold underline underline-offset-2">
                {plataforma.email_suporte}
              </a>
              .
            </Notice>
          </div>
        )}
        <section className="mx-auto max-w-3xl px-5 pt-10 pb-16 text-center sm:pt-16">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Seu catálogo online com pedidos direto no <span className="text-emerald-600">WhatsApp</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">
            Cadastre seus produtos, compartilhe o link da sua loja e receba pedidos prontos no celular.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3">
            {plataforma?.manutencao ? (
              <GoogleButton onClick={start} busy={busy} size="lg" label="Entrar com Google" />
            ) : (
              <>
                <GoogleButton onClick={start} busy={busy} size="lg" label="Começar com Google" />
                <p className="text-sm text-slate-500">Não precisa de cartão de crédito. O plano básico não tem mensalidade.</p>
              </>
            )}
          </div>
        </section>

        <section className="mx-auto grid max-w-6xl gap-4 px-5 pb-16 sm:grid-cols-2 lg:grid-cols-4" aria-label="Recursos">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-6" aria-hidden />
              </span>
              <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </article>
          ))}
        </section>

        {!plataforma?.manutencao && (
          <section className="bg-slate-900 px-5 py-14 text-center text-white">
            <h2 className="text-2xl font-bold sm:text-3xl">Comece a vender hoje</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-300">
              Em poucos minutos sua loja está no ar, com o link pronto para compartilhar.
            </p>
            <div className="mt-6 flex justify-center">
              <GoogleButton onClick={start} busy={busy} size="lg" label="Começar com Google" />
            </div>
          </section>
        )}
      </main>

      <footer className="py-6 text-center text-sm text-slate-500">© Vitrine — catálogo online para pequenas lojas</footer>
    </div>
  );
}
