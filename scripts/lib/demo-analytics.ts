import { FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { ORIGENS, textoPedidoWhatsapp, type Origem, type StatusPedido } from '@vitrine/shared';
import {
  campoDoDia,
  campoNome,
  campoOrigem,
  campoProduto,
  campoVendidos,
  estatisticaDaLojaDoc,
  estatisticaMensalDocs,
  type EstatisticaDaPlataforma,
} from '../../functions/src/model/estatisticas.js';
import { pedidosCollection, STATUS_ACEITOS, type PedidoItem } from '../../functions/src/model/pedidos.js';
import { dayKey, dayStart, lastDayKeys } from '../../functions/src/platform/calendar.js';

/**
 * The demo shop's last 90 days, so that Analytics and Pedidos have something to show on a fresh
 * stack: visits that grow over the quarter and peak at weekends, a Brazilian small shop's origin
 * mix (Instagram and WhatsApp first), product views that favour the best sellers, and about forty
 * real orders over the last eight weeks, a few of them cancelled. Every counter is what the API
 * itself would have written for that traffic, so the dashboard, Analytics, Pedidos and the admin
 * dashboard agree with each other. A fixed seed makes every fresh stack look the same.
 */

export interface ProdutoDemo {
  id: string;
  nome: string;
  preco_centavos: number;
}

/** mulberry32: small, fast and good enough to make believable, repeatable noise. */
export function gerador(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function sortear<T>(aleatorio: () => number, opcoes: readonly T[], pesos: readonly number[]): T {
  let alvo = aleatorio() * pesos.reduce((soma, peso) => soma + peso, 0);
  for (const [index, opcao] of opcoes.entries()) {
    alvo -= pesos[index]!;
    if (alvo < 0) return opcao;
  }
  return opcoes.at(-1)!;
}

// No installed-app nor printed-QR visits in the demo's history: its figures stay those the browser tests know.
const PESOS_ORIGEM: Record<Origem, number> = {
  instagram: 38,
  whatsapp: 30,
  google: 12,
  direto: 10,
  facebook: 7,
  outros: 3,
  app: 0,
  qrcode: 0,
};
/** Sunday to Saturday: a café's customers browse most at the weekend, least on Monday. */
const PESO_DIA_DA_SEMANA = [1.25, 0.75, 0.85, 0.9, 0.95, 1.15, 1.35];
const ALFABETO_CODIGO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const HORA_MS = 3_600_000;
/** Orders of the last eight weeks only: an older order would be a ghost in a shop that just began to sell. */
const DIAS_COM_PEDIDOS = 56;
/** Orders per unique visit: about forty orders over those eight weeks. */
const CONVERSAO = 0.023;

export interface PedidoDemo {
  codigo: string;
  itens: PedidoItem[];
  total_centavos: number;
  texto_whatsapp: string;
  idempotencia: null;
  status: StatusPedido;
  criado_em: Timestamp;
  /** Set by countPedidoNoDemo: whether its total is in the revenue, as owner-pedidos records it. */
  receita_contada: boolean;
}

export interface DemoAnalytics {
  /** Per day, oldest first: the shop's counters (lojistas/{lojaId}/estatisticas/{dia}) and what it adds to the platform's day. */
  dias: Array<{
    dia: string;
    loja: Record<string, number | string>;
    plataforma: EstatisticaDaPlataforma;
  }>;
  pedidos: PedidoDemo[];
  /** The owner's counters: every order received, and the accepted ones (the revenue). */
  total_pedidos: number;
  valor_total_pedidos_centavos: number;
  total_pedidos_aceitos: number;
  receita_total_centavos: number;
}

/**
 * Counts one order in the demo's figures as the API does (issue 24): placing it counts it received
 * in its day; the shop accepting it (confirmado onward, not cancelled) counts it in the revenue and
 * its units in the best sellers (issue 25). Answers whether it is in the revenue (the order's receita_contada).
 */
export function countPedidoNoDemo(
  demo: DemoAnalytics,
  dia: string,
  { status, total_centavos: totalCentavos, itens }: { status: StatusPedido; total_centavos: number; itens: readonly PedidoItem[] },
): boolean {
  const registro = demo.dias.find((candidato) => candidato.dia === dia)!;
  const aceito = STATUS_ACEITOS.has(status);
  const somar = (campo: 'pedidos' | 'valor_centavos' | 'pedidos_aceitos' | 'receita_centavos', valor: number) => {
    registro.plataforma[campo] += valor;
    registro.loja[campo] = Number(registro.loja[campo] ?? 0) + valor;
  };
  somar('pedidos', 1);
  somar('valor_centavos', totalCentavos);
  demo.total_pedidos += 1;
  demo.valor_total_pedidos_centavos += totalCentavos;
  if (aceito) {
    somar('pedidos_aceitos', 1);
    somar('receita_centavos', totalCentavos);
    demo.total_pedidos_aceitos += 1;
    demo.receita_total_centavos += totalCentavos;
    for (const item of itens) {
      registro.loja[campoVendidos(item.produto_id)] = Number(registro.loja[campoVendidos(item.produto_id)] ?? 0) + item.quantidade;
      registro.loja[campoNome(item.produto_id)] = item.nome;
    }
  }
  return aceito;
}

/** The 90 days up to `agora` (today so far only), from the products' ids, names and prices. */
export function demoAnalytics(produtos: readonly ProdutoDemo[], nomeLoja: string, agora = new Date(), semente = 20_240_501): DemoAnalytics {
  const aleatorio = gerador(semente);
  // Best sellers first in the list, a long tail after them.
  const popularidade = produtos.map((_, index) => 1 / (1 + index * 0.35));
  const dias = lastDayKeys(agora, 90);
  const pedidos: PedidoDemo[] = [];
  const resultado: DemoAnalytics['dias'] = [];

  for (const [index, dia] of dias.entries()) {
    const meiaNoite = dayStart(dia).getTime();
    const hoje = index === dias.length - 1;
    // Today counts only the hours gone by (at least a little, so a morning demo is not empty).
    const parteDoDia = hoje ? Math.max(0.15, Math.min(1, (agora.getTime() - meiaNoite) / (24 * HORA_MS))) : 1;
    const tendencia = 14 + 22 * (index / (dias.length - 1));
    const semana = PESO_DIA_DA_SEMANA[new Date(meiaNoite + 12 * HORA_MS).getUTCDay()]!;
    const visitas = Math.round(tendencia * semana * (0.8 + aleatorio() * 0.4) * parteDoDia);

    const loja: Record<string, number | string> = { visitas_unicas: visitas };
    for (let visita = 0; visita < visitas; visita++) {
      const campo = campoOrigem(
        sortear(
          aleatorio,
          ORIGENS,
          ORIGENS.map((origem) => PESOS_ORIGEM[origem]),
        ),
      );
      loja[campo] = ((loja[campo] as number | undefined) ?? 0) + 1;
    }
    const visualizacoes = Math.round(visitas * (1.3 + aleatorio() * 0.6));
    loja.visualizacoes = visualizacoes;
    for (let vista = 0; vista < visualizacoes; vista++) {
      const produto = sortear(aleatorio, produtos, popularidade);
      loja[campoProduto(produto.id)] = ((loja[campoProduto(produto.id)] as number | undefined) ?? 0) + 1;
      loja[campoNome(produto.id)] = produto.nome;
    }

    if (index >= dias.length - DIAS_COM_PEDIDOS) {
      const quantos = Math.floor(visitas * CONVERSAO + aleatorio());
      for (let n = 0; n < quantos; n++) {
        const criado = meiaNoite + (8 + aleatorio() * 12) * HORA_MS;
        if (criado <= agora.getTime()) pedidos.push(pedidoDemo(aleatorio, produtos, popularidade, nomeLoja, criado));
      }
    }
    resultado.push({ dia, loja, plataforma: { visitas, pedidos: 0, valor_centavos: 0, pedidos_aceitos: 0, receita_centavos: 0 } });
  }

  // The newest orders are still open on the Pedidos screen, older ones delivered, about one in ten cancelled.
  pedidos.sort((a, b) => b.criado_em.toMillis() - a.criado_em.toMillis());
  for (const [posicao, pedido] of pedidos.entries()) {
    const sorte = aleatorio();
    pedido.status = posicao < 3 ? 'novo' : posicao < 7 ? 'confirmado' : sorte < 0.12 ? 'cancelado' : 'entregue';
  }
  const demo: DemoAnalytics = {
    dias: resultado,
    pedidos,
    total_pedidos: 0,
    valor_total_pedidos_centavos: 0,
    total_pedidos_aceitos: 0,
    receita_total_centavos: 0,
  };
  for (const pedido of pedidos) {
    pedido.receita_contada = countPedidoNoDemo(demo, dayKey(pedido.criado_em.toDate()), pedido);
  }
  return demo;
}

function pedidoDemo(
  aleatorio: () => number,
  produtos: readonly ProdutoDemo[],
  popularidade: readonly number[],
  nomeLoja: string,
  criado: number,
): PedidoDemo {
  const linhas = new Map<string, PedidoItem>();
  const quantasLinhas = 1 + Math.floor(aleatorio() * aleatorio() * 4);
  for (let linha = 0; linha < quantasLinhas; linha++) {
    const produto = sortear(aleatorio, produtos, popularidade);
    const quantidade = 1 + Math.floor(aleatorio() * aleatorio() * 4);
    const atual = linhas.get(produto.id)?.quantidade ?? 0;
    linhas.set(produto.id, {
      produto_id: produto.id,
      nome: produto.nome,
      preco_centavos: produto.preco_centavos,
      quantidade: atual + quantidade,
      total_centavos: produto.preco_centavos * (atual + quantidade),
      opcoes: [],
      observacao: null,
      variacao_id: null,
      gramas: null,
    });
  }
  const itens = [...linhas.values()];
  const total_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
  const codigo = Array.from({ length: 4 }, () => ALFABETO_CODIGO[Math.floor(aleatorio() * ALFABETO_CODIGO.length)]).join('');
  return {
    codigo,
    itens,
    total_centavos,
    texto_whatsapp: textoPedidoWhatsapp({ nomeLoja, codigo, itens, total_centavos }),
    idempotencia: null,
    status: 'novo',
    criado_em: Timestamp.fromMillis(Math.round(criado)),
    receita_contada: false,
  };
}

/**
 * Adds the demo's days and orders to the batch, in the shape the fold leaves them: the shop's daily
 * documents, its orders and the platform's month shards (the demo's share in shard 0 of each month).
 */
export function escreverDemoAnalytics(batch: WriteBatch, db: Firestore, lojaId: string, demo: DemoAnalytics): void {
  for (const { dia, loja, plataforma } of demo.dias) {
    batch.set(estatisticaDaLojaDoc(db, lojaId, dia), { ...loja, dia });
    const campos = Object.entries(plataforma) as Array<[keyof typeof plataforma, number]>;
    batch.set(
      estatisticaMensalDocs(db, dia.slice(0, 7))[0]!,
      Object.fromEntries(
        campos.flatMap(([campo, valor]) => [
          [campo, FieldValue.increment(valor)],
          [campoDoDia(campo, dia), FieldValue.increment(valor)],
        ]),
      ),
      { merge: true },
    );
  }
  for (const pedido of demo.pedidos) batch.set(pedidosCollection(db, lojaId).doc(), pedido);
}
