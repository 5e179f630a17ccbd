import type { Transaction } from 'firebase-admin/firestore';
import {
  acimaDoMaximoPorPedido,
  applyCupom,
  CUPOM_NAO_ENCONTRADO,
  recompensaDoCartao,
  selosValidos,
  type CartaoFidelidade,
  SEM_DESCONTO,
  type Cupom,
  type Desconto,
  alertaPedidoParadoMin,
  acompanhamentoPath,
  catalogoPath,
  centsToReais,
  checkoutTotals,
  DEFAULT_COR_PRINCIPAL,
  escolhaAVariacao,
  formatBRL,
  formatCep,
  HORARIO_INDISPONIVEL,
  isHorarioDisponivel,
  LOJA_FECHADA,
  nomeComVariacao,
  pesoInvalido,
  precoDaVariacao,
  precoDoPeso,
  reaisToCents,
  variacaoEsgotada,
  type VariacaoItem,
  maximoPorPedido,
  openingState,
  PEDIDO_MAX_QUANTIDADE,
  produtoEsgotado,
  resolveOpcoes,
  textoPedidoWhatsapp,
  type Atendimento,
  type AvisoPush,
  type EscolhaDeOpcoes,
  type ClientePedido,
  type EntregaPedido,
  type PagamentoPedido,
  type PedidoAcompanhamento,
  type PedidoParsed,
  type PedidoResponse,
} from '@vitrine/shared';
import { novoTokenAcompanhamento, TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import type { AtividadesRepository } from '../../model/atividades.js';
import { notifyEquipe, avisoNovoPedido } from '../../model/avisos-de-pedido.js';
import type { Avisos } from '../../model/dispositivos.js';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { baixasDoPedido, moveEstoques, type EstoquesRepository } from '../../model/estoque.js';
import {
  itemDoPedido,
  quantidadesPorProduto,
  type PedidoGuardado,
  type PedidoItem,
  type PedidoNovo,
  type RecompensaDoPedido,
} from '../../model/pedidos.js';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { clienteRegistroId, type ClientesRepository, type RegistroDoCliente } from '../../model/clientes.js';
import type { CuponsRepository } from '../../model/cupons.js';
import { fidelidadeOf, type LojistasRepository } from '../../model/lojistas.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import { requireSameBody, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { isDocId } from '../../platform/http/validate.js';
import { aguardarAvisos } from '../../platform/push/sender.js';
import { novoCodigoPedido, pedidoIdDaChave } from './codigo.js';
import { pixCopiaECola } from './pix.js';
import type { LojaDoPedido, ProdutoDoPedido, PublicPedidoRepository } from './repository.js';

/** gRPC ALREADY_EXISTS: two retries with the same key raced to create the same order. */
const ALREADY_EXISTS = 6;

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado';

const indisponivel = (nome: string) => new AppError(400, `Um dos produtos não está mais disponível: ${nome}.`);

export const TELEFONE_BLOQUEADO = 'Não foi possível enviar o pedido por este telefone. Por favor, fale diretamente com a loja.';
export const LOJA_OCUPADA = 'Esta loja está recebendo muitos pedidos agora. Tente de novo em instantes.';
const acimaDoValorMaximo = (maximoCentavos: number) =>
  `O total do pedido passa do limite de ${formatBRL(maximoCentavos).replace(/\s/g, ' ')} por pedido. Fale com a loja para combinar um pedido maior.`;

interface Linha {
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
function juntarLinhas(produtos: PedidoParsed['produtos']): Linha[] {
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

/**
 * The order's lines at the stored prices, or the first refusal: a product gone or hidden (400),
 * sold out (409), a variant or weight it does not allow (baseDaLinha), choices its groups do not
 * allow (400), more of it than one order may take over all its lines (400, naming the maximum), or
 * more than a tracked stock (409, saying how many are left). Also what the order takes from stock.
 */
function itensDoPedido(linhas: Linha[], produtos: Map<string, ProdutoDoPedido>) {
  const itens: PedidoItem[] = linhas.map((linha) => {
    const produto = produtos.get(linha.id);
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
  });
  for (const [produtoId, quantidade] of quantidadesPorProduto(itens)) {
    const produto = produtos.get(produtoId)!;
    // A grade's stock is its variants': the default maximum holds while any of them is tracked.
    const rastreado = produto.variacoes ? (produto.variacoes.itens.some((item) => item.estoque !== null) ? 0 : null) : produto.estoque;
    const maximo = maximoPorPedido({ maximo_por_pedido: produto.maximo_por_pedido, estoque: rastreado });
    if (maximo !== null && quantidade > maximo) throw new AppError(400, acimaDoMaximoPorPedido(produto.nome, maximo));
  }
  const movidos = moveEstoques(produtos, baixasDoPedido(itens), -1);
  if ('insuficiente' in movidos) throw new AppError(409, movidos.insuficiente);
  return { itens, estoques: movidos.movidos };
}

/** Drops the fields typed empty, so the stored order (and Firestore, which refuses undefined) holds only answers. */
const preenchidos = <T extends object>(objeto: T) =>
  Object.fromEntries(Object.entries(objeto).filter(([, valor]) => valor !== undefined && valor !== '')) as T;

/** The checkout's answers as the order keeps them; `bairro` is the shop's spelling when it lists neighbourhoods. */
function respostasDoCheckout(input: PedidoParsed, totais: { bairro: string | null; uf: string | null } | null) {
  const cliente: ClientePedido | null = input.cliente?.nome || input.cliente?.telefone ? preenchidos(input.cliente) : null;
  let entrega: EntregaPedido | null = null;
  if (input.entrega?.tipo === 'retirada') entrega = { tipo: 'retirada' };
  else if (input.entrega) {
    // A shipment's state is its CEP's (checkoutTotals refused another); its CEP is kept masked.
    const envio = input.entrega.tipo === 'envio' && totais?.uf ? { uf: totais.uf, cep: formatCep(input.entrega.cep ?? '') } : {};
    entrega = preenchidos({ ...input.entrega, bairro: totais?.bairro ?? input.entrega.bairro, ...envio });
  }
  const pagamento: PagamentoPedido | null = input.pagamento
    ? { forma: input.pagamento.forma, troco_para: input.pagamento.forma === 'dinheiro' ? (input.pagamento.troco_para ?? null) : null }
    : null;
  return { cliente, entrega, pagamento, observacao: input.observacao || null };
}

/** The answer to the order, the same for the retry that finds it. */
type Respondido = Pick<
  PedidoGuardado,
  | 'texto_whatsapp'
  | 'codigo'
  | 'subtotal_centavos'
  | 'taxa_entrega_centavos'
  | 'desconto_centavos'
  | 'cupom'
  | 'fidelidade'
  | 'total_centavos'
  | 'pix_copia_e_cola'
  | 'acompanhamento'
  | 'agendado_para'
  | 'distancia_km'
  | 'frete_a_combinar'
>;
function resposta(pedido: Respondido): PedidoResponse {
  return {
    texto_whatsapp: pedido.texto_whatsapp,
    codigo: pedido.codigo,
    subtotal: centsToReais(pedido.subtotal_centavos),
    taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
    desconto: centsToReais(pedido.desconto_centavos),
    cupom: pedido.cupom?.codigo ?? null,
    fidelidade: pedido.fidelidade && { aplicada: pedido.fidelidade.aplicada, desconto: centsToReais(pedido.fidelidade.desconto_centavos) },
    total: centsToReais(pedido.total_centavos),
    agendado_para: pedido.agendado_para?.toISOString() ?? null,
    distancia_km: pedido.distancia_km,
    frete_a_combinar: pedido.frete_a_combinar,
    // Only an order placed before tracking existed has none, and only a retry of it gets here.
    acompanhamento: pedido.acompanhamento ? acompanhamentoPath(pedido.acompanhamento) : '',
    ...(pedido.pix_copia_e_cola ? { pix_copia_e_cola: pedido.pix_copia_e_cola } : {}),
  };
}

/** What stops an order before its lines are even priced: a shop that does not sell (403), or a phone its owner blocked (403). */
function aceitaPedido(loja: LojaDoPedido, leitura: { bloqueado: boolean }) {
  if (loja.status !== 'ativo') throw lojaIndisponivel();
  if (leitura.bloqueado) throw new AppError(403, TELEFONE_BLOQUEADO);
}

export const SEM_AGENDAMENTO = 'Esta loja não aceita pedidos agendados.';
export const SOMENTE_AGENDADO = 'Esta loja aceita só pedidos agendados: escolha o dia e o horário.';

/**
 * A scheduled order's slot (issue 31), or null for an order for now: the slot must be one the
 * shop's list offers at `agora` (agendamento.ts), and a shop that takes only scheduled orders
 * refuses one without it. A shop without service settings schedules nothing.
 */
function agendamentoDoPedido(atendimento: Atendimento | null, agendadoPara: string | undefined, agora: Date): Date | null {
  const agendamento = atendimento?.agendamento;
  if (agendadoPara === undefined) {
    if (agendamento?.ativo && agendamento.somente_agendado) throw new AppError(400, SOMENTE_AGENDADO);
    return null;
  }
  if (!atendimento || !agendamento?.ativo) throw new AppError(400, SEM_AGENDAMENTO);
  if (!isHorarioDisponivel(atendimento.horarios, agendamento, agora, agendadoPara)) throw new AppError(400, HORARIO_INDISPONIVEL);
  return new Date(agendadoPara);
}

/**
 * A shop with service settings takes orders for now only while open, scheduled ones while closed
 * too but never while paused, and as its rules allow; the first refusal is the answer.
 */
function aplicarAtendimento(
  atendimento: Atendimento,
  input: PedidoParsed,
  subtotal_centavos: number,
  desconto: Desconto,
  agora: Date,
  agendadoPara: Date | null,
) {
  const aberta = openingState(atendimento, agora);
  if (!aberta.aberta && (!agendadoPara || atendimento.pausado)) throw new AppError(409, aberta.mensagem ?? LOJA_FECHADA);
  const totais = checkoutTotals(atendimento, input, subtotal_centavos, desconto);
  if (!totais.ok) throw new AppError(400, totais.erro);
  return totais;
}

export interface PedidoCriado {
  /** False when the Idempotency-Key named an order that already existed: nothing was written. */
  criado: boolean;
  pedido: PedidoResponse;
}

/**
 * A customer's order and its tracking (docs/api.md, public-pedido). Only each line's product id,
 * quantity, choices (by id) and note come from the client; names and prices are the stored ones,
 * and so are the shop's fees and rules. Tracked stock is read and taken down in the order's
 * transaction, so concurrent orders never sell more than there is. The order, its tracking
 * lookup, its counters, the stock and the admin's activity entry are written in one transaction,
 * or nothing is.
 */
export function publicPedidoService({
  pedidos,
  estoques,
  catalogos,
  atividades,
  runTransaction,
  publisher,
  now,
  avisos,
  cupons,
  clientes,
  lojistas,
}: {
  pedidos: PublicPedidoRepository;
  /** The shop's coupons, read and counted in the order's transaction (issue 29). */
  cupons: Pick<CuponsRepository, 'readParaPedido' | 'countUso'>;
  /** The customers' records by phone: first orders, uses per customer and loyalty stamps. */
  clientes: Pick<ClientesRepository, 'read' | 'countPedido' | 'readSelos'>;
  /** The shop's loyalty card, for the tracking page's. */
  lojistas: Pick<LojistasRepository, 'find'>;
  estoques: EstoquesRepository;
  catalogos: CatalogosRepository;
  atividades: AtividadesRepository;
  runTransaction: RunTransaction;
  /** Marks the shop's catalogue to publish in the order's transaction, and publishes it once committed (model/publish.ts). */
  publisher: CatalogoPublisher;
  /** The clock: opening hours and the order's time (tests set it). */
  now: () => Date;
  /** Pushes to the shop's devices after the commit (model/dispositivos.ts); never throws. */
  avisos?: Pick<Avisos, 'paraLoja'>;
}) {
  /**
   * The coupon an order's code names and what it takes off, checked by applyCupom against its
   * uses and the customer's record read in the same transaction; 400 with the refusal for any
   * code that cannot apply. No code: no coupon.
   */
  async function cupomDoPedido(
    tx: Transaction,
    uid: string,
    codigo: string | undefined,
    subtotal_centavos: number,
    registro: RegistroDoCliente | null,
    agora: Date,
  ): Promise<{ cupom: Cupom | null; desconto: Desconto }> {
    if (!codigo) return { cupom: null, desconto: SEM_DESCONTO };
    const cupom = await cupons.readParaPedido(tx, uid, codigo);
    if (!cupom) throw new AppError(400, CUPOM_NAO_ENCONTRADO);
    const cliente = registro && { pedidos: registro.pedidos, usos: registro.cupons[cupom.id] ?? 0 };
    const aplicado = applyCupom(cupom, { subtotal_centavos, hoje: dayKey(agora), cliente });
    if (!aplicado.ok) throw new AppError(400, aplicado.erro);
    return { cupom, desconto: aplicado };
  }

  /**
   * The coupon's discount or the loyalty card's reward, whichever takes more off the order (a free
   * delivery is worth its fee); a tie keeps the coupon, and the customer's stamps for later. They
   * never add up. `recompensa` null: the customer has no reward due.
   */
  function descontoDoPedido(
    input: PedidoParsed,
    loja: LojaDoPedido,
    subtotal_centavos: number,
    doCupom: { cupom: Cupom | null; desconto: Desconto },
    recompensa: ReturnType<typeof recompensaDoCartao>,
  ): { cupom: Cupom | null; desconto: Desconto; fidelidade: RecompensaDoPedido | null } {
    if (!recompensa) return { ...doCupom, fidelidade: null };
    const { cupom, desconto } = doCupom;
    const frete = desconto.frete_gratis && loja.atendimento ? checkoutTotals(loja.atendimento, input, subtotal_centavos) : null;
    const valorDoCupom = desconto.desconto_centavos + (frete?.ok ? frete.taxa_entrega_centavos : 0);
    if (cupom && valorDoCupom >= recompensa.desconto_centavos)
      return { cupom, desconto, fidelidade: { aplicada: false, desconto_centavos: recompensa.desconto_centavos, selos: {} } };
    return {
      cupom: null,
      desconto: { desconto_centavos: recompensa.desconto_centavos, frete_gratis: false },
      fidelidade: { aplicada: true, desconto_centavos: recompensa.desconto_centavos, selos: recompensa.gastos },
    };
  }

  async function save(
    uid: string,
    input: PedidoParsed,
    linhas: Linha[],
    idempotency: IdempotencyKey | undefined,
    origem: string,
  ): Promise<PedidoCriado & { esgotados: string[]; aviso: AvisoPush | null }> {
    const pedidoId = idempotency === undefined ? null : pedidoIdDaChave(uid, idempotency.chave);
    return runTransaction(async (tx) => {
      const agora = now();
      const leitura = await pedidos.read(tx, {
        uid,
        pedidoId,
        telefone: input.cliente?.telefone || null,
        produtoIds: [...new Set(linhas.map((linha) => linha.id))],
      });
      const { loja, existente, produtos } = leitura;
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (existente) {
        // The key answers only the body it came with; an order placed before bodies were kept has none to match.
        requireSameBody(existente.corpo, idempotency!.corpo);
        return { criado: false, pedido: resposta(existente.pedido), esgotados: [], aviso: null };
      }
      aceitaPedido(loja, leitura);

      const { itens, estoques: baixas } = itensDoPedido(linhas, produtos);
      const subtotal_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
      const telefone = input.cliente?.telefone || null;
      const registro = telefone ? await clientes.read(tx, uid, telefone) : null;
      const recompensa = registro && recompensaDoCartao(loja.fidelidade, registro.selos, subtotal_centavos, agora);
      const { cupom, desconto, fidelidade } = descontoDoPedido(
        input,
        loja,
        subtotal_centavos,
        await cupomDoPedido(tx, uid, input.cupom, subtotal_centavos, registro, agora),
        recompensa,
      );
      const agendado_para = agendamentoDoPedido(loja.atendimento, input.agendado_para, agora);
      // Without service settings the order is the spec's: no rules, no fee; answers sent anyway are kept.
      const totais = loja.atendimento
        ? aplicarAtendimento(loja.atendimento, input, subtotal_centavos, desconto, agora, agendado_para)
        : null;
      const taxa_entrega_centavos = totais?.taxa_entrega_centavos ?? 0;
      const total_centavos = subtotal_centavos - desconto.desconto_centavos + taxa_entrega_centavos;
      if (total_centavos > leitura.valorMaximoCentavos) throw new AppError(400, acimaDoValorMaximo(leitura.valorMaximoCentavos));
      const respostas = respostasDoCheckout(input, totais);
      const frete = { distancia_km: totais?.distancia_km ?? null, frete_a_combinar: totais?.frete_a_combinar ?? false };

      const codigo = novoCodigoPedido();
      const token = novoTokenAcompanhamento();
      const pix = loja.atendimento?.pix;
      const pix_copia_e_cola =
        respostas.pagamento?.forma === 'pix' && pix ? pixCopiaECola({ ...pix, valor_centavos: total_centavos, txid: codigo }) : null;
      const texto_whatsapp = textoPedidoWhatsapp({
        nomeLoja: loja.nome,
        codigo,
        itens,
        subtotal_centavos,
        taxa_entrega_centavos,
        total_centavos,
        cupom: cupom && { codigo: cupom.codigo, ...desconto },
        fidelidade: fidelidade?.aplicada ? fidelidade : null,
        ...respostas,
        enderecoLoja: loja.endereco,
        pix_copia_e_cola,
        acompanhamento_url: `${origem}${acompanhamentoPath(token)}`,
        agendado_para: agendado_para?.toISOString() ?? null,
        ...frete,
      });
      const pedido: PedidoNovo = {
        codigo,
        itens,
        subtotal_centavos,
        taxa_entrega_centavos,
        desconto_centavos: desconto.desconto_centavos,
        total_centavos,
        cupom: cupom && { id: cupom.id, codigo: cupom.codigo, tipo: cupom.tipo },
        fidelidade,
        cliente_registro: telefone && clienteRegistroId(uid, telefone),
        texto_whatsapp,
        idempotencia: pedidoId,
        idempotencia_corpo: idempotency?.corpo ?? null,
        ...respostas,
        pix_copia_e_cola,
        acompanhamento: token,
        agendado_para,
        ...frete,
      };

      // Pushed again if still novo after the shop's minutes (jobs/pedidos-parados.ts).
      const id = pedidos.create(tx, uid, pedidoId, pedido, dayKey(agora), agora, {
        alertaMin: alertaPedidoParadoMin(loja.atendimento),
        // The team hears of the slot the shop's antecedence before it (at once when that is past already).
        agendadoAvisarEm:
          agendado_para &&
          new Date(Math.max(agora.getTime(), agendado_para.getTime() - (loja.atendimento?.agendamento?.antecedencia_min ?? 0) * 60_000)),
      });
      for (const movido of baixas) estoques.update(tx, uid, movido);
      if (cupom) cupons.countUso(tx, uid, cupom.id);
      if (telefone && registro) {
        // A reward spends its stamps, and drops those expired with them (recompensaDoCartao's restantes are the rest).
        const restantes = fidelidade?.aplicada && recompensa ? recompensa.restantes : registro.selos;
        const perdidos = Object.keys(registro.selos).filter((id) => !(id in restantes));
        clientes.countPedido(tx, uid, telefone, registro, {
          pedido: 1,
          cupomId: cupom?.id ?? null,
          perdidos,
          cliente: { nome: respostas.cliente?.nome ?? null, telefone },
        });
      }
      // A product (or variant) this order takes to 0: the catalogue is to list it as sold out.
      const esgotados = baixas.filter(({ cruzouZero }) => cruzouZero).map(({ produtoId }) => produtoId);
      publisher.mark(tx, uid, { produtos: esgotados });
      await atividades.create('pedido', `Pedido #${codigo} de ${formatBRL(total_centavos)} em ${loja.nome}.`, uid, tx);
      return {
        criado: true,
        pedido: resposta(pedido),
        esgotados,
        aviso: avisoNovoPedido(id, pedido),
      };
    });
  }

  /** The customer's card on their order's tracking page: their stamps that count, while the shop's card is on. */
  async function cartaoDoCliente(lojistaId: string, registroId: string | null): Promise<CartaoFidelidade | null> {
    if (!registroId) return null;
    const [lojista, selos] = await Promise.all([lojistas.find(lojistaId), clientes.readSelos(lojistaId, registroId)]);
    const cartao = lojista && fidelidadeOf(lojista);
    if (!cartao?.ativo) return null;
    const contam = selosValidos(selos ?? {}, cartao, now()).length;
    return { selos: Math.min(contam, cartao.pedidos_necessarios), necessarios: cartao.pedidos_necessarios, recompensa: cartao.recompensa };
  }

  return {
    /**
     * Places the order, or answers the one a retry with the same Idempotency-Key and the same body
     * already placed (422 for the key with another body). 404 unknown shop, 403 unavailable shop
     * or blocked phone, 429 the shop's orders this minute at its limit, 400 a product that is
     * unknown, hidden or another shop's, choices its groups do not allow, more than a product's
     * maximum per order, a checkout rule the order breaks, or a total over the platform's ceiling;
     * 409 a shop closed or paused, a product sold out, or more than its stock. `origem` is the
     * public web app's origin, for the tracking link in the WhatsApp text.
     */
    async create(ref: LojaRef, input: PedidoParsed, idempotency: IdempotencyKey | undefined, origem: string): Promise<PedidoCriado> {
      const uid = await catalogos.lojistaId(ref);
      if (!uid) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      const linhas = juntarLinhas(input.produtos);
      // An id Firestore could not even look up names no product of this shop.
      const malformada = linhas.find((linha) => !isDocId(linha.id));
      if (malformada) throw indisponivel(malformada.nomeNoCarrinho || malformada.id);

      // The shop's orders this minute (429, Retry-After to the minute's end), before the transaction
      // and never for a retry of an order already placed.
      const pedidoId = idempotency === undefined ? null : pedidoIdDaChave(uid, idempotency.chave);
      if (!(pedidoId && (await pedidos.existe(uid, pedidoId)))) {
        const janela = await pedidos.contarNaJanela(uid, now());
        if (!janela.permitido) throw new LimiteExcedido(LOJA_OCUPADA, janela.retryAfterSeconds);
      }

      let salvo;
      try {
        salvo = await save(uid, input, linhas, idempotency, origem);
      } catch (error) {
        // Concurrent retries: Firestore serialises them, but should one lose the create race, it reads the winner's order.
        if (idempotency === undefined || (error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
        salvo = await save(uid, input, linhas, idempotency, origem);
      }
      // The order stands whatever happens here: a failed publish leaves the mark to the job, and orders refuse the product anyway.
      if (salvo.esgotados.length > 0) await publisher.publishAfterCommit(uid);
      // After the commit: the shop's devices get a push, which never fails the order and holds it at most ESPERA_AVISO_MS (sender.ts).
      if (salvo.aviso && avisos) await aguardarAvisos(notifyEquipe(avisos, uid, salvo.aviso));
      return { criado: salvo.criado, pedido: salvo.pedido };
    },

    /**
     * GET /api/pedido/{token}: the order as its customer may see it, with the shop's public face
     * from its published catalogue (name, link, WhatsApp, colour, logo, and the address a pickup is collected at). 404 for a malformed or
     * unknown token, without a read for a malformed one.
     */
    async acompanhamento(token: string): Promise<PedidoAcompanhamento> {
      if (!TOKEN_ACOMPANHAMENTO.test(token)) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const encontrado = await pedidos.acompanhamento(token);
      if (!encontrado) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const { lojistaId, pedido } = encontrado;
      const [catalogo, fidelidade] = await Promise.all([
        catalogos.catalogo({ lojistaId }),
        cartaoDoCliente(lojistaId, pedido.cliente_registro),
      ]);
      const loja = catalogo?.loja;
      return {
        codigo: pedido.codigo,
        status: pedido.status,
        criado_em: pedido.criado_em.toISOString(),
        atualizado_em: pedido.atualizado_em.toISOString(),
        historico: pedido.historico.map(({ status, em }) => ({ status, em: em.toISOString() })),
        itens: pedido.itens.map(itemDoPedido),
        subtotal: centsToReais(pedido.subtotal_centavos),
        taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
        desconto: centsToReais(pedido.desconto_centavos),
        cupom: pedido.cupom?.codigo ?? null,
        total: centsToReais(pedido.total_centavos),
        fidelidade,
        entrega: pedido.entrega && {
          tipo: pedido.entrega.tipo,
          bairro: pedido.entrega.bairro ?? null,
          uf: pedido.entrega.uf ?? null,
          distancia_km: pedido.distancia_km,
          frete_a_combinar: pedido.frete_a_combinar,
        },
        agendado_para: pedido.agendado_para?.toISOString() ?? null,
        pagamento: pedido.pagamento && { forma: pedido.pagamento.forma },
        pix_copia_e_cola: pedido.pix_copia_e_cola,
        texto_whatsapp: pedido.texto_whatsapp,
        dados_apagados_em: pedido.dados_apagados_em?.toISOString() ?? null,
        loja: {
          nome_loja: loja?.nome_loja ?? '',
          link: catalogoPath(lojistaId, loja?.subdominio),
          whatsapp: loja?.whatsapp ?? null,
          cor_principal: loja?.cor_principal ?? DEFAULT_COR_PRINCIPAL,
          logo_url: loja?.logo_url ?? '',
          endereco: loja?.endereco ?? '',
        },
      };
    },
  };
}

export type PublicPedidoService = ReturnType<typeof publicPedidoService>;
