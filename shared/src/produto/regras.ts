import { formatBRL, reaisToCents } from '../money.js';

/**
 * A product's options, promotional price and availability (issue 13), as pure functions with no
 * zod, so that the public app (`@vitrine/shared/produto`), the owner's form and the order's
 * transaction compute the same unit price and give the same refusals. Prices are in reais here,
 * as the API speaks them; the sums are done in cents.
 */

export const IMAGENS_MAX = 5;
export const OPCOES_MAX_GRUPOS = 10;
export const OPCOES_MAX_ITENS = 20;
/** The largest stock a product may track. */
export const ESTOQUE_MAX = 1_000_000;
export const OBSERVACAO_ITEM_MAX = 140;
/**
 * Units of one product an order may take when the owner set no maximum and tracks its stock: one
 * anonymous order can no longer sell a shop out (issue 24). Without tracked stock, only the
 * order's own caps apply (PEDIDO_MAX_UNIDADES).
 */
export const MAXIMO_POR_PEDIDO_PADRAO = 10;
/** Products the owner may suggest with one ("Peça também", issue 29): the cart shows up to this many. */
export const SUGESTOES_MAX = 3;

/** One choice of a group, like "Grande" (+ R$ 5,00). `id` is the server's, stable across edits. */
export interface OpcaoItem {
  id: string;
  nome: string;
  /** Added to the unit price when chosen; 0 for a free choice. */
  preco: number;
}

/**
 * How a half-and-half pizza is priced (issue 30). Charging the dearest flavour is disputed under
 * the consumer code, so the shop chooses and the product page says which: the average of the
 * flavours' prices, the dearest, or each flavour's price times its fraction (equal fractions
 * today, so equal to the average; kept apart for uneven fractions later).
 */
export const REGRAS_PRECO = ['media', 'maior', 'proporcional'] as const;
export type RegraPreco = (typeof REGRAS_PRECO)[number];
export const SABORES_MAX = 4;

/**
 * A group of choices, like "Tamanho": the customer picks from `min` to `max` of its `itens`.
 * `tipo: 'sabores'` makes it the flavours of one pizza: each choice's `preco` is that flavour's
 * whole-pizza price and the group costs what `regra_preco` says, not the sum.
 */
export interface OpcaoGrupo {
  id: string;
  nome: string;
  /** 0: optional; 1 or more: required. */
  min: number;
  max: number;
  itens: OpcaoItem[];
  /** Absent on groups stored before issue 30: 'opcoes'. */
  tipo?: 'opcoes' | 'sabores';
  /** Only for `sabores`; absent: 'media'. */
  regra_preco?: RegraPreco;
}

/** The rule in the customer's words, for the product page. */
export const REGRA_PRECO_TEXTO: Record<RegraPreco, string> = {
  media: 'Pizza meio a meio: você paga a média dos sabores.',
  maior: 'Pizza meio a meio: você paga o sabor mais caro.',
  proporcional: 'Pizza meio a meio: cada sabor conta pela sua fração da pizza.',
};

/** "½", "⅓", "¼": a flavour's share of a pizza of `partes` flavours ('' for a whole one). */
export const fracaoDoSabor = (partes: number) => ({ 2: '½', 3: '⅓', 4: '¼' })[partes] ?? '';

/**
 * What the flavours add to the line, in cents, rounded half up once at the end (the server's sum,
 * which the product page shows too).
 */
export function precoDosSabores(regra: RegraPreco = 'media', precosCentavos: number[]): number {
  if (precosCentavos.length === 0) return 0;
  if (regra === 'maior') return Math.max(...precosCentavos);
  if (regra === 'proporcional') {
    const fracao = 1 / precosCentavos.length;
    return Math.round(precosCentavos.reduce((soma, preco) => soma + preco * fracao, 0));
  }
  return Math.round(precosCentavos.reduce((soma, preco) => soma + preco, 0) / precosCentavos.length);
}

/**
 * A product's grade (issue 30): 1–2 axes ("Tamanho": P, M, G; "Cor": Azul, Preto) and one item per
 * combination the shop sells, each with its own stock, code and, when set, price and picture.
 */
export interface EixoVariacao {
  nome: string;
  valores: string[];
}

export interface VariacaoItem {
  /** The server's, kept across edits (like option ids): orders name it. */
  id: string;
  /** One value per axis, in the axes' order. */
  valores: string[];
  /** null: the product's price (its promotion included). */
  preco: number | null;
  /** Units left; null: not tracked. */
  estoque: number | null;
  esgotado: boolean;
  /** The shop's code for it, unique in the shop; '' for none. */
  sku: string;
  /** '' or null: the product's picture. */
  imagem_url: string | null;
}

export interface Variacoes {
  eixos: EixoVariacao[];
  itens: VariacaoItem[];
}

export const VARIACAO_EIXOS_MAX = 2;
export const VARIACAO_VALORES_MAX = 20;
export const VARIACAO_ITENS_MAX = 100;

/** "M / Preto": the variant's values, as the cart, the text and the ticket name it after the product. */
export const nomeDaVariacao = (item: Pick<VariacaoItem, 'valores'>) => item.valores.join(' / ');

/** "Camiseta Básica — M / Preto". */
export const nomeComVariacao = (nome: string, item: Pick<VariacaoItem, 'valores'> | null | undefined) =>
  item ? `${nome} — ${nomeDaVariacao(item)}` : nome;

/** "Escolha tamanho e cor.": the refusal of a line without a variant, worded from the axes. */
export const escolhaAVariacao = (eixos: Pick<EixoVariacao, 'nome'>[]) =>
  `Escolha ${eixos.map((eixo) => eixo.nome.toLocaleLowerCase('pt-BR')).join(' e ')}.`;

/** A variant that cannot be sold: marked, or its tracked stock at 0. */
export const variacaoEsgotada = (item: Pick<VariacaoItem, 'esgotado'> & Partial<Pick<VariacaoItem, 'estoque'>>) =>
  item.esgotado || item.estoque === 0;

/**
 * Sold by weight (issue 30): `preco` is per kg, a line carries `gramas` (a multiple of the step, at
 * least the minimum, at most PESO_MAX_GRAMAS) and its total is the price times the weight, rounded
 * to the cent. Stock is in grams.
 */
export const UNIDADES = ['un', 'kg'] as const;
export type Unidade = (typeof UNIDADES)[number];
export const PESO_MAX_GRAMAS = 50_000;
export const PESO_APROXIMADO = 'Peso aproximado: o valor final pode variar um pouco.';

export interface VendaPorPeso {
  unidade: Unidade;
  /** For 'kg': what the stepper adds (e.g. 100 g). */
  passo_gramas: number | null;
  /** For 'kg': the least a customer may ask for. */
  minimo_gramas: number | null;
}

/** The weight's price in cents: per-kg cents × grams / 1000, half up. */
export const precoDoPeso = (precoKgCentavos: number, gramas: number) => Math.round((precoKgCentavos * gramas) / 1000);

/** "500 g", "1,5 kg". */
export const formatPeso = (gramas: number) =>
  gramas < 1000 ? `${gramas} g` : `${(gramas / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`;

/** Why a weight cannot be ordered, or null: it names the product and the rule. */
export function pesoInvalido(produto: { nome: string } & VendaPorPeso, gramas: number): string | null {
  const passo = produto.passo_gramas ?? 1;
  const minimo = produto.minimo_gramas ?? passo;
  if (!Number.isInteger(gramas) || gramas < minimo) return `Peça pelo menos ${formatPeso(minimo)} de ${produto.nome}.`;
  if (gramas > PESO_MAX_GRAMAS) return `Peça no máximo ${formatPeso(PESO_MAX_GRAMAS)} de ${produto.nome}.`;
  if (gramas % passo !== 0) return `Peça ${produto.nome} de ${formatPeso(passo)} em ${formatPeso(passo)}.`;
  return null;
}

/** What a customer chose in one group of an order line: ids of the product's groups and choices. */
export interface EscolhaDeOpcoes {
  grupo: string;
  itens: string[];
}

/** The group's rule in plain words, for the owner's form and the customer's product page. */
export function regraDoGrupo({ min, max }: Pick<OpcaoGrupo, 'min' | 'max'>): string {
  if (min === 0) return max === 1 ? 'Opcional, escolha até 1' : `Opcional, escolha até ${max}`;
  if (min === max) return `Obrigatório, escolha ${min}`;
  return `Obrigatório, escolha de ${min} a ${max}`;
}

/** The price fields every product shape has (owner's, public, stored as reais). */
export interface PrecoDoProduto {
  nome: string;
  preco: number;
  /** Below `preco` when set: what orders charge. */
  preco_promocional: number | null;
  opcoes: OpcaoGrupo[];
  /** null (or absent, before issue 30): no grade. The product page's grade has no stock count, only `esgotado`. */
  variacoes?: { itens: (Pick<VariacaoItem, 'preco' | 'esgotado'> & Partial<Pick<VariacaoItem, 'estoque'>>)[] } | null;
}

/** The price charged before options: the promotional one when set. */
export const precoBase = (produto: Pick<PrecoDoProduto, 'preco' | 'preco_promocional'>) => produto.preco_promocional ?? produto.preco;

/** A variant's price before options, in reais: its own, else the product's (with its promotion). */
export const precoDaVariacao = (produto: Pick<PrecoDoProduto, 'preco' | 'preco_promocional'>, item: Pick<VariacaoItem, 'preco'> | null) =>
  item?.preco ?? precoBase(produto);

/** The least a required group adds: its `min` cheapest choices, or for flavours the cheapest pizza of them. */
function minimoDoGrupo(grupo: OpcaoGrupo, precos: number[]): number {
  const escolhidos = precos.slice(0, grupo.min);
  if (grupo.tipo === 'sabores') return precoDosSabores(grupo.regra_preco, escolhidos);
  return escolhidos.reduce((soma, preco) => soma + preco, 0);
}

/**
 * The lowest unit price a customer can pay: the cheapest variant on sale (else the base price)
 * plus the cheapest choices each required group demands. `variavel` is true when variants or
 * choices change the price, so the card says "a partir de".
 */
export function precoAPartirDe(produto: PrecoDoProduto): { preco: number; variavel: boolean } {
  const variantes = produto.variacoes?.itens.filter((item) => !variacaoEsgotada(item)) ?? [];
  const bases = (variantes.length > 0 ? variantes : [null]).map((item) => reaisToCents(precoDaVariacao(produto, item)));
  let centavos = Math.min(...bases);
  let variavel = new Set(bases).size > 1;
  for (const grupo of produto.opcoes) {
    const precos = grupo.itens.map((item) => reaisToCents(item.preco)).sort((a, b) => a - b);
    if (precos.some((preco) => preco > 0)) variavel = true;
    centavos += minimoDoGrupo(grupo, precos);
  }
  return { preco: centavos / 100, variavel };
}

/**
 * The lowest unit price a customer can pay, as a list or a channel shows a price and its promotion:
 * `preco` without the promotion, `promocional` with it (null without one, or when no unit takes
 * it, like a grade whose variants all have their own price). Both from precoAPartirDe, so a
 * flavour-priced pizza (price 0, flavours from R$ 45,90) is listed at what the card says.
 */
export function precoDeLista(produto: PrecoDoProduto): { preco: number; promocional: number | null; variavel: boolean } {
  const { preco, variavel } = precoAPartirDe(produto);
  if (produto.preco_promocional === null) return { preco, promocional: null, variavel };
  const semPromocao = precoAPartirDe({ ...produto, preco_promocional: null }).preco;
  return { preco: semPromocao, promocional: preco < semPromocao ? preco : null, variavel };
}

/** The card's summary of a grade at most, so a listed product's bound (catalogo-paginas.ts) holds with 20 long values. */
export const RESUMO_DA_VARIACAO_MAX = 60;

/** "P · M · G": the first axis's values for the catalogue's card, cut to RESUMO_DA_VARIACAO_MAX with "…"; '' without a grade. */
export function resumoDaVariacao(variacoes: Variacoes | null | undefined): string {
  const resumo = variacoes?.eixos[0]?.valores.join(' · ') ?? '';
  return resumo.length <= RESUMO_DA_VARIACAO_MAX ? resumo : `${resumo.slice(0, RESUMO_DA_VARIACAO_MAX - 1).trimEnd()}…`;
}

/** A line's choices, resolved: the names to show and print, and the unit price in cents. */
export interface OpcoesResolvidas {
  ok: true;
  preco_unitario_centavos: number;
  /**
   * In the product's group order; groups with nothing chosen are left out. A flavours group's
   * choices are named with their share ("½ Calabresa") and `fracoes` is true.
   */
  opcoes: { grupo_id: string; grupo: string; fracoes?: true; itens: { id: string; nome: string; preco_centavos: number }[] }[];
}

/**
 * Checks a line's choices against the product's groups (every group's min and max, each choice
 * belongs to its group, no group or choice twice) and prices it: `baseCentavos` (the variant's or
 * the product's price; for a product sold by weight, the weight's) plus the choices' (a flavours
 * group by its rule). The refusal names the product and the group, in the customer's words.
 */
export function resolveOpcoes(
  produto: PrecoDoProduto,
  escolhas: EscolhaDeOpcoes[] = [],
  baseCentavos = reaisToCents(precoBase(produto)),
): OpcoesResolvidas | { ok: false; erro: string } {
  const invalida = { ok: false as const, erro: `Opção inválida em ${produto.nome}. Escolha de novo.` };
  const porGrupo = new Map<string, string[]>();
  for (const escolha of escolhas) {
    if (porGrupo.has(escolha.grupo) || new Set(escolha.itens).size !== escolha.itens.length) return invalida;
    porGrupo.set(escolha.grupo, escolha.itens);
  }
  if ([...porGrupo.keys()].some((id) => !produto.opcoes.some((grupo) => grupo.id === id))) return invalida;

  let centavos = baseCentavos;
  const opcoes: OpcoesResolvidas['opcoes'] = [];
  for (const grupo of produto.opcoes) {
    const ids = porGrupo.get(grupo.id) ?? [];
    if (ids.length < grupo.min) {
      const quantas = grupo.min === grupo.max ? `${grupo.min}` : `pelo menos ${grupo.min}`;
      return { ok: false, erro: `Escolha ${quantas} em “${grupo.nome}” de ${produto.nome}.` };
    }
    if (ids.length > grupo.max) return { ok: false, erro: `Escolha no máximo ${grupo.max} em “${grupo.nome}” de ${produto.nome}.` };
    const itens = [];
    for (const id of ids) {
      const item = grupo.itens.find((candidato) => candidato.id === id);
      if (!item) return invalida;
      itens.push({ id: item.id, nome: item.nome, preco_centavos: reaisToCents(item.preco) });
    }
    if (itens.length === 0) continue;
    if (grupo.tipo === 'sabores') {
      centavos += precoDosSabores(
        grupo.regra_preco,
        itens.map((item) => item.preco_centavos),
      );
      const fracao = fracaoDoSabor(itens.length);
      const nomes = itens.map((item) => ({ ...item, nome: fracao ? `${fracao} ${item.nome}` : item.nome }));
      opcoes.push({ grupo_id: grupo.id, grupo: grupo.nome, fracoes: true, itens: nomes });
    } else {
      centavos += itens.reduce((soma, item) => soma + item.preco_centavos, 0);
      opcoes.push({ grupo_id: grupo.id, grupo: grupo.nome, itens });
    }
  }
  return { ok: true, preco_unitario_centavos: centavos, opcoes };
}

/**
 * "Tamanho: Grande · Adicionais: Bacon, Cheddar · ½ Calabresa + ½ Marguerita": a line's choices on
 * one line (cart, order card, WhatsApp, ticket). Flavours need no group name: their shares say it.
 */
export const descreverOpcoes = (opcoes: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[]) =>
  opcoes
    .map(({ grupo, fracoes, itens }) =>
      fracoes ? itens.map((item) => item.nome).join(' + ') : `${grupo}: ${itens.map((item) => item.nome).join(', ')}`,
    )
    .join(' · ');

/**
 * "+ R$ 5,00" for a priced choice, '' for a free one. `unidades`: the units one choice counts for,
 * a combo's item of 2 burgers (issue 47): "+ R$ 10,00", what it adds to the combo's price.
 */
export const precoDaOpcao = (preco: number, unidades = 1) => (preco > 0 ? `+ ${formatBRL(reaisToCents(preco) * unidades)}` : '');

/**
 * The order refusals about availability (409): a product marked sold out, or one whose tracked
 * stock cannot cover the quantity. They name the product, and what is left.
 */
/** The units of the product one order may take: the owner's maximum, else 10 for a tracked stock, else no cap of its own (null). */
export const maximoPorPedido = ({ maximo_por_pedido, estoque }: { maximo_por_pedido: number | null; estoque: number | null }) =>
  maximo_por_pedido ?? (estoque === null ? null : MAXIMO_POR_PEDIDO_PADRAO);

/**
 * maximoPorPedido of a whole product: a grade's stock is its variants', so the default maximum
 * holds while any of them is tracked.
 */
export function maximoDoProduto(produto: {
  maximo_por_pedido: number | null;
  estoque: number | null;
  variacoes: { itens: Pick<VariacaoItem, 'estoque'>[] } | null;
}): number | null {
  const rastreado = produto.variacoes ? (produto.variacoes.itens.some((item) => item.estoque !== null) ? 0 : null) : produto.estoque;
  return maximoPorPedido({ maximo_por_pedido: produto.maximo_por_pedido, estoque: rastreado });
}

/**
 * The units left as a customer may be told them ("últimas 2"), so the product page stops its
 * stepper there: only when they are within what one order may take (`maximo`, which stops the
 * customer first otherwise), so a shop's stock count never shows beyond it. Null: not counted, or more.
 */
export const restamParaOCliente = (estoque: number | null, maximo: number | null) =>
  estoque !== null && maximo !== null && estoque <= maximo ? Math.max(0, estoque) : null;

/** 400 for an order over a product's maximum: it names the product and the maximum. */
export const acimaDoMaximoPorPedido = (nome: string, maximo: number) =>
  `Você pode pedir no máximo ${maximo} ${maximo === 1 ? 'unidade' : 'unidades'} de ${nome} por pedido.`;

export const produtoEsgotado = (nome: string) => `Produto esgotado: ${nome}.`;
/** `unidade` 'kg': the stock is in grams, said as a weight ("restam 1,5 kg"). */
export const estoqueInsuficiente = (nome: string, restam: number, unidade: Unidade = 'un') =>
  restam <= 0
    ? produtoEsgotado(nome)
    : unidade === 'kg'
      ? `Estoque insuficiente de ${nome}: restam ${formatPeso(restam)}.`
      : `Estoque insuficiente de ${nome}: ${restam === 1 ? 'resta 1 unidade' : `restam ${restam} unidades`}.`;
