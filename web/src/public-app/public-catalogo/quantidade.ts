/**
 * How many of a product (or of its chosen variant) the customer may still add on its page: its
 * units left (`restam`, told only when few, restamParaOCliente) and the order's maximum over all
 * the product's lines (`maximo`), less what the cart already holds (of the variant for the units,
 * of the product for the maximum). The stepper stops there and says why, rather than the order
 * being refused at "Fazer Pedido". No React here.
 */

export interface LimiteDaQuantidade {
  /** The stepper's most; 0 when nothing more can be added (then `motivo` says why). */
  max: number;
  /** What the stepper shows: the one asked, within 1 and `max`. */
  quantidade: number;
  /** Said by the stepper: "Últimas 2", "Últimas 2 · 1 já no carrinho", "No máximo 10 por pedido". */
  aviso: string | null;
  /** Why nothing more can be added, as the Adicionar button's reason; null while something can. */
  motivo: string | null;
}

/** At most this many left, the page says so before the customer reaches them. */
const POUCAS_UNIDADES = 5;

const ultimas = (restam: number) => (restam === 1 ? 'Última unidade' : `Últimas ${restam}`);
const jaNoCarrinho = (quantas: number) => (quantas > 0 ? ` · ${quantas} já no carrinho` : '');

export function limiteDaQuantidade({
  pedida,
  restam,
  maximo,
  naVariacao,
  noProduto,
  maximoDaLinha,
}: {
  /** What the customer set on the stepper. */
  pedida: number;
  restam: number | undefined;
  maximo: number | undefined;
  /** Units of this variant (or of the product without a grade) already in the cart. */
  naVariacao: number;
  /** Units of the product in the cart, whatever the variant, the choices or the note. */
  noProduto: number;
  /** The server's limit per line (QUANTIDADE_MAX in carrinho/carrinho.ts). */
  maximoDaLinha: number;
}): LimiteDaQuantidade {
  const peloEstoque = restam === undefined ? Infinity : restam - naVariacao;
  const peloPedido = maximo === undefined ? Infinity : maximo - noProduto;
  const max = Math.max(0, Math.min(maximoDaLinha, peloEstoque, peloPedido));
  const quantidade = Math.max(1, Math.min(pedida, max));
  const paraNoEstoque = restam !== undefined && peloEstoque <= peloPedido;
  if (max === 0) {
    const motivo = paraNoEstoque
      ? `Você já tem no carrinho ${restam === 1 ? 'a última unidade' : `as últimas ${restam} unidades`}.`
      : `Você já tem no carrinho o máximo de ${maximo} por pedido.`;
    return { max, quantidade, aviso: null, motivo };
  }
  if (paraNoEstoque && (restam <= POUCAS_UNIDADES || quantidade >= max))
    return { max, quantidade, aviso: `${ultimas(restam)}${jaNoCarrinho(naVariacao)}`, motivo: null };
  if (maximo !== undefined && quantidade >= max && peloPedido <= maximoDaLinha)
    return { max, quantidade, aviso: `No máximo ${maximo} por pedido${jaNoCarrinho(noProduto)}`, motivo: null };
  return { max, quantidade, aviso: null, motivo: null };
}
