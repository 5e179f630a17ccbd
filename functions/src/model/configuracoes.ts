import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CONFIGURACOES_PADRAO, type Configuracao, type ConfiguracaoChave } from '@vitrine/shared';

const CHAVES = Object.keys(CONFIGURACOES_PADRAO) as ConfiguracaoChave[];

/** configuracoes/{chave} {valor, descricao, atualizado_em}: the platform's settings; a key never saved reads as its default. */
export const configuracoesCollection = (db: Firestore) => db.collection('configuracoes');
export const configuracaoDoc = (db: Firestore, chave: ConfiguracaoChave) => configuracoesCollection(db).doc(chave);

/** How long the health check waits for a Firestore read before it says Firestore is down. */
const FIRESTORE_RESPONDE_EM_MS = 3_000;

export function configuracoesRepository(db: Firestore) {
  const collection = configuracoesCollection(db);
  return {
    async list(): Promise<Configuracao[]> {
      const snapshots = await db.getAll(...CHAVES.map((chave) => configuracaoDoc(db, chave)));
      return CHAVES.map((chave, index) => ({
        chave,
        valor: String(snapshots[index]?.get('valor') ?? CONFIGURACOES_PADRAO[chave].valor),
        descricao: String(snapshots[index]?.get('descricao') ?? CONFIGURACOES_PADRAO[chave].descricao),
      }));
    },

    async flag(chave: 'manutencao' | 'registros_abertos'): Promise<boolean> {
      const snapshot = await configuracaoDoc(db, chave).get();
      return (snapshot.get('valor') ?? CONFIGURACOES_PADRAO[chave].valor) === 'true';
    },

    /** One batch: either every value is saved or none is. */
    async saveAll(configuracoes: ReadonlyArray<{ chave: ConfiguracaoChave; valor: string }>): Promise<void> {
      const batch = db.batch();
      for (const { chave, valor } of configuracoes) {
        batch.set(configuracaoDoc(db, chave), { valor, atualizado_em: FieldValue.serverTimestamp() }, { merge: true });
      }
      await batch.commit();
    },

    /** Whether Firestore answers a read right now (the health check and the admin's system panel ask). */
    async firestoreDisponivel(): Promise<boolean> {
      const leitura = collection
        .limit(1)
        .get()
        .then(
          () => true,
          () => false,
        );
      // Firestore's client keeps retrying an address that stopped answering until the request's
      // deadline: a health check answers within seconds instead, as uptime checks expect.
      const semResposta = new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRESTORE_RESPONDE_EM_MS).unref());
      return Promise.race([leitura, semResposta]);
    },
  };
}

export type ConfiguracoesRepository = ReturnType<typeof configuracoesRepository>;
