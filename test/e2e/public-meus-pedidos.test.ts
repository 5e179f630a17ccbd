import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { configurarLoja, ownerApi, newOwnerPage } from './owner-helpers.js';

const browser = await launchChromium();

const WHATSAPP = '5511955553333';

/** A customer's phone: WhatsApp answered locally, no service worker (its cache would answer the reads asked again here). */
async function celular(viewport = PHONE) {
  return newContext(browser, viewport);
}

const card = (page: Page, nome: string) => page.locator('article').filter({ hasText: nome });

describe('"Meus pedidos" and "Pedir de novo" (issue 14)', () => {
  it('when a customer orders, closes the page and comes back, then the order is under "Meus pedidos" with its status, and "Pedir de novo" says what changed since', async () => {
    // A shop of its own: the demo's prices are other tests' business.
    const { context: donoContext, page: dono } = await newOwnerPage(browser, DESKTOP, 'Lia Pães');
    const slug = await configurarLoja(dono, 'lia', { nome_loja: 'Padaria da Lia', cor_principal: '#0F766E', whatsapp: WHATSAPP });
    const sonho = await ownerApi<{ id: string }>(dono, 'POST', '/produtos', { nome: 'Sonho', preco: 6 });
    const broa = await ownerApi<{ id: string }>(dono, 'POST', '/produtos', { nome: 'Broa de milho', preco: 4.5 });

    // The order, from the cart.
    const context = await celular();
    let page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByText('Desenvolvido por').waitFor(); // the app's own footer: it has taken over
    await expect(page.getByRole('link', { name: 'Meus pedidos' }).count()).resolves.toBe(0);
    await card(page, 'Sonho')
      .getByRole('button', { name: /^Adicionar/ })
      .click();
    await card(page, 'Sonho')
      .getByRole('button', { name: /^Adicionado|^Adicionar/ })
      .click();
    await card(page, 'Broa de milho')
      .getByRole('button', { name: /^Adicionar/ })
      .click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    const whatsapp = context.waitForEvent('page');
    const resposta = page.waitForResponse((response) => response.url().endsWith(`/api/loja/${slug}/pedido`));
    await sheet.getByRole('button', { name: /Fazer Pedido/ }).click();
    const { codigo } = (await (await resposta).json()) as { codigo: string };
    // Sent: the page has kept it (the WhatsApp tab opens before the order is even asked).
    await page.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
    await (await whatsapp).close();
    await page.close();

    // Back later: the header leads to the order, with its live status.
    page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('link', { name: 'Meus pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    const pedido = page
      .getByTestId('meus-pedidos')
      .getByRole('listitem')
      .filter({ hasText: `Pedido #${codigo}` });
    await pedido.getByText('2 × Sonho').waitFor();
    await pedido.getByText('1 × Broa de milho').waitFor();
    await expect.poll(() => pedido.getByTestId('meu-pedido-status').textContent()).not.toBe('Status indisponível');

    // Meanwhile the owner raised a price and ran out of the other.
    await ownerApi(dono, 'PUT', `/produtos/${sonho.id}`, { preco: 7 });
    await ownerApi(dono, 'PUT', `/produtos/${broa.id}`, { esgotado: true });

    await pedido.getByRole('button', { name: 'Pedir de novo' }).click();
    const aviso = page.getByTestId('pedir-de-novo');
    await aviso.getByText(`Pedido #${codigo} de novo no carrinho (2 itens).`).waitFor();
    await aviso.getByText(/O preço de Sonho mudou de R\$\s6,00 para R\$\s7,00\./).waitFor();
    await aviso.getByText('Broa de milho está esgotado e ficou de fora.').waitFor();
    await screenshot(page, 'meus-pedidos');

    // The cart was empty: no question. 'Ver carrinho e enviar' opens the cart itself.
    await aviso.getByRole('link', { name: 'Ver carrinho e enviar' }).click();
    const carrinho = page.getByRole('dialog', { name: 'Seu Pedido' });
    await carrinho.getByTestId('carrinho-linha').first().waitFor();
    await expect(carrinho.getByText('2 itens', { exact: true }).isVisible()).resolves.toBe(true);
    await carrinho.getByRole('button', { name: 'Fechar' }).click();

    // Erasing the device's data: the cart, the details and the history go.
    await page.getByRole('link', { name: 'Meus pedidos' }).click();
    await page.getByRole('button', { name: 'Apagar meus dados deste aparelho' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apagar' }).click();
    await page.getByText('Nenhum pedido neste aparelho').waitFor();
    await expect(page.evaluate(() => Object.keys(localStorage).filter((chave) => /pedido|carrinho|cliente/.test(chave)))).resolves.toEqual(
      [],
    );
    await context.close();

    // The page at other widths, with the order (a second device that ordered the same).
    for (const viewport of [{ width: 360, height: 740 }, DESKTOP]) {
      const outro = await celular(viewport);
      const tela = await outro.newPage();
      await tela.goto(appUrl(`/loja/${slug}`));
      await tela.getByText('Desenvolvido por').waitFor();
      await card(tela, 'Sonho')
        .getByRole('button', { name: /^Adicionar/ })
        .click();
      await tela.getByTestId('carrinho-botao').click();
      const aba = outro.waitForEvent('page');
      await tela
        .getByRole('dialog', { name: 'Seu Pedido' })
        .getByRole('button', { name: /Fazer Pedido/ })
        .click();
      await tela.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
      await (await aba).close();
      await tela.goto(appUrl(`/loja/${slug}/pedidos`));
      await tela.getByTestId('meus-pedidos').getByRole('listitem').first().waitFor();
      await screenshot(tela, viewport.width < 600 ? 'meus-pedidos-360' : 'meus-pedidos');
      await outro.close();
    }
    await donoContext.close();
  });
});
