import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { estatisticaDaPlataformaDoc, readEstatisticaDaPlataforma, type EstatisticaDaPlataforma } from '../../model/estatisticas.js';
import { lojistasCollection } from '../../model/lojistas.js';

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function adminDashboardRepository(db: Firestore) {
  const lojistas = lojistasCollection(db);
  return {
    /** Owner figures from aggregations: counts, and sums of the counters kept on each owner's document. */
    async countLojistas(novosDesde: Date) {
      const [totais, ativos, novos] = await Promise.all([
        lojistas
          .aggregate({
            total: AggregateField.count(),
            pedidos: AggregateField.sum('total_pedidos'),
            valor_centavos: AggregateField.sum('valor_total_pedidos_centavos'),
            produtos: AggregateField.sum('total_produtos'),
          })
          .get(),
        lojistas.where('status', '==', 'ativo').count().get(),
        lojistas.where('criado_em', '>=', Timestamp.fromDate(novosDesde)).count().get(),
      ]);
      const { total, pedidos, valor_centavos, produtos } = totais.data();
      return {
        total,
        ativos: ativos.data().count,
        novos: novos.data().count,
        pedidos: contador(pedidos),
        valor_centavos: contador(valor_centavos),
        produtos: contador(produtos),
      };
    },

    /** The counters of the given days, in order; a day with no document counts zero. */
    async listDias(chaves: string[]): Promise<EstatisticaDaPlataforma[]> {
      const snapshots = await db.getAll(...chaves.map((chave) => estatisticaDaPlataformaDoc(db, chave)));
      return snapshots.map(readEstatisticaDaPlataforma);
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
