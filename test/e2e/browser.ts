import { createHash, createPublicKey } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Logger, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { prioridadeNaSessao, sessoesFilhas } from '../../scripts/lib/prioridade.js';
import { gerarCertificadosDoPsp } from '../support/psp-local/certificados.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const SMALL_PHONE = { width: 360, height: 780 };
/** The widths every changed screen is looked at: a small phone, a common one, a desktop. */
export const EVERY_WIDTH = [
  ['360', SMALL_PHONE],
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;
export const SCREENSHOTS_DIR = join(import.meta.dirname, '../../test-results/screenshots');

const GAPI_SHIM = readFileSync(join(import.meta.dirname, 'gapi-shim.js'), 'utf8');

/**
 * This worker's stack: vitest numbers the workers running at once 1…lanes (VITEST_POOL_ID), so two
 * files that run side by side never drive the same stack (test/setup/e2e-stack.ts).
 */
export function e2eStack() {
  const stacks = inject('e2eStacks');
  return stacks[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % stacks.length]!;
}

/**
 * The stack's Firestore through the Admin SDK, for a file that reads or seeds it directly: an app
 * of the file's own `nome`, deleted when the file's tests are done.
 */
export function firestoreDoStack(nome: string): Firestore {
  // The Admin SDK takes the emulator's host from the environment when the Firestore client is made.
  process.env.FIRESTORE_EMULATOR_HOST = e2eStack().firestoreHost;
  const app = initializeApp({ projectId: 'demo-vitrine' }, nome);
  afterAll(() => deleteApp(app));
  return getFirestore(app);
}

/** The product as the browser flows reach it: Hosting's code with the functions in one process (scripts/lib/hosting-process.ts). */
export function appUrl(path = '/') {
  return new URL(path, e2eStack().appUrl).toString();
}

/**
 * The same product through the path production's requests take, Hosting's code (the stack's
 * Hosting, scripts/lib/hosting-process.ts), then the Functions emulator's runtime and workers: for the suites about bodies, uploads, binary answers,
 * client addresses and crashes (DESIGN.md). It shares the stack's Firestore and Auth, and
 * cookies do not tell ports apart, so a session made on one origin is valid on the other.
 */
export function runtimeUrl(path = '/') {
  return new URL(path, e2eStack().runtimeUrl).toString();
}

/**
 * Debian's Chromium headless shell (the `chromium-headless-shell` package: the same engine without
 * the desktop browser around it; a whole flow costs a fifth to a third less CPU than `chromium
 * --headless`), with no background traffic (this machine has no outside network). CHROMIUM_PATH
 * points elsewhere.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Debian's desktop Chromium, for what the headless shell does not do as a phone's browser does: a
 * Web Push subscription the owner's switch can offer, a service worker answering while offline.
 */
const DESKTOP_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

/** What every context of the flows has (see newContext). */
const CONTEXT_DEFAULTS = { locale: 'pt-BR', reducedMotion: 'reduce' } as const;

/**
 * No GPU here, so the compositor draws in software; `--in-process-gpu` runs it as a thread of the
 * browser process rather than a process of its own, without the frames' trips between the two: five
 * flow files, two runs each, 119.7 and 127.6 → 111.9 and 118.1 s of CPU (Chromium 58–60 → 52–55 s).
 */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** What the two outside sites answer (see outsideSites). */
const WHATSAPP_PAGE = '<title>WhatsApp</title><p>WhatsApp</p>';
const OUTSIDE_HOSTS = ['wa.me', 'apis.google.com'];

let outside: Promise<string[]> | undefined;

/**
 * The outside sites the flows reach, answered on loopback (this machine has no outside network):
 * WhatsApp's links (wa.me), where a customer's order and an owner's chat open, and Google's gapi
 * (apis.google.com/js/api.js), which Firebase Auth's popup sign-in loads (gapi-shim.js stands in).
 * Chromium sends their names here (--host-resolver-rules) and takes this server's certificate, and
 * only it (--ignore-certificate-errors-spki-list). Not a Playwright route: any route hands every
 * request of its context to Playwright and turns the context's HTTP cache off, a tenth of a flow's
 * CPU. Answers the launch arguments that point Chromium here; the server lives as long as the worker.
 */
function outsideSites(): Promise<string[]> {
  outside ??= (async () => {
    const { servidor } = await gerarCertificadosDoPsp(OUTSIDE_HOSTS);
    const server = createServer({ cert: servidor.cert, key: servidor.key }, (request, response) => {
      const host = request.headers.host ?? '';
      if (host === 'apis.google.com' && request.url?.startsWith('/js/api.js'))
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(GAPI_SHIM);
      else if (host === 'wa.me') response.writeHead(200, { 'Content-Type': 'text/html' }).end(WHATSAPP_PAGE);
      else response.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    server.unref();
    const { port } = server.address() as AddressInfo;
    const spki = createHash('sha256')
      .update(createPublicKey(servidor.key).export({ type: 'spki', format: 'der' }))
      .digest('base64');
    return [
      `--host-resolver-rules=${OUTSIDE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ];
  })();
  return outside;
}

/**
 * How long a flow's own HTTP call may take, from Node (test/setup/e2e-browser.ts) or from a page
 * (ownerRequest): neither Node's fetch (five minutes) nor page.evaluate has a deadline of its own
 * short enough to fail before the test's timeout and name the call.
 */
export const FLOW_CALL_MAX_MS = 60_000;

/** Playwright's calls under way in this worker, by name (`page.evaluate`), each with how many are under way. */
const callsUnderWay = new Map<string, number>();
/** Playwright's last log lines (calls begun and ended, what each waits for), timestamped. */
const lastLogLines: string[] = [];
const LOG_LINES_KEPT = 25;

/**
 * Playwright's public logger, reading the `api` log (what DEBUG=pw:api prints): a flow that hits its
 * test's timeout is waiting on a call with no deadline of its own (page.evaluate, context.close,
 * unrouteAll), and the timeout alone says nowhere which (CI clones, 2026-11-30: twice 180 s lost,
 * the retry passing in 17 s). test/setup/e2e-browser.ts prints `callsWaitedOn()` when a test fails.
 */
const CALL_LOG: Logger = {
  isEnabled: (name) => name === 'api',
  log(_name, _severity, message) {
    const line = String(message);
    const begun = /^=> (.+) started$/.exec(line)?.[1];
    const ended = /^<= (.+) (?:succeeded|failed)$/.exec(line)?.[1];
    if (begun) callsUnderWay.set(begun, (callsUnderWay.get(begun) ?? 0) + 1);
    if (ended) {
      const left = (callsUnderWay.get(ended) ?? 1) - 1;
      if (left > 0) callsUnderWay.set(ended, left);
      else callsUnderWay.delete(ended);
    }
    lastLogLines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lastLogLines.length > LOG_LINES_KEPT) lastLogLines.shift();
  },
};

/** The Playwright calls still under way and the log's last lines: what a failed flow was waiting on (empty if nothing). */
export function callsWaitedOn(): string {
  if (!callsUnderWay.size) return '';
  const calls = [...callsUnderWay].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
  return [`Chamadas do Playwright ainda em curso: ${calls}`, 'Últimas linhas do registro do Playwright:', ...lastLogLines].join('\n');
}

const browsers = new Map<string, Promise<Browser>>();

/**
 * A browser once launched, its session at the tier's niceness: Playwright starts Chromium in a
 * session of its own, which Linux would otherwise weigh as much as the whole of npm test's
 * (scripts/lib/prioridade.ts).
 */
async function comPrioridade<T>(launched: Promise<T>): Promise<T> {
  const browser = await launched;
  for (const sessao of sessoesFilhas()) prioridadeNaSessao(sessao);
  return browser;
}

/**
 * This worker's browser, launched on the first call: the e2e files share a module graph
 * (vitest.config.ts, isolate false) and so one browser (two, if a file asks for the `full` one);
 * test/setup/e2e-browser.ts closes a file's contexts when it ends, so nothing it opened runs on.
 */
export function launchChromium({ full = false } = {}): Promise<Browser> {
  const executablePath = full ? DESKTOP_CHROMIUM : HEADLESS_SHELL;
  let browser = browsers.get(executablePath);
  if (!browser) {
    browser = outsideSites().then((outsideArgs) =>
      comPrioridade(chromium.launch({ executablePath, args: [...LAUNCH_ARGS, ...outsideArgs], logger: CALL_LOG })),
    );
    browsers.set(executablePath, browser);
  }
  return browser;
}

/**
 * A phone's own browser profile, kept on disk as a phone keeps it (desktop Chromium, in a temporary
 * folder removed by `close`), not an incognito context: what a service worker keeps for offline
 * visits lives in the profile's storage, which an incognito context holds in memory only.
 */
export async function launchPhoneProfile(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-perfil-'));
  const context = await comPrioridade(
    chromium.launchPersistentContext(profile, {
      executablePath: DESKTOP_CHROMIUM,
      args: [...LAUNCH_ARGS, ...(await outsideSites())],
      viewport: PHONE,
      ...CONTEXT_DEFAULTS,
      logger: CALL_LOG,
      isMobile: true,
      hasTouch: true,
    }),
  );
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Closes every context the file left open (their pages' timers and polls would run on). */
export async function closeContexts() {
  const open = await Promise.all(browsers.values());
  await Promise.all(open.flatMap((browser) => browser.contexts().map((context) => context.close())));
}

/**
 * A browser context `viewport` wide (a phone's touch below 600 px), in Portuguese, with `options`
 * over these defaults:
 *  - no app service worker unless `serviceWorkers` is 'allow': registering it makes every new
 *    context download and store the whole precache (every chunk and icon) beside the page, about
 *    0.4 s of Chromium's CPU and as much of the stack's a context (five loads of /loja/demo: 3.1–3.7 s
 *    against 1.2–1.4 s of Chromium). The flows whose subject is the worker (offline, push, the app's
 *    install) allow it; without it the app is the same, `register` answering nothing;
 *  - reduced motion, as a phone set to remove animations asks: the app ends its transitions and
 *    animations at once (web/src/index.css), so a click does not wait for a dialog or a toast to
 *    settle and Chromium draws a tenth as many frames (five owner files: 97 → 82 s, 118 → 105 s of
 *    CPU, the GPU process 16 → 7 s).
 */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  return browser.newContext({ viewport, ...CONTEXT_DEFAULTS, isMobile: phone, hasTouch: phone, serviceWorkers: 'block', ...options });
}

/** A page of its own browser context (`viewport` wide, see newContext): closing the context closes the page. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport);
  return { context, page: await context.newPage() };
}

/**
 * Pictures are for a developer to look at, never an assertion: they are taken only when asked,
 * `VITRINE_SCREENSHOTS=1` (`npm run screenshots`); `npm test` takes none.
 */
export const SCREENSHOTS = process.env.VITRINE_SCREENSHOTS === '1';

/**
 * The one way e2e tests keep a picture of a screen: test-results/screenshots/{name}-{suffix}.png,
 * the suffix being `phone` (below 600 px) or `desktop` unless given (a width, `360`), the whole page
 * unless `fullPage` is false (then what the viewport shows). Returns at once when pictures are off.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, suffix = '' } = {}) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const size = suffix || ((page.viewportSize()?.width ?? 0) < 600 ? 'phone' : 'desktop');
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${size}.png`), fullPage });
}

/** A phone never scrolls sideways: the page is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const { width } = page.viewportSize()!;
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

/**
 * The page at 360, 390 and 1280 px, each checked for sideways scrolling (a phone never scrolls
 * sideways) and pictured whole as `{name}-{width}`, then back to `volta`.
 */
export async function atEveryWidth(page: Page, name: string, volta = PHONE) {
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name, { suffix: size });
  }
  await page.setViewportSize(volta);
}

/**
 * Opens `path` with `api`'s first request held, photographs the screen's own skeleton (not the
 * session's spinner before it), then lets it through. The route serves that one request (`times`):
 * Playwright then turns interception off on its own, without the flow waiting on it. An awaited
 * unrouteAll has no deadline and is known to hang at times (microsoft/playwright#38674, #42278);
 * owner-analytics, which held its report this way, twice reached its test's timeout as the first
 * file of a loaded CI clone (2026-11-30), the retry passing in 17 s; which call it waited on is not
 * known (callsWaitedOn now says).
 */
export async function screenshotLoading(page: Page, path: string, api: string, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    api,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto(appUrl(path));
  await page.locator('main [role="status"]').first().waitFor();
  if (SCREENSHOTS) {
    // As tall as the page, so the side menu reaches the bottom of the picture.
    const viewport = page.viewportSize()!;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ ...viewport, height: Math.max(height, viewport.height) });
    await screenshot(page, name);
    await page.setViewportSize(viewport);
  }
  release();
}

/** Clicks 'Começar com Google' and signs in on the Auth emulator's Google account page (a popup). */
export async function signInWithGoogle(page: Page, account: { email: string; name: string }) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Começar com Google' }).first().click();
  const popup = await popupPromise;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  await popup.getByRole('button', { name: /Sign in with Google/ }).click();
}

/** Opens an owner screen through the side menu (a drawer on phones). */
export async function openOwnerMenu(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: 'Abrir menu' }).click();
  // The side menu's link: on a phone the bottom bar has some of the same.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label, exact: true }).click();
}

/** Opens an owner screen through the side menu and waits for its title (the menu's label unless `titulo`). */
export async function openOwnerScreen(page: Page, label: string, titulo = label) {
  await openOwnerMenu(page, label);
  await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
}

/**
 * A screen, whole: toasts dismissed, and a viewport as tall as the page, so sticky bars and the side
 * menu sit where they belong (a full-page capture of a scrolled page leaves them mid-way) and every
 * lazy picture is in view and loaded. Without pictures the toasts are still dismissed (what follows
 * may look for a new toast of the same words); the viewport is left alone.
 */
export async function screenshotWholePage(page: Page, name: string) {
  await page
    .locator('[data-sonner-toast] [data-close-button]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ ...viewport, height: Math.max(height, viewport.height) });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}
