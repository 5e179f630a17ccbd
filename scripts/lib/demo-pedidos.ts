import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  acompanhamentoPath,
  checkoutTotals,
  textoPedidoWhatsapp,
  type Atendimento,
  type PedidoParsed,
  type StatusPedido,
} from '@vitrine/shared';
import { pixCopiaECola } from '../../functions/src/features/public-pedido/pix.js';
import { acompanhamentoDoc, novoTokenAcompanhamento } from '../../functions/src/model/acompanhamentos.js';
import {
  historicoParaGravar,
  pedidosCollection,
  STATUS_ACEITOS,
  type PedidoItem,
  type PedidoNovo,
} from '../../functions/src/model/pedidos.js';
import { dayKey } from '../../functions/src/platform/calendar.js';
import { countPedidoNoDemo, type DemoAnalytics, type ProdutoDemo } from './demo-analytics.js';

/** The local stack's Hosting origin: the demo's tracking links in its WhatsApp texts. */
const ORIGEM_LOCAL = 'http://127.0.0.1:5000';
const MINUTO_MS = 60_000;

interface PedidoComCliente {
  codigo: string;
  /** Minutes before the seed ran. */
  ha_minutos: number;
  /** The statuses after novo, in order, each some minutes after the one before. */
  caminho: StatusPedido[];
  /** Lines as [index in the demo's products, quantity]. */
  linhas: Array<[number, number]>;
  checkout: Pick<PedidoParsed, 'cliente' | 'entrega' | 'pagamento' | 'observacao'>;
}

/**
 * The demo's recent orders placed through the checkout: customers in every status, delivery and
 * pickup, cash (with change), PIX and card, so the Pedidos screen and the tracking page have
 * something real to show. Their codes are fixed: a fresh stack always looks the same.
 */
const ORDERS: PedidoComCliente[] = [
  {
    codigo: 'N7QX',
    ha_minutos: 6,
    caminho: [],
    linhas: [
      [0, 2],
      [4, 1],
    ],
    checkout: {
      cliente: { nome: 'Maria Clara', telefone: '11912345678' },
      entrega: { tipo: 'entrega', bairro: 'Vila Madalena', endereco: 'Rua Harmonia, 250', complemento: 'ap 32', referencia: 'prédio azul' },
      pagamento: { forma: 'dinheiro', troco_para: 50 },
      observacao: 'Sem açúcar no café, por favor',
    },
  },
  {
    codigo: 'C4KM',
    ha_minutos: 24,
    caminho: ['confirmado'],
    linhas: [[1, 3]],
    checkout: {
      cliente: { nome: 'João Pedro', telefone: '11987654321' },
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'pix' },
    },
  },
  {
    codigo: 'P8RT',
    ha_minutos: 41,
    caminho: ['confirmado', 'preparando'],
    linhas: [
      [2, 2],
      [5, 2],
    ],
    checkout: {
      cliente: { nome: 'Beatriz Lima', telefone: '11955554444' },
      entrega: { tipo: 'entrega', bairro: 'Pinheiros', endereco: 'Rua dos Pinheiros, 870' },
      pagamento: { forma: 'cartao' },
    },
  },
  {
    codigo: 'S2VH',
    ha_minutos: 58,
    caminho: ['confirmado', 'preparando', 'saiu_para_entrega'],
    linhas: [
      [0, 4],
      [3, 2],
      [6, 1],
    ],
    checkout: {
      cliente: { nome: 'Rafael Souza', telefone: '11933332222' },
      entrega: { tipo: 'entrega', bairro: 'Perdizes', endereco: 'Rua Cardoso de Almeida, 1200', referencia: 'portaria 2' },
      pagamento: { forma: 'pix' },
    },
  },
  {
    codigo: 'R5WB',
    ha_minutos: 75,
    caminho: ['confirmado', 'preparando', 'pronto_para_retirada'],
    linhas: [[7, 2]],
    checkout: {
      cliente: { nome: 'Luana Castro', telefone: '11944443333' },
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'dinheiro' },
      observacao: 'Passo às 17h',
    },
  },
  {
    codigo: 'E9LD',
    ha_minutos: 180,
    caminho: ['confirmado', 'preparando', 'saiu_para_entrega', 'entregue'],
    linhas: [
      [1, 2],
      [4, 2],
    ],
    checkout: {
      cliente: { nome: 'Carlos Mendes', telefone: '1133334444' },
      entrega: { tipo: 'entrega', bairro: 'Vila Madalena', endereco: 'Rua Aspicuelta, 99' },
      pagamento: { forma: 'dinheiro', troco_para: 100 },
    },
  },
  {
    codigo: 'X3FG',
    ha_minutos: 240,
    caminho: ['cancelado'],
    linhas: [[2, 2]],
    checkout: {
      cliente: { nome: 'Fernanda Alves' },
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'cartao' },
      observacao: 'Cancelado pelo cliente',
    },
  },
];

export interface DemoPedidoComCliente {
  pedido: PedidoNovo & { status: StatusPedido };
  criado_em: Date;
  historico: Array<{ status: StatusPedido; em: Date }>;
}

/** The orders as public-pedido would have stored them: the fee and total by the shop's rules, PIX code, text and tracking token. */
export function demoPedidosComCliente(
  produtos: readonly ProdutoDemo[],
  nomeLoja: string,
  atendimento: Atendimento,
  agora = new Date(),
): DemoPedidoComCliente[] {
  return ORDERS.map(({ codigo, ha_minutos, caminho, linhas, checkout }) => {
    const itens: PedidoItem[] = linhas.map(([index, quantidade]) => {
      const produto = produtos[index]!;
      return {
        produto_id: produto.id,
        nome: produto.nome,
        preco_centavos: produto.preco_centavos,
        quantidade,
        total_centavos: produto.preco_centavos * quantidade,
        opcoes: [],
        observacao: null,
        variacao_id: null,
        gramas: null,
      };
    });
    const subtotal_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
    const totais = checkoutTotals(atendimento, checkout, subtotal_centavos);
    if (!totais.ok) throw new Error(`Pedido de demonstração ${codigo} fora das regras da loja: ${totais.erro}`);
    const { taxa_entrega_centavos, total_centavos } = totais;
    const pix_copia_e_cola =
      checkout.pagamento?.forma === 'pix' && atendimento.pix
        ? pixCopiaECola({ ...atendimento.pix, valor_centavos: total_centavos, txid: codigo })
        : null;
    const respostas = {
      cliente: checkout.cliente ?? null,
      entrega: checkout.entrega ?? null,
      pagamento: checkout.pagamento ? { forma: checkout.pagamento.forma, troco_para: checkout.pagamento.troco_para ?? null } : null,
      observacao: checkout.observacao ?? null,
    };
    const token = novoTokenAcompanhamento();
    const criado_em = new Date(agora.getTime() - ha_minutos * MINUTO_MS);
    // Each later status a few minutes after the one before, the last still in the past.
    const historico = [
      { status: 'novo' as StatusPedido, em: criado_em },
      ...caminho.map((status, passo) => ({
        status,
        em: new Date(criado_em.getTime() + (passo + 1) * Math.min(10, ha_minutos / (caminho.length + 1)) * MINUTO_MS),
      })),
    ];
    const texto_whatsapp = textoPedidoWhatsapp({
      nomeLoja,
      codigo,
      itens,
      subtotal_centavos,
      taxa_entrega_centavos,
      total_centavos,
      ...respostas,
      pix_copia_e_cola,
      acompanhamento_url: `${ORIGEM_LOCAL}${acompanhamentoPath(token)}`,
    });
    return {
      pedido: {
        codigo,
        itens,
        subtotal_centavos,
        taxa_entrega_centavos,
        desconto_centavos: 0,
        total_centavos,
        cupom: null,
        fidelidade: null,
        // No customer record: the first real order of one of these phones finds them by the lookup (model/clientes.ts).
        cliente_registro: null,
        texto_whatsapp,
        idempotencia: null,
        idempotencia_corpo: null,
        agendado_para: null,
        distancia_km: null,
        frete_a_combinar: false,
        comanda: null,
        balcao: null,
        ...respostas,
        pix_copia_e_cola,
        acompanhamento: token,
        status: historico.at(-1)!.status,
      },
      criado_em,
      historico,
    };
  });
}

/** Counts the orders in the demo's figures as the API would have (countPedidoNoDemo); orders of the last hours, so their day is among the demo's 90. */
export function countNoDemo(demo: DemoAnalytics, pedidos: readonly DemoPedidoComCliente[]): void {
  for (const { pedido, criado_em } of pedidos) countPedidoNoDemo(demo, dayKey(criado_em), pedido);
}

/** Adds the orders and their tracking lookups to the batch. */
export function writeDemoPedidos(batch: WriteBatch, db: Firestore, lojaId: string, pedidos: readonly DemoPedidoComCliente[]): void {
  for (const { pedido, criado_em, historico } of pedidos) {
    const ref = pedidosCollection(db, lojaId).doc();
    batch.set(ref, {
      ...pedido,
      criado_em: Timestamp.fromDate(criado_em),
      atualizado_em: Timestamp.fromDate(historico.at(-1)!.em),
      historico: historicoParaGravar(historico),
      // As countPedidoNoDemo counted it: an accepted order's total is in the revenue.
      receita_contada: STATUS_ACEITOS.has(pedido.status),
    });
    batch.set(acompanhamentoDoc(db, pedido.acompanhamento), { lojista_id: lojaId, pedido_id: ref.id });
  }
}
