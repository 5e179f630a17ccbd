import type { AnalyticsResponse } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, atEveryWidth, launchChromium, newContext, openOwnerMenu, openOwnerScreen } from './browser.js';
import { configurarLoja, ownerApi, signInNewOwner } from './owner-helpers.js';
import { customerContext, dismissToasts } from './public-helpers.js';

/*
 * Canais de venda (issue 32) at 390 px: the owner copies the Meta feed's link (which answers the
 * shop's products as CSV), turns the feeds off and on, and a customer who comes through the printed
 * QR code's tagged link counts as "QR Code impresso" in Desempenho.
 */

const browser = await launchChromium();

describe('Canais de venda', () => {
  it('when the owner copies the Meta feed link and switches the feeds, then the feed answers or is gone, and a visit through the QR code link counts under its origin', async () => {
    const context = await newContext(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
    const owner = await context.newPage();
    await signInNewOwner(owner, 'Léo Prado');
    const slug = await configurarLoja(owner, 'leo', { nome_loja: 'Açaí do Léo', cor_principal: '#7c3aed', whatsapp: '5511944445555' });
    await ownerApi(owner, 'POST', '/produtos', { nome: 'Açaí 500 ml', preco: 22 });

    await openOwnerScreen(owner, 'Canais de venda');
    const feedMeta = appUrl(`/loja/${slug}/feed/meta.csv`);
    await expect(owner.getByLabel('Link do feed da Meta', { exact: true }).inputValue()).resolves.toBe(feedMeta);
    await expect(owner.getByLabel('Link do feed do Google', { exact: true }).inputValue()).resolves.toBe(
      appUrl(`/loja/${slug}/feed/google.xml`),
    );
    await owner.getByRole('button', { name: 'Copiar Link do feed da Meta' }).click();
    await owner.getByText('Link copiado').first().waitFor();
    await expect(owner.evaluate(() => navigator.clipboard.readText())).resolves.toBe(feedMeta);
    const feed = await owner.request.get(feedMeta);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await feed.text()).toContain('Açaí 500 ml,');

    // Off: the channels find nothing at their next read; on again: the products are back.
    const interruptor = owner.getByRole('switch', { name: 'Feeds de produtos ligados' });
    await interruptor.click();
    await owner.getByText('Feeds desligados').first().waitFor();
    await expect.poll(async () => (await owner.request.get(feedMeta)).status()).toBe(404);
    await interruptor.click();
    await owner.getByText('Feeds ligados').first().waitFor();
    await expect.poll(async () => (await owner.request.get(feedMeta)).status()).toBe(200);

    const linkDoQr = owner.getByLabel('Link para QR Code impresso (balcão/mesa)', { exact: true });
    const qr = await linkDoQr.inputValue();
    expect(qr).toBe(appUrl(`/loja/${slug}?utm_source=qrcode`));
    await dismissToasts(owner);
    await atEveryWidth(owner, 'canais');

    // A customer scans the printed QR code: Desempenho counts the visit as "QR Code impresso".
    const cliente = await (await customerContext(browser, PHONE)).newPage();
    await cliente.goto(qr);
    await cliente.getByRole('heading', { level: 1, name: 'Açaí do Léo' }).waitFor();
    await expect
      .poll(async () => (await ownerApi<AnalyticsResponse>(owner, 'GET', '/analytics?periodo=7')).origens_trafego, { timeout: 30_000 })
      .toEqual([{ origem: 'qrcode', visitas: 1, percentage: 100 }]);
    await openOwnerMenu(owner, 'Desempenho');
    await owner.getByTestId('origens').getByText('QR Code impresso').waitFor();
    await cliente.context().close();
    await context.close();
  });
});
