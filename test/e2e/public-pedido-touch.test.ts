import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, screenshot, newPage } from './browser.js';

const browser = await launchChromium();

describe('Cart steppers on a phone', () => {
  it('when a customer changes quantities on the product page and in the cart, then every − and + is at least 44 × 44 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The seeded demo shop (scripts/lib/seed.ts).
    await page.goto(appUrl('/loja/demo'));
    await page.getByRole('link', { name: /Cookie de chocolate/ }).click();
    const stepper = page.getByRole('group', { name: 'Quantidade', exact: true });
    await stepper.waitFor();
    const sizes = async (buttons: ReturnType<typeof stepper.getByRole>) =>
      buttons.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      );

    for (const size of await sizes(stepper.getByRole('button'))) {
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: /^Adicionar/ }).click();
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    const line = sheet.getByRole('group', { name: 'Quantidade de Cookie de chocolate' });
    await line.waitFor();
    const cartButtons = await sizes(line.getByRole('button'));
    expect(cartButtons).toHaveLength(2);
    for (const size of cartButtons) {
      expect(size.width, 'cart stepper button width').toBeGreaterThanOrEqual(44);
      expect(size.height, 'cart stepper button height').toBeGreaterThanOrEqual(44);
    }
    await sheet.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await screenshot(page, 'carrinho-stepper-44px');
    await context.close();
  }, 60_000);
});
