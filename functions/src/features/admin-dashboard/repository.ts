import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { estatisticaMensalDocs, readEstatisticaMensal, type EstatisticaDaPlataforma } from '../../model/estatisticas.js';
import { lojistasCollection } from '../../model/lojistas.js';

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function adminDashboardRepository(db: Firestore) {
  const lojistas = lojistasCollection(db);
  return {
    /** Owner figures from aggregations (five, Firestore's most per query): counts, and sums of the counters kept on each owner's document. */
    async countLojistas(novosDesde: Date) {
      const [totais, ativos, novos] = await Promise.all([
        lojistas
          .aggregate({
            total: AggregateField.count(),
            pedidos: AggregateField.sum('total_pedidos'),
            valor_centavos: AggregateField.sum('valor_total_pedidos_centavos'),
            receita_centavos: AggregateField.sum('receita_total_centavos'),
            produtos: AggregateField.sum('total_produtos'),
          })
          .get(),
        lojistas.where('status', '==', 'ativo').count().get(),
        lojistas.where('criado_em', '>=', Timestamp.fromDate(novosDesde)).count().get(),
      ]);
      const { total, pedidos, valor_centavos, receita_centavos, produtos } = totais.data();
      return {
        total,
        ativos: ativos.data().count,
        novos: novos.data().count,
        pedidos: contador(pedidos),
        valor_centavos: contador(valor_centavos),
        receita_centavos: contador(receita_centavos),
        produtos: contador(produtos),
      };
    },

    /** The platform's figures for the month of `dia` ('YYYY-MM-DD') and for that day: its 16 month shards, one getAll. */
    async readMes(dia: string): Promise<{ mes: EstatisticaDaPlataforma; dia: EstatisticaDaPlataforma }> {
      return readEstatisticaMensal(await db.getAll(...estatisticaMensalDocs(db, dia.slice(0, 7))), dia);
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
