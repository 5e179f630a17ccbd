import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { chromium } from 'playwright-core';
import request from 'supertest';
import { startFirestoreEmulator } from './lib/firestore-emulator.js';
import { PROJECT_ID, freePorts, startStack } from './lib/stack.js';

/**
 * npm run bench: prints figures, asserts nothing.
 *  1. Firestore reads per public catalogue view (by id and by slug) for a shop with 5 and with 500 products.
 *  2. JavaScript (gzip) that a phone opening /loja/demo downloads, measured in Chromium on the production build.
 */

async function readsPerView() {
  const firestore = await startFirestoreEmulator({ port: (await freePorts()).firestore });
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // The stack's seed left an Admin SDK app bound to its own, now stopped, emulator.
  await Promise.all(getApps().map((app) => deleteApp(app)));
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  // Imported after the emulator host is set: the app's Admin SDK reads it at start.
  const { createApp } = await import('../functions/src/app.js');
  const { publishCatalogo } = await import('../functions/src/features/catalogo/publish.js');
  const app = createApp();

  console.log('\nLeituras do Firestore por visualização do catálogo público');
  for (const total of [5, 500]) {
    const uid = `bench-${total}`;
    const slug = `bench${total}`;
    await db.doc(`lojistas/${uid}`).set({
      nome: 'Loja Bench',
      email: 'bench@exemplo.com.br',
      status: 'ativo',
      plano_id: 3,
      telefone_whatsapp: '5511999990000',
      loja: { nome_loja: `Loja ${total}`, subdominio: slug },
      criado_em: FieldValue.serverTimestamp(),
    });
    await db.doc(`slugs/${slug}`).set({ lojista_id: uid });
    for (let start = 0; start < total; start += 400) {
      const batch = db.batch();
      for (let index = start; index < Math.min(total, start + 400); index++) {
        batch.set(db.collection(`lojistas/${uid}/produtos`).doc(), {
          nome: `Produto ${index + 1}`,
          descricao: 'x'.repeat(200),
          imagem_url: '',
          preco_centavos: 1000 + index,
          ativo: true,
          categoria_id: null,
          criado_em: Timestamp.now(),
        });
      }
      await batch.commit();
    }
    await publishCatalogo(db, uid);

    for (const [label, path] of [
      ['por id  ', `/api/catalogo/${uid}`],
      ['por slug', `/api/loja/${slug}`],
    ] as const) {
      await request(app).get(path).expect(200); // warms the per-instance maintenance-flag cache
      const before = firestore.reads();
      const response = await request(app).get(path).expect(200);
      const produtos = (response.body as { produtos: unknown[] }).produtos.length;
      console.log(
        `  ${String(total).padStart(3)} produtos, ${label}: ${firestore.reads() - before} leitura(s) (${produtos} produtos na resposta, ${(response.text.length / 1024).toFixed(1)} KiB)`,
      );
    }
  }
  firestore.stop();
}

async function publicJavaScript() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const stack = await startStack({ ports: await freePorts(), dataDir, log: () => {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length })));
      }
    });
    await page.goto(`${stack.urls.app}/loja/demo`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `\nJavaScript carregado por /loja/demo (celular, build de produção): ${loaded.length} arquivos, ${(total / 1024).toFixed(1)} KiB gzip`,
    );
    for (const script of loaded.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KiB  ${script.url}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Vitrine bench — ${new Date().toISOString()} — Node ${process.version}`);
await publicJavaScript();
await readsPerView();
process.exit(0);
