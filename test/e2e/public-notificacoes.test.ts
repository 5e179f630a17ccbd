import type { PedidoResponse, PedidosDoLojistaResponse } from '@vitrine/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novoDispositivo, servicoDePush, type ServicoDePush } from '../support/push.js';
import { EVERY_WIDTH, PHONE, SCREENSHOTS, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { ownerApi, signInDemoOwner } from './owner-helpers.js';

/**
 * "Avisar quando o pedido mudar" (issue 28, the customer's side) in Chromium: a tap on the
 * tracking page subscribes this browser to the order, and a status the owner sets reaches the
 * customer's push service encrypted; on an iPhone outside the shop's app, the page shows how to
 * install it instead.
 */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let browser: Browser;
let servico: ServicoDePush;
beforeAll(async () => {
  [browser, servico] = await Promise.all([launchChromium(), servicoDePush()]);
});
afterAll(async () => {
  await servico?.close();
});

/** An order at the demo shop (pickup, PIX), placed through the API as the checkout sends it: its tracking token and code. */
async function pedidoNaDemo() {
  const demo = (await (await fetch(appUrl('/api/loja/demo'))).json()) as { produtos: { id: string; preco: number }[] };
  const produto = demo.produtos[0]!;
  const response = await fetch(appUrl('/api/loja/demo/pedido'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      // Above the demo's minimum order (R$ 20).
      produtos: [{ id: produto.id, quantidade: Math.ceil(20 / produto.preco) + 1 }],
      cliente: { nome: 'Joana Lima', telefone: '11987654321' },
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'pix' },
    }),
  });
  const pedido = (await response.json()) as PedidoResponse;
  expect(response.status, JSON.stringify(pedido)).toBe(201);
  return { token: pedido.acompanhamento.split('/').at(-1)!, codigo: pedido.codigo };
}

const botao = (page: Page) => page.getByRole('button', { name: 'Avisar quando o pedido mudar' });

describe('Avisos do pedido para o cliente', () => {
  it('when the customer taps "Avisar quando o pedido mudar" and the owner confirms the order, then their push service gets the decrypted status push', async () => {
    const [{ token, codigo }, owner] = await Promise.all([pedidoNaDemo(), browser.newPage()]);
    const dispositivo = novoDispositivo(servico, 'cliente-e2e');
    const context = await newContext(browser, PHONE, { serviceWorkers: 'allow' });
    try {
      await context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin });
      // Offline Chromium cannot reach a real push service (subscribe() registers with Google's), so
      // only subscribe() is replaced: it answers a subscription on this test's own push service at
      // 127.0.0.1 (accepted only on the emulators), with real P-256 and auth keys made by the test,
      // which the service decrypts with. The permission, the VAPID key, the API and the sender are real.
      await context.addInitScript((inscricao) => {
        PushManager.prototype.subscribe = async function (opcoes?: PushSubscriptionOptionsInit) {
          // The page must pass the deployment's 65-byte key, as a real push service requires.
          if (!opcoes?.userVisibleOnly || (opcoes.applicationServerKey as Uint8Array | undefined)?.byteLength !== 65) {
            throw new DOMException('applicationServerKey inválida', 'InvalidAccessError');
          }
          return { ...inscricao, toJSON: () => inscricao } as unknown as PushSubscription;
        };
      }, dispositivo.inscricao);
      const page = await context.newPage();
      await page.goto(appUrl(`/pedido/${token}`));
      await botao(page).waitFor();
      if (SCREENSHOTS) {
        for (const [largura, viewport] of EVERY_WIDTH) {
          await page.setViewportSize(viewport);
          await screenshot(page, 'public-notificacoes-oferta', { suffix: largura });
        }
        await page.setViewportSize(PHONE);
      }

      await botao(page).click();
      await page.getByText('Avisos ligados.').waitFor();
      await screenshot(page, 'public-notificacoes-ligados');

      await signInDemoOwner(owner);
      const { pedidos } = await ownerApi<PedidosDoLojistaResponse>(owner, 'GET', '/pedidos');
      const pedido = pedidos.find((umPedido) => umPedido.codigo === codigo)!;
      await ownerApi(owner, 'PUT', `/pedidos/${pedido.id}`, { status: 'confirmado' });
      await expect.poll(() => servico.de(dispositivo.caminho).length, { timeout: 10_000 }).toBe(1);
      expect(dispositivo.abrir(servico.de(dispositivo.caminho)[0]!)).toEqual({
        tipo: 'status_pedido',
        codigo,
        status: 'confirmado',
        titulo: `Café da Ana: pedido #${codigo}`,
        corpo: 'Confirmado',
        url: `/pedido/${token}`,
      });
    } finally {
      await Promise.all([context.close(), owner.close()]);
    }
  });

  it('when an iPhone opens the tracking page outside the shop’s app, then it shows how to add the shop to the home screen instead of the button', async () => {
    const { token } = await pedidoNaDemo();
    const context = await newContext(browser, PHONE, { userAgent: IPHONE_SAFARI, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(appUrl(`/pedido/${token}`));
      const convite = page.getByTestId('notificacoes-do-pedido');
      await convite.getByText('Adicionar à Tela de Início').waitFor();
      expect(await convite.textContent()).toContain('No iPhone, os avisos só chegam pelo app de Café da Ana');
      // Added from the catalogue, not from here: this page's manifest is Vitrine's, not the shop's app.
      await expect(convite.getByRole('link', { name: 'Abrir o catálogo de Café da Ana' }).getAttribute('href')).resolves.toBe('/loja/demo');
      expect(await botao(page).count()).toBe(0);
      await screenshot(page, 'public-notificacoes-iphone');
    } finally {
      await context.close();
    }
  });
});
