import type { Firestore } from 'firebase-admin/firestore';
import { catalogoDoc } from '../../model/catalogos.js';
import { estatisticaDaLojaDoc, readEstatisticaDaLoja, type EstatisticaDaLoja } from '../../model/estatisticas.js';

export function analyticsRepository(db: Firestore) {
  return {
    /**
     * The shop's counters for the given days, in order (zeros for a day without a document), and
     * the current names of its active products, from its public catalogue: one getAll, one round
     * trip, at most 181 reads for 90 days against the previous 90.
     */
    async listDias(lojaId: string, chaves: string[]): Promise<{ dias: EstatisticaDaLoja[]; nomesAtuais: Map<string, string> }> {
      const snapshots = await db.getAll(...chaves.map((chave) => estatisticaDaLojaDoc(db, lojaId, chave)), catalogoDoc(db, lojaId));
      const catalogo = snapshots.pop();
      const produtos: unknown = catalogo?.get('produtos');
      const nomesAtuais = new Map<string, string>();
      if (Array.isArray(produtos)) {
        for (const produto of produtos as Array<{ id?: unknown; nome?: unknown }>) {
          if (typeof produto?.id === 'string' && typeof produto.nome === 'string') nomesAtuais.set(produto.id, produto.nome);
        }
      }
      return { dias: snapshots.map(readEstatisticaDaLoja), nomesAtuais };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
