import { randomUUID } from 'node:crypto';
import { apiPaths } from '@vitrine/shared/api-paths';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProdutoCriado } from '../support/pedidos.js';
import { appUrl, closeContexts, launchChromium } from './browser.js';
import { newOwnerPage, ownerApi, screenshotsAtEveryWidth, contarImpressoes, impressoes } from './owner-helpers.js';

const browser = await launchChromium();
afterAll(() => closeContexts());

const DESKTOP = { width: 1280, height: 800 };

describe('Caixa', () => {
  it('when a till is opened, two orders received and a sangria made, then it closes with "Falta R$ 0,50" and its report prints', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Caio Caixa');
    // The report's print view counts its print calls.
    await contarImpressoes(context);
    await ownerApi(page, 'PUT', '/loja/configuracao', { nome_loja: 'Pizzaria do Caixa', subdominio: `caixa-${randomUUID().slice(0, 6)}` });
    const pizza = await ownerApi<ProdutoCriado>(page, 'POST', '/produtos', { nome: 'Pizza grande', preco: 60 });
    const refri = await ownerApi<ProdutoCriado>(page, 'POST', '/produtos', { nome: 'Refrigerante', preco: 7.5 });
    await ownerApi(page, 'PUT', apiPaths.lojaSalao, { ativo: true, taxa_servico_percentual: 0, couvert: null });
    const balcao = (produto: ProdutoCriado) =>
      ownerApi<{ id: string; codigo: string }>(page, 'POST', apiPaths.balcaoPedidos, {
        cliente: { nome: 'Rui' },
        consumo: 'retirada',
        produtos: [{ id: produto.id, quantidade: 1 }],
      });
    const primeiro = await balcao(pizza);
    const segundo = await balcao(refri);

    // Opened from the menu's Caixa with R$ 100,00 in the drawer.
    await page.goto(appUrl('/caixa'));
    await page.getByLabel('Valor inicial em dinheiro').fill('100,00');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    await page.getByRole('heading', { name: /^Caixa aberto às/ }).waitFor();

    // Two orders received on Pedidos: the pizza in cash (R$ 100,00 handed, R$ 40,00 back), the soda by PIX.
    await page.goto(appUrl('/pedidos'));
    await page.getByRole('button', { name: `Receber o pedido #${primeiro.codigo}` }).click();
    const receber = page.getByRole('dialog', { name: `Receber o pedido #${primeiro.codigo}` });
    expect(await receber.getByLabel('Valor', { exact: true }).inputValue()).toBe('60,00');
    await receber.getByLabel('Recebido').fill('100');
    await receber.getByText('Troco: R$\u00a040,00').waitFor();
    await receber.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByText(`Pagamento de R$\u00a060,00 do pedido #${primeiro.codigo} registrado.`).waitFor();
    await page.getByRole('button', { name: `Receber o pedido #${segundo.codigo}` }).click();
    const pix = page.getByRole('dialog', { name: `Receber o pedido #${segundo.codigo}` });
    await pix.getByRole('radio', { name: 'PIX' }).check();
    await pix.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect.poll(() => page.getByTestId('pedido-pago').count()).toBe(2);
    await screenshotsAtEveryWidth(page, 'caixa-pedidos-pagos');
    await page.setViewportSize(DESKTOP);

    // A sangria of R$ 50,00: the drawer should hold 100 + 60 − 50 = R$ 110,00.
    await page.goto(appUrl('/caixa'));
    await page.getByRole('button', { name: 'Sangria' }).click();
    const sangria = page.getByRole('dialog', { name: 'Sangria' });
    await sangria.getByLabel('Valor').fill('50');
    await sangria.getByLabel('Motivo').fill('Cofre');
    await sangria.getByRole('button', { name: 'Lançar sangria' }).click();
    await page.getByText('Sangria · Cofre').waitFor();
    const valores = page.getByLabel('Valores do caixa');
    await valores.getByText('R$\u00a0110,00').waitFor();
    await screenshotsAtEveryWidth(page, 'caixa-aberto');
    await page.setViewportSize(DESKTOP);

    // Counted R$ 109,50 in the drawer and R$ 7,50 of PIX: R$ 0,50 missing, said as the cashier reads it.
    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    const fechar = page.getByRole('dialog', { name: 'Fechar caixa' });
    await fechar.getByLabel('Dinheiro contado').fill('109,50');
    await fechar.getByLabel('PIX contado').fill('7,50');
    await expect.poll(() => fechar.getByTestId('diferenca-dinheiro').textContent()).toBe('Falta R$ 0,50');
    expect(await fechar.getByTestId('diferenca-pix').textContent()).toBe('Confere');
    await screenshotsAtEveryWidth(page, 'caixa-fechar');
    await page.setViewportSize(DESKTOP);
    await fechar.getByRole('button', { name: 'Fechar caixa' }).click();
    await page.getByText('Caixa fechado: Falta R$ 0,50.').waitFor();
    await page.getByRole('heading', { name: 'Seu caixa está fechado' }).waitFor();
    const historico = page.getByRole('region', { name: 'Histórico de todos os caixas' });
    await historico.getByText('Falta R$ 0,50').waitFor();
    await screenshotsAtEveryWidth(page, 'caixa-historico');
    await page.setViewportSize(DESKTOP);

    // The closed till from the history, and its report at 80 mm in a new tab, printed at once.
    await historico.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Caixa de Caio Caixa' }).waitFor();
    await page.getByRole('button', { name: 'Imprimir' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Imprimir o relatório do caixa' });
    const [vista] = await Promise.all([context.waitForEvent('page'), dialogo.getByRole('link', { name: /^80 mm/ }).click()]);
    expect(new URL(vista.url()).pathname).toMatch(/^\/caixa\/[^/]+\/imprimir$/);
    const papel = vista.getByLabel('Relatório do caixa de 80 mm');
    await papel.waitFor();
    const texto = (await papel.textContent()) ?? '';
    expect(texto).toContain(`Pedido #${primeiro.codigo}`);
    expect(texto).toContain('Troco: R$ 40,00');
    expect(texto).toContain('Sangria: Cofre');
    expect(texto).toMatch(/DIFERENÇA +Falta R\$ 0,50/);
    await expect.poll(() => impressoes(vista)).toBe(1);
  });
});
