import type { ProdutoPublicoDetalhe } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { precoBase } from '@vitrine/shared/produto';
import { addProduto, type Carrinho, type CarrinhoLine, type Escolha, type OpcaoDaLinha, type ProdutoNoCarrinho } from './carrinho';

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
    // Each choice as the shop has it today, found by its ids; one that is gone leaves the line out.
    const opcoes: OpcaoDaLinha[] = [];
    let faltou: string | null = null;
    for (const escolhido of linha.opcoes) {
      const grupo = produto.opcoes.find(({ id }) => id === escolhido.grupo_id);
      const itens = escolhido.itens.map((item) => ({ antes: item, hoje: grupo?.itens.find(({ id }) => id === item.id) }));
      const sumido = itens.find(({ hoje }) => !hoje);
      if (!grupo || sumido) {
        faltou = sumido?.antes.nome ?? escolhido.grupo;
        break;
      }
      opcoes.push({ grupo_id: grupo.id, grupo: grupo.nome, itens: itens.map(({ hoje }) => hoje!) });
    }
    if (faltou) {
      avisos.push(`A opção ${faltou} de ${produto.nome} não existe mais: o item ficou de fora.`);
      continue;
    }
    const hoje =
      (reaisToCents(precoBase(produto)) +
        opcoes.reduce((soma, grupo) => soma + grupo.itens.reduce((s, item) => s + reaisToCents(item.preco), 0), 0)) /
      100;
    if (reaisToCents(hoje) !== reaisToCents(linha.preco))
      avisos.push(`O preço de ${produto.nome} mudou de ${brl(linha.preco)} para ${brl(hoje)}.`);
    deNovo.push({ produto, quantidade: linha.quantidade, escolha: { opcoes, observacao: linha.observacao } });
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
