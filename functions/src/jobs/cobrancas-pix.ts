import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { cobrancasPixCollection, type CobrancasPix, type ResultadoDaLeitura } from '../model/cobrancas-pix.js';

/** Charges one run reads at most: a minute's worth for many shops, well inside the scheduler's minute. */
export const COBRANCAS_POR_EXECUCAO = 100;
/** Reads at the banks at once (each bounded by the charge's deadline, 4 s). */
const PARALELAS = 5;
/** A run stops taking new work after this long, well inside the scheduler's minute. */
const ORCAMENTO_MS = 50_000;

export type ResultadoDoJob = Partial<Record<ResultadoDaLeitura, number>> & { lidas: number };

/**
 * What every minute's scheduled function `confirmarPagamentosPix` (index.ts) runs (issue 45): the
 * charges due for a read (`proxima_leitura_em` passed; model/cobrancas-pix.ts), the longest-waiting
 * first, at most COBRANCAS_POR_EXECUCAO, each read again from its bank and decided by the same code
 * as a notification (a payment whose notification was lost is marked within two minutes); a
 * 'criando' one is finished; a pending one past its expiry becomes expirado (its order cancelled
 * when the owner chose so). Each decision is a transaction on the order and the index: two runs at
 * once, or a run and a notification, mark a payment once. `now` is the run's clock (the tests').
 */
export async function confirmarCobrancasPix(
  db: Firestore,
  {
    cobrancas,
    now = () => new Date(),
    limite = COBRANCAS_POR_EXECUCAO,
    orcamentoMs = ORCAMENTO_MS,
  }: { cobrancas: Pick<CobrancasPix, 'reler'>; now?: () => Date; limite?: number; orcamentoMs?: number },
): Promise<ResultadoDoJob> {
  const inicio = Date.now();
  const devidas = await cobrancasPixCollection(db)
    .where('proxima_leitura_em', '<=', Timestamp.fromDate(now()))
    .orderBy('proxima_leitura_em')
    .limit(limite)
    .get();
  const resultado: ResultadoDoJob = { lidas: 0 };
  const fila = devidas.docs.map((doc) => doc.id);
  const trabalhar = async () => {
    for (let txid = fila.shift(); txid; txid = fila.shift()) {
      if (Date.now() - inicio > orcamentoMs) return;
      let lida: ResultadoDaLeitura;
      try {
        lida = await cobrancas.reler(txid);
      } catch {
        // A transaction that failed (contention with a notification): the next run reads it again.
        lida = 'falhou';
      }
      resultado.lidas += 1;
      resultado[lida] = (resultado[lida] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: PARALELAS }, trabalhar));
  return resultado;
}
