import type { AnalyticsResponse } from '@vitrine/shared';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_WIDTH, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshotWholePage } from './browser.js';
import { signInDemoOwner } from './owner-helpers.js';

// The worker's one browser (test/e2e/browser.ts), shared by every file: never closed here.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});

/** A month of PIX through the shop's bank and by hand, cash and card, on top of the demo's real report. */
const PAGAMENTOS: AnalyticsResponse['pagamentos'] = {
  formas: [
    { forma: 'pix', receita: 3_210.4, pedidos: 88 },
    { forma: 'dinheiro', receita: 640.1, pedidos: 21 },
    { forma: 'cartao', receita: 1_149.5, pedidos: 30 },
    { forma: 'mesa', receita: 0, pedidos: 0 },
    { forma: 'nao_registrada', receita: 0, pedidos: 0 },
  ],
  pix: {
    automatica: { receita: 2_980.9, pedidos: 81 },
    manual: { receita: 229.5, pedidos: 7 },
    pagos_pelo_banco: 83,
    minutos_ate_pagar: 2.4,
  },
};

describe('Desempenho: formas de pagamento (issue 45)', () => {
  it('when the period had PIX, cash and card, then the report shows each method’s revenue and share, and PIX by the bank against by hand', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInDemoOwner(page);
    await page.route('**/api/analytics?**', async (route) => {
      const real = await route.fetch();
      const dados = (await real.json()) as AnalyticsResponse;
      const resumo_mensal = { ...dados.resumo_mensal, receita_mes: 5_000, pedidos_aceitos_mes: 139 };
      await route.fulfill({ response: real, json: { ...dados, resumo_mensal, pagamentos: PAGAMENTOS } });
    });
    for (const [largura, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/analytics'));
      const formas = page.getByTestId('formas-pagamento');
      await formas.waitFor();
      const linhas = await formas.getByTestId('forma-pagamento').allInnerTexts();
      expect(linhas.map((linha) => linha.replace(/\s+/g, ' ').trim())).toEqual([
        'PIX R$ 3.210,40 88 pedidos · 64% da receita',
        'Dinheiro R$ 640,10 21 pedidos · 13% da receita',
        'Cartão R$ 1.149,50 30 pedidos · 23% da receita',
      ]);
      const pix = (await page.getByTestId('pix-confirmacao').innerText()).replace(/\s+/g, ' ');
      expect(pix).toContain('PIX confirmado pelo banco R$ 2.980,90 · 81 pedidos');
      expect(pix).toContain('PIX conferido à mão R$ 229,50 · 7 pedidos');
      expect(pix).toContain('2,4 min em média');
      await expectNoSidewaysScroll(page);
      await formas.scrollIntoViewIfNeeded();
      await screenshotWholePage(page, `analytics-pagamentos-${largura}`);
    }
    await context.close();
  }, 180_000);
});
