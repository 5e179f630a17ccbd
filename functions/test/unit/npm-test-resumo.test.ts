import { describe, expect, it } from 'vitest';
import { resumoDoErro } from '../../../scripts/lib/camadas-reporter.js';

// CI shows the output's end: npm test's list of failed and retried tests must carry the cause there.
describe('npm test: what a failed test printed', () => {
  it("when a flow's error carries its own diagnostics after Playwright's first line, then they are kept and the stack is not", () => {
    const mensagem = [
      'Error: locator.waitFor: Timeout 30000ms exceeded.',
      'Call log:',
      "  - waiting for getByRole('heading', { name: 'Café da Ana', level: 1 }) to be visible",
      '',
      'status 200; page: Erro ao carregar catálogo',
      'caches: workbox-precache-v2: 83, vitrine-imagens: 7',
      '    at /repo/test/e2e/public-catalogo-offline.test.ts:38:17',
      '    at async file:///repo/node_modules/@vitest/runner/dist/chunk-artifact.js:1903:20',
    ].join('\n');
    expect(resumoDoErro(mensagem).split('\n')).toEqual([
      '    Error: locator.waitFor: Timeout 30000ms exceeded.',
      '    Call log:',
      "    - waiting for getByRole('heading', { name: 'Café da Ana', level: 1 }) to be visible",
      '    status 200; page: Erro ao carregar catálogo',
      '    caches: workbox-precache-v2: 83, vitrine-imagens: 7',
    ]);
  });

  it('when a message is long, then at most 8 lines of 300 characters are printed', () => {
    const linhas = resumoDoErro(Array.from({ length: 20 }, (_, i) => `${i} ${'x'.repeat(400)}`).join('\n')).split('\n');
    expect(linhas).toHaveLength(8);
    expect(linhas.every((linha) => linha.length === 4 + 300)).toBe(true);
  });
});
