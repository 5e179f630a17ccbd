import { Store } from 'lucide-react';

/** Terms, privacy policy and the support e-mail the administrator set (GET /api/status). */
export function LandingFooter({ emailSuporte }: { emailSuporte: string | undefined }) {
  return (
    <footer className="border-t border-slate-200 bg-white py-10 text-sm text-slate-600">
      <div className="mx-auto flex max-w-6xl px-5 flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div>
          <span className="flex items-center gap-2 font-bold text-slate-900">
            <Store className="size-5 text-brand-600" aria-hidden /> Vitrine
          </span>
          <p className="mt-1">Catálogo online com pedidos pelo WhatsApp para pequenas lojas.</p>
        </div>
        <nav aria-label="Rodapé">
          <ul className="flex flex-col gap-1 md:items-end">
            <li>
              <a
                href="/termos"
                className="inline-flex min-h-11 items-center font-medium text-slate-700 hover:text-brand-700 hover:underline md:min-h-8"
              >
                Termos de uso
              </a>
            </li>
            <li>
              <a
                href="/privacidade"
                className="inline-flex min-h-11 items-center font-medium text-slate-700 hover:text-brand-700 hover:underline md:min-h-8"
              >
                Política de privacidade
              </a>
            </li>
            {emailSuporte && (
              <li>
                Suporte:{' '}
                <a
                  href={`mailto:${emailSuporte}`}
                  className="inline-flex min-h-11 items-center font-medium text-slate-700 hover:text-brand-700 hover:underline md:min-h-8"
                >
                  {emailSuporte}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-5 text-xs text-slate-500">© {new Date().getFullYear()} Vitrine</p>
    </footer>
  );
}
