import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarPspLocal, type PspLocal } from '../support/psp-local/psp.js';
import { EVERY_WIDTH, PHONE, e2eStack, expectNoSidewaysScroll, launchChromium, newContext, openOwnerMenu, screenshot } from './browser.js';
import { signInNewOwner } from './owner-helpers.js';
import { dismissToasts } from './public-helpers.js';

/*
 * Pagamentos (issue 45) at 390 px: the owner connects the shop's bank's API Pix, uploading the
 * bank's PKCS#12, against the local PSP (mutual TLS); the summary shows the key, the client_id's
 * last digits and the certificate's expiry, and Desconectar brings the form back.
 */

let browser: Browser;
let psp: PspLocal;
beforeAll(async () => {
  browser = await launchChromium();
  psp = await iniciarPspLocal({ portaDeControle: false });
  // The stack's function trusts the authority a PSP wrote in its data (scripts/lib/stack.ts, PIX_API_CA_ARQUIVO).
  const dir = join(e2eStack().dataDir, 'psp-local');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'autoridade.pem'), psp.certificados.autoridade);
}, 60_000);
afterAll(async () => {
  psp.semInvalidas();
  await psp.parar();
});

describe('Pagamentos', () => {
  it('when the owner uploads the bank’s certificate and tests, then the bank is connected and the summary shows no secret', async () => {
    const context = await newContext(browser, PHONE);
    const owner = await context.newPage();
    await signInNewOwner(owner, 'Rita Pix');
    await openOwnerMenu(owner, 'Pagamentos');
    await owner.getByRole('heading', { level: 1, name: 'Pagamentos' }).waitFor();
    await owner.getByLabel('Banco', { exact: true }).selectOption('outro');
    await owner.getByLabel('URL da API Pix', { exact: true }).fill(psp.baseUrl);
    await owner.getByLabel('URL do token (opcional)', { exact: true }).fill(psp.tokenUrl);
    await owner.getByLabel('Client ID', { exact: true }).fill(psp.cliente.clientId);
    await owner.getByLabel('Client secret', { exact: true }).fill(psp.cliente.clientSecret);
    await owner
      .getByLabel('Certificado do banco', { exact: true })
      .setInputFiles({ name: 'certificado.p12', mimeType: 'application/x-pkcs12', buffer: psp.cliente.certificado.pfx });
    await owner.getByLabel('Senha do certificado', { exact: true }).fill(psp.cliente.certificado.senha);
    await owner.getByLabel('Chave PIX da loja', { exact: true }).fill(psp.cliente.chaves[0]!);
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
