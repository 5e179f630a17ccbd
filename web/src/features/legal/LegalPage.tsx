import { Store } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { PRIVACIDADE_PATH, TERMOS_PATH, ULTIMA_ATUALIZACAO } from './legal';

export interface LegalSecao {
  /** The section's anchor (/privacidade#direitos). */
  id: string;
  titulo: string;
  conteudo: ReactNode;
}

/**
 * The frame of the privacy policy and the terms: Vitrine's header linking home, the title and its
 * date, a short table of contents (a box above the text on phones, a column beside it on desktops)
 * and the sections, one heading each. No session, no Firebase: anyone can read it, signed in or not.
 */
export function LegalPage({ titulo, resumo, secoes }: { titulo: string; resumo: ReactNode; secoes: readonly LegalSecao[] }) {
  useEffect(() => {
    const antes = document.title;
    document.title = `${titulo} · Vitrine`;
    return () => {
      document.title = antes;
    };
  }, [titulo]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-5 py-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900" aria-label="Vitrine: página inicial">
            <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
          </Link>
          <nav aria-label="Documentos" className="flex gap-4 text-sm font-medium text-slate-600">
            <DocLink to={PRIVACIDADE_PATH}>Privacidade</DocLink>
            <DocLink to={TERMOS_PATH}>Termos</DocLink>
          </nav>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-5 pt-8 pb-16 sm:pt-12 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-12">
        <div className="lg:col-span-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{titulo}</h1>
          <p className="mt-2 text-sm text-slate-500">Última atualização: {ULTIMA_ATUALIZACAO}</p>
          <div className="mt-5 max-w-3xl leading-relaxed text-slate-700 sm:text-lg">{resumo}</div>
        </div>

        <nav aria-labelledby="indice-titulo" className="mt-8 lg:mt-10">
          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 lg:sticky lg:top-6 lg:bg-transparent lg:p-0 lg:ring-0">
            <h2 id="indice-titulo" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Nesta página
            </h2>
            <ol className="mt-2 space-y-1 text-sm">
              {secoes.map((secao, indice) => (
                <li key={secao.id}>
                  <a href={`#${secao.id}`} className="flex gap-2 py-1 text-slate-700 hover:text-brand-700 hover:underline">
                    <span className="w-5 shrink-0 text-right text-slate-400 tabular-nums">{indice + 1}.</span>
                    <span>{secao.titulo}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="mt-8 max-w-3xl min-w-0 lg:mt-10">
          {secoes.map((secao, indice) => (
            <section
              key={secao.id}
              id={secao.id}
              aria-labelledby={`${secao.id}-titulo`}
              className="scroll-mt-6 border-t border-slate-200 py-8 first:border-t-0 first:pt-0"
            >
              <h2 id={`${secao.id}-titulo`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                <span className="text-slate-400 tabular-nums">{indice + 1}.</span> {secao.titulo}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed break-words text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
                {secao.conteudo}
              </div>
            </section>
          ))}
        </article>
      </div>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-2 px-5 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>Vitrine · catálogo online com pedidos pelo WhatsApp</p>
          <p className="flex gap-4">
            <DocLink to={PRIVACIDADE_PATH}>Política de privacidade</DocLink>
            <DocLink to={TERMOS_PATH}>Termos de uso</DocLink>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A link to one of the two documents; the one being read is marked (aria-current). */
function DocLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={({ isActive }) => cn('hover:text-slate-900 hover:underline', isActive && 'font-semibold text-slate-900')}>
      {children}
    </NavLink>
  );
}

/** A subsection's heading inside a section. */
export function Sub({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-slate-900">{children}</h3>;
}

/** A bulleted list of the text's size. */
export function Lista({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">{children}</ul>;
}

/** An item with a bold lead-in: "**Nome e e-mail**: …". */
export function Item({ titulo, children }: { titulo?: ReactNode; children: ReactNode }) {
  return (
    <li>
      {titulo && <strong className="font-semibold text-slate-900">{titulo}: </strong>}
      {children}
    </li>
  );
}

/** A path through the app's screens, set apart: Configuração › Minha conta › Baixar meus dados. */
export function Caminho({ children }: { children: ReactNode }) {
  return <span className="font-medium text-slate-900">{children}</span>;
}
