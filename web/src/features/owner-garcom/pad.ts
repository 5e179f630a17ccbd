import type { ProdutoPublico, ProdutoPublicoDetalhe } from '@vitrine/shared';
import { reaisToCents } from '@vitrine/shared/money';
import {
  descreverItemDoCombo,
  descreverOpcoes,
  nomeComVariacao,
  precoDaVariacao,
  precoDoPeso,
  resolveOpcoes,
} from '@vitrine/shared/produto';
import { itensDoComboDoPedido, resolverCombo, type EscolhasDoCombo } from '../../public-app/embed';
import type { LinhaDoPad } from './api';

/**
 * The order pad's lines (owner-garcom): what the waiter has taken for the round or the counter
 * order, before it is sent. Each line is the API's (product, quantity, choices by id, variant,
 * weight, note) and what the pad shows of it (name with its choices, unit price in cents).
 */
export interface LinhaNoPad {
  chave: string;
  linha: LinhaDoPad;
  nome: string;
  detalhe: string;
  unitarioCentavos: number;
}

let sequencia = 0;
const novaChave = () => `linha-${++sequencia}`;

/** A product with nothing to choose, one unit at its price. */
export const linhaSimples = (produto: ProdutoPublico): LinhaNoPad => ({
  chave: novaChave(),
  linha: { id: produto.id, quantidade: 1, nome: produto.nome },
  nome: produto.nome,
  detalhe: '',
  unitarioCentavos: reaisToCents(produto.preco_promocional ?? produto.preco),
});

/**
 * A product chosen in the chooser: its groups, variant and weight checked and priced as the server
 * will; a combo's items (issue 47) with their choices, as its page checks and prices them.
 */
export function linhaEscolhida(
  produto: ProdutoPublicoDetalhe,
  escolhas: { grupo: string; itens: string[] }[],
  variacaoId: string | null,
  gramas: number | null,
  escolhasDoCombo: EscolhasDoCombo = {},
): LinhaNoPad | { erro: string } {
  const variacao = produto.variacoes?.itens.find((item) => item.id === variacaoId) ?? null;
  const preco = reaisToCents(precoDaVariacao(produto, variacao));
  const base = gramas !== null ? precoDoPeso(preco, gramas) : preco;
  const combo = produto.itens_do_combo?.length ? resolverCombo(produto.itens_do_combo, escolhasDoCombo) : null;
  if (combo?.motivo) return { erro: combo.motivo };
  const resolvido = resolveOpcoes(produto, escolhas, base + (combo?.acrescimoCentavos ?? 0));
  if (!resolvido.ok) return { erro: resolvido.erro };
  const nome = variacao ? nomeComVariacao(produto.nome, { valores: variacao.valores }) : produto.nome;
  const detalhe = combo
    ? combo.itens.map((item) => descreverItemDoCombo(item, descreverOpcoes(item.opcoes))).join(', ')
    : resolvido.opcoes.flatMap((grupo) => grupo.itens.map((item) => item.nome)).join(', ');
  return {
    chave: novaChave(),
    linha: {
      id: produto.id,
      quantidade: 1,
      nome,
      ...(escolhas.length > 0 && { opcoes: escolhas }),
      ...(variacao && { variacao_id: variacao.id }),
      ...(gramas !== null && { gramas }),
      ...(combo && { combo: itensDoComboDoPedido(combo.itens) }),
    },
    nome,
    detalhe: [gramas !== null ? `${gramas} g` : '', detalhe].filter(Boolean).join(' · '),
    unitarioCentavos: resolvido.preco_unitario_centavos,
  };
}

export const totalDoPad = (linhas: LinhaNoPad[]) =>
  linhas.reduce((soma, { linha, unitarioCentavos }) => soma + unitarioCentavos * linha.quantidade, 0);

/** What the API takes: each line with its note when it has one. */
export const linhasParaEnviar = (linhas: LinhaNoPad[]): LinhaDoPad[] => linhas.map(({ linha }) => linha);

/** A search that forgives accents and case: "acai" finds "Açaí". */
export const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
