import type { ProdutoPublico } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { cx } from '../../lib/cx';

const brl = (reais: number) => formatBRL(reaisToCents(reais));

/**
 * A product's price as the catalogue shows it: "de R$ X por R$ Y" with a promotional price, "a
 * partir de R$ X" when choices change it, else the price. `unitario` (the product page, with the
 * customer's choices) replaces the "a partir de" figure. A product sold by kg says so after the
 * price ("R$ 39,90/kg"). A catalogue published before issue 13 lacks the newer fields: they read
 * as no promotion, no options.
 */
export function PrecoDoProduto({
  produto,
  unitario,
  className,
}: {
  produto: Pick<ProdutoPublico, 'preco' | 'preco_promocional' | 'a_partir_de' | 'unidade'>;
  unitario?: number;
  className?: string;
}) {
  const promocional = produto.preco_promocional ?? null;
  const aPartirDe = unitario === undefined ? (produto.a_partir_de ?? null) : null;
  const preco = unitario ?? aPartirDe ?? promocional ?? produto.preco;
  return (
    <p
      className={cx('flex flex-wrap items-baseline gap-x-1.5 font-bold text-slate-900 tabular-nums', className)}
      data-testid="produto-preco"
    >
      {promocional !== null && (
        <span className="text-[0.8em] font-normal text-slate-500">
          de <s>{brl(produto.preco)}</s> por
        </span>
      )}
      {promocional === null && aPartirDe !== null && <span className="text-[0.8em] font-normal text-slate-500">a partir de</span>}
      <span className={cx(promocional !== null && 'text-emerald-700')}>
        {brl(preco)}
        {produto.unidade === 'kg' && <span className="text-[0.8em] font-semibold">/kg</span>}
      </span>
    </p>
  );
}

/** The "Esgotado" badge on a sold-out product's picture. */
export function EsgotadoBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-sm',
        className,
      )}
    >
      Esgotado
    </span>
  );
}
