import {
  acimaDoMaximoPorPedido,
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
import { quantidadesPorProduto, type PedidoItem } from './pedidos.js';
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
}

/** What makes two lines one: the product, its variant, its choices whatever their order, the note, and whether it is weighed. */
function chaveDaLinha({ id, variacaoId, opcoes, observacao, gramas }: Omit<Linha, 'quantidade' | 'nomeNoCarrinho'>): string {
  const escolhas = opcoes.map(({ grupo, itens }) => [grupo, [...itens].sort()] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([id, variacaoId, escolhas, observacao, gramas !== null]);
}

/**
 * The same product with the same variant, choices and note adds up: units to at most 99, weights
 * into one weight (its own maximum then applies); any difference keeps its own line.
 */
export function juntarLinhas(produtos: PedidoParsed['produtos']): Linha[] {
  const linhas = new Map<string, Linha>();
  for (const { id, quantidade, nome, opcoes = [], observacao, variacao_id, gramas } of produtos) {
    const nova: Linha = {
      id,
      quantidade: gramas === undefined ? quantidade : 1,
      opcoes,
      observacao: observacao?.trim() || null,
      variacaoId: variacao_id ?? null,
      gramas: gramas ?? null,
      nomeNoCarrinho: nome?.trim() || undefined,
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
  let variacao: VariacaoItem | null = null;
  if (produto.variacoes) {
    if (linha.variacaoId === null) throw new AppError(400, escolhaAVariacao(produto.variacoes.eixos));
    variacao = produto.variacoes.itens.find((item) => item.id === linha.variacaoId) ?? null;
    if (!variacao) throw new AppError(400, `${escolhaAVariacao(produto.variacoes.eixos).replace('.', '')} de novo em ${produto.nome}.`);
    if (variacaoEsgotada(variacao)) throw new AppError(409, produtoEsgotado(nomeComVariacao(produto.nome, variacao)));
  } else if (linha.variacaoId !== null) {
    throw new AppError(400, `Opção inválida em ${produto.nome}. Escolha de novo.`);
  }
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

/** One priced line, or its refusal: a product gone or hidden (400), sold out (409), or a variant, weight or choices it does not allow. */
function itemDaLinha(linha: Linha, produto: ProdutoDoPedido | undefined): PedidoItem {
  if (!produto?.ativo) throw indisponivel(produto?.nome || linha.nomeNoCarrinho || linha.id);
  if (produto.esgotado || (!produto.variacoes && produto.estoque === 0)) throw new AppError(409, produtoEsgotado(produto.nome));
  const { variacao, baseCentavos } = baseDaLinha(linha, produto);
  const resolvido = resolveOpcoes(produto, linha.opcoes, baseCentavos);
  if (!resolvido.ok) throw new AppError(400, resolvido.erro);
  return {
    produto_id: linha.id,
    nome: nomeComVariacao(produto.nome, variacao),
    preco_centavos: resolvido.preco_unitario_centavos,
    quantidade: linha.quantidade,
    total_centavos: resolvido.preco_unitario_centavos * linha.quantidade,
    opcoes: resolvido.opcoes,
    observacao: linha.observacao,
    variacao_id: variacao?.id ?? null,
    gramas: linha.gramas,
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
  const itens = linhas.map((linha) => itemDaLinha(linha, produtos.get(linha.id)));
  limitesPorProduto(itens, produtos);
  return itens;
}
