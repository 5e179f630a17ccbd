import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { umHamburguer } from '../support/produtos.js';
import { PAO_DE_NOME_LONGO, umPedidoDaComanda, type ProdutoCriado } from '../support/pedidos.js';
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS_DIR,
  SMALL_PHONE,
  appUrl,
  expectNoSidewaysScroll,
  launchChromium,
  newContext,
  runtimeUrl,
  screenshot,
} from './browser.js';
import { configurarLoja, ownerApi, signInNewOwner, contarImpressoes, impressoes } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';

const browser = await launchChromium();

/** 1 mm in CSS pixels (96 per inch) and in PDF points (72 per inch). */
const PX_POR_MM = 96 / 25.4;
const PT_POR_MM = 72 / 25.4;

/** The ticket's text as the API answers it, from the signed-in page. */
const textoDaApi = (page: Page, id: string, largura: number) =>
  page.evaluate(async (caminho) => (await fetch(caminho)).text(), `/api${apiPaths.pedidoComanda({ id })}?largura=${largura}`);

/** The pages of a PDF and their sizes in points, read from its page objects. */
function paginasDoPdf(pdf: Buffer): { largura: number; altura: number }[] {
  const texto = pdf.toString('latin1');
  return [...texto.matchAll(/\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    largura: Number(m[3]) - Number(m[1]),
    altura: Number(m[4]) - Number(m[2]),
  }));
}

describe('Pedidos: imprimir a comanda', () => {
  it('when the owner taps Imprimir on an order and picks 58 or 80 mm, then the print view shows the ticket in monospace, prints it at once, and renders as one page the roll’s width', async () => {
    const context = await newContext(browser, DESKTOP);
    await contarImpressoes(context);
    const page = await context.newPage();
    await signInNewOwner(page, 'Joana Batista');
    const slug = await configurarLoja(page, 'joana', { nome_loja: 'Lanchonete e Açaí da Joana', whatsapp: '5511977776666' });
    await ownerApi(page, 'PUT', '/loja/atendimento', ATENDIMENTO_EXEMPLO);
    const lanche = await ownerApi<ProdutoCriado>(page, 'POST', '/produtos', umHamburguer({ preco: 20 }));
    const pao = await ownerApi<ProdutoCriado>(page, 'POST', '/produtos', PAO_DE_NOME_LONGO);
    const { codigo } = await pedidoFeito(slug, umPedidoDaComanda(lanche, pao));
    const { pedidos } = await ownerApi<{ pedidos: { id: string; codigo: string }[] }>(page, 'GET', '/pedidos');
    const id = pedidos.find((pedido) => pedido.codigo === codigo)!.id;

    // The order's card has Imprimir beside its other actions, at the smallest phone's width too, with every label whole.
    await page.setViewportSize(SMALL_PHONE);
    await page.goto(appUrl('/pedidos'));
    const cartao = page.locator(`[data-testid="pedido"][data-codigo="${codigo}"]`);
    await cartao.waitFor();
    await expectNoSidewaysScroll(page);
    await cartao.getByRole('button', { name: 'Confirmar' }).scrollIntoViewIfNeeded();
    for (const botao of await cartao.getByRole('button').all()) {
      expect(await botao.evaluate((elemento) => elemento.scrollWidth <= elemento.clientWidth)).toBe(true);
    }
    await screenshot(page, 'comanda-pedido-360', { fullPage: false });
    await page.setViewportSize(PHONE);
    await cartao.getByRole('button', { name: `Imprimir o pedido #${codigo}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Imprimir pedido #${codigo}` });
    await dialogo.waitFor();
    await screenshot(page, 'comanda-escolha', { fullPage: false });

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    const [vista] = await Promise.all([context.waitForEvent('page'), dialogo.getByRole('link', { name: /^58 mm/ }).click()]);
    await dialogo.waitFor({ state: 'detached' });
    expect(new URL(vista.url()).pathname).toBe(`/pedidos/${id}/imprimir`);

    for (const largura of [58, 80] as const) {
      if (largura === 80) await vista.getByRole('radio', { name: '80 mm' }).click();
      const comanda = vista.locator(`[data-testid="comanda"][data-largura="${largura}"]`);
      await comanda.waitFor();
      // The text the API lays out, line for line, in a monospace block none of whose lines overflow.
      const esperado = (await textoDaApi(vista, id, largura)).replace(/\n$/, '');
      const bloco = comanda.getByLabel(`Comanda de ${largura} mm`);
      await expect.poll(() => bloco.innerText()).toBe(esperado.replace(/^ +(PEDIDO #\S+)$/m, '$1'));
      expect(await bloco.evaluate((pre) => getComputedStyle(pre).fontFamily)).toMatch(/mono/i);
      expect(await bloco.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1)).toBe(true);
      expect(esperado).toContain('Maria da Conceição');
      // Printed once, when the view opened; changing the width does not print again by itself.
      await expect.poll(() => impressoes(vista)).toBe(1);

      // What the printer gets: the page as the browser prints it, the roll's width, one page, no margins.
      await vista.emulateMedia({ media: 'print' });
      await vista.setViewportSize({ width: Math.round(largura * PX_POR_MM), height: 900 });
      expect(await vista.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      // Chromium applies the emulated media with its next frame, which nothing animating may bring at once.
      await expect.poll(async () => (await comanda.boundingBox())!.x).toBe(0);
      const caixa = (await comanda.boundingBox())!;
      expect(Math.round(caixa.width)).toBe(Math.round(largura * PX_POR_MM));
      await screenshot(vista, `comanda-${largura}mm`);
      const pdf = await vista.pdf({ width: `${largura}mm`, printBackground: true, preferCSSPageSize: true });
      writeFileSync(join(SCREENSHOTS_DIR, `comanda-${largura}mm.pdf`), pdf);
      // One page the roll's width (Chromium rounds it to a whole pixel) and the ticket's measured length.
      const comprimento = await vista.evaluate((mm) => {
        const regra = [...document.querySelectorAll('style')].map((style) => style.textContent).join(' ');
        return Number(new RegExp(`size: ${mm}mm (\\d+)mm`).exec(regra)?.[1]);
      }, largura);
      expect(comprimento).toBeGreaterThan(100);
      const paginas = paginasDoPdf(pdf);
      expect(paginas).toHaveLength(1);
      expect(Math.abs(paginas[0]!.largura - largura * PT_POR_MM)).toBeLessThan(1);
      expect(Math.abs(paginas[0]!.altura - comprimento * PT_POR_MM)).toBeLessThan(1);
      await vista.emulateMedia({ media: 'screen' });
      await vista.setViewportSize(DESKTOP);
    }
    await screenshot(vista, 'comanda-tela');

    // The ESC/POS bytes come through the Hosting and Functions emulators whole (the owner's session
    // from this context's cookies): a binary answer, ESC @ first, a cut near the end.
    const escpos = await context.request.get(runtimeUrl(`/api${apiPaths.pedidoComanda({ id })}?largura=58&formato=escpos`));
    const bytes = [...(await escpos.body())];
    const corte = bytes.findIndex((byte, indice) => byte === 0x1d && bytes[indice + 1] === 0x56);
    expect(escpos.headers()['content-type']).toBe('application/octet-stream');
    expect(bytes.slice(0, 2)).toEqual([0x1b, 0x40]);
    expect(corte).toBeGreaterThan(bytes.length - 8);
    await context.close();
  });
});
