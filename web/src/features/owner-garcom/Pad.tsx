import type { Categoria, ProdutoPublico } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { OBSERVACAO_ITEM_MAX } from '@vitrine/shared/produto';
import { Minus, Plus, StickyNote, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Input, SearchInput } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { EscolherProduto } from './EscolherProduto';
import { linhaSimples, semAcento, type LinhaNoPad } from './pad';

const TODAS = '';

/**
 * The fast order pad (issue 44): search and the categories' chips above the products, one tap adds
 * a product with nothing to choose (again: one more), the chooser opens for one with options, a
 * grade or a weight; below, the lines taken so far with − quantity + and a note each.
 */
export function Pad({
  lojaId,
  produtos,
  categorias,
  linhas,
  onChange,
}: {
  lojaId: string | undefined;
  produtos: ProdutoPublico[];
  categorias: Categoria[];
  linhas: LinhaNoPad[];
  onChange: (linhas: LinhaNoPad[]) => void;
}) {
  const [busca, setBusca] = useState('');
  const [categoria, setCategoria] = useState(TODAS);
  const [escolhendo, setEscolhendo] = useState<string | null>(null);
  const [notas, setNotas] = useState<Set<string>>(new Set());

  const visiveis = useMemo(() => {
    const termo = semAcento(busca.trim());
    return produtos.filter(
      (produto) =>
        (termo ? semAcento(produto.nome).includes(termo) : categoria === TODAS || produto.categoria_id === categoria) && !produto.esgotado,
    );
  }, [produtos, busca, categoria]);
  const comProdutos = categorias.filter((uma) => produtos.some((produto) => produto.categoria_id === uma.id));

  function adicionar(produto: ProdutoPublico) {
    if (produto.tem_opcoes) return setEscolhendo(produto.id);
    const simples = linhas.find((linha) => linha.linha.id === produto.id && !linha.detalhe && !linha.linha.observacao);
    if (simples) return mudar(simples.chave, { quantidade: simples.linha.quantidade + 1 });
    onChange([...linhas, linhaSimples(produto)]);
  }

  function mudar(chave: string, campos: { quantidade?: number; observacao?: string }) {
    onChange(
      linhas.flatMap((uma) => {
        if (uma.chave !== chave) return [uma];
        const linha = { ...uma.linha, ...campos };
        return linha.quantidade < 1 ? [] : [{ ...uma, linha }];
      }),
    );
  }

  return (
    <div className="space-y-3">
      <SearchInput
        placeholder="Buscar produto"
        aria-label="Buscar produto"
        value={busca}
        onChange={(evento) => setBusca(evento.target.value)}
      />
      {!busca && comProdutos.length > 0 && (
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="tablist" aria-label="Categorias">
          {[{ id: TODAS, nome: 'Todas' }, ...comProdutos].map((uma) => (
            <button
              key={uma.id}
              type="button"
              role="tab"
              aria-selected={categoria === uma.id}
              onClick={() => setCategoria(uma.id)}
              className={cn(
                'h-9 shrink-0 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset',
                categoria === uma.id ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300',
              )}
            >
              {uma.nome}
            </button>
          ))}
        </div>
      )}
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Produtos">
        {visiveis.map((produto) => (
          <li key={produto.id}>
            <button
              type="button"
              onClick={() => adicionar(produto)}
              className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 active:bg-slate-100"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{produto.nome}</span>
                <span className="text-sm text-slate-500">
                  {produto.a_partir_de
                    ? `a partir de ${formatBRL(reaisToCents(produto.a_partir_de))}`
                    : formatBRL(reaisToCents(produto.preco_promocional ?? produto.preco))}
                  {produto.tem_opcoes && ' · escolher'}
                </span>
              </span>
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
                <Plus className="size-5" />
              </span>
              <span className="sr-only">Adicionar {produto.nome}</span>
            </button>
          </li>
        ))}
        {visiveis.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">Nenhum produto encontrado.</li>}
      </ul>

      {linhas.length > 0 && (
        <section aria-label="Itens do pedido" className="space-y-2">
          <h2 className="text-sm font-semibold text-slate-800">No pedido</h2>
          <ul className="space-y-2">
            {linhas.map(({ chave, linha, nome, detalhe, unitarioCentavos }) => (
              <li key={chave} className="rounded-xl bg-white p-3 ring-1 ring-slate-200" data-testid="linha-do-pad">
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{nome}</p>
                    {detalhe && <p className="text-sm text-slate-500">{detalhe}</p>}
                    <p className="text-sm text-slate-600">{formatBRL(unitarioCentavos * linha.quantidade)}</p>
                  </div>
                  <div role="group" aria-label={`Quantidade de ${nome}`} className="flex items-center rounded-xl ring-1 ring-slate-300">
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center text-slate-700"
                      aria-label={linha.quantidade <= 1 ? `Tirar ${nome}` : 'Diminuir quantidade'}
                      onClick={() => mudar(chave, { quantidade: linha.quantidade - 1 })}
                    >
                      {linha.quantidade <= 1 ? (
                        <Trash2 className="size-4 text-red-600" aria-hidden />
                      ) : (
                        <Minus className="size-4" aria-hidden />
                      )}
                    </button>
                    <span className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                      {linha.quantidade}
                    </span>
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center text-slate-700 disabled:opacity-40"
                      aria-label="Aumentar quantidade"
                      disabled={linha.gramas !== undefined || linha.quantidade >= 99}
                      onClick={() => mudar(chave, { quantidade: linha.quantidade + 1 })}
                    >
                      <Plus className="size-4" aria-hidden />
                    </button>
                  </div>
                </div>
                {notas.has(chave) || linha.observacao ? (
                  <Input
                    className="mt-2"
                    aria-label={`Observação de ${nome}`}
                    placeholder="Ex.: sem cebola"
                    maxLength={OBSERVACAO_ITEM_MAX}
                    value={linha.observacao ?? ''}
                    onChange={(evento) => mudar(chave, { observacao: evento.target.value })}
                  />
                ) : (
                  <button
                    type="button"
                    className="mt-1 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-700"
                    onClick={() => setNotas(new Set(notas).add(chave))}
                  >
                    <StickyNote className="size-4" aria-hidden /> Observação
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <EscolherProduto
        lojaId={lojaId}
        produtoId={escolhendo}
        onClose={() => setEscolhendo(null)}
        onAdd={(linha) => {
          onChange([...linhas, linha]);
          setEscolhendo(null);
        }}
      />
    </div>
  );
}
