import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner';
import { exchangeIdTokenForSession, useSession } from '../../lib/owner-session';

export const SUCCESS_REDIRECT_MS = 2000;
export const ERROR_REDIRECT_MS = 3000;

type Estado = 'carregando' | 'sucesso' | 'erro';

/** /auth/callback: exchanges the Google sign-in for a session, then goes on to the dashboard. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  // Asked only once the session exists: a request racing the exchange would answer 401.
  const { refetchUser } = useSession({ ask: 'never' });
  const [estado, setEstado] = useState<Estado>('carregando');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    exchangeIdTokenForSession()
      .then(() => refetchUser())
      .then((user) => {
        if (!user) throw new Error('Sessão não encontrada após o login');
        if (!active) return;
        setEstado('sucesso');
        timer = setTimeout(() => navigate('/dashboard', { replace: true }), SUCCESS_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        setEstado('erro');
        timer = setTimeout(() => navigate('/', { replace: true }), ERROR_REDIRECT_MS);
      });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [navigate, refetchUser]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
      <div
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        role="status"
        aria-live="polite"
      >
        {estado === 'carregando' && (
          <>
            <Spinner className="mx-auto size-10 text-brand-600" />
            <p className="mt-4 text-lg font-semibold text-slate-900">Finalizando login...</p>
            <p className="mt-1 text-sm text-slate-500">Estamos preparando o seu painel.</p>
          </>
        )}
        {estado === 'sucesso' && (
          <>
            <CheckCircle2 className="mx-auto size-12 text-emerald-500" aria-hidden />
            <p className="mt-4 text-lg font-semibold text-slate-900">Login realizado com sucesso!</p>
            <p className="mt-1 text-sm text-slate-500">Redirecionando para o painel...</p>
          </>
        )}
        {estado === 'erro' && (
          <>
            <XCircle className="mx-auto size-12 text-red-500" aria-hidden />
            <p className="mt-4 text-lg font-semibold text-slate-900">Erro no login</p>
            <p className="mt-1 text-sm text-slate-500">Voltando para a página inicial...</p>
          </>
        )}
      </div>
    </main>
  );
}
