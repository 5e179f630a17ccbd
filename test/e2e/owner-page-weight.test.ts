import { describe, expect, it } from 'vitest';
import { kib, weighPageScripts } from '../../scripts/lib/page-weight.js';
import { DESKTOP, appUrl, launchChromium, newPage } from './browser.js';
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
      const { scripts: carregados, gzip } = await weighPageScripts(page, new URL(appUrl()).origin, async () => {
        await signInNewOwner(page, 'Dona do Peso');
        await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
        await page.waitForLoadState('networkidle');
      });
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
