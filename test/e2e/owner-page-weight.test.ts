import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kib } from '../../scripts/lib/page-weight.js';
import { DESKTOP, launchChromium, newPage } from './browser.js';
import { signInNewOwner } from './owner-helpers.js';

/**
 * What an owner's first screen fetches (web/build/painel-chunks.ts): App's imports and the panels'
 * shells come in two files, not as a chunk for every set of screens that shares a module (99 files
 * on /produtos before, 2026-11-30). A figure to read, with a ceiling that a build left to itself
 * would pass again.
 */
const MAX_SCRIPTS_NA_PRIMEIRA_TELA = 60;

const browser = await launchChromium();

describe('Owner page weight', () => {
  it('when a new owner signs in, then the dashboard’s first load fetches its scripts in a few dozen files', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      const scripts: Promise<{ url: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })),
        );
      });
      await signInNewOwner(page, 'Dona do Peso');
      await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
      await page.waitForLoadState('networkidle');
      page.removeAllListeners('response');
      const carregados = await Promise.all(scripts);
      const gzip = carregados.reduce((soma, script) => soma + script.gzip, 0);
      console.log(`/dashboard, first load: ${kib(gzip)} gzip in ${carregados.length} files`);
      // The two files every owner page loads, then a ceiling on the rest.
      expect(carregados.map(({ url }) => url.replace(/-[\w-]+\.js$/, ''))).toEqual(
        expect.arrayContaining(['/assets/app', '/assets/painel']),
      );
      expect(carregados.length).toBeLessThanOrEqual(MAX_SCRIPTS_NA_PRIMEIRA_TELA);
    } finally {
      await context.close();
    }
  });
});
