import type { ChaveNotificacoesResponse, DispositivosResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novoDispositivo, servicoDePush, verificarVapid, type ServicoDePush } from '../support/push.js';
import { ATENDIMENTO_EXEMPLO } from '../support/atendimento.js';
import { PHONE, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { configurarLoja, ownerApi, screenshotsAtEveryWidth, signInNewOwner } from './owner-helpers.js';
import { pedidoFeito } from './public-helpers.js';
import { umPedido } from '../support/pedidos.js';

/**
 * Avisos de pedidos (issue 28, the owner's side) in Chromium: the switch subscribes this browser,
 * the server's pushes reach it encrypted, the service worker shows them and a tap takes the owner
 * to the order; the owner area installs as the Gestor; an iPhone outside the app is told to install.
 */

let browser: Browser;
let servico: ServicoDePush;
beforeAll(async () => {
  [browser, servico] = await Promise.all([launchChromium({ full: true }), servicoDePush()]);
});
afterAll(async () => {
  await servico?.close();
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Offline Chromium cannot reach a real push service (subscribe() registers with Google's), so only
 * the browser's side of subscribing is replaced: PushManager's subscribe and getSubscription (the
 * subscription it keeps) answer a subscription on the test's own push service, at 127.0.0.1 (which
 * the API accepts only on the emulators), with P-256 and auth keys made by the test, which the
 * service uses to decrypt what the product sends. The rest is real: the permission, the VAPID key
 * the app passes (kept here to compare), the API, the sender, the service worker.
 */
function inscricaoDoTeste({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }) {
  const GUARDADA = 'e2e:chave-da-inscricao';
  const bytes = (base64url: string) =>
    Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    ).buffer;
  const base64url = (buffer: Uint8Array) =>
    btoa(String.fromCharCode(...buffer))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const inscricao = (chave: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(chave) },
    getKey: (nome: string) => bytes(nome === 'p256dh' ? p256dh : auth),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      sessionStorage.removeItem(GUARDADA);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (opcoes?: PushSubscriptionOptionsInit) {
    const chave = opcoes?.applicationServerKey;
    if (!opcoes?.userVisibleOnly || !(chave instanceof Uint8Array || chave instanceof ArrayBuffer)) throw new TypeError('opções inválidas');
    sessionStorage.setItem(GUARDADA, base64url(new Uint8Array(chave)));
    return inscricao(sessionStorage.getItem(GUARDADA)!) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const chave = sessionStorage.getItem(GUARDADA);
    return (chave ? inscricao(chave) : null) as unknown as PushSubscription | null;
  };
}

/** The notifications the service worker is showing, as the page reads them. */
const notificacoes = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon: new URL(icon).pathname,
      data: data as unknown,
    })),
  );

/** The service worker's registration id, which DevTools' push delivery needs. */
async function registroDoServiceWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registros = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) =>
    registrations.forEach(({ scopeURL, registrationId, isDeleted }) => !isDeleted && registros.set(scopeURL, registrationId)),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registros.get(appUrl('/'))).toBeDefined();
  return { cdp, registrationId: registros.get(appUrl('/'))! };
}

describe('Avisos de pedidos neste aparelho', () => {
  it('when the owner switches avisos on, then the device is listed, the test push and a new order’s push arrive decryptable, the service worker shows it and a tap opens the order', async () => {
    const dispositivo = novoDispositivo(servico, 'dono');
    const context = await newContext(browser, PHONE, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin });
    await context.addInitScript(inscricaoDoTeste, {
      endpoint: dispositivo.inscricao.endpoint,
      p256dh: dispositivo.inscricao.keys.p256dh,
      auth: dispositivo.inscricao.keys.auth,
    });
    const page = await context.newPage();
    await signInNewOwner(page, 'Carla Dias');
    // A new shop's first steps carry the switch too.
    await page.getByRole('heading', { name: 'Primeiros passos' }).waitFor();
    await page.getByRole('switch', { name: 'Avisos de pedidos neste aparelho' }).waitFor();
    await screenshotsAtEveryWidth(page, 'notificacoes-dashboard');
    const slug = await configurarLoja(page, 'carla', { nome_loja: 'Pastéis da Carla', whatsapp: '5511977776666' });
    await ownerApi(page, 'PUT', '/loja/atendimento', ATENDIMENTO_EXEMPLO);
    const pastel = await ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: 'Pastel de queijo', preco: 12 });
    const { chave_publica } = await ownerApi<ChaveNotificacoesResponse>(page, 'GET', '/notificacoes/chave');

    // Off, and nothing asked of the browser until the owner switches it on.
    await page.goto(appUrl('/pedidos'));
    const avisos = page.getByRole('switch', { name: 'Avisos de pedidos neste aparelho' });
    await expect.poll(() => avisos.getAttribute('aria-checked')).toBe('false');
    // Usable once the page has read this browser's subscription (none yet), which may come after the switch shows.
    await expect.poll(() => avisos.isDisabled(), { timeout: 15_000 }).toBe(false);
    await screenshotsAtEveryWidth(page, 'notificacoes-pedidos-desligados');

    await avisos.click();
    await page.getByText('Avisos ligados neste aparelho.').waitFor();
    await expect.poll(() => avisos.getAttribute('aria-checked')).toBe('true');
    // The app subscribed with the deployment's VAPID key, and the API keeps this device.
    await expect(page.evaluate(() => sessionStorage.getItem('e2e:chave-da-inscricao'))).resolves.toBe(chave_publica);
    const { dispositivos } = await ownerApi<DispositivosResponse>(page, 'GET', apiPaths.notificacoesDispositivos);
    expect(dispositivos).toEqual([expect.objectContaining({ descricao: 'Chrome no Linux', ultimo_envio: null })]);

    // Enviar teste: the toast counts the devices, and the push service got a push this device can decrypt, signed with the key.
    await page.getByRole('button', { name: 'Enviar teste' }).click();
    await page.getByText('Teste enviado para 1 aparelho.').waitFor();
    const [teste] = servico.de(dispositivo.caminho);
    expect(dispositivo.abrir(teste!)).toMatchObject({ tipo: 'teste', titulo: 'Avisos ligados', url: '/pedidos' });
    expect(verificarVapid(teste!.headers.authorization, chave_publica).aud).toBe(new URL(servico.base).origin);
    await screenshotsAtEveryWidth(page, 'notificacoes-pedidos-ligados');
    // The devices behind Aparelhos, for those who cannot open Atendimento (the counter).
    await page.getByRole('button', { name: 'Aparelhos 1' }).click();
    await page.getByRole('dialog', { name: 'Aparelhos com avisos' }).getByText('Este aparelho').waitFor();
    await page.keyboard.press('Escape');

    // A customer orders: the shop's push reaches this device, decrypted as the browser would.
    const { codigo } = await pedidoFeito(
      slug,
      umPedido({
        produtos: [{ id: pastel.id, quantidade: 2 }],
        cliente: { nome: 'Rita Alves', telefone: '(11) 91234-5678' },
      }),
    );
    await expect.poll(() => servico.de(dispositivo.caminho).length, { timeout: 5_000 }).toBe(2);
    const aviso = dispositivo.abrir(servico.de(dispositivo.caminho)[1]!) as { pedido_id: string; url: string };
    expect(aviso).toMatchObject({
      tipo: 'novo_pedido',
      codigo,
      titulo: `Novo pedido #${codigo}`,
      url: `/pedidos?pedido=${aviso.pedido_id}`,
    });

    // That payload, delivered to the service worker through DevTools (no push service offline): it shows it.
    const { cdp, registrationId } = await registroDoServiceWorker(context, page);
    const origin = new URL(appUrl()).origin;
    // The installed app's badge (no app is installed in a test, so the worker's setAppBadge is watched): the orders still novo.
    // DevTools may list the registration before Playwright has attached to its worker.
    const esteWorker = (sw: Worker) => sw.url() === appUrl('/sw.js');
    const worker = context.serviceWorkers().find(esteWorker) ?? (await context.waitForEvent('serviceworker', { predicate: esteWorker }));
    const badge = () => worker.evaluate(() => (globalThis as unknown as { badge?: number }).badge ?? null);
    await worker.evaluate(() => {
      const sw = globalThis as unknown as { badge?: number; navigator: { setAppBadge: (n: number) => Promise<void> } };
      sw.navigator.setAppBadge = async (n) => void (sw.badge = n);
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(aviso) });
    const tag = `pedido-${aviso.pedido_id}`;
    await expect
      .poll(() => notificacoes(page))
      .toEqual([
        {
          title: `Novo pedido #${codigo}`,
          body: expect.stringMatching(/^Rita Alves · 2 itens · R\$\s24,00 · Retirada$/),
          tag,
          icon: '/icons/gestor-192.png',
          data: { url: aviso.url, tipo: 'novo_pedido' },
        },
      ]);
    // The same order pushed again (still waiting): its notification is replaced, not doubled.
    const parado = { ...aviso, tipo: 'pedido_parado', titulo: `Pedido #${codigo} esperando há 3 min` };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(parado) });
    await expect.poll(async () => (await notificacoes(page)).map(({ title, tag }) => [title, tag])).toEqual([[parado.titulo, tag]]);
    await expect.poll(badge).toBe(1);

    // A tap, from the dashboard. DevTools cannot click a notification, so the worker itself dispatches
    // a notificationclick carrying the notification it shows, which runs the same listener. Such a
    // script-made event may neither extend its life (waitUntil) nor bring a window forward (that needs
    // a real tap), so what is checked is what remains: the notification closes and the open owner
    // window is taken to the order.
    await page.goto(appUrl('/dashboard'));
    await worker.evaluate(async (tag) => {
      const sw = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await sw.registration.getNotifications({ tag });
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }));
    }, tag);
    await page.waitForURL((url) => url.pathname === '/pedidos' && url.searchParams.get('pedido') === aviso.pedido_id);
    await expect.poll(() => notificacoes(page)).toEqual([]);
    // Pedidos shows that order highlighted.
    await page.locator(`[data-pedido-id="${aviso.pedido_id}"][data-destacado]`).waitFor();

    // Atendimento: the device list (this one marked, its last push) and the waiting-order minutes.
    await page.goto(appUrl('/atendimento'));
    const dispositivoNaLista = page.getByTestId('dispositivo');
    await expect.poll(() => dispositivoNaLista.innerText()).toMatch(/Chrome no Linux\s+Este aparelho[\s\S]*Último aviso em/);
    const minutos = page.getByLabel('Avisar de novo se o pedido esperar');
    await expect(minutos.inputValue()).resolves.toBe('3');
    await minutos.fill('5');
    await page.getByRole('button', { name: 'Salvar atendimento' }).click();
    await page.getByText('Atendimento salvo', { exact: true }).waitFor();
    await expect(ownerApi(page, 'GET', '/loja/atendimento')).resolves.toMatchObject({ atendimento: { alerta_pedido_parado_min: 5 } });
    await screenshotsAtEveryWidth(page, 'notificacoes-atendimento-dispositivos');

    // The owner area installs as the Gestor, named after the shop; the landing keeps Vitrine's app.
    const manifesto = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      return { crossOrigin: link.crossOrigin, json: (await (await fetch(link.href, { credentials: 'include' })).json()) as unknown };
    });
    expect(manifesto).toEqual({
      crossOrigin: 'use-credentials',
      json: expect.objectContaining({ name: 'Pastéis da Carla · Gestor Vitrine', short_name: 'Gestor', start_url: '/pedidos', scope: '/' }),
    });
    const icone = await page.request.get(appUrl('/icons/gestor-512.png'));
    expect([icone.status(), icone.headers()['content-type']]).toEqual([200, 'image/png']);

    // The kitchen's screen (a cook's only one) has them behind Avisos.
    await page.goto(appUrl('/cozinha'));
    await page.getByRole('button', { name: 'Avisos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Avisos de pedidos' });
    await expect
      .poll(() => dialogo.getByRole('switch', { name: 'Avisos de pedidos neste aparelho' }).getAttribute('aria-checked'))
      .toBe('true');
    await dialogo.getByTestId('dispositivo').waitFor();
    await screenshotsAtEveryWidth(page, 'notificacoes-cozinha');

    // Switched off (there): unsubscribed here and gone from the API; then on again.
    await avisos.click();
    await page.getByText('Avisos desligados neste aparelho.').waitFor();
    await expect.poll(() => avisos.getAttribute('aria-checked')).toBe('false');
    await expect(ownerApi(page, 'GET', apiPaths.notificacoesDispositivos)).resolves.toEqual({ dispositivos: [] });
    await expect(page.evaluate(() => sessionStorage.getItem('e2e:chave-da-inscricao'))).resolves.toBeNull();
    await avisos.click();
    await expect.poll(() => avisos.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // Two more browsers of the same owner, side by side. An iPhone in Safari: no switch, the way to
    // install instead. A permission the owner blocked: how to allow it again (Playwright can grant a
    // permission but not block it, so that page reads Notification.permission as a browser told "Bloquear").
    const storageState = await context.storageState();
    const celular = { storageState, serviceWorkers: 'allow' } as const;
    const [iphone, bloqueado] = await Promise.all([
      newContext(browser, PHONE, { ...celular, userAgent: IPHONE_SAFARI }),
      newContext(browser, PHONE, celular),
    ]);
    await bloqueado.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    const explica = async (outro: BrowserContext, titulo: string, texto: string, nome: string) => {
      const tela = await outro.newPage();
      await tela.goto(appUrl('/pedidos'));
      await tela.getByTestId('pedido').first().waitFor();
      await tela.getByRole('heading', { name: titulo }).waitFor();
      await tela.getByText(texto).waitFor();
      await expect(tela.getByRole('switch', { name: 'Avisos de pedidos neste aparelho' }).count()).resolves.toBe(0);
      await screenshotsAtEveryWidth(tela, nome);
    };
    await Promise.all([
      explica(iphone, 'No iPhone, os avisos precisam do app instalado', 'Adicionar à Tela de Início', 'notificacoes-pedidos-iphone'),
      explica(bloqueado, 'Avisos bloqueados neste navegador', 'Configurações do site', 'notificacoes-pedidos-bloqueados'),
    ]);

    // The landing keeps Vitrine's app.
    const landing = await (await page.request.get(appUrl('/'))).text();
    expect(landing).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    // Sair: a shared phone stops getting this shop's orders (this device deleted, unsubscribed here).
    const removido = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().includes(`/api${apiPaths.notificacoesDispositivos}/`),
    );
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await removido;
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.evaluate(() => sessionStorage.getItem('e2e:chave-da-inscricao'))).resolves.toBeNull();
    await Promise.all([iphone.close(), bloqueado.close(), context.close()]);
  });
});

describe('Avisos de pedidos: when the browser fails', () => {
  it('when the browser refuses the subscription with its English words, then the toast says in Portuguese what to do, without them', async () => {
    const context = await newContext(browser, PHONE, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin });
    // Chrome's own refusal, as the issue saw it: a DOMException in English.
    await context.addInitScript(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      };
    });
    const page = await context.newPage();
    await signInNewOwner(page, 'Lia Souza');
    await page.goto(appUrl('/pedidos'));
    const avisos = page.getByRole('switch', { name: 'Avisos de pedidos neste aparelho' });
    await expect.poll(() => avisos.isDisabled(), { timeout: 15_000 }).toBe(false);
    await avisos.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Não foi possível ligar os avisos' });
    await toast.getByText(/Permita as notificações nas configurações do site/).waitFor();
    await expect(toast.textContent()).resolves.not.toMatch(/Registration|failed|denied/i);
    await expect.poll(() => avisos.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'notificacoes-falha-do-navegador', { fullPage: false });
    await context.close();
  });
});
