import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { cardapioPath, type FormatoDoCardapio } from '@vitrine/shared/page-file-paths';
import { corpoBinario, poppler } from '../../test/support/pdf.js';
import { lojaRealista } from './bench-catalogo.js';
import { kib } from './page-weight.js';

/**
 * npm run bench, part `--cardapio` (issue 47): the printed menu of a shop of `total` products as
 * owners write them (bench-catalogo's: ten categories, one in ten with options, sales, sold-out
 * items), in both formats, through the `preview` function's app in this process over the local
 * Firestore: the drawing alone, the first request (the catalogue's reads, the product pages of
 * those with options, the drawing and the stored copy), the same version again from this instance's
 * memory and from a new instance (the stored copy). Figures only; nothing is asserted.
 * `BENCH_CARDAPIO_PDF=dir` keeps both PDFs there, to look at.
 */
export async function medirCardapio(
  db: Firestore,
  { total, publishCatalogo }: { total: number; publishCatalogo: (db: Firestore, lojaId: string) => Promise<void> },
): Promise<Array<[string, string]>> {
  const lojaId = 'bench-cardapio';
  await lojaRealista(db, lojaId, 'cardapio', total);
  await publishCatalogo(db, lojaId);
  // Imported here: the app's Admin SDK reads the emulator's host at start (set by the bench before this).
  const { createPreviewApp } = await import('../../functions/src/preview-app.js');
  const { readEnv } = await import('../../functions/src/config/env.js');
  const { renderCardapioPdf } = await import('../../functions/src/features/public-cardapio/cardapio-pdf.js');
  const pasta = mkdtempSync(join(tmpdir(), 'vitrine-bench-cardapio-'));
  const desenhos: number[] = [];
  const instancia = () =>
    // The QR's origin pinned, as deployed (WEB_ORIGIN): supertest's port changes with every request.
    createPreviewApp(
      readEnv({ ...process.env, LOCAL_IMAGES_DIR: pasta, WEB_ORIGIN: 'https://vitrine.exemplo.com.br' }),
      { db },
      async () => '<!doctype html><html></html>',
      null,
      {
        renderCardapio: async (dados, formato) => {
          const inicio = performance.now();
          const pdf = await renderCardapioPdf(dados, formato);
          desenhos.push(performance.now() - inicio);
          return pdf;
        },
      },
    );
  const baixar = async (app: ReturnType<typeof instancia>, formato: FormatoDoCardapio) => {
    const inicio = performance.now();
    const response = await request(app)
      .get(cardapioPath({ slug: 'cardapio' }, formato))
      .buffer(true)
      .parse(corpoBinario);
    if (response.status !== 200) throw new Error(`Cardápio ${formato}: ${response.status}`);
    return { pdf: response.body as Buffer, ms: performance.now() - inicio };
  };

  const linhas: Array<[string, string]> = [];
  console.log(`\nCardápio em PDF (função preview em processo, emulador Firestore local), loja de ${total} produtos em 10 categorias:`);
  try {
    const primeira = instancia();
    for (const formato of ['padrao', 'ampliado'] as const) {
      const novo = await baixar(primeira, formato);
      const desenho = desenhos.at(-1)!;
      const daMemoria = await baixar(primeira, formato);
      const guardado = await baixar(instancia(), formato);
      if (process.env.BENCH_CARDAPIO_PDF) writeFileSync(join(process.env.BENCH_CARDAPIO_PDF, `cardapio-${total}-${formato}.pdf`), novo.pdf);
      const paginas = /Pages:\s+(\d+)/.exec(await poppler('pdfinfo', ['-'], novo.pdf))?.[1] ?? '?';
      const linha =
        `desenhado em ${desenho.toFixed(0)} ms (${paginas} páginas, ${kib(novo.pdf.length)}); primeira requisição ${novo.ms.toFixed(0)} ms; ` +
        `mesma versão ${daMemoria.ms.toFixed(0)} ms (memória), ${guardado.ms.toFixed(0)} ms (instância nova: a cópia guardada)`;
      console.log(`  ${formato.padEnd(8)} ${linha}`);
      linhas.push([`Cardápio PDF ${formato}, ${total} produtos`, linha]);
    }
    console.log(`  Desenhos: ${desenhos.length} (um por formato: as outras requisições leram a versão já desenhada)`);
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
  return linhas;
}
