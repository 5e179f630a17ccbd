import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCAL_PORTS, PROJECT_ID } from './stack.js';

/**
 * The Firestore an operator's command works on (admin:create, migrar, retencao): the local stack's
 * (`npm start`) by default; with --project ID and Google credentials (GOOGLE_APPLICATION_CREDENTIALS
 * or gcloud's application-default login), that project's. `onde` names it in the command's output.
 */
export function firestoreAlvo(project: string | undefined) {
  if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${LOCAL_PORTS.firestore}`;
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: project ?? PROJECT_ID }));
  const onde = project ?? `Firestore local (${process.env.FIRESTORE_EMULATOR_HOST})`;
  return { db, onde };
}

/** The command's closing words when it could not reach or finish its work. */
export function falhaDoComando(project: string | undefined, mensagem: string): never {
  console.error(mensagem);
  if (!project) console.error('O Firestore local está rodando? Inicie a Vitrine com `npm start` em outro terminal.');
  process.exit(1);
}
