import type { ProdutoPublicoDetalhe } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { nomeComVariacao, pesoInvalido, precoDaVariacao, precoDoPeso, resolveOpcoes } from '@vitrine/shared/produto';
import {
  acrescimoDoItem,
  addProduto,
  type Carrinho,
  type CarrinhoLine,
  type Escolha,
  type OpcaoDaLinha,
  type ProdutoNoCarrinho,
} from '../carrinho/carrinho';

/** "Pedir de novo" (issue 14): an order of this device back in the cart, as the shop sells it today. No React here. */

const brl = (reais: number) => formatBRL(reaisToCents(reais));

/** A line to put back in the cart: the product as it is today, its quantity and its choices at today's prices. */
export interface LinhaDeNovo {
  produto: ProdutoNoCarrinho;
  quantidade: number;
  escolha: Escolha;
}

/**
 * What "Pedir de novo" can put back of an order, from each product as the shop has it today
 * (`atuais`: null when it is gone or hidden): the lines still available at today's prices, with the
 * same choices, and what changed, in words for the customer.
 */
export function pedirDeNovo(
  linhas: CarrinhoLine[],
  atuais: Map<string, ProdutoPublicoDetalhe | null>,
): { linhas: LinhaDeNovo[]; avisos: string[] } {
  const deNovo: LinhaDeNovo[] = [];
  const avisos: string[] = [];
  for (const linha of linhas) {
    const produto = atuais.get(linha.id) ?? null;
    if (!produto) {
      avisos.push(`${linha.nome} não está mais disponível e ficou de fora.`);
      continue;
    }
    if (produto.esgotado) {
      avisos.push(`${produto.nome} está esgotado e ficou de fora.`);
      continue;
    }
    // The variant as the shop has it today (issue 30): gone or sold out leaves the line out.
    const nome = nomeComVariacao(produto.nome, linha.variacao);
    const variacao = linha.variacao && produto.variacoes?.itens.find(({ id }) => id === linha.variacao!.id);
    if (linha.variacao && !variacao) {
      avisos.push(`${nome} não está mais disponível e ficou de fora.`);
      continue;
    }
    if (variacao?.esgotado) {
      avisos.push(`${nome} está esgotado e ficou de fora.`);
      continue;
    }
    // A combo (issue 47) goes back with its items as chosen while the shop's combo holds the same items; else its page chooses again.
    const mesmosItens =
      !linha.combo ||
      JSON.stringify(linha.combo.map((item) => [item.produto_id, item.quantidade])) ===
        JSON.stringify(produto.itens_do_combo?.map((item) => [item.produto_id, item.quantidade]));
    if (!mesmosItens || (!linha.combo && produto.combo)) {
      avisos.push(`${produto.nome} mudou: escolha de novo na página do produto.`);
      continue;
    }
    // A weight the shop no longer sells in (another step or minimum, or no longer by kg).
    const porPeso = produto.unidade === 'kg';
    if (Boolean(linha.gramas) !== porPeso || (linha.gramas && pesoInvalido({ ...produto, unidade: 'kg' }, linha.gramas))) {
      avisos.push(`${produto.nome} agora é vendido de outro jeito: escolha de novo na página do produto.`);
      continue;
    }
    // Each choice as the shop has it today, found by its ids; one that is gone leaves the line out.
    let faltou: string | null = null;
    for (const escolhido of linha.opcoes) {
      const grupo = produto.opcoes.find(({ id }) => id === escolhido.grupo_id);
      const sumido = escolhido.itens.find((item) => !grupo?.itens.some(({ id }) => id === item.id));
      if (!grupo || sumido) {
        faltou = sumido?.nome.replace(/^[½⅓¼] /, '') ?? escolhido.grupo;
        break;
      }
    }
    // Priced as the server will: today's variant or weight, today's choices by their group's rule (flavours too).
    const base = reaisToCents(precoDaVariacao(produto, variacao ?? null));
    const resolvido = faltou
      ? null
      : resolveOpcoes(
          { nome: produto.nome, preco: produto.preco, preco_promocional: produto.preco_promocional, opcoes: produto.opcoes },
          linha.opcoes.map(({ grupo_id, itens }) => ({ grupo: grupo_id, itens: itens.map(({ id }) => id) })),
          linha.gramas ? precoDoPeso(base, linha.gramas) : base,
        );
    if (!resolvido?.ok) {
      // A choice gone, or the shop's groups changed (a new required one): the server's words then.
      avisos.push(
        faltou
          ? `A opção ${faltou} de ${produto.nome} não existe mais: o item ficou de fora.`
          : `${resolvido!.erro.replace(/\.$/, '')}: o item ficou de fora.`,
      );
      continue;
    }
    const opcoes: OpcaoDaLinha[] = resolvido.opcoes.map(({ grupo_id, grupo, fracoes, itens }) => {
      const regra = produto.opcoes.find(({ id }) => id === grupo_id)?.regra_preco ?? 'media';
      return {
        grupo_id,
        grupo,
        itens: itens.map(({ id, nome: item, preco_centavos }) => ({ id, nome: item, preco: preco_centavos / 100 })),
        ...(fracoes && { fracoes, regra_preco: regra }),
      };
    });
    const hoje = (resolvido.preco_unitario_centavos + (linha.combo ?? []).reduce((soma, item) => soma + acrescimoDoItem(item), 0)) / 100;
    if (reaisToCents(hoje) !== reaisToCents(linha.preco)) avisos.push(`O preço de ${nome} mudou de ${brl(linha.preco)} para ${brl(hoje)}.`);
    deNovo.push({
      produto,
      quantidade: linha.gramas ? 1 : linha.quantidade,
      escolha: {
        opcoes,
        observacao: linha.observacao,
        ...(variacao && {
          variacao: { id: variacao.id, valores: variacao.valores, preco: variacao.preco },
          imagem_url: variacao.imagem_url ?? undefined,
        }),
        ...(linha.gramas && { gramas: linha.gramas }),
        ...(linha.combo && { combo: linha.combo }),
      },
    });
  }
  return { linhas: deNovo, avisos };
}

/**
 * The cart with an order's lines put back: in place of what it had (`substituir`) or added to it
 * (`juntar`, the same lines adding up). The customer chooses when the cart is not empty: a second
 * tap on "Pedir de novo" never doubles it unasked.
 */
export function colocarNoCarrinho(carrinho: Carrinho, linhas: LinhaDeNovo[], modo: 'substituir' | 'juntar'): Carrinho {
  return linhas.reduce(
    (soma, { produto, quantidade, escolha }) => addProduto(soma, produto, quantidade, escolha),
    modo === 'juntar' ? carrinho : { ...carrinho, linhas: [] },
  );
}
