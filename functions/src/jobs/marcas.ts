import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Marks one query takes: a run handles them one after another. */
const MARCAS_POR_CONSULTA = 50;

/**
 * The loop of a job that works through its marks (documents that say "this is due"), the longest
 * due first, until none is left or the budget is spent (`noOrcamento`, asked before each query and
 * each mark: a run stops taking new work, well inside the scheduler's minute). It re-queries
 * instead of following a cursor (the local emulator ignores cursors): a mark handled is gone or
 * moved behind, and one tried in this run, whatever became of it, waits for the next run.
 */
export async function percorrerMarcas<T extends DocumentData>(
  devidas: () => Query<T>,
  noOrcamento: () => boolean,
  tratar: (marca: QueryDocumentSnapshot<T>) => Promise<void>,
): Promise<void> {
  const tentadas = new Set<string>();
  while (noOrcamento()) {
    const { docs } = await devidas().limit(MARCAS_POR_CONSULTA).get();
    const novas = docs.filter(({ id }) => !tentadas.has(id));
    if (novas.length === 0) return;
    for (const marca of novas) {
      if (!noOrcamento()) return;
      tentadas.add(marca.id);
      await tratar(marca);
    }
  }
}
