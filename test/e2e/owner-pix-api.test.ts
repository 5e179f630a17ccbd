import { describe, expect, it } from 'vitest';
import { PHONE, atEveryWidth, launchChromium, newPage, openOwnerScreen } from './browser.js';
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
    const { page: owner } = await newPage(browser, PHONE);
    await signInNewOwner(owner, 'Rita Pix');
    await openOwnerScreen(owner, 'Pagamentos');
    await preencherBanco(owner, psp);
    await atEveryWidth(owner, 'pagamentos-formulario');

    await owner.getByRole('button', { name: 'Testar e salvar' }).click();
    const resumo = owner.getByTestId('pix-api-conectado');
    await resumo.waitFor();
    await expect(resumo.textContent()).resolves.toContain(psp.cliente.chaves[0]!);
    await expect(resumo.textContent()).resolves.toContain(`final ${psp.cliente.clientId.slice(-4)}`);
    const html = await owner.content();
    expect(html).not.toContain(psp.cliente.clientSecret);
    expect(html).not.toContain(psp.cliente.certificado.senha);
    await dismissToasts(owner);
    await atEveryWidth(owner, 'pagamentos-conectado');

    await owner.getByRole('button', { name: 'Desconectar' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Desconectar' }).click();
    await owner.getByRole('button', { name: 'Testar e salvar' }).waitFor();
  });
});
