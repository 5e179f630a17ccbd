import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext, screenshotWholePage, newPage } from './browser.js';
import { ownerApi, settled, signInAdmin, signInNewOwner } from './owner-helpers.js';

/**
 * No owner or admin screen is ever wider than the phone (issue: one long product name made
 * /produtos 519 px wide on a 390 px screen, and its sheet opened with the X off-screen). A shop
 * with every long thing a real one may have: names, prices in the hundreds of thousands, an e-mail.
 */
const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];

const id = randomUUID().slice(0, 6);
const OWNER = {
  name: 'Maria Aparecida dos Santos Oliveira',
  email: `maria.aparecida.dos.santos.oliveira.${id}@confeitaria-artesanal-exemplo.com.br`,
};
const SLUG = `maria-${id}`;
const NOMES = {
  loja: 'Confeitaria e Padaria Artesanal Maria Aparecida dos Santos Oliveira',
  categoria: 'Bolos, tortas e sobremesas geladas para festas infantis',
  // From the demo data: the name that broke /produtos.
  bolo: 'Bolo de cenoura com chocolate',
  semEspacos: 'Superbolodecenouracomcoberturadechocolatebelgaegranuladoextra',
};

const browser = await launchChromium();

async function expectFitsScreen(page: Page, screen: string) {
  await settled(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** The open modal sits inside the screen, its X (or, for confirmations, its buttons) too. */
async function expectDialogFits(page: Page, screen: string) {
  await expectFitsScreen(page, screen);
  const width = page.viewportSize()!.width;
  const modal = page.locator('[role="dialog"], [role="alertdialog"]');
  const close = modal.getByRole('button', { name: 'Fechar' });
  for (const element of [modal, ...((await close.count()) ? [close] : [modal.getByRole('button').last()])]) {
    const box = (await element.boundingBox())!;
    expect(box.x, `${screen}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${screen}: right edge`).toBeLessThanOrEqual(width + 0.5);
  }
}

/**
 * The screen `page` shows, checked at 360 px and again at 390 (the same page resized: the layout is
 * CSS's, which answers a width as a load at it would), the viewport left at 390.
 */
async function atEveryPhone(page: Page, screen: string, expectFits: (page: Page, screen: string) => Promise<void>) {
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    await expectFits(page, `${screen} at ${viewport.width} px`);
  }
}

async function visit(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(appUrl(path));
  await ready();
  await page.waitForFunction(() => !document.querySelector('main [role=status]'));
}

describe('Every owner and admin screen fits a phone', () => {
  it('when a shop has long names, prices and e-mail, then no owner screen or modal is wider than a 360 or 390 px phone', async () => {
    const { context: setup, page } = await newPage(browser, DESKTOP);
    await signInNewOwner(page, OWNER.name, OWNER.email);
    await ownerApi(page, 'PUT', '/loja/configuracao', { nome_loja: NOMES.loja, subdominio: SLUG });
    await ownerApi(page, 'PUT', '/lojista/whatsapp', { telefone_whatsapp: '5511987654321' });
    const categoria = await ownerApi<{ id: string }>(page, 'POST', '/categorias', { nome: NOMES.categoria });
    const produtos = [];
    for (const [nome, preco] of [
      // Long figures whose order stays under the platform's ceiling on a total (R$ 100.000).
      [NOMES.bolo, 49_450.5],
      [NOMES.semEspacos, 49_999.99],
    ] as const) {
      produtos.push(
        await ownerApi<{ id: string; nome: string; preco: number }>(page, 'POST', '/produtos', {
          nome,
          preco,
          categoria_id: categoria.id,
          descricao: 'Massa fofinha de cenoura com cobertura de chocolate meio amargo e granulado.',
        }),
      );
    }
    // An order with a large total, so Pedidos, the dashboard and Analytics show long figures.
    const response = await fetch(appUrl(`/api/loja/${SLUG}/pedido`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ produtos: produtos.map(({ id, nome, preco }) => ({ id, nome, preco, quantidade: 1 })) }),
    });
    expect(response.status).toBe(201);
    const cookies = await setup.cookies();
    await setup.close();

    // Each screen opened once, at 360 px and then 390.
    const context = await newContext(browser, PHONES[0]);
    await context.addCookies(cookies);
    const phone = await context.newPage();

    await visit(phone, '/dashboard', () => phone.getByText('Ticket médio').waitFor());
    await atEveryPhone(phone, '/dashboard', expectFitsScreen);
    await visit(phone, '/pedidos', () => phone.getByTestId('pedido').filter({ visible: true }).first().waitFor());
    await atEveryPhone(phone, '/pedidos', expectFitsScreen);
    await visit(phone, '/categorias', () => phone.getByRole('heading', { name: NOMES.categoria }).waitFor());
    await atEveryPhone(phone, '/categorias', expectFitsScreen);
    await phone.getByRole('button', { name: 'Nova categoria' }).first().click();
    await atEveryPhone(phone, 'Nova categoria', expectDialogFits);
    await phone.keyboard.press('Escape');

    await visit(phone, '/produtos', () => phone.getByText(NOMES.bolo).filter({ visible: true }).waitFor());
    await atEveryPhone(phone, '/produtos', expectFitsScreen);
    await screenshotWholePage(phone, 'produtos-long-names');
    await phone.getByRole('button', { name: 'Novo produto' }).first().click();
    await atEveryPhone(phone, 'Novo produto', expectDialogFits);
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: `Editar ${NOMES.semEspacos}` }).click();
    await atEveryPhone(phone, 'Editar produto', expectDialogFits);
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: `Excluir ${NOMES.bolo}` }).click();
    await atEveryPhone(phone, 'Excluir produto', expectDialogFits);
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();

    await visit(phone, '/analytics', () => phone.getByRole('heading', { level: 1, name: 'Desempenho' }).waitFor());
    await atEveryPhone(phone, '/analytics', expectFitsScreen);
    await visit(phone, '/configuracao', () => phone.getByLabel('Nome da loja').waitFor());
    await atEveryPhone(phone, '/configuracao', expectFitsScreen);
    // The menu drawer with the long name and e-mail.
    await phone.getByRole('button', { name: 'Abrir menu' }).click();
    await atEveryPhone(phone, 'menu', expectFitsScreen);
    await context.close();
  }, 180_000);

  it('when the admin works from a phone, then no admin screen or modal is wider than a 360 or 390 px phone', async () => {
    const context = await newContext(browser, PHONES[0]);
    const page = await context.newPage();
    await signInAdmin(page);
    await page.getByText('Receita (pedidos aceitos)').waitFor();
    await atEveryPhone(page, '/admin/dashboard', expectFitsScreen);

    await visit(page, '/admin/lojistas', () => page.getByText(/^\d+ de \d+ lojistas$/).waitFor());
    await page.getByRole('searchbox').fill('maria.aparecida');
    await atEveryPhone(page, '/admin/lojistas', expectFitsScreen);
    await page
      .getByRole('button', { name: /^Editar Maria Aparecida/ })
      .first()
      .click();
    await atEveryPhone(page, 'Editar Lojista', expectDialogFits);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Suspender Maria Aparecida/ })
      .first()
      .click();
    await atEveryPhone(page, 'Suspender lojista', expectDialogFits);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();

    await visit(page, '/admin/planos', () => page.getByRole('heading', { name: 'Básico' }).first().waitFor());
    await atEveryPhone(page, '/admin/planos', expectFitsScreen);
    await page.getByRole('button', { name: 'Novo Plano' }).first().click();
    await atEveryPhone(page, 'Novo Plano', expectDialogFits);
    await page.keyboard.press('Escape');

    await visit(page, '/admin/configuracoes', () => page.getByRole('button', { name: 'Salvar Configurações' }).waitFor());
    await atEveryPhone(page, '/admin/configuracoes', expectFitsScreen);
    await context.close();
  }, 120_000);
});
