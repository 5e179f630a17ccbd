import { randomInt } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  campoDoDia,
  ESTATISTICAS_MENSAIS_SHARDS,
  estatisticasDaPlataformaLegadasCollection,
  estatisticasMensaisCollection,
  readEstatisticaDaPlataforma,
  type EstatisticaDaPlataforma,
} from '../model/estatisticas.js';

/** Legacy day documents per transaction: as many deletes, and at most as many month shards. */
const DIAS_POR_TRANSACAO = 100;

/**
 * Issue 15's migration (`npm run migrar`): the platform's legacy day documents
 * estatisticas/{YYYY-MM-DD} are added to their month's shards (estatisticas_mensais) and deleted
 * in the same transaction, so running it again, or twice at once, never counts a day twice; it
 * stops when none are left. Answers how many days it moved.
 */
export async function migrateEstatisticasDaPlataforma(db: Firestore): Promise<number> {
  let migrados = 0;
  for (;;) {
    const feitos = await db.runTransaction(async (tx) => {
      const legados = await tx.get(estatisticasDaPlataformaLegadasCollection(db).limit(DIAS_POR_TRANSACAO));
      const meses = new Map<string, Map<string, number>>();
      for (const doc of legados.docs) {
        const mes = meses.get(doc.id.slice(0, 7)) ?? new Map<string, number>();
        meses.set(doc.id.slice(0, 7), mes);
        const valores = Object.entries(readEstatisticaDaPlataforma(doc)) as Array<[keyof EstatisticaDaPlataforma, number]>;
        for (const [campo, valor] of valores) {
          mes.set(campo, (mes.get(campo) ?? 0) + valor);
          mes.set(campoDoDia(campo, doc.id), (mes.get(campoDoDia(campo, doc.id)) ?? 0) + valor);
        }
        tx.delete(doc.ref);
      }
      for (const [mes, valores] of meses) {
        const campos = [...valores].filter(([, valor]) => valor !== 0).map(([campo, valor]) => [campo, FieldValue.increment(valor)]);
        if (campos.length === 0) continue;
        const shard = estatisticasMensaisCollection(db).doc(`${mes}_${randomInt(ESTATISTICAS_MENSAIS_SHARDS)}`);
        tx.set(shard, Object.fromEntries(campos), { merge: true });
      }
      return legados.size;
    });
    if (feitos === 0) return migrados;
    migrados += feitos;
  }
}
