import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { signInWithIdp, type GoogleAccount } from '../../scripts/lib/auth-emulator.js';
import { DEMO_OWNER } from '../../scripts/lib/seed.js';
import type { PedidoDoLojista } from '@vitrine/shared';
import { ATENDIMENTO_DOS_DESCONTOS } from '../support/atendimento.js';
import { umPedido } from '../support/pedidos.js';
import { corpoDaConexaoPix, iniciarPspLocal, type PspLocal } from '../support/psp-local/psp.js';
import { EVERY_WIDTH, FLOW_CALL_MAX_MS, PHONE, appUrl, e2eStack, expectNoSidewaysScroll, newPage, screenshotWholePage } from './browser.js';
import { pedidoFeito } from './public-helpers.js';

// Seeded by the local stack (scripts/lib/seed.ts).
export const ADMIN = { email: 'admin@vitrine.dev', senha: 'vitrine-demo-123' };

/**
 * Signs `account` in as the web app does once Google's popup answers (the Auth emulator's Google
 * sign-in, then POST /api/sessions from this browser, which keeps the session cookie) and opens
 * /dashboard. owner-auth.test.ts draws and clicks the popup itself; the other flows skip its seconds.
 */
export async function signInOwner(page: Page, account: GoogleAccount) {
  const { emulatorUrl } = (await (await fetch(appUrl('/api/auth/config'))).json()) as { emulatorUrl: string };
  const { idToken } = await signInWithIdp(new URL(emulatorUrl).host, account);
  const session = await page.context().request.post(appUrl('/api/sessions'), {
    data: { idToken },
    headers: { Origin: new URL(appUrl()).origin },
  });
  expect(session.status(), await session.text()).toBe(201);
  await page.goto(appUrl('/dashboard'));
}

/** A new owner, signed in with Google for the first time. */
export const signInNewOwner = (page: Page, name: string, email = `${randomUUID().slice(0, 8)}@exemplo.com.br`) =>
  signInOwner(page, { sub: randomUUID(), email, name });

/** The seeded demo owner, Ana Souza (/loja/demo). */
/** A new owner signed in on a page of their own browser context (`viewport` wide): most owner tests' first step. */
export async function newOwnerPage(browser: Browser, viewport: { width: number; height: number }, name: string) {
  const { context, page } = await newPage(browser, viewport);
  await signInNewOwner(page, name);
  return { context, page };
}

export const signInDemoOwner = (page: Page) => signInOwner(page, DEMO_OWNER);

/**
 * The owner's API from the signed-in page (same origin, session cookie), as the web app calls it:
 * the status and the body. A call unanswered after a minute fails naming itself.
 */
export async function ownerRequest<T = unknown>(
  page: Page,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, json, maxMs }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(maxMs),
      }).catch((error: unknown) => {
        throw new Error(`${method} /api${path}: ${String(error)}`);
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, json, maxMs: FLOW_CALL_MAX_MS },
  );
}

/** ownerRequest for a call that must succeed: its body. */
export async function ownerApi<T = unknown>(page: Page, method: string, path: string, json?: unknown): Promise<T> {
  const { status, body } = await ownerRequest<T>(page, method, path, json);
  expect(status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/** The administrator's bearer token, straight from the API. */
export async function adminToken(): Promise<string> {
  const response = await fetch(appUrl('/api/admin/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin },
    body: JSON.stringify({ email: ADMIN.email, senha: ADMIN.senha }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A call to the admin API with a token from adminToken(). */
export async function adminApi(token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(appUrl(`/api${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** Signs the administrator in on the login page. */
export async function signInAdmin(page: Page) {
  await page.goto(appUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
}

/** Waits out CSS transitions (a modal rising) so a measure or a screenshot sees the settled screen. */
/** The print dialog never opens in a test: the context's pages count their window.print() calls instead, read with `impressoes`. */
export async function contarImpressoes(context: BrowserContext) {
  await context.addInitScript(() => {
    window.print = () => {
      const contado = window as unknown as { impressoes?: number };
      contado.impressoes = (contado.impressoes ?? 0) + 1;
    };
  });
}

/** How many times the page asked to print (contarImpressoes). */
export const impressoes = (page: Page) => page.evaluate(() => (window as unknown as { impressoes?: number }).impressoes ?? 0);

export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );

/** Nothing in the dialog is wider than the screen (a phone must never scroll sideways); a failure names what sticks out. */
export async function expectDialogWithinScreen(page: Page, dialog: Locator) {
  await settled(page);
  const largura = page.viewportSize()!.width;
  const foraDaTela = await dialog
    .locator('*')
    .evaluateAll(
      (elements, limite) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > limite)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)}px: ${(element.textContent ?? '').slice(0, 40)}`,
          ),
      largura + 0.5,
    );
  expect(foraDaTela).toEqual([]);
}

/**
 * Scrolls the dialog's own body (not its frame) so that `topo` sits at its top: scrollIntoView
 * would also scroll the dialog's overflow-hidden frame, pushing its title off.
 */
export const scrollDialogTo = (topo: Locator) =>
  topo.evaluate((element) => {
    let body = element.parentElement;
    while (body && getComputedStyle(body).overflowY !== 'auto') body = body.parentElement;
    if (body) body.scrollTop += element.getBoundingClientRect().top - body.getBoundingClientRect().top - 16;
  });

/** The whole page at 360, 390 and 1280 px wide, each checked for sideways scrolling (a phone never scrolls sideways), then back to the phone. */
export async function screenshotsAtEveryWidth(page: Page, name: string) {
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

/**
 * The signed-in owner's shop on `page`, set up through the owner's API as her screens would: its
 * settings with a link of its own (`rui-xxxxxx` for the prefix 'rui') and, when given, its WhatsApp.
 * Answers the link's slug. The API tier's twin is test/support/lojas.ts `novaLoja`.
 */
export async function configurarLoja(
  page: Page,
  prefixo: string,
  { whatsapp, ...configuracao }: { nome_loja: string; cor_principal?: string; whatsapp?: string },
): Promise<string> {
  const slug = `${prefixo}-${randomUUID().slice(0, 6)}`;
  await ownerApi(page, 'PUT', '/loja/configuracao', { ...configuracao, subdominio: slug });
  if (whatsapp) await ownerApi(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: whatsapp });
  return slug;
}

/** The WhatsApp of the shop lojaDaLia builds. */
export const WHATSAPP_DA_LIA = '5511977776666';

/**
 * Signs a new owner in on `page` and makes her shop "Empório da Lia" (purple, WhatsApp
 * WHATSAPP_DA_LIA) with these products and service settings, through the API as the owner's
 * screens would; answers the shop's path. The caller owns the page's context (a clock, closing it).
 */
export async function lojaDaLia(
  page: Page,
  { produtos, atendimento }: { produtos: Array<{ nome: string; preco: number }>; atendimento: Record<string, unknown> },
): Promise<string> {
  await signInNewOwner(page, 'Lia Moraes');
  const slug = await configurarLoja(page, 'lia', { nome_loja: 'Empório da Lia', cor_principal: '#7c3aed', whatsapp: WHATSAPP_DA_LIA });
  for (const produto of produtos) await ownerApi(page, 'POST', '/produtos', produto);
  await ownerApi(page, 'PUT', '/loja/atendimento', atendimento);
  return `/loja/${slug}`;
}

/**
 * A local PSP (test/support/psp-local, issue 45) this lane's stack trusts: its authority written
 * where the stack's function reads it (scripts/lib/stack.ts, PIX_API_CA_ARQUIVO). The caller stops it.
 */
export async function pspDoStack(): Promise<PspLocal> {
  const psp = await iniciarPspLocal({ portaDeControle: false });
  const dir = join(e2eStack().dataDir, 'psp-local');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'autoridade.pem'), psp.certificados.autoridade);
  return psp;
}

/** The stack's PSP for a file's tests (pspDoStack), stopped when they are done, after checking that it refused nothing. */
export async function pspDoArquivo(): Promise<PspLocal> {
  const psp = await pspDoStack();
  afterAll(async () => {
    psp.semInvalidas();
    await psp.parar();
  });
  return psp;
}

/**
 * Lia's shop (a R$ 24,90 jam, PIX among the discounts' service settings) connected to a new
 * application at the stack's PSP, and a customer's PIX order of one jam, its charge pending: the
 * order's code, the charge's txid and the application's client_id (what `psp.pagar` takes), and
 * the order as the owner's list reads it now.
 */
export async function pedidoPixDaLia(page: Page, psp: PspLocal) {
  const slug = (await lojaDaLia(page, { produtos: [{ nome: 'Geleia de amora', preco: 24.9 }], atendimento: ATENDIMENTO_DOS_DESCONTOS }))
    .split('/')
    .pop()!;
  const cliente = await psp.novoCliente();
  await ownerApi(page, 'PUT', '/loja/pix-api', corpoDaConexaoPix(psp, cliente));
  const produtos = await ownerApi<{ id: string }[]>(page, 'GET', '/produtos');
  const { codigo } = await pedidoFeito(slug, umPedido({ produtos: [{ id: produtos[0]!.id, quantidade: 1 }], pagamento: { forma: 'pix' } }));
  const { txid } = psp.cobrancas().find((cobranca) => cobranca.clientId === cliente.clientId)!;
  const doDono = async () =>
    (await ownerApi<{ pedidos: PedidoDoLojista[] }>(page, 'GET', '/pedidos')).pedidos.find((pedido) => pedido.codigo === codigo)!;
  return { codigo, txid: txid!, clientId: cliente.clientId, doDono };
}

/** Pagamentos' form filled with the PSP's first application, as the bank hands it to a shop (its PKCS#12 uploaded); not sent. */
export async function preencherBanco(owner: Page, psp: PspLocal) {
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
}
