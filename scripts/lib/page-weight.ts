import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

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
 * Opens `url` as a phone would (390×844, a fresh context with no cache and no service worker yet)
 * and weighs every JavaScript response until the network is idle: the chunks the page needs
 * and any it preloads or fetches while idle, gzip-compressed one by one.
 * Used by `npm run bench` (which prints it) and the page-weight e2e test (which asserts it).
 */
export async function measurePageJavaScript(browser: Browser, url: string): Promise<PageJavaScript> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts: Promise<ScriptWeight>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const address = new URL(response.url());
      scripts.push(
        response.body().then((body) => ({
          url: address.origin === origin ? address.pathname : address.href,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    // A loaded machine (the whole local stack on two cores) can take a while before the network settles.
    await page.goto(url, { waitUntil: 'networkidle', timeout: 75_000 });
    const loaded = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    return { scripts: loaded, gzip: loaded.reduce((sum, script) => sum + script.gzip, 0) };
  } finally {
    await context.close();
  }
}
