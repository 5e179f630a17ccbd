import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DESKTOP, SMALL_PHONE, appUrl, launchChromium, newContext, openOwnerMenu } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth, signInNewOwner, signInOwner } from './owner-helpers.js';

const browser = await launchChromium();

describe('Equipe', () => {
  it('when the owner invites an attendant on Equipe and she signs in with Google, then she sees only the counter’s screens; once removed, her next visit is sent out', async () => {
    const { page: dono } = await newOwnerPage(browser, DESKTOP, 'Rita Campos');
    await configurarLoja(dono, 'rita', { nome_loja: 'Pastelaria da Rita' });
    await ownerApi(dono, 'POST', '/produtos', { nome: 'Pastel de queijo', preco: 9 });

    await openOwnerMenu(dono, 'Equipe');
    await dono.getByRole('heading', { level: 1, name: 'Equipe' }).waitFor();
    await dono.getByText('Ninguém na equipe ainda').waitFor();
    await dono.getByRole('button', { name: 'Convidar pessoa' }).click();
    const email = `${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const dialogo = dono.getByRole('dialog', { name: 'Convidar pessoa' });
    await dialogo.getByLabel('E-mail da conta Google *').fill(email);
    await dialogo.getByRole('radio', { name: /Atendente/ }).check();
    await dialogo.getByRole('button', { name: 'Convidar' }).click();
    const cartao = dono.getByRole('listitem').filter({ hasText: email });
    await expect(cartao.getByText('Convidado').textContent()).resolves.toBe('Convidado');
    // Básico, the new shop's plan, allows one person: the button waits for room.
    await dono.getByText('1 de 1 pessoa do seu plano').waitFor();
    await expect(dono.getByRole('button', { name: 'Convidar pessoa' }).isDisabled()).resolves.toBe(true);

    const atendente = await (await newContext(browser, DESKTOP)).newPage();
    await signInOwner(atendente, { sub: randomUUID(), email, name: 'Duda Ramos' });
    // /dashboard is not hers: she lands on Pedidos, her menu holds her screens only.
    await atendente.waitForURL(/\/pedidos$/);
    await atendente.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const menu = atendente.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
    await expect(menu.allTextContents()).resolves.toEqual([
      'Pedidos',
      'Cozinha',
      'Produtos',
      'Garçom',
      'Entregadores',
      'Salão',
      'Caixa',
      'Fiado',
    ]);
    await atendente.getByText('Atendente', { exact: true }).waitFor();
    await openOwnerMenu(atendente, 'Produtos');
    await atendente.getByRole('switch', { name: 'Esgotado: Pastel de queijo' }).click();
    await atendente.getByRole('switch', { name: 'Esgotado: Pastel de queijo', checked: true }).waitFor();
    await expect(atendente.getByRole('button', { name: 'Novo produto' }).count()).resolves.toBe(0);
    await expect(atendente.getByRole('button', { name: 'Editar Pastel de queijo' }).count()).resolves.toBe(0);

    await dono.reload();
    await cartao.getByText('Ativo', { exact: true }).waitFor();
    await cartao.getByRole('heading', { name: 'Duda Ramos' }).waitFor();
    await screenshotsAtEveryWidth(dono, 'equipe');
    await dono.setViewportSize(DESKTOP);
    await cartao.getByRole('button', { name: 'Remover Duda Ramos' }).click();
    await dono.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await dono.getByText('Ninguém na equipe ainda').waitFor();
    await screenshotsAtEveryWidth(dono, 'equipe-vazia');

    await atendente.goto(appUrl('/pedidos'));
    await atendente.waitForURL(appUrl('/'));
  });
});

describe('Equipe: the invitation', () => {
  it('when the owner invites a long e-mail on a phone, then the card shows all of it and offers the invitation with the sign-in link, by WhatsApp or copied', async () => {
    const context = await newContext(browser, SMALL_PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
    const dono = await context.newPage();
    await signInNewOwner(dono, 'Beto Lima');
    await configurarLoja(dono, 'beto', { nome_loja: 'Pizzaria do Beto' });
    const email = `maria.cozinheira.${randomUUID().slice(0, 8)}@pizzariadobeto.com.br`;
    await ownerApi(dono, 'POST', '/equipe', { email, papel: 'cozinha' });

    await dono.goto(appUrl('/equipe'));
    const cartao = dono.getByRole('listitem').filter({ hasText: 'Convidado' });
    const titulo = cartao.getByRole('heading', { level: 2 });
    await expect(titulo.textContent()).resolves.toBe(email);
    // All of it in view: no ellipsis, nothing cut at the card's edge.
    await expect(titulo.evaluate((elemento) => elemento.scrollWidth <= elemento.clientWidth)).resolves.toBe(true);
    await expect(titulo.evaluate((elemento) => getComputedStyle(elemento).textOverflow)).resolves.not.toBe('ellipsis');

    const convite = `Olá! Você foi convidado(a) para a equipe da loja Pizzaria do Beto na Vitrine, com o perfil Cozinha. Para entrar, abra ${appUrl('/')} e toque em “Entrar” com a conta Google ${email}.`;
    const whatsapp = new URL(
      (await cartao.getByRole('link', { name: `Enviar o convite de ${email} pelo WhatsApp` }).getAttribute('href'))!,
    );
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(convite);
    await cartao.getByRole('button', { name: `Copiar o convite de ${email}` }).click();
    await dono.getByText('Convite copiado').first().waitFor();
    await expect(dono.evaluate(() => navigator.clipboard.readText())).resolves.toBe(convite);
    await screenshotsAtEveryWidth(dono, 'equipe-convite');
    await context.close();
  });
});
