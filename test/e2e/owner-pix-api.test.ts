import { describe, expect, it } from 'vitest';
import { EVERY_WIDTH, PHONE, expectNoSidewaysScroll, launchChromium, newContext, openOwnerMenu, screenshot } from './browser.js';
import { preencherBanco, pspDoArquivo, signInNewOwner } from './owner-helpers.js';
import { dismissToasts } from './public-helpers.js';

/*
 * Pagamentos (issue 45) at 390 px: the owner connects the shop's bank's API Pix, uploading the
 * bank's PKCS#12, against the local PSP (mutual TLS); the summary shows the key, the client_id's
 * last digits and the certificate's expiry, and Desconectar brings the form back.
 */

const browser = await launchChromium();
const psp = await pspDoArquivo();

describe('Pagamentos', () => {
  it('when the owner uploads the bank’s certificate and tests, then the bank is connected and the summary shows no secret', async () => {
    const context = await newContext(browser, PHONE);
    const owner = await context.newPage();
    await signInNewOwner(owner, 'Rita Pix');
    await openOwnerMenu(owner, 'Pagamentos');
    await owner.getByRole('heading', { level: 1, name: 'Pagamentos' }).waitFor();
    await preencherBanco(owner, psp);
    for (const [size, viewport] of EVERY_WIDTH) {
      await owner.setViewportSize(viewport);
      await expectNoSidewaysScroll(owner);
      await screenshot(owner, 'pagamentos-formulario', { fullPage: true, suffix: size });
    }
    await owner.setViewportSize(PHONE);

    await owner.getByRole('button', { name: 'Testar e salvar' }).click();
    const resumo = owner.getByTestId('pix-api-conectado');
    await resumo.waitFor();
    await expect(resumo.textContent()).resolves.toContain(psp.cliente.chaves[0]!);
    await expect(resumo.textContent()).resolves.toContain(`final ${psp.cliente.clientId.slice(-4)}`);
    const html = await owner.content();
    expect(html).not.toContain(psp.cliente.clientSecret);
    expect(html).not.toContain(psp.cliente.certificado.senha);
    await dismissToasts(owner);
    for (const [size, viewport] of EVERY_WIDTH) {
      await owner.setViewportSize(viewport);
      await expectNoSidewaysScroll(owner);
      await screenshot(owner, 'pagamentos-conectado', { fullPage: true, suffix: size });
    }
    await owner.setViewportSize(PHONE);

    await owner.getByRole('button', { name: 'Desconectar' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Desconectar' }).click();
    await owner.getByRole('button', { name: 'Testar e salvar' }).waitFor();
  });
});
