import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, runtimeUrl, screenshot, newPage } from './browser.js';

const browser = await launchChromium();

/**
 * The API's reference as a developer opens it on the local stack: the OpenAPI document through the
 * Functions emulator's runtime, and the Scalar page in the browser, loaded from the stack alone
 * (the machines have no outside network, and the page asks nothing of one).
 */
describe('the API reference on the local stack', () => {
  it("when the Functions runtime is asked for /api/openapi.json and the reference's script, then it answers both", async () => {
    const resposta = await fetch(runtimeUrl('/api/openapi.json'));
    expect(resposta.status).toBe(200);
    const documento = (await resposta.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(documento.openapi).toMatch(/^3\.1\./);
    expect(documento.paths).toHaveProperty('/api/loja/{slug}/pedido');
    // The reference's script, from the repository's node_modules as the emulator's function finds it.
    const script = await fetch(runtimeUrl('/api/docs/scalar.js'));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`when a developer opens /api/docs at ${viewport.width} px, then Scalar draws the operations from this origin alone`, async () => {
      const { page } = await newPage(browser, viewport);
      const deFora: string[] = [];
      const erros: string[] = [];
      const origem = new URL(appUrl()).origin;
      page.on('request', (request) => {
        if (!request.url().startsWith(origem) && !/^(data|blob):/.test(request.url())) deFora.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') erros.push(message.text());
      });
      await page.goto(appUrl('/api/docs'));
      await page.getByRole('heading', { name: 'Vitrine API', exact: true }).waitFor();
      if (viewport === DESKTOP) {
        await page.getByText('public-pedido', { exact: true }).first().click();
        await page.getByText('Faz um pedido, pelo link da loja').first().click();
        await page.getByRole('heading', { name: 'Faz um pedido, pelo link da loja' }).waitFor();
      }
      await screenshot(page, 'api-docs', { fullPage: false });
      expect({ deFora, erros }).toEqual({ deFora: [], erros: [] });
    });
});
