import type { Categoria } from '@vitrine/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type Ref } from 'react';
import { cx } from '../../lib/cx';
import type { Aba } from './secoes';

export interface CatalogoFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  abas: Aba[];
  /** The tab of the section being read, or of the category chosen. */
  abaAtiva: string | null;
  onAba: (chave: string) => void;
  /** The bar itself: the menu measures it to scroll a section's title to just under it. */
  ref?: Ref<HTMLDivElement>;
}

const ABA =
  'inline-flex h-8 shrink-0 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--loja)';

/**
 * The bar that stays on top while scrolling: search, and one row of category tabs that scrolls
 * sideways on a phone and follows the section being read (issue 14: on phones the categories used
 * to hide behind a 'Filtros' button). A tab is a link, so it works before the app has loaded.
 */
export function CatalogoFilters({ search, onSearch, abas, abaAtiva, onAba, ref }: CatalogoFiltersProps) {
  const faixa = useRef<HTMLElement>(null);

  // The active tab slides into view in the row, without scrolling the page (scrollIntoView would).
  useEffect(() => {
    const row = faixa.current;
    const aba = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !aba) return;
    const left = aba.offsetLeft - (row.clientWidth - aba.offsetWidth) / 2;
    row.scrollTo({ left, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
  }, [abaAtiva]);

  function escolher(event: MouseEvent<HTMLAnchorElement>, chave: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onAba(chave);
  }

  return (
    <div
      ref={ref}
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto max-w-6xl px-3 py-2 sm:px-4 sm:pt-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Buscar produtos"
            aria-label="Buscar produtos"
            enterKeyHint="search"
            autoComplete="off"
            // text-base: iOS zooms into any focused field under 16px.
            className="block h-10 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-(--loja) focus:ring-3 focus:ring-(--loja)/20 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {search && (
            <button
              type="button"
              onClick={() => onSearch('')}
              className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Limpar busca"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
        {abas.length > 0 && (
          <nav
            ref={faixa}
            aria-label="Categorias"
            className="-mx-3 mt-2 flex gap-1.5 overflow-x-auto overscroll-x-contain px-3 [scrollbar-width:none] sm:-mx-4 sm:px-4 [&::-webkit-scrollbar]:hidden"
          >
            {abas.map((aba) => {
              const ativa = aba.chave === abaAtiva;
              return (
                <a
                  key={aba.chave}
                  href={aba.href}
                  aria-current={ativa ? 'true' : undefined}
                  onClick={(event) => escolher(event, aba.chave)}
                  className={cx(
                    ABA,
                    ativa ? 'bg-(--loja) text-(--loja-texto) shadow-sm' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {aba.nome}
                </a>
              );
            })}
          </nav>
        )}
      </div>
    </div>
  );
}

export interface ActiveFiltersProps {
  search: string;
  categoria: Categoria | undefined;
  onClearSearch: () => void;
  onClearCategoria: () => void;
  /** How many products the filters leave. */
  total: number;
}

/** The filters in force as chips, each removable, and how many products they leave. */
export function ActiveFilters({ search, categoria, onClearSearch, onClearCategoria, total }: ActiveFiltersProps) {
  const term = search.trim();
  if (!term && !categoria) return null;
  const chip =
    'inline-flex h-8 max-w-full items-center gap-1 rounded-full bg-slate-900/5 pr-1 pl-3 text-sm text-slate-700 ring-1 ring-slate-900/10';
  const remove = 'flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-900/10 hover:text-slate-900';
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="filtros-ativos">
      {term && (
        <span className={chip}>
          <span className="truncate">Busca: “{term}”</span>
          <button type="button" className={remove} onClick={onClearSearch} aria-label={`Remover busca “${term}”`}>
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      )}
      {categoria && (
        <span className={chip}>
          <span className="truncate">{categoria.nome}</span>
          <button type="button" className={remove} onClick={onClearCategoria} aria-label={`Remover filtro ${categoria.nome}`}>
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      )}
      <span className="text-sm text-slate-500" role="status">
        {total === 1 ? '1 produto' : `${total} produtos`}
      </span>
    </div>
  );
}
