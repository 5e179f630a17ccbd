import { parseArgs } from 'node:util';
import { foldContagens } from '../functions/src/jobs/fold-contagens.js';
import { migrateClientes } from '../functions/src/jobs/migrate-clientes.js';
import { migrateEstatisticasDaPlataforma } from '../functions/src/jobs/migrate-estatisticas.js';
import { migrateTelefonesWhatsapp } from '../functions/src/jobs/migrate-telefones.js';
import { falhaDoComando, firestoreAlvo } from './lib/firestore-alvo.js';

/**
 * npm run migrar [-- --project ID]
 * Issue 15's data migration, safe to run again: the platform's legacy day documents
 * estatisticas/{YYYY-MM-DD} move into the month shards (estatisticas_mensais), then one fold of
 * the pending contagens runs (what the scheduled function does every minute). Issue 25's: every
 * shop's WhatsApp number becomes 55 + DDD + number (one that cannot be Brazilian is removed and the
 * catalogue republished without it). Issue 29's: the orders placed before customers' records were
 * kept are counted into them, for first-order coupons. By default against the local stack's Firestore (`npm start`);
 * with --project and Google credentials (GOOGLE_APPLICATION_CREDENTIALS or gcloud's
 * application-default login), against that project.
 */
const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { project } = values;
const { db, onde } = firestoreAlvo(project);

try {
  const dias = await migrateEstatisticasDaPlataforma(db);
  console.log(`${dias} dias da plataforma (estatisticas/{dia}) movidos para estatisticas_mensais em ${onde}.`);
  const { contagens, lojas } = await foldContagens(db);
  console.log(`${contagens} contagens pendentes consolidadas, de ${lojas} lojas.`);
  const telefones = await migrateTelefonesWhatsapp(db);
  console.log(`${telefones.normalizados} WhatsApps de lojas normalizados (55 + DDD + número), ${telefones.removidos} inválidos removidos.`);
  const clientes = await migrateClientes(db);
  console.log(`${clientes} pedidos anteriores contados nos registros de clientes (cupons de primeiro pedido).`);
  process.exit(0);
} catch (error) {
  falhaDoComando(project, `A migração parou: ${error instanceof Error ? error.message : error}. Rodar de novo continua de onde parou.`);
}
