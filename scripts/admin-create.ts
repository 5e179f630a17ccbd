import { parseArgs } from 'node:util';
import { z } from '@vitrine/shared';
import { saveAdmin } from '../functions/src/features/admin-auth/service.js';
import { adminsRepository } from '../functions/src/model/admins.js';
import { falhaDoComando, firestoreAlvo } from './lib/firestore-alvo.js';

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
const { db, onde } = firestoreAlvo(project);

try {
  const result = await saveAdmin(adminsRepository(db), email, password);
  console.log(`Administrador ${email} ${result} em ${onde}.`);
  process.exit(0);
} catch (error) {
  falhaDoComando(project, `Não foi possível gravar o administrador: ${error instanceof Error ? error.message : error}`);
}
