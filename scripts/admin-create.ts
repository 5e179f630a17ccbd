import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from '@vitrine/shared';
import { saveAdmin } from '../functions/src/features/admin-auth/service.js';
import { adminsRepository } from '../functions/src/model/admins.js';
import { LOCAL_PORTS, PROJECT_ID } from './lib/stack.js';

/**
 * npm run admin:create -- --email E --password P
 * Creates or resets a platform administrator (scrypt-hashed password). By default it writes to the
 * local stack's Firestore (start it with `npm start`); with --project ID and Google credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or gcloud's application-default login) it writes to that project.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, project: { type: 'string' } },
});

const input = z
  .object({
    email: z.email('Informe um e-mail válido em --email.'),
    password: z.string('Informe a senha em --password.').min(10, 'A senha precisa ter pelo menos 10 caracteres.'),
    project: z.string().optional(),
  })
  .safeParse(values);
if (!input.success) {
  for (const issue of input.error.issues) console.error(`Erro: ${issue.message}`);
  console.error('Uso: npm run admin:create -- --email admin@exemplo.com --password "uma senha forte" [--project meu-projeto]');
  process.exit(2);
}

const { email, password, project } = input.data;
if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${LOCAL_PORTS.firestore}`;
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: project ?? PROJECT_ID }));

try {
  const result = await saveAdmin(adminsRepository(db), email, password);
  console.log(`Administrador ${email} ${result} em ${project ?? `Firestore local (${process.env.FIRESTORE_EMULATOR_HOST})`}.`);
  process.exit(0);
} catch (error) {
  console.error(`Não foi possível gravar o administrador: ${error instanceof Error ? error.message : error}`);
  if (!project) console.error('O Firestore local está rodando? Inicie a Vitrine com `npm start` em outro terminal.');
  process.exit(1);
}
