import {
  acimaDoMaximoPorPedido,
  acrescimoDoItemDoCombo,
  comboEsgotado,
  escolhaNoCombo,
  semEstoque,
  escolhaAVariacao,
  formatPeso,
  maximoDoProduto,
  nomeComVariacao,
  PEDIDO_MAX_QUANTIDADE,
  PESO_MAX_GRAMAS,
  pesoInvalido,
  precoDaVariacao,
  precoDoPeso,
  produtoEsgotado,
  reaisToCents,
  resolveOpcoes,
  variacaoEsgotada,
  type EscolhaDeOpcoes,
  type PedidoParsed,
  type VariacaoItem,
} from '@vitrine/shared';
import { quantidadesPorProduto, type ItemDoComboNoPedido, type PedidoItem } from './pedidos.js';
import { AppError } from '../platform/http/errors.js';
import type { ProdutoDoPedido } from './pedidos-novos.js';

/**
 * An order's lines priced at the stored prices (docs/api.md, public-pedido): only each line's
 * product id, quantity or weight, variant, choices (by id) and note come from the client.
 */

export const indisponivel = (nome: string) => new AppError(400, `Um dos produtos não está mais disponível: ${nome}.`);

export interface Linha {
  id: string;
  quantidade: number;
  /** The groups in the order the client sent them; each group's choices as sent (resolveOpcoes checks them). */
  opcoes: EscolhaDeOpcoes[];
  observacao: string | null;
  /** The variant chosen (issue 30), checked against the product's grade. */
  variacaoId: string | null;
  /** The weight asked, for a product sold by kg. */
  gramas: number | null;
  /** The cart's copy of the name: only to say which item is gone when the store has no name for it. */
  nomeNoCarrinho?: string;
  /** A combo's items as chosen (issue 47): each one's variant and choices; [] on any other line. */
  combo: EscolhaDoItemDoCombo[];
}

export interface EscolhaDoItemDoCombo {
  produtoId: string;
  variacaoId: string | null;
  opcoes: EscolhaDeOpcoes[];
}

const porNome =
  <T>(chave: (valor: T) => string) =>
  (a: T, b: T) =>
    chave(a) < chave(b) ? -1 : chave(a) > chave(b) ? 1 : 0;
const escolhasOrdenadas = (opcoes: EscolhaDeOpcoes[]) =>
  opcoes.map(({ grupo, itens }) => [grupo, [...itens].sort()] as const).sort(porNome(([grupo]) => grupo));

/** What makes two lines one: the product, its variant, its choices whatever their order, a combo's items' choices, the note, and whether it is weighed. */
function chaveDaLinha({ id, variacaoId, opcoes, observacao, gramas, combo }: Omit<Linha, 'quantidade' | 'nomeNoCarrinho'>): string {
  const doCombo = [...combo]
    .sort(porNome((item) => item.produtoId))
    .map((item) => [item.produtoId, item.variacaoId, escolhasOrdenadas(item.opcoes)]);
  return JSON.stringify([id, variacaoId, escolhasOrdenadas(opcoes), observacao, gramas !== null, doCombo]);
}

/**
 * The same product with the same variant, choices and note adds up: units to at most 99, weights
 * into one weight (its own maximum then applies); any difference keeps its own line.
 */
export function juntarLinhas(produtos: PedidoParsed['produtos']): Linha[] {
  const linhas = new Map<string, Linha>();
  for (const { id, quantidade, nome, opcoes = [], observacao, variacao_id, gramas, combo = [] } of produtos) {
    const nova: Linha = {
      id,
      quantidade: gramas === undefined ? quantidade : 1,
      opcoes,
      observacao: observacao?.trim() || null,
      variacaoId: variacao_id ?? null,
      gramas: gramas ?? null,
      nomeNoCarrinho: nome?.trim() || undefined,
      combo: combo.map((item) => ({ produtoId: item.produto_id, variacaoId: item.variacao_id ?? null, opcoes: item.opcoes ?? [] })),
    };
    const chave = chaveDaLinha(nova);
    const linha = linhas.get(chave);
    if (!linha) linhas.set(chave, nova);
    else if (linha.gramas !== null) linha.gramas += nova.gramas!;
    else linha.quantidade = Math.min(PEDIDO_MAX_QUANTIDADE, linha.quantidade + nova.quantidade);
  }
  return [...linhas.values()];
}

/**
 * A line's variant and base price in cents before its choices (issue 30): the variant's price for a
 * grade, the weight's for a product sold by kg, else the product's. Refuses a grade's line without
 * a variant or with one it does not have (400), a sold-out variant (409), and a weight off the
 * product's step, minimum or maximum, or a weight for a product sold by unit (400).
 */
function baseDaLinha(linha: Linha, produto: ProdutoDoPedido): { variacao: VariacaoItem | null; baseCentavos: number } {
  const variacao = variacaoDaLinha(linha.variacaoId, produto);
  const precoCentavos = reaisToCents(precoDaVariacao(produto, variacao));
  if (produto.unidade !== 'kg') {
    if (linha.gramas !== null) throw new AppError(400, `${produto.nome} é vendido por unidade: informe a quantidade, não o peso.`);
    return { variacao, baseCentavos: precoCentavos };
  }
  if (linha.gramas === null) throw new AppError(400, `Informe o peso de ${produto.nome}.`);
  const erro = pesoInvalido(produto, linha.gramas);
  if (erro) throw new AppError(400, erro);
  return { variacao, baseCentavos: precoDoPeso(precoCentavos, linha.gramas) };
}

/** The variant a line (or a combo's item) names: required for a grade (400), refused without one (400), sold out (409). */
function variacaoDaLinha(variacaoId: string | null, produto: ProdutoDoPedido): VariacaoItem | null {
  if (!produto.variacoes) {
    if (variacaoId !== null) throw new AppError(400, `Opção inválida em ${produto.nome}. Escolha de novo.`);
    return null;
  }
  if (variacaoId === null) throw new AppError(400, escolhaAVariacao(produto.variacoes.eixos));
  const variacao = produto.variacoes.itens.find((item) => item.id === variacaoId);
  if (!variacao) throw new AppError(400, `${escolhaAVariacao(produto.variacoes.eixos).replace('.', '')} de novo em ${produto.nome}.`);
  if (variacaoEsgotada(variacao)) throw new AppError(409, produtoEsgotado(nomeComVariacao(produto.nome, variacao)));
  return variacao;
}

/**
 * A combo line's items (issue 47) as the customer chose them, and what their choices add to one
 * combo in cents: every item must still sell (409 naming it), take the variant and choices its
 * product demands (400 naming it), and only the combo's items may be named. The combo's own price
 * covers the items; their choices' surcharges are added, a variant's own price is not.
 */
function itensDoCombo(
  linha: Linha,
  combo: ProdutoDoPedido,
  produtos: Map<string, ProdutoDoPedido>,
): { itens: ItemDoComboNoPedido[]; acrescimoCentavos: number } {
  const itensDoCombo = combo.combo!.itens;
  const escolhas = new Map(linha.combo.map((escolha) => [escolha.produtoId, escolha]));
  if (
    escolhas.size !== linha.combo.length ||
    linha.combo.some((escolha) => !itensDoCombo.some((item) => item.produto_id === escolha.produtoId))
  )
    throw new AppError(400, `Opção inválida em ${combo.nome}. Escolha de novo.`);
  let acrescimoCentavos = 0;
  const itens = itensDoCombo.map(({ produto_id, quantidade }) => {
    const produto = produtos.get(produto_id);
    if (!produto?.ativo || semEstoque(produto)) throw new AppError(409, comboEsgotado(combo.nome, produto?.nome || 'um dos itens'));
    const escolha = escolhas.get(produto_id);
    let variacao: VariacaoItem | null;
    try {
      variacao = variacaoDaLinha(escolha?.variacaoId ?? null, produto);
    } catch (error) {
      if (error instanceof AppError && error.status === 400) throw new AppError(400, escolhaNoCombo(combo.nome, error.message));
      throw error;
    }
    const resolvido = resolveOpcoes(produto, escolha?.opcoes ?? [], 0);
    if (!resolvido.ok) throw new AppError(400, escolhaNoCombo(combo.nome, resolvido.erro));
    acrescimoCentavos += acrescimoDoItemDoCombo(resolvido.opcoes, quantidade);
    return {
      produto_id,
      nome: nomeComVariacao(produto.nome, variacao),
      quantidade,
      variacao_id: variacao?.id ?? null,
      opcoes: resolvido.opcoes,
    };
  });
  return { itens, acrescimoCentavos };
}

/** One priced line, or its refusal: a product gone or hidden (400), sold out (409), or a variant, weight or choices it does not allow. */
function itemDaLinha(linha: Linha, produto: ProdutoDoPedido | undefined, produtos: Map<string, ProdutoDoPedido>): PedidoItem {
  if (!produto?.ativo) throw indisponivel(produto?.nome || linha.nomeNoCarrinho || linha.id);
  if (produto.esgotado || (!produto.variacoes && produto.estoque === 0)) throw new AppError(409, produtoEsgotado(produto.nome));
  if (!produto.combo && linha.combo.length > 0) throw new AppError(400, `Opção inválida em ${produto.nome}. Escolha de novo.`);
  const { variacao, baseCentavos } = baseDaLinha(linha, produto);
  const resolvido = resolveOpcoes(produto, linha.opcoes, baseCentavos);
  if (!resolvido.ok) throw new AppError(400, resolvido.erro);
  const combo = produto.combo ? itensDoCombo(linha, produto, produtos) : null;
  const precoCentavos = resolvido.preco_unitario_centavos + (combo?.acrescimoCentavos ?? 0);
  return {
    produto_id: linha.id,
    nome: nomeComVariacao(produto.nome, variacao),
    preco_centavos: precoCentavos,
    quantidade: linha.quantidade,
    total_centavos: precoCentavos * linha.quantidade,
    opcoes: resolvido.opcoes,
    observacao: linha.observacao,
    variacao_id: variacao?.id ?? null,
    gramas: linha.gramas,
    ...(combo && { combo: combo.itens }),
  };
}

/**
 * What one order may take of a product over all its lines, whatever their notes or choices: its
 * units at most its maximum per order (a tracked stock's default included), its weight at most
 * PESO_MAX_GRAMAS (400, naming the maximum).
 */
function limitesPorProduto(itens: PedidoItem[], produtos: Map<string, ProdutoDoPedido>) {
  for (const [produtoId, quantidade] of quantidadesPorProduto(itens)) {
    const produto = produtos.get(produtoId)!;
    // The product page's rule too (a grade's default maximum holds while any variant is tracked).
    const maximo = maximoDoProduto(produto);
    if (maximo !== null && quantidade > maximo) throw new AppError(400, acimaDoMaximoPorPedido(produto.nome, maximo));
    const gramas = itens.reduce((soma, item) => soma + (item.produto_id === produtoId ? (item.gramas ?? 0) : 0), 0);
    if (gramas > PESO_MAX_GRAMAS) throw new AppError(400, `Peça no máximo ${formatPeso(PESO_MAX_GRAMAS)} de ${produto.nome} por pedido.`);
  }
}

/** The order's lines at the stored prices, or the first refusal; its stock is the order's effects' (model/efeitos-do-pedido.ts). */
export function itensDoPedido(linhas: Linha[], produtos: Map<string, ProdutoDoPedido>): PedidoItem[] {
  const itens = linhas.map((linha) => itemDaLinha(linha, produtos.get(linha.id), produtos));
  limitesPorProduto(itens, produtos);
  return itens;
}
