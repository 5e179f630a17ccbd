import type { Browser } from 'playwright-core';

/** Chromium's CPU slowed this many times, as Lighthouse's mobile profile does. */
export const CPU_SLOWDOWN = 4;

export interface MainThreadBusy {
  /** The main thread's busy time until the page settled, with its JavaScript (median of the runs), in ms. */
  withJavaScript: number;
  /** The same page's HTML alone, JavaScript off (median of the runs), in ms. */
  htmlAlone: number;
  /** withJavaScript / htmlAlone: what the page's code costs, in units of what its HTML costs on the same machine. */
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One load of `url` as a phone would (390×844, fresh context), CPU slowed 4×: the main thread's
 * busy time (Chromium's TaskDuration, every task it ran: parsing, style, layout, paint, scripts)
 * until the network is idle and, with JavaScript, the first screen is the app's (no element left
 * inert by the hydration, src/public-app/main.tsx).
 */
async function busyOnce(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, javaScriptEnabled });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 75_000 });
    // A locator, not a page function: the page's CSP refuses the eval a waitForFunction string needs.
    if (javaScriptEnabled) await page.locator('[inert]').first().waitFor({ state: 'detached', timeout: 30_000 });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
    if (seconds === undefined) throw new Error('Chromium did not report TaskDuration');
    return seconds * 1000;
  } finally {
    await context.close();
  }
}

/**
 * The main thread's busy time while `url` loads, with its JavaScript and as HTML alone, each the
 * median of `runs` alternating loads: the ratio holds on a noisy machine, where both slow down
 * alike, so a regression in the page's code cannot hide behind the machine (issue 26).
 */
export async function measureMainThreadBusy(browser: Browser, url: string, runs = 3): Promise<MainThreadBusy> {
  const withJs: number[] = [];
  const html: number[] = [];
  for (let run = 0; run < runs; run++) {
    withJs.push(await busyOnce(browser, url, true));
    html.push(await busyOnce(browser, url, false));
  }
  const withJavaScript = median(withJs);
  const htmlAlone = median(html);
  return { withJavaScript, htmlAlone, ratio: withJavaScript / htmlAlone };
}
