import { parseArgs } from 'node:util';
import { retencaoDadosCliente } from '../functions/src/jobs/retencao.js';
import { falhaDoComando, firestoreAlvo } from './lib/firestore-alvo.js';

/**
 * npm run retencao [-- --project ID]
 * What the scheduled function retencaoDadosCliente does every night: erases the customer's
 * personal data from the orders older than the retention period (RETENCAO_DADOS_CLIENTE_MESES), and
 * deletes the customers' push subscriptions that are due.
 * Safe to run again. By default against the local stack's Firestore (`npm start`); with --project
 * and Google credentials, against that project.
 */
const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { project } = values;
const { db, onde } = firestoreAlvo(project);

try {
  const { pedidos, lojas, limite, falhas, notificacoes } = await retencaoDadosCliente(db);
  console.log(
    `Dados de clientes apagados de ${pedidos} pedidos feitos antes de ${limite.toISOString()}, em ${lojas} lojas de ${onde}; ` +
      `avisos de ${notificacoes} pedidos apagados.` +
      (falhas > 0 ? ` ${falhas} lojas falharam: rodar de novo continua de onde parou.` : ''),
  );
  process.exit(falhas > 0 ? 1 : 0);
} catch (error) {
  falhaDoComando(project, `A retenção parou: ${error instanceof Error ? error.message : error}. Rodar de novo continua de onde parou.`);
}
