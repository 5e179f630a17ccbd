import type { Firestore } from 'firebase-admin/firestore';
import { normalizeTelefone } from '@vitrine/shared';
import { lojistaDoc, lojistasCollection } from '../model/lojistas.js';
import { createSaveAndPublish } from '../model/publish.js';

/** A saved number not yet in shape (absent and empty mean no number: nothing to do). */
const aMigrar = (telefone: unknown): telefone is string =>
  typeof telefone === 'string' && telefone !== '' && normalizeTelefone(telefone) !== telefone;

export interface TelefonesMigrados {
  /** Numbers rewritten as 55 + DDD + number ("(11) 98765-4321" → "5511987654321"). */
  normalizados: number;
  /** Numbers that cannot be Brazilian ("abc"): removed, so the dashboard asks for one and no order goes to a stranger. */
  removidos: number;
}

/**
 * Issue 25's migration (`npm run migrar`): every shop's WhatsApp number saved before the server
 * checked it becomes 55 + DDD + number, and one that cannot be a Brazilian number is removed
 * (kept in `telefone_whatsapp_recusado` for support to read). Each shop is rewritten in its own
 * transaction, which re-reads the number, and its catalogue is republished. A number already in
 * shape is skipped, so running it again, or after a stop, does only what is left.
 */
export async function migrateTelefonesWhatsapp(db: Firestore): Promise<TelefonesMigrados> {
  const saveAndPublish = createSaveAndPublish(db);
  const migrados: TelefonesMigrados = { normalizados: 0, removidos: 0 };
  // Only the number of every owner, in one read (a few hundred bytes each); a stopped run started
  // again reads them again and skips those already in shape.
  const { docs } = await lojistasCollection(db).select('telefone_whatsapp').get();
  for (const doc of docs) {
    if (!aMigrar(doc.get('telefone_whatsapp'))) continue;
    const resultado = await saveAndPublish(
      doc.id,
      async (tx) => {
        const ref = lojistaDoc(db, doc.id);
        const atual = (await tx.get(ref)).get('telefone_whatsapp') as unknown;
        if (!aMigrar(atual)) return null;
        const telefone = normalizeTelefone(atual);
        if (telefone) tx.update(ref, { telefone_whatsapp: telefone });
        else tx.update(ref, { telefone_whatsapp: '', telefone_whatsapp_recusado: atual });
        return telefone ? 'normalizados' : 'removidos';
      },
      'loja',
    );
    if (resultado) migrados[resultado] += 1;
  }
  return migrados;
}
