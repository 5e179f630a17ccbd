import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { alertaPedidoParadoMin } from '@vitrine/shared';
import { notifyEquipe, avisoPedidoAgendado, avisoPedidoParado } from '../model/avisos-de-pedido.js';
import type { NotificacoesDaEquipe } from '../model/dispositivos.js';
import { lojistaDoc, type Lojista } from '../model/lojistas.js';
import { pedidoDoc, toPedido } from '../model/pedidos.js';
import { pedidosParadosCollection, type PedidoParado } from '../model/pedidos-parados.js';
import { percorrerMarcas } from './marcas.js';

/** A run stops taking new work after this long, well inside the scheduler's minute. */
const ORCAMENTO_MS = 50_000;
/**
 * An order placed longer ago than this is past helping (the kitchen screen's window): when the job
 * was down for hours, its marks go without a pile of late pushes.
 */
export const PEDIDO_PARADO_ATE_MS = 12 * 3600_000;

export interface PedidosParadosResult {
  /** Orders whose push was sent (each device's result is on its record, model/dispositivos.ts). */
  avisados: number;
  /** Marks deleted without a push: the order was opened, deleted or too old, or the shop turned the push off. (A mark
   * moved to a later time, the shop having raised its minutes, or taken by a run at once, counts in neither.) */
  descartados: number;
  /** Marks whose transaction failed: left for the next run. */
  falhas: number;
}

const MINUTO_MS = 60_000;

/**
 * One mark, in a transaction: deleted with the push to send when its order is still `novo` the
 * shop's minutes (read now: a change since the order counts) after it was placed; deleted without
 * one when there is nothing left to push; moved to its new time when the shop has since raised the
 * minutes. A scheduled order's mark (issue 31) is deleted with its slot's push unless the order
 * was cancelled or delivered. A second run at once re-reads the mark in its own transaction and
 * finds it gone.
 */
async function decidir(db: Firestore, tx: Transaction, ref: DocumentReference, agora: Date) {
  const marca = await tx.get(ref);
  if (!marca.exists) return 'ausente' as const;
  const { lojista_id: lojaId, pedido_id: pedidoId, motivo } = marca.data() as PedidoParado;
  const [pedidoSnapshot, lojista] = await tx.getAll(pedidoDoc(db, lojaId, pedidoId), lojistaDoc(db, lojaId));
  const pedido = pedidoSnapshot!.exists ? toPedido(pedidoSnapshot!) : null;
  if (motivo === 'agendado') {
    // The slot is near (issue 31): the team hears of it unless the order was cancelled, delivered or deleted.
    tx.delete(ref);
    if (!pedido?.agendado_para || pedido.status === 'cancelado' || pedido.status === 'entregue') return 'descartada' as const;
    return { lojaId, aviso: avisoPedidoAgendado(pedidoId, pedido, pedido.agendado_para) };
  }
  const minutos = alertaPedidoParadoMin((lojista!.data() as Lojista | undefined)?.atendimento);
  const esperando = pedido ? agora.getTime() - pedido.criado_em.getTime() : 0;
  if (!pedido || pedido.status !== 'novo' || minutos === 0 || esperando > PEDIDO_PARADO_ATE_MS) {
    tx.delete(ref);
    return 'descartada' as const;
  }
  if (esperando < minutos * MINUTO_MS) {
    tx.update(ref, { avisar_em: Timestamp.fromMillis(pedido.criado_em.getTime() + minutos * MINUTO_MS) });
    return 'adiada' as const;
  }
  tx.delete(ref);
  return { lojaId, aviso: avisoPedidoParado(pedidoId, pedido, Math.floor(esperando / MINUTO_MS)) };
}

/**
 * What every minute's scheduled function `avisarPedidosParados` (index.ts) and the local stack
 * (scripts/lib/stack.ts) run: pushes once more, to the same devices as its arrival, each order
 * still `novo` the shop's alerta_pedido_parado_min after it was placed (model/pedidos-parados.ts),
 * the longest-waiting first. Each mark is deleted in the transaction that decides its push, before
 * the push is sent, so two runs at once push an order once; a push that fails is not retried (the
 * order's arrival was pushed already, and Pedidos shows it). The pushes go out together (each
 * bounded by the sender's deadline) and the run waits for them. `now` is the run's clock.
 */
export async function notifyPedidosParados(
  db: Firestore,
  {
    notificacoesDaEquipe,
    now = () => new Date(),
    orcamentoMs = ORCAMENTO_MS,
  }: { notificacoesDaEquipe: Pick<NotificacoesDaEquipe, 'paraLoja'>; now?: () => Date; orcamentoMs?: number },
): Promise<PedidosParadosResult> {
  const inicio = now().getTime();
  const envios: Promise<unknown>[] = [];
  const resultado: PedidosParadosResult = { avisados: 0, descartados: 0, falhas: 0 };
  // A decided mark is gone or moved past now; one whose transaction failed waits for the next run.
  await percorrerMarcas(
    () => pedidosParadosCollection(db).where('avisar_em', '<=', now()).orderBy('avisar_em'),
    () => now().getTime() - inicio < orcamentoMs,
    async (marca) => {
      try {
        const decidido = await db.runTransaction((tx) => decidir(db, tx, marca.ref, now()));
        if (decidido === 'descartada') resultado.descartados += 1;
        if (typeof decidido !== 'object') return;
        resultado.avisados += 1;
        envios.push(notifyEquipe(notificacoesDaEquipe, decidido.lojaId, decidido.aviso));
      } catch {
        resultado.falhas += 1;
      }
    },
  );
  await Promise.all(envios);
  return resultado;
}
