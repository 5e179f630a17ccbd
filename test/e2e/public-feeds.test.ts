import { describe, expect, it } from 'vitest';
import { origemDoSite } from '../../web/build/robots.js';
import { appUrl, runtimeUrl } from './browser.js';

/**
 * What a crawler reads first, through the local stack as Hosting serves it: robots.txt is one of
 * Hosting's files (web/build/robots.ts), since the Functions runtime answers that path with a 404 of
 * its own before the `preview` function sees it (issue 42; the API suite, in-process, never saw it).
 */
describe('robots.txt pelo Hosting', () => {
  for (const [nome, url] of [
    ['Hosting → Functions emulator (npm start)', runtimeUrl],
    ['Hosting with the functions in its process (the browser flows)', appUrl],
  ] as const) {
    it(`when a crawler asks ${nome} for /robots.txt, then 200 text naming the configured origin's sitemap, which answers`, async () => {
      const robots = await fetch(url('/robots.txt'));
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      const texto = await robots.text();
      expect(texto).toContain(`Sitemap: ${origemDoSite()}/sitemap.xml`);
      expect(texto).toContain('Disallow: /api/');

      const sitemap = await fetch(url('/sitemap.xml'));
      expect(sitemap.status).toBe(200);
      expect(await sitemap.text()).toContain('<sitemapindex');
    });
  }
});
