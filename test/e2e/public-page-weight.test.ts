import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_JS_BUDGET_BYTES, kib, measurePageJavaScript } from '../../scripts/lib/page-weight.js';
import { appUrl, launchChromium } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('Public page weight', () => {
  it('when a phone opens /loja/demo, then the JavaScript it downloads is at most 100 KB gzip', async () => {
    const { scripts, gzip } = await measurePageJavaScript(browser, appUrl('/loja/demo'));
    console.log(
      `/loja/demo: ${kib(gzip)} (${gzip} bytes) gzip in ${scripts.length} files:\n` +
        scripts.map((script) => `  ${kib(script.gzip).padStart(9)}  ${script.url}`).join('\n'),
    );
    // The public app's own chunk at least, with React in it: a page that loaded nothing would pass for light.
    expect(scripts.some((script) => script.url.includes('public-app'))).toBe(true);
    expect(gzip).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_BYTES);
  });
});
