import type { Categoria } from '@vitrine/shared';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

export interface CatalogoFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  categorias: Categoria[];
  /** The chosen category's id, or null for 'Todas'. */
  categoriaId: string | null;
  onCategoria: (categoriaId: string | null) => void;
}

const CHIP =
  'inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja)';

/**
 * The bar that stays on top while scrolling: search, and the category chips ('Todas' plus one per
 * category, spec §2). On phones the chips fold under a 'Filtros' button so the grid starts higher.
 */
export function CatalogoFilters({ search, onSearch, categorias, categoriaId, onCategoria }: CatalogoFiltersProps) {
  const [open, setOpen] = useState(false);
  const chipsId = useId();
  const hasCategorias = categorias.length > 0;

  return (
    <div className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto max-w-6xl px-4 py-3">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
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
              className="block h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-(--loja) focus:ring-3 focus:ring-(--loja)/20 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
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
          {hasCategorias && (
            <button
              type="button"
              onClick={() => setOpen((current) => !current)}
              aria-expanded={open}
              aria-controls={chipsId}
              className={cn(
                'relative inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border px-3.5 text-sm font-semibold shadow-sm transition-colors sm:hidden',
                open ? 'border-(--loja) bg-(--loja) text-(--loja-texto)' : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              <SlidersHorizontal className="size-4" aria-hidden />
              Filtros
              {categoriaId && !open && (
                <>
                  <span className="absolute -top-1 -right-1 size-3 rounded-full bg-(--loja) ring-2 ring-white" aria-hidden />
                  <span className="sr-only">(1 ativo)</span>
                </>
              )}
            </button>
          )}
        </div>
        {hasCategorias && (
          <div
            id={chipsId}
            role="group"
            aria-label="Categorias"
            className={cn('-mx-1 mt-3 flex-wrap gap-2 px-1 sm:flex', open ? 'flex' : 'hidden')}
          >
            {[{ id: null, nome: 'Todas' }, ...categorias].map((categoria) => {
              const active = categoria.id === categoriaId;
              return (
                <button
                  key={categoria.id ?? ''}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onCategoria(categoria.id)}
                  className={cn(
                    CHIP,
                    active ? 'bg-(--loja) text-(--loja-texto) shadow-sm' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {categoria.nome}
                </button>
              );
            })}
          </div>
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
