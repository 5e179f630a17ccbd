import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_PAGINAS, HSTS } from '../../src/platform/http/security.js';

const firebaseJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const paraTudo = Object.fromEntries(
  firebaseJson.hosting.headers.find((regra) => regra.source === '**')!.headers.map(({ key, value }) => [key, value]),
);
const diretivas = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([nome, ...fontes]) => [nome!, fontes]),
  );

describe('Cabeçalhos de segurança das páginas', () => {
  it("when Hosting serves the app's pages, then firebase.json sends the same CSP as the link-preview function", () => {
    expect(paraTudo['Content-Security-Policy']).toBe(CSP_PAGINAS);
  });

  it('when Hosting serves anything, then nosniff, no framing, a referrer policy and HSTS go with it', () => {
    expect(paraTudo).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': HSTS,
    });
  });

  it('when a page is attacked, then no inline script, eval, plugin, base or foreign framing is allowed', () => {
    const csp = diretivas(CSP_PAGINAS);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(CSP_PAGINAS).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|script-src[^;]*https:(?!\/\/)/);
  });
});
