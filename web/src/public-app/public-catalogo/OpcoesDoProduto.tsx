import type { OpcaoGrupo } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { precoDaOpcao, REGRA_PRECO_TEXTO, regraDoGrupo } from '@vitrine/shared/produto';
import { cx } from '../../lib/cx';
import { PizzaSabores } from './PizzaSabores';

/** The customer's choices so far: the chosen ids of each group, by group id. */
export type Escolhidos = Record<string, string[]>;

/** Required groups first (the customer cannot add without them), each kept in the owner's order. */
export const gruposEmOrdem = (opcoes: OpcaoGrupo[]) => [
  ...opcoes.filter((grupo) => grupo.min > 0),
  ...opcoes.filter((grupo) => grupo.min === 0),
];

/** A tap on a choice: a group of one swaps it; a group of more adds it until `max`, and a second tap takes it out. */
export function escolher(escolhidos: Escolhidos, grupo: OpcaoGrupo, itemId: string): Escolhidos {
  const atuais = escolhidos[grupo.id] ?? [];
  if (grupo.max === 1) return { ...escolhidos, [grupo.id]: atuais.includes(itemId) && grupo.min === 0 ? [] : [itemId] };
  if (atuais.includes(itemId)) return { ...escolhidos, [grupo.id]: atuais.filter((id) => id !== itemId) };
  if (atuais.length >= grupo.max) return escolhidos;
  return { ...escolhidos, [grupo.id]: [...atuais, itemId] };
}

/**
 * The product page's option groups: each with its rule in plain words ("Obrigatório, escolha 1"),
 * radio buttons when one may be chosen, checkboxes up to the group's max (the rest are disabled
 * once it is reached), and each choice's price ("+ R$ 5,00"). A flavours group (issue 30) says
 * how the shop prices a half-and-half pizza, draws it split into the chosen flavours, and gives
 * each flavour's whole-pizza price.
 */
export function OpcoesDoProduto({
  opcoes,
  escolhidos,
  onChange,
  saboresInclusos = false,
  unidades = 1,
}: {
  opcoes: OpcaoGrupo[];
  escolhidos: Escolhidos;
  onChange: (escolhidos: Escolhidos) => void;
  /** A combo's pizza (issue 47): the combo's price is the pizza's, so its flavours show no price or rule. */
  saboresInclusos?: boolean;
  /** A combo's item of several units (issue 47): each choice's price is what it adds to the combo, for them all. */
  unidades?: number;
}) {
  return (
    <div className="space-y-4">
      {gruposEmOrdem(opcoes).map((grupo) => {
        const atuais = escolhidos[grupo.id] ?? [];
        const completo = atuais.length >= grupo.min;
        const unico = grupo.max === 1;
        const sabores = grupo.tipo === 'sabores';
        return (
          <fieldset key={grupo.id} className="rounded-2xl ring-1 ring-slate-200" data-testid="opcao-grupo">
            <legend className="sr-only">
              {grupo.nome}: {regraDoGrupo(grupo)}
            </legend>
            <div className="flex items-center justify-between gap-3 rounded-t-2xl bg-slate-50 px-4 py-2.5" aria-hidden>
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{grupo.nome}</p>
                <p className="text-sm text-slate-500">{regraDoGrupo(grupo)}</p>
              </div>
              {grupo.min > 0 && (
                <span
                  className={cx(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                    completo ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-800 text-white',
                  )}
                >
                  {completo ? 'Pronto' : 'Obrigatório'}
                </span>
              )}
            </div>
            {sabores && !saboresInclusos && (
              <div className="flex items-center gap-4 border-b border-slate-100 px-4 py-3" data-testid="sabores">
                <PizzaSabores sabores={atuais.map((id) => grupo.itens.find((item) => item.id === id)?.nome ?? '')} max={grupo.max} />
                <p className="min-w-0 text-sm text-slate-700">{REGRA_PRECO_TEXTO[grupo.regra_preco ?? 'media']}</p>
              </div>
            )}
            <ul className="divide-y divide-slate-100">
              {grupo.itens.map((item) => {
                const marcado = atuais.includes(item.id);
                const bloqueado = !unico && !marcado && atuais.length >= grupo.max;
                return (
                  <li key={item.id}>
                    <label
                      className={cx(
                        'flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2.5',
                        bloqueado && 'cursor-not-allowed opacity-50',
                      )}
                    >
                      <input
                        type={unico ? 'radio' : 'checkbox'}
                        name={`grupo-${grupo.id}`}
                        checked={marcado}
                        disabled={bloqueado}
                        onChange={() => onChange(escolher(escolhidos, grupo, item.id))}
                        onClick={() => {
                          // A radio does not uncheck itself: in an optional group of one, a second tap clears it.
                          if (unico && marcado && grupo.min === 0) onChange(escolher(escolhidos, grupo, item.id));
                        }}
                        className="size-5 shrink-0 accent-(--loja)"
                      />
                      <span className="min-w-0 flex-1 break-words text-slate-800">{item.nome}</span>
                      {sabores
                        ? !saboresInclusos && (
                            <span className="shrink-0 text-sm text-slate-600 tabular-nums">{formatBRL(reaisToCents(item.preco))}</span>
                          )
                        : item.preco > 0 && (
                            <span className="shrink-0 text-sm text-slate-600 tabular-nums">{precoDaOpcao(item.preco, unidades)}</span>
                          )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
