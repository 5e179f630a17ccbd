import type { AnalyticsResponse } from '@vitrine/shared';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_WIDTH, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshotWholePage } from './browser.js';
import { signInDemoOwner } from './owner-helpers.js';

// The worker's one browser (test/e2e/browser.ts), shared by every file: never closed here, or each
// file after this one fails at its first newContext (npm test, 2026-11-28: three files did).
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});

/** A room's evening and a counter on top of the demo's real report (the Café da Ana has neither). */
const CANAIS: AnalyticsResponse['canais'] = {
  salao: { receita: 4_870.5, pedidos: 61, ticket_medio: 202.94, comandas: 24, minutos_medios: 52, taxa_servico: 487.05, couvert: 0 },
  balcao: { receita: 912.3, pedidos: 38, ticket_medio: 24.01 },
  delivery: { receita: 2_104.8, pedidos: 45, ticket_medio: 46.77 },
};

describe('Desempenho por canal (issue 44)', () => {
  it('when the period had tables and counter orders, then the report shows salão, balcão and delivery with revenue, orders, ticket médio and the tables served', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInDemoOwner(page);
    await page.route('**/api/analytics?**', async (route) => {
      const real = await route.fetch();
      const dados = (await real.json()) as AnalyticsResponse;
      await route.fulfill({ response: real, json: { ...dados, canais: CANAIS } });
    });
    for (const [largura, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/analytics'));
      const canais = page.getByTestId('canais');
      await canais.waitFor();
      const linhas = await canais.getByTestId('canal').allInnerTexts();
      expect(linhas.map((linha) => linha.replace(/\s+/g, ' ').trim())).toEqual([
        'Salão R$ 4.870,50 24 mesas atendidas · ticket médio R$ 202,94 61 rodadas · 52 min por mesa em média · R$ 487,05 de taxa de serviço',
        'Balcão R$ 912,30 38 pedidos · ticket médio R$ 24,01',
        'Delivery R$ 2.104,80 45 pedidos · ticket médio R$ 46,77',
      ]);
      await expectNoSidewaysScroll(page);
      await canais.scrollIntoViewIfNeeded();
      await screenshotWholePage(page, `analytics-canais-${largura}`);
    }
    await context.close();
  }, 180_000);
});
