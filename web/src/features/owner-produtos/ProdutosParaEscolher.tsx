import type { Produto } from '@vitrine/shared';
import { normalizeSearch } from '@vitrine/shared/catalogo';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { precoBase } from '@vitrine/shared/produto';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { SearchInput } from '../../components/ui/Input';
import { cn } from '../../lib/cn';

/**
 * The shop's other products as a searchable list with a checkbox each (the price on the right,
 * hidden and sold-out ones marked), for a section of the product form that picks some of them:
 * "Peça também" (issue 29) and a combo's items (issue 47). A box that cannot be ticked now
 * (`bloqueado`) waits greyed out.
 */
export function ProdutosParaEscolher({
  produtos,
  marcados,
  alternar,
  bloqueado = () => false,
  rotulo,
}: {
  produtos: Produto[];
  marcados: string[];
  alternar: (id: string) => void;
  bloqueado?: (produto: Produto) => boolean;
  /** "sugerir", "pôr no combo": the search's and the list's accessible names end with it. */
  rotulo: string;
}) {
  const [busca, setBusca] = useState('');
  const listaId = useId();
  const termo = normalizeSearch(busca);
  const visiveis = termo ? produtos.filter(({ nome }) => normalizeSearch(nome).includes(termo)) : produtos;
  return (
    <>
      <SearchInput
        value={busca}
        onChange={(event) => setBusca(event.target.value)}
        placeholder="Buscar produto"
        aria-label={`Buscar produto para ${rotulo}`}
        aria-controls={listaId}
        autoComplete="off"
      />
      <div
        id={listaId}
        role="group"
        aria-label={`Produtos para ${rotulo}`}
        className="max-h-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200"
      >
        {visiveis.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500">Nenhum produto encontrado.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {visiveis.map((produto) => {
              const marcado = marcados.includes(produto.id);
              const travado = !marcado && bloqueado(produto);
              return (
                <li key={produto.id}>
                  <label
                    className={cn(
                      'flex min-h-12 items-center gap-3 px-3 py-2.5 text-sm',
                      travado ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 cursor-[inherit] rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      checked={marcado}
                      disabled={travado}
                      onChange={() => alternar(produto.id)}
                    />
                    <span className="line-clamp-2 min-w-0 flex-1 font-medium break-words text-slate-800">{produto.nome}</span>
                    {!produto.ativo ? (
                      <Badge>Oculto</Badge>
                    ) : produto.esgotado || produto.estoque === 0 ? (
                      <Badge variant="red">Esgotado</Badge>
                    ) : null}
                    <span className="shrink-0 text-slate-500 tabular-nums">{formatBRL(reaisToCents(precoBase(produto)))}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
