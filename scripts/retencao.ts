import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { retencaoDadosCliente } from '../functions/src/jobs/retencao.js';
import { LOCAL_PORTS, PROJECT_ID } from './lib/stack.js';

/**
 * npm run retencao [-- --project ID]
 * What the scheduled function retencaoDadosCliente does every night: erases the customer's
 * personal data from the orders older than the retention period (RETENCAO_DADOS_CLIENTE_MESES).
 * Safe to run again. By default against the local stack's Firestore (`npm start`); with --project
 * and Google credentials, against that project.
 */
const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { project } = values;
if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${LOCAL_PORTS.firestore}`;
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: project ?? PROJECT_ID }));
const onde = project ?? `Firestore local (${process.env.FIRESTORE_EMULATOR_HOST})`;

try {
  const { pedidos, lojas, limite, falhas } = await retencaoDadosCliente(db);
  console.log(
    `Dados de clientes apagados de ${pedidos} pedidos feitos antes de ${limite.toISOString()}, em ${lojas} lojas de ${onde}.` +
      (falhas > 0 ? ` ${falhas} lojas falharam: rodar de novo continua de onde parou.` : ''),
  );
  process.exit(falhas > 0 ? 1 : 0);
} catch (error) {
  console.error(`A retenção parou: ${error instanceof Error ? error.message : error}. Rodar de novo continua de onde parou.`);
  if (!project) console.error('O Firestore local está rodando? Inicie a Vitrine com `npm start` em outro terminal.');
  process.exit(1);
}
