import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_CONTA, saveAdmin } from '../../functions/src/features/admin-auth/service.js';
import { adminTentativasDoc } from '../../functions/src/model/admin-tentativas.js';
import { adminsRepository } from '../../functions/src/model/admins.js';
import { DESKTOP, appUrl, launchChromium, newContext, firestoreDoStack } from './browser.js';

/**
 * The admin app's half of OWASP's device cookies (issue 24): the browser keeps the device token of
 * its last login and sends it with the next one, so strangers' failures that lock the account out
 * never lock out the administrator's own browser. An administrator of this file's own, so that the
 * lock never reaches the demo administrator other files sign in as.
 */
const ADMIN = { email: `dispositivo-${randomUUID().slice(0, 8)}@vitrine.test`, senha: 'uma-senha-longa-123' };
// Test-only scrypt cost, as the stack's ADMIN_SCRYPT_N (test/setup/e2e-stack.ts).
const SCRYPT_DE_TESTE = { N: 1024, r: 8, p: 1 };

const db = firestoreDoStack('admin-auth');
let browser: Browser;
beforeAll(async () => {
  await saveAdmin(adminsRepository(db), ADMIN.email, ADMIN.senha, SCRYPT_DE_TESTE);
  browser = await launchChromium();
});

async function entrar(page: Page) {
  await page.goto(appUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const tokenDoDispositivo = (page: Page) => page.evaluate(() => localStorage.getItem('admin_dispositivo'));

/** A stranger's login straight to the API, from another browser (no device token). */
const loginDeEstranho = (senha: string) =>
  fetch(appUrl('/api/admin/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin },
    body: JSON.stringify({ email: ADMIN.email, senha }),
  });

describe('Login do administrador sob ataque', () => {
  it("when strangers' failed logins have locked the account, then the administrator's own browser still signs in and a new browser is refused", async () => {
    const casa = await (await newContext(browser, DESKTOP)).newPage();
    await entrar(casa);
    await casa.waitForURL((url) => url.pathname === '/admin/dashboard');
    const primeiro = await tokenDoDispositivo(casa);
    expect(primeiro).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await casa.getByRole('button', { name: 'Sair' }).click();
    await casa.waitForURL((url) => url.pathname === '/admin/login');
    // Logging out keeps the device token: it says which browser this is, not who is signed in.
    await expect(tokenDoDispositivo(casa)).resolves.toBe(primeiro);

    // Strangers' failures from many addresses in the last minute (the local runtime sees one
    // address for every client, so they are written as the API would have counted them; the API
    // suite's admin-auth tests count them through HTTP); one more fills the account's ceiling.
    await adminTentativasDoc(db, createHash('sha256').update(`conta:${ADMIN.email}`).digest('hex')).set({
      falhas: LIMITE_CONTA - 1,
      inicio: Timestamp.fromMillis(Date.now() - 60_000),
    });
    expect((await loginDeEstranho('chute')).status).toBe(401);
    expect((await loginDeEstranho(ADMIN.senha)).status).toBe(429);

    const outro = await (await newContext(browser, DESKTOP)).newPage();
    await entrar(outro);
    await expect(outro.getByRole('alert').textContent()).resolves.toContain('Muitas tentativas de login');
    expect(new URL(outro.url()).pathname).toBe('/admin/login');

    await entrar(casa);
    await casa.waitForURL((url) => url.pathname === '/admin/dashboard');
    // A device token is used once: the login answered the next one.
    const segundo = await tokenDoDispositivo(casa);
    expect(segundo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(segundo).not.toBe(primeiro);
  });
});
