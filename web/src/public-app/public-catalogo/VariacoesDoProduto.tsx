import { useId } from 'react';
import { cx } from '../../lib/cx';
import { escolherValor, valorDisponivel, type ValoresEscolhidos, type VariacoesPublicas } from './variacoes';

/**
 * The product page's grade (issue 30): one row of chips per axis ("Tamanho": P M G; "Cor": Azul
 * Preto), each a radio of its axis, 44 px tall. A value sold out with what the other axis has
 * chosen is greyed, struck through and cannot be chosen ("G" once "Azul" is chosen, when G Azul
 * is sold out).
 */
export function VariacoesDoProduto({
  variacoes,
  escolhidos,
  onChange,
}: {
  variacoes: VariacoesPublicas;
  escolhidos: ValoresEscolhidos;
  onChange: (escolhidos: ValoresEscolhidos) => void;
}) {
  // A combo's page has a grade per item (issue 47): each axis's label id is this grade's own.
  const base = useId();
  return (
    <div className="space-y-4" data-testid="variacoes">
      {variacoes.eixos.map((eixo, indice) => (
        <div key={eixo.nome} role="radiogroup" aria-labelledby={`${base}-eixo-${indice}`}>
          <p id={`${base}-eixo-${indice}`} className="text-sm font-semibold text-slate-800">
            {eixo.nome}
            {escolhidos[indice] != null && <span className="font-normal text-slate-600">: {escolhidos[indice]}</span>}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {eixo.valores.map((valor) => {
              const marcado = escolhidos[indice] === valor;
              const disponivel = valorDisponivel(variacoes, escolhidos, indice, valor);
              return (
                <button
                  key={valor}
                  type="button"
                  role="radio"
                  aria-checked={marcado}
                  disabled={!disponivel}
                  title={disponivel ? undefined : `${valor}: esgotado`}
                  onClick={() => onChange(escolherValor(variacoes, escolhidos, indice, valor))}
                  className={cx(
                    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3.5 text-base font-medium break-words ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) motion-reduce:transition-none',
                    marcado
                      ? 'bg-(--loja) text-(--loja-texto) ring-(--loja)'
                      : disponivel
                        ? 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                        : 'cursor-not-allowed bg-slate-100 text-slate-400 line-through ring-slate-200',
                  )}
                >
                  {valor}
                  {!disponivel && <span className="sr-only"> (esgotado)</span>}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
