import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, openOwnerMenu } from './browser.js';
import { adminApi, adminToken, configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';

const browser = await launchChromium();

describe('Lojas (filiais)', () => {
  it('when the owner on a plan of three shops opens a second one on Lojas, then the header switches between them and each shows its own products', async () => {
    const { page } = await newOwnerPage(browser, DESKTOP, 'Lia Souza');
    await configurarLoja(page, 'lia', { nome_loja: 'Padaria da Lia' });
    await ownerApi(page, 'POST', '/produtos', { nome: 'Pão francês', preco: 1 });
    const eu = await ownerApi<{ id: string; email: string }>(page, 'GET', '/users/me');
    const token = await adminToken();
    const plano = (await adminApi(token, 'POST', '/admin/planos', {
      nome: `Rede ${randomUUID().slice(0, 6)}`,
      preco: 49,
      limite_produtos: 100,
      limite_lojas: 3,
    })) as {
      id: string;
    };
    await adminApi(token, 'PUT', `/admin/lojistas/${eu.id}`, { nome: 'Lia Souza', email: eu.email, plano_id: Number(plano.id) });

    await page.reload();
    await openOwnerMenu(page, 'Lojas');
    await page.getByRole('heading', { level: 1, name: 'Lojas' }).waitFor();
    await page.getByText('1 de 3 do seu plano', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Nova loja' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nova loja' });
    await dialogo.getByLabel('Nome da loja *').fill('Padaria da Lia — Centro');
    const slug = `lia-centro-${randomUUID().slice(0, 6)}`;
    await dialogo.getByLabel('Link da loja *').fill(slug);
    await dialogo.getByRole('button', { name: 'Criar loja' }).click();
    const centro = page.getByTestId('loja-da-conta').filter({ hasText: 'Padaria da Lia — Centro' });
    await centro.getByText(`/loja/${slug}`).waitFor();
    await page.getByText('2 de 3 do seu plano', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Copiar catálogo para Padaria da Lia — Centro' }).click();
    const copia = page.getByRole('dialog', { name: 'Copiar catálogo para Padaria da Lia — Centro' });
    await expect(copia.getByLabel('Copiar da loja').inputValue()).resolves.toBe(eu.id);
    await copia.getByRole('button', { name: 'Copiar', exact: true }).click();
    await copia.getByText('Pronto: 1 de 1 produtos copiados.').waitFor();
    await copia.getByRole('button', { name: 'Concluir' }).click();

    const seletor = page.getByRole('combobox', { name: 'Loja' }).first();
    await expect(seletor.inputValue()).resolves.toBe(eu.id);
    await seletor.selectOption({ label: 'Padaria da Lia — Centro' });
    await page.getByText('Agora você está em Padaria da Lia — Centro.').waitFor();
    await centro.getByText('Você está nesta loja').waitFor();
    await screenshotsAtEveryWidth(page, 'lojas');

    await page.setViewportSize(DESKTOP);
    await openOwnerMenu(page, 'Produtos');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    // The copy is Centro's own: a product added here stays here.
    await page.getByText('Pão francês').first().waitFor();
    await ownerApi(page, 'POST', '/produtos', { nome: 'Pão de queijo', preco: 6 });

    await openOwnerMenu(page, 'Lojas');
    await page.getByTestId('loja-da-conta').filter({ hasText: 'Principal' }).getByRole('button', { name: 'Entrar nesta loja' }).click();
    await page.getByText('Agora você está em Padaria da Lia.').waitFor();
    await openOwnerMenu(page, 'Produtos');
    await page.getByText('Pão francês').first().waitFor();
    await expect(page.getByText('Pão de queijo').count()).resolves.toBe(0);

    // The dashboard shows both shops' day side by side.
    await openOwnerMenu(page, 'Início');
    await page.getByTestId('todas-as-lojas').getByText('Padaria da Lia — Centro').waitFor();
    await screenshotsAtEveryWidth(page, 'dashboard-todas-as-lojas');

    // The brand page from the second shop's link: both shops, each linking to its catalogue.
    await page.goto(appUrl(`/marca/${slug}`));
    await page.getByRole('heading', { level: 1, name: 'Padaria da Lia' }).waitFor();
    await expect(page.getByTestId('loja-da-marca').getByRole('heading').allTextContents()).resolves.toEqual([
      'Padaria da Lia',
      'Padaria da Lia — Centro',
    ]);
    await screenshotsAtEveryWidth(page, 'marca');
  });
});
