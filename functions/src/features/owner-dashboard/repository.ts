import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { contadorDocs } from '../../model/contadores.js';
import { lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { AppError } from '../../platform/http/errors.js';

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The owner's record and its counter shards in one getAll (11 reads at any traffic): the totals
 * on the record are what the fold has moved there so far, the shards what it has not yet.
 */
export function ownerDashboardRepository(db: Firestore) {
  return {
    async read(uid: string): Promise<{ lojista: Lojista; shards: { pedidos: number; valor_centavos: number } }> {
      const [lojista, ...shards] = await db.getAll(lojistaDoc(db, uid), ...contadorDocs(db, uid));
      if (!lojista?.exists) throw new AppError(401, 'Sessão inválida ou expirada. Entre novamente.');
      const soma = (campo: string) => shards.reduce((total: number, shard: DocumentSnapshot) => total + contador(shard.get(campo)), 0);
      return { lojista: lojista.data() as Lojista, shards: { pedidos: soma('pedidos'), valor_centavos: soma('valor_centavos') } };
    },
  };
}

export type OwnerDashboardRepository = ReturnType<typeof ownerDashboardRepository>;
