import { useSession } from '../auth/session';

export function DashboardPage() {
  const { user } = useSession();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Olá, {user?.google_user_data.given_name || 'lojista'}!</h1>
      <p className="mt-1 text-slate-600">Bem-vindo ao painel da sua loja.</p>
    </section>
  );
}
