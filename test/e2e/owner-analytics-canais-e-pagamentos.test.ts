import type { AnalyticsResponse } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { EVERY_WIDTH, appUrl, expectNoSidewaysScroll, launchChromium, newContext, screenshotWholePage } from './browser.js';
import { signInDemoOwner } from './owner-helpers.js';

// The worker's one browser (test/e2e/browser.ts), shared by every file: never closed here, or each
// file after this one fails at its first newContext (npm test, 2026-11-28: three files did).
const browser = await launchChromium();

/** A room's evening and a counter on top of the demo's real report (the Café da Ana has neither). */
const CANAIS: AnalyticsResponse['canais'] = {
  salao: { receita: 4_870.5, pedidos: 61, ticket_medio: 202.94, comandas: 24, minutos_medios: 52, taxa_servico: 487.05, couvert: 0 },
  balcao: { receita: 912.3, pedidos: 38, ticket_medio: 24.01 },
  delivery: { receita: 2_104.8, pedidos: 45, ticket_medio: 46.77 },
};

/** A month of PIX through the shop's bank and by hand, cash and card. */
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

const linhasDe = async (texts: Promise<string[]>) => (await texts).map((linha) => linha.replace(/\s+/g, ' ').trim());

describe('Desempenho: canais (issue 44) e formas de pagamento (issue 45)', () => {
  it('when the period had tables, counter orders, PIX, cash and card, then the report shows each channel and each method with its revenue, and PIX by the bank against by hand', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInDemoOwner(page);
    await page.route('**/api/analytics?**', async (route) => {
      const real = await route.fetch();
      const dados = (await real.json()) as AnalyticsResponse;
      const resumo_mensal = { ...dados.resumo_mensal, receita_mes: 5_000, pedidos_aceitos_mes: 139 };
      await route.fulfill({ response: real, json: { ...dados, resumo_mensal, canais: CANAIS, pagamentos: PAGAMENTOS } });
    });
    for (const [largura, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/analytics'));
      const canais = page.getByTestId('canais');
      await canais.waitFor();
      expect(await linhasDe(canais.getByTestId('canal').allInnerTexts())).toEqual([
        'Salão R$ 4.870,50 24 mesas atendidas · ticket médio R$ 202,94 61 rodadas · 52 min por mesa em média · R$ 487,05 de taxa de serviço',
        'Balcão R$ 912,30 38 pedidos · ticket médio R$ 24,01',
        'Delivery R$ 2.104,80 45 pedidos · ticket médio R$ 46,77',
      ]);
      const formas = page.getByTestId('formas-pagamento');
      expect(await linhasDe(formas.getByTestId('forma-pagamento').allInnerTexts())).toEqual([
        'PIX R$ 3.210,40 88 pedidos · 64% da receita',
        'Dinheiro R$ 640,10 21 pedidos · 13% da receita',
        'Cartão R$ 1.149,50 30 pedidos · 23% da receita',
      ]);
      const pix = (await page.getByTestId('pix-confirmacao').innerText()).replace(/\s+/g, ' ');
      expect(pix).toContain('PIX confirmado pelo banco R$ 2.980,90 · 81 pedidos');
      expect(pix).toContain('PIX conferido à mão R$ 229,50 · 7 pedidos');
      expect(pix).toContain('2,4 min em média');
      await expectNoSidewaysScroll(page);
      await canais.scrollIntoViewIfNeeded();
      await screenshotWholePage(page, `analytics-canais-${largura}`);
      await formas.scrollIntoViewIfNeeded();
      await screenshotWholePage(page, `analytics-pagamentos-${largura}`);
    }
    await context.close();
  }, 180_000);
});
