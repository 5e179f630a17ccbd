import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { dadosDoClienteRepository, limiteDaRetencao } from '../model/dados-do-cliente.js';
import { deleteNotificacoesDoClienteVencidas } from './notificacoes-do-cliente.js';

export interface RetencaoResult {
  /** Orders whose customer's data this run erased. */
  pedidos: number;
  lojas: number;
  /** Orders placed before this instant no longer hold their customer's data. */
  limite: Date;
  /** Shops that failed this run (deleted meanwhile, a timeout…): the next run takes them again from their mark. */
  falhas: number;
  /** Orders whose customer's push subscriptions this run deleted (jobs/notificacoes-do-cliente.ts). */
  notificacoes: number;
}

/**
 * The retention period of issue 17: every order placed more than RETENCAO_DADOS_CLIENTE_MESES ago
 * loses its customer's name, phone, address and note (model/dados-do-cliente.ts), and the push
 * subscriptions of every order due by now are deleted (jobs/notificacoes-do-cliente.ts). Run daily by the
 * scheduled function `retencaoDadosCliente` (index.ts) and locally by `npm run retencao`.
 *
 * Why a scheduled function and not Firestore TTL: TTL deletes whole documents, and the order
 * must stay (items and totals are the owner's figures); moving the customer's data into a separate
 * document to let TTL delete it would change every order's writer and reader. And why shop by
 * shop: orders live under their shop, and the local emulator has no collection-group queries; each
 * shop keeps the mark its orders were cleaned up to (lojistas/{lojaId}.retencao_ate), so a run reads
 * only the orders that crossed the line since the last one, and a run cut short resumes.
 */
export async function retencaoDadosCliente(db: Firestore, { now = () => new Date() } = {}): Promise<RetencaoResult> {
  const agora = now();
  const limite = limiteDaRetencao(agora);
  const dados = dadosDoClienteRepository(db);
  // The subscriptions first: one query, whatever happens to the shops after.
  const notificacoes = await deleteNotificacoesDoClienteVencidas(db, { now: () => agora });
  const resultado: RetencaoResult = { pedidos: 0, lojas: 0, limite, falhas: 0, notificacoes };
  for (const { lojaId, retencaoAte } of await dados.listLojistas()) {
    if (retencaoAte && retencaoAte >= limite) continue;
    try {
      resultado.pedidos += await dados.deleteExpired(lojaId, retencaoAte, limite, agora);
      resultado.lojas += 1;
    } catch (error) {
      resultado.falhas += 1;
      logger.error('Retenção: a loja fica para a próxima execução', error, { lojaId });
    }
  }
  return resultado;
}
