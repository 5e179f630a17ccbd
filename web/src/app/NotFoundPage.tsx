import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-5xl font-extrabold text-slate-300">404</p>
      <h1 className="text-xl font-semibold">Página não encontrada</h1>
      <Link to="/" className="font-medium text-brand-600 hover:underline">
        Voltar para o início
      </Link>
    </main>
  );
}
