import { randomUUID } from 'node:crypto';
import type { PedidoResponse } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, launchChromium, openOwnerMenu } from './browser.js';
import { configurarLoja, newOwnerPage, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';

/**
 * Issue 24 through the real Hosting → Functions path: one anonymous order cannot sell the shop out,
 * and the owner clears a flood of junk orders from the Pedidos screen (tick, cancel at once, stock
 * back) and blocks the phone they came from, then unblocks it.
 */
const browser = await launchChromium();

const cartao = (page: Page, codigo: string) => page.getByTestId('pedido').filter({ hasText: `#${codigo}`, visible: true });

function pedir(slug: string, body: object) {
  return fetch(appUrl(`/api/loja/${slug}/pedido`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
}

describe('Pedidos: proteção contra pedidos falsos', () => {
  it('when junk orders arrive, then the owner cancels several at once (stock back) and blocks the phone, whose next order is refused until unblocked', async () => {
    const { context, page } = await newOwnerPage(browser, PHONE, 'Carla Dias');
    const slug = await configurarLoja(page, 'carla', { nome_loja: 'Doceria da Carla', whatsapp: '5511988887777' });
    const produtos = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ownerApi<{ id: string }>(page, 'POST', '/produtos', { nome: `Doce ${i + 1}`, preco: 4, estoque: 99 }),
      ),
    );
    const brigadeiro = produtos[0]!;

    // The 10 × 99 order of the issue: refused whole, nothing sold out.
    const esgotar = await pedir(slug, { produtos: produtos.map(({ id }) => ({ id, quantidade: 99 })) });
    expect(esgotar.status).toBe(400);
    expect(((await esgotar.json()) as { error: string }).error).toBe('Seu pedido pode ter no máximo 200 unidades no total.');
    const acima = await pedir(slug, { produtos: [{ id: brigadeiro.id, quantidade: 11 }] });
    expect(acima.status).toBe(400);
    expect(((await acima.json()) as { error: string }).error).toBe('Você pode pedir no máximo 10 unidades de Doce 1 por pedido.');

    // Three junk orders from one phone, one real order from another.
    const cliente = { nome: 'Troll', telefone: '(21) 98888-7777' };
    const falsos: PedidoResponse[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await pedir(slug, { produtos: [{ id: brigadeiro.id, quantidade: 10 }], cliente });
      expect(response.status).toBe(201);
      falsos.push((await response.json()) as PedidoResponse);
    }
    const real = (await (
      await pedir(slug, { produtos: [{ id: brigadeiro.id, quantidade: 2 }], cliente: { nome: 'Ana Real', telefone: '(11) 97777-6666' } })
    ).json()) as PedidoResponse;
    const estoque = async () =>
      (await ownerApi<{ id: string; estoque: number }[]>(page, 'GET', '/produtos')).find(({ id }) => id === brigadeiro.id)!.estoque;
    expect(await estoque()).toBe(99 - 32);

    await openOwnerMenu(page, 'Pedidos');
    for (const { codigo } of falsos) await page.getByRole('checkbox', { name: `Selecionar o pedido #${codigo}` }).check();
    const selecao = page.getByRole('region', { name: 'Pedidos selecionados' });
    await selecao.getByText('3 selecionados').waitFor();
    await screenshotsAtEveryWidth(page, 'pedidos-selecionados');

    await selecao.getByRole('button', { name: 'Cancelar selecionados' }).click();
    const confirmacao = page.getByRole('alertdialog', { name: 'Cancelar 3 pedidos?' });
    await confirmacao.getByRole('button', { name: 'Cancelar 3 pedidos' }).click();
    await page.getByText('3 pedidos cancelados.').waitFor();
    await selecao.waitFor({ state: 'detached' });
    // They leave the open orders the screen opens on; Todos still has them, cancelled.
    for (const { codigo } of falsos) await cartao(page, codigo).waitFor({ state: 'detached' });
    await cartao(page, real.codigo).getByText('Novo', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Todos \d+$/ }).click();
    for (const { codigo } of falsos) await cartao(page, codigo).getByText('Cancelado', { exact: true }).waitFor();
    expect(await estoque()).toBe(99 - 2);

    // Block the troll's phone from one of its orders.
    const falso = cartao(page, falsos[0]!.codigo);
    await falso.getByText('Detalhes').click();
    await falso.getByRole('button', { name: 'Bloquear telefone' }).click();
    await page.getByRole('alertdialog', { name: 'Bloquear (21) 98888-7777?' }).getByRole('button', { name: 'Bloquear telefone' }).click();
    await page.getByText('(21) 98888-7777 bloqueado.').waitFor();
    await falso.getByText('Telefone bloqueado').waitFor();
    const bloqueado = await pedir(slug, { produtos: [{ id: brigadeiro.id, quantidade: 1 }], cliente });
    expect(bloqueado.status).toBe(403);
    expect(((await bloqueado.json()) as { error: string }).error).toBe(
      'Não foi possível enviar o pedido por este telefone. Por favor, fale diretamente com a loja.',
    );

    // Proteção: the shop's limit a minute and the blocked phones, where the owner unblocks it.
    await page.getByRole('button', { name: 'Proteção' }).click();
    const protecao = page.getByRole('dialog', { name: 'Proteção contra pedidos falsos' });
    await expect(protecao.getByLabel('Pedidos por minuto').inputValue()).resolves.toBe('60');
    await protecao.getByText('(21) 98888-7777').waitFor();
    await screenshotsAtEveryWidth(page, 'pedidos-protecao');
    await protecao.getByLabel('Pedidos por minuto').fill('120');
    await protecao.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Limite salvo: 120 pedidos por minuto.').waitFor();
    await protecao.getByRole('button', { name: 'Desbloquear' }).click();
    await protecao.getByText('Nenhum telefone bloqueado.', { exact: false }).waitFor();
    expect((await ownerApi<{ pedidos_por_minuto: number }>(page, 'GET', '/pedidos/protecao')).pedidos_por_minuto).toBe(120);
    expect((await pedir(slug, { produtos: [{ id: brigadeiro.id, quantidade: 1 }], cliente })).status).toBe(201);
    await context.close();
  }, 120_000);
});
