import type { Firestore } from 'firebase-admin/firestore';
import { createCatalogoPublisher, type CatalogoPublisher } from '../model/publish.js';
import { publicacoesPendentesCollection } from '../model/publicacoes-pendentes.js';
import { percorrerMarcas } from './marcas.js';

/**
 * A mark younger than this is left to its request, which is most likely publishing it right now
 * (a rebuild takes well under a second; REQUEST_DEADLINE_MS is 20 s): the job would only publish
 * the same thing twice. So a stale catalogue heals at the first run at least this long after the
 * write, within a minute and ten seconds.
 */
export const ESPERA_DA_REQUEST_MS = 10_000;
/** gRPC NOT_FOUND. */
const NOT_FOUND = 5;
/** A run stops taking new work after this long, well inside the scheduler's minute. */
const ORCAMENTO_MS = 50_000;

export interface PublishPendentesResult {
  publicados: number;
  falhas: number;
}

/**
 * What every minute's scheduled function `publishCatalogosPendentes` (index.ts) and the local
 * stack (scripts/lib/stack.ts) run: publishes each shop whose mark its request left (a failed
 * rebuild, a request cut short), oldest first. A mark that fails again moves its time to now: the
 * query then reaches the marks behind it, and the next run retries it. Each publish deletes its
 * mark only if no newer one came (model/publish.ts), so two runs at once publish nothing twice
 * for long and lose nothing. `now` is the run's clock: the marks it takes and its budget.
 */
export async function publishCatalogosPendentes(
  db: Firestore,
  {
    now = Date.now,
    orcamentoMs = ORCAMENTO_MS,
    publishPendente = createCatalogoPublisher(db).publishPendente,
  }: { now?: () => number; orcamentoMs?: number; publishPendente?: CatalogoPublisher['publishPendente'] } = {},
): Promise<PublishPendentesResult> {
  const inicio = now();
  const resultado: PublishPendentesResult = { publicados: 0, falhas: 0 };
  await percorrerMarcas(
    () =>
      publicacoesPendentesCollection(db)
        .where('publicar_em', '<=', new Date(now() - ESPERA_DA_REQUEST_MS))
        .orderBy('publicar_em'),
    () => now() - inicio < orcamentoMs,
    async (marca) => {
      if (await publishPendente(marca.id)) {
        resultado.publicados += 1;
        return;
      }
      resultado.falhas += 1;
      // Moved behind the others: the next query reaches the marks after it, the next run retries it.
      await marca.ref.update({ publicar_em: new Date(now()) }).catch((error: { code?: unknown }) => {
        // NOT_FOUND: deleted meanwhile (a newer request published it), nothing to move.
        if (error.code !== NOT_FOUND) throw error;
      });
    },
  );
  return resultado;
}
