import { descreverItemDoCombo, descreverOpcoes, formatPeso, type ItemDoPedido } from '@vitrine/shared';

/**
 * An order line as the owner's screens show it (Pedidos, Cozinha): its choices, a half-and-half
 * pizza's flavours by their share ("½ Calabresa + ½ Marguerita"), and a weighed line's weight.
 */

type Grupo = ItemDoPedido['opcoes'][number];

const paraDescrever = ({ grupo, fracoes, itens }: Grupo) => ({ grupo, fracoes, itens: itens.map((nome) => ({ nome })) });

/** A line's choices on one line, "Tamanho: Grande · ½ Calabresa + ½ Marguerita"; '' when it has none. */
export const formatOpcoes = (item: Pick<ItemDoPedido, 'opcoes'>) => descreverOpcoes(item.opcoes.map(paraDescrever));

/** The choices one group a line: 'Tamanho: Grande', 'Adicionais: Bacon, Cheddar', '½ Calabresa + ½ Marguerita'. */
export const linhasDasOpcoes = (item: Pick<ItemDoPedido, 'opcoes'>) =>
  item.opcoes.filter((grupo) => grupo.itens.length > 0).map((grupo) => descreverOpcoes([paraDescrever(grupo)]));

/** "≈ 500 g" for a line sold by weight (shown instead of the quantity, with PESO_APROXIMADO); null for units. */
export const formatPesoDoItem = (item: Pick<ItemDoPedido, 'gramas'>) => (item.gramas ? `≈ ${formatPeso(item.gramas)}` : null);

/** Whether an order has a weighed line, so its card says the weight is approximate. */
export const temItemPesado = (itens: Pick<ItemDoPedido, 'gramas'>[]) => itens.some((item) => Boolean(item.gramas));

/**
 * A combo line's items (issue 47), one a line with the units the line holds and their choices:
 * "4× X-Burger (Ponto: Ao ponto)" for 2 combos of 2; [] for any other line.
 */
export const linhasDoCombo = (item: Pick<ItemDoPedido, 'combo' | 'quantidade'>) =>
  (item.combo ?? []).map((doCombo) =>
    descreverItemDoCombo({ nome: doCombo.nome, quantidade: doCombo.quantidade * item.quantidade }, formatOpcoes(doCombo)),
  );
