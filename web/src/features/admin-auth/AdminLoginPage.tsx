import type { AdminLoginInput, AdminLoginResponse } from '@vitrine/shared';
import { AlertCircle, Eye, EyeOff, Info, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Input';
import { ApiError, api } from '../../lib/api';
import { setAdminToken } from '../admin-shell/admin-api';
import { apiPaths } from '@vitrine/shared/api-paths';

const DEMO = { email: 'admin@vitrine.dev', senha: 'vitrine-demo-123' };
/**
 * This browser's device token (OWASP's device cookie, docs/api.md POST /api/admin/login): strangers'
 * failed logins never lock it out. Not a cookie, since Hosting forwards no cookie but `__session`
 * (the owner's session) to the function: it lives here, kept at logout, and travels in the login's body.
 */
const DISPOSITIVO_KEY = 'admin_dispositivo';
// The demo administrator exists only in the local stack's seed; a deployed site never shows it.
const LOCAL = typeof window !== 'undefined' && ['127.0.0.1', 'localhost'].includes(window.location.hostname);

/**
 * The shared schema's rules, loaded on the first validation (a submit): zod and the contract stay
 * out of the page's first download, so the form shows sooner.
 */
const adminLoginResolver: Resolver<AdminLoginInput> = async (values, context, options) => {
  const [{ zodResolver }, { adminLoginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@vitrine/shared/plataforma/schema'),
  ]);
  return zodResolver(adminLoginSchema)(values, context, options);
};

/**
 * /admin/login: e-mail and password; the token goes to localStorage and the admin to the dashboard.
 * `estatico`: the build's drawing of it for index.html (primeira-dobra.tsx): fields and button
 * disabled until the app replaces it, the local stack's hint shown only where /pagina.js saw a local host.
 */
export function AdminLoginPage({ estatico = false }: { estatico?: boolean }) {
  const navigate = useNavigate();
  const [showSenha, setShowSenha] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: adminLoginResolver, defaultValues: { email: '', senha: '' } });

  async function entrar(values: AdminLoginInput) {
    setErro(null);
    try {
      // Plain api(), not adminApi(): a 401 here is a wrong password, not an expired session.
      const dispositivo = localStorage.getItem(DISPOSITIVO_KEY) ?? undefined;
      const resposta = await api<AdminLoginResponse>(`${apiPaths.admin.base}${apiPaths.admin.login}`, {
        method: 'POST',
        json: { ...values, dispositivo },
      });
      localStorage.setItem(DISPOSITIVO_KEY, resposta.dispositivo);
      setAdminToken(resposta.token);
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setErro(error instanceof ApiError ? ((error.body as { error?: string } | null)?.error ?? 'Erro ao fazer login') : 'Erro de conexão');
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-900 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center text-white">
          <span className="mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-brand-600">
            <ShieldCheck className="size-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Vitrine Admin</h1>
          <p className="mt-1 text-sm text-slate-400">Acesso restrito aos administradores da plataforma</p>
        </div>

        <div className="rounded-2xl bg-white p-6 shadow-xl">
          <form noValidate onSubmit={handleSubmit(entrar)}>
            {/* No box of its own: its children are the form's rows, spaced as before. */}
            <fieldset disabled={estatico} className="contents space-y-5">
              {erro && (
                <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-700">
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {erro}
                </div>
              )}
              <Field label="E-mail" error={errors.email?.message}>
                <Input type="email" autoComplete="username" inputMode="email" placeholder="admin@exemplo.com" {...register('email')} />
              </Field>
              <Field label="Senha" error={errors.senha?.message}>
                <div className="relative">
                  <Input type={showSenha ? 'text' : 'password'} autoComplete="current-password" className="pr-12" {...register('senha')} />
                  <button
                    type="button"
                    onClick={() => setShowSenha((show) => !show)}
                    className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    aria-label={showSenha ? 'Ocultar senha' : 'Mostrar senha'}
                    aria-pressed={showSenha}
                  >
                    {showSenha ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
                  </button>
                </div>
              </Field>
              <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
                {isSubmitting ? 'Entrando...' : 'Entrar'}
              </Button>
            </fieldset>
          </form>
        </div>

        {(LOCAL || estatico) && (
          <div
            className={`mt-4 gap-2 rounded-xl border border-slate-700 bg-slate-800 p-3 text-sm text-slate-300 ${estatico ? 'hidden in-data-local:flex' : 'flex'}`}
          >
            <Info className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
            <p>
              Ambiente local — credenciais de teste: <span className="font-medium text-white">{DEMO.email}</span> /{' '}
              <span className="font-medium text-white">{DEMO.senha}</span>
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
