import type { Firestore } from 'firebase-admin/firestore';
import { contadorDocs, somarContadores, type Contador } from '../../model/contadores.js';
import { lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The owner's record and its counter shards in one getAll (11 reads at any traffic): the totals
 * on the record are what the fold has moved there so far, the shards what it has not yet.
 */
export function ownerDashboardRepository(db: Firestore) {
  return {
    async read(lojaId: string): Promise<{ lojista: Lojista; totais: Contador }> {
      const [lojista, ...shards] = await db.getAll(lojistaDoc(db, lojaId), ...contadorDocs(db, lojaId));
      if (!lojista?.exists) throw new AppError(401, 'Sessão inválida ou expirada. Entre novamente.');
      const dados = lojista.data() as Lojista;
      return { lojista: dados, totais: somarContadores(dados, shards) };
    },
  };
}

export type OwnerDashboardRepository = ReturnType<typeof ownerDashboardRepository>;
