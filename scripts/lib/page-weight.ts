import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

/**
 * The budget for the JavaScript a phone downloads to open a public catalogue and touch nothing
 * (issue 26; README, performance): what the first screen does not need comes on intent.
 */
export const PUBLIC_PAGE_JS_BUDGET_BYTES = 65_000;

export interface ScriptWeight {
  /** The script's path (or its whole URL when it comes from another origin). */
  url: string;
  /** Its size gzip-compressed at level 9, as a CDN compresses static files. */
  gzip: number;
}

export interface PageJavaScript {
  scripts: ScriptWeight[];
  /** The sum of every script's gzip size, in bytes. */
  gzip: number;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Weighs every JavaScript response `page` receives while `load` runs: the chunks it needs and any
 * it preloads or fetches meanwhile, gzip-compressed one by one, heaviest first. Scripts of `origin`
 * are named by their path.
 */
export async function weighPageScripts(page: Page, origin: string, load: () => Promise<unknown>): Promise<PageJavaScript> {
  const scripts: Promise<ScriptWeight>[] = [];
  const weigh = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const address = new URL(response.url());
    scripts.push(
      response.body().then((body) => ({
        url: address.origin === origin ? address.pathname : address.href,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', weigh);
  try {
    await load();
  } finally {
    page.off('response', weigh);
  }
  const loaded = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  return { scripts: loaded, gzip: loaded.reduce((sum, script) => sum + script.gzip, 0) };
}

/**
 * Opens `url` as a phone would (390×844, a fresh context with no cache and no service worker yet)
 * and weighs its scripts until the network is idle (weighPageScripts).
 * Used by `npm run bench` (which prints it) and the page-weight e2e test (which asserts it).
 */
export async function measurePageJavaScript(browser: Browser, url: string): Promise<PageJavaScript> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    // A loaded machine (the whole local stack on two cores) can take a while before the network settles.
    return await weighPageScripts(page, new URL(url).origin, () => page.goto(url, { waitUntil: 'networkidle', timeout: 75_000 }));
  } finally {
    await context.close();
  }
}
