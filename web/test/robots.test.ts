import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { origemDoSite, robotsTxt } from '../build/robots.ts';

/** A project folder as the build reads it: firebase.json's emulators and the function's .env files. */
const root = mkdtempSync(join(tmpdir(), 'vitrine-robots-'));
mkdirSync(join(root, 'functions'));
writeFileSync(join(root, 'firebase.json'), JSON.stringify({ emulators: { hosting: { host: '127.0.0.1', port: 5000 } } }));
writeFileSync(join(root, 'functions/.env.loja-propria'), 'WEB_API_KEY=abc\nWEB_ORIGIN=https://loja.exemplo.com.br\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('robots.txt escrito no build', () => {
  it('when the deploy sets WEB_ORIGIN in the environment or in functions/.env.<project>, then the Sitemap line names it', () => {
    expect(origemDoSite({ GCLOUD_PROJECT: 'loja-propria' }, root)).toBe('https://loja.exemplo.com.br');
    expect(origemDoSite({ GCLOUD_PROJECT: 'outra', WEB_ORIGIN: 'https://outra.com.br' }, root)).toBe('https://outra.com.br');
  });

  it("when the project has no WEB_ORIGIN, then the project's default site; a build for the emulators names npm start's origin", () => {
    expect(origemDoSite({ GCLOUD_PROJECT: 'sem-dominio' }, root)).toBe('https://sem-dominio.web.app');
    expect(origemDoSite({ GCLOUD_PROJECT: 'demo-vitrine' }, root)).toBe('http://127.0.0.1:5000');
    expect(origemDoSite({}, root)).toBe('http://127.0.0.1:5000');
  });

  it('names the sitemap and keeps crawlers off the API and the admin area', () => {
    expect(robotsTxt('https://loja.exemplo.com.br').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      '',
      'Sitemap: https://loja.exemplo.com.br/sitemap.xml',
      '',
    ]);
  });
});
