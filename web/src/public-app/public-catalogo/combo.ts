import type { ItemDoComboPublico, OpcaoGrupo } from '@vitrine/shared';
import { centsToReais } from '@vitrine/shared/money';
import { acrescimoDoItemDoCombo, escolhaAVariacao, nomeComVariacao, resolveOpcoes, type OpcoesResolvidas } from '@vitrine/shared/produto';
import type { ItemDoComboDaLinha, OpcaoDaLinha } from '../carrinho';
import type { Escolhidos } from './OpcoesDoProduto';
import { eixosPendentes, nenhumValor, variacaoDosValores, type ValoresEscolhidos } from './variacoes';

/** What the customer chose for one item of a combo on its page (issue 47): its grade's values and its choices. */
export interface EscolhaDoItem {
  valores: ValoresEscolhidos;
  escolhidos: Escolhidos;
}

/** By the item's product id. */
export type EscolhasDoCombo = Record<string, EscolhaDoItem>;

export const SEM_ESCOLHA_DO_ITEM: EscolhaDoItem = { valores: [], escolhidos: {} };

/** A line's resolved choices as the cart keeps them: names and prices in reais, a flavours group with its rule. */
export const opcoesDaLinha = (resolvidas: OpcoesResolvidas['opcoes'], grupos: OpcaoGrupo[]): OpcaoDaLinha[] =>
  resolvidas.map(({ grupo_id, grupo, fracoes, itens }) => ({
    grupo_id,
    grupo,
    itens: itens.map(({ id, nome, preco_centavos }) => ({ id, nome, preco: centsToReais(preco_centavos) })),
    ...(fracoes && { fracoes, regra_preco: grupos.find(({ id }) => id === grupo_id)?.regra_preco ?? 'media' }),
  }));

/** One item's grade values, one per axis (null: not chosen), whatever was kept from before. */
export const valoresDoItem = (item: ItemDoComboPublico, escolha: EscolhaDoItem) =>
  item.variacoes ? nenhumValor(item.variacoes).map((_, eixo) => escolha.valores[eixo] ?? null) : [];

/**
 * A combo's items as chosen, checked and priced the server's way (linhas-do-pedido.ts
 * itensDoCombo): `motivo` says what is missing first, naming the item; `acrescimoCentavos` is what
 * their choices add to one combo; `itens` is what the cart line keeps.
 */
export function resolverCombo(
  itensDoCombo: ItemDoComboPublico[],
  escolhas: EscolhasDoCombo,
): { motivo: string | null; acrescimoCentavos: number; itens: ItemDoComboDaLinha[] } {
  let motivo: string | null = null;
  let acrescimoCentavos = 0;
  const itens: ItemDoComboDaLinha[] = [];
  for (const item of itensDoCombo) {
    const escolha = escolhas[item.produto_id] ?? SEM_ESCOLHA_DO_ITEM;
    const valores = valoresDoItem(item, escolha);
    const variacao = item.variacoes ? variacaoDosValores(item.variacoes, valores) : null;
    const pendentes = item.variacoes ? eixosPendentes(item.variacoes, valores) : [];
    const resolvido = resolveOpcoes(
      { nome: item.nome, preco: 0, preco_promocional: null, opcoes: item.opcoes },
      Object.entries(escolha.escolhidos).map(([grupo, ids]) => ({ grupo, itens: ids })),
      0,
    );
    motivo ??= item.esgotado
      ? `${item.nome} está esgotado.`
      : pendentes.length > 0
        ? `${item.nome}: ${escolhaAVariacao(pendentes)}`
        : variacao?.esgotado
          ? `${nomeComVariacao(item.nome, variacao)} está esgotado.`
          : resolvido.ok
            ? null
            : resolvido.erro;
    if (!resolvido.ok) continue;
    acrescimoCentavos += acrescimoDoItemDoCombo(resolvido.opcoes, item.quantidade);
    itens.push({
      produto_id: item.produto_id,
      nome: nomeComVariacao(item.nome, variacao),
      quantidade: item.quantidade,
      opcoes: opcoesDaLinha(resolvido.opcoes, item.opcoes),
      ...(variacao && { variacao: { id: variacao.id, valores: variacao.valores, preco: null } }),
    });
  }
  return { motivo, acrescimoCentavos, itens };
}
