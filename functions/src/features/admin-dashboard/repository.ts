import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';

/** estatisticas/{YYYY-MM-DD}: the platform's daily counters, incremented by the order (pedidos, pedidos-lojista) and visit (eventos) features. */
export interface EstatisticaDia {
  pedidos: number;
  valor_centavos: number;
  visitas: number;
}

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function adminDashboardRepository(db: Firestore) {
  const lojistas = db.collection('lojistas');
  return {
    /** Owner figures from aggregations: counts, and sums of the counters kept on each owner's document. */
    async lojistas(novosDesde: Date) {
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
    async dias(chaves: string[]): Promise<EstatisticaDia[]> {
      const snapshots = await db.getAll(...chaves.map((chave) => db.collection('estatisticas').doc(chave)));
      return snapshots.map((snapshot) => ({
        pedidos: contador(snapshot.get('pedidos')),
        valor_centavos: contador(snapshot.get('valor_centavos')),
        visitas: contador(snapshot.get('visitas')),
      }));
    },

    /** Whether Firestore answers a read right now. */
    async firestoreDisponivel(): Promise<boolean> {
      return db
        .collection('configuracoes')
        .limit(1)
        .get()
        .then(
          () => true,
          () => false,
        );
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
