import type { Firestore } from 'firebase-admin/firestore';
import { estatisticasDaLoja, lerEstatistica, type EstatisticaDaLoja } from './estatisticas.js';

export function analyticsRepository(db: Firestore) {
  return {
    /**
     * The shop's counters for the given days, in order (zeros for a day without a document), and
     * the current names of its active products, from its public catalogue: one getAll, one round
     * trip, at most 181 reads for 90 days against the previous 90.
     */
    async dias(uid: string, chaves: string[]): Promise<{ dias: EstatisticaDaLoja[]; nomesAtuais: Map<string, string> }> {
      const dias = estatisticasDaLoja(db, uid);
      const snapshots = await db.getAll(...chaves.map((chave) => dias.doc(chave)), db.collection('catalogos').doc(uid));
      const catalogo = snapshots.pop();
      const produtos: unknown = catalogo?.get('produtos');
      const nomesAtuais = new Map<string, string>();
      if (Array.isArray(produtos)) {
        for (const produto of produtos as Array<{ id?: unknown; nome?: unknown }>) {
          if (typeof produto?.id === 'string' && typeof produto.nome === 'string') nomesAtuais.set(produto.id, produto.nome);
        }
      }
      return { dias: snapshots.map(lerEstatistica), nomesAtuais };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
