import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, appUrl, launchChromium, screenshot, newPage } from './browser.js';

// Seeded by the local stack (scripts/lib/seed.ts).
const ADMIN = { email: 'admin@vitrine.dev', senha: 'vitrine-demo-123' };
const DEMO_OWNER = 'Ana Souza';
const DEMO_EMAIL = 'ana.demo@vitrine.dev';
// The public API caches the maintenance flag for 15 s per instance.
const POLL = { timeout: 25_000, interval: 1000 };

/** What a customer opening the demo shop gets from the public API right now. */
async function demoCatalogueStatus(page: Page) {
  return (await page.request.get(appUrl('/api/loja/demo'))).status();
}

const browser = await launchChromium();

async function login(page: Page) {
  await page.goto(appUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Follows a side-menu link; on phones the menu is a drawer to open first. */
async function goTo(page: Page, label: string, path: string) {
  if (page.viewportSize()!.width < 1024) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu do administrador' }).getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Every skeleton and spinner announces itself with role=status; none left means the screen is complete. */
const loaded = (page: Page) => page.waitForFunction(() => !document.querySelector('[role=status]'));

/** Waits out CSS transitions (a modal rising) so a screenshot shows the settled screen; spinners' endless animations do not count. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

describe('Admin area (desktop)', () => {
  it('when the admin signs in, then they manage merchants, plans and settings, export the CSV and sign out', async () => {
    const { context, page } = await newPage(browser, DESKTOP);

    // Guard: no token, straight to the login page.
    await page.goto(appUrl('/admin/dashboard'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await expect(page.getByText(ADMIN.email).isVisible()).resolves.toBe(true);

    // Client-side validation, then the server's answer to a wrong password.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Informe um e-mail válido.').waitFor();
    await page.getByText('Informe a senha.').waitFor();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByLabel('Senha', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }).waitFor();
    await screenshot(page, 'admin-login');

    await login(page);
    await expect(page.evaluate(() => localStorage.getItem('admin_token'))).resolves.toMatch(/.{20,}/);
    for (const label of [
      'Total de Lojistas',
      'Lojistas Ativos',
      'Pedidos recebidos',
      'Receita (pedidos aceitos)',
      'Total de Produtos',
      'Taxa de Conversão',
    ]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText('Firestore conectado').waitFor();
    await page.getByRole('heading', { name: 'Atividade Recente' }).waitFor();

    // Lojistas: search, filter, suspend and reactivate the demo shop.
    await goTo(page, 'Lojistas', '/admin/lojistas');
    // By the demo owner's e-mail too: another file may have signed in an owner of the same name first.
    const ana = page.getByRole('row', { name: new RegExp(DEMO_OWNER) }).filter({ hasText: DEMO_EMAIL });
    await ana.waitFor();
    await screenshot(page, 'admin-lojistas');
    await page.getByLabel('Filtrar por status').selectOption('suspenso');
    await page.getByText('Nenhum lojista encontrado').waitFor();
    await page.getByLabel('Filtrar por status').selectOption('todos');
    // Upper case finds the lower-case e-mail; only the demo owner's has this (other files' owners may be called Ana too).
    await page.getByRole('searchbox').fill('ANA.DEMO');
    await page.getByText(/^1 de \d+ lojistas$/).waitFor();

    // At 1280 px the table fits its card: no sideways scroll, every row action in view.
    const table = page.locator('table').locator('xpath=..');
    await expect(table.evaluate((box) => box.scrollWidth <= box.clientWidth)).resolves.toBe(true);
    for (const name of [`Editar ${DEMO_OWNER}`, `Suspender ${DEMO_OWNER}`, `Ver Catálogo de ${DEMO_OWNER} (abre em nova aba)`]) {
      const action = (await ana.getByRole(name.startsWith('Ver') ? 'link' : 'button', { name }).boundingBox())!;
      const card = (await table.boundingBox())!;
      expect(action.x + action.width, name).toBeLessThanOrEqual(card.x + card.width);
    }

    // Suspending asks first, naming the shop and what happens to its catalogue; Cancelar changes nothing.
    await ana.getByRole('button', { name: `Suspender ${DEMO_OWNER}` }).click();
    let confirmacao = page.getByRole('alertdialog', { name: `Suspender “${DEMO_OWNER}”?` });
    await confirmacao.getByText('O catálogo desta loja sai do ar para os clientes', { exact: false }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-suspender-confirmacao');
    await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
    await ana.getByText('Ativo', { exact: true }).waitFor();
    expect(await demoCatalogueStatus(page)).toBe(200);
    await ana.getByRole('button', { name: `Suspender ${DEMO_OWNER}` }).click();
    confirmacao = page.getByRole('alertdialog', { name: `Suspender “${DEMO_OWNER}”?` });
    await confirmacao.getByRole('button', { name: 'Suspender loja' }).click();
    await toast(page, 'Status do lojista atualizado para suspenso');
    await ana.getByText('Suspenso', { exact: true }).waitFor();
    await expect.poll(() => demoCatalogueStatus(page), POLL).toBe(403); // 'Loja indisponível'
    await ana.getByRole('button', { name: `Ativar ${DEMO_OWNER}` }).click();
    await toast(page, 'Status do lojista atualizado para ativo');
    await ana.getByText('Ativo', { exact: true }).waitFor();
    await expect.poll(() => demoCatalogueStatus(page), POLL).toBe(200);

    // Exportar: the filtered list only, as Excel pt-BR reads it.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^lojistas-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    // The one CSV writer quotes a cell only when it must (a ';', a quote, a line break, an edge space).
    expect(lines[0]).toBe('ID;Nome;E-mail;WhatsApp;Status;Plano;Produtos;Pedidos');
    expect(lines[1]).toMatch(/^[\w-]+;Ana Souza;ana\.demo@vitrine\.dev;5511999998888;Ativo;Básico;12;\d+$/); // other flows may have ordered from the demo shop
    expect(lines.slice(2)).toEqual(['']);

    // Editar Lojista: the plan select lists the stored plans; a change shows in the row.
    await ana.getByRole('button', { name: `Editar ${DEMO_OWNER}` }).click();
    const modal = page.getByRole('dialog', { name: 'Editar Lojista' });
    await expect(modal.getByLabel('Plano').locator('option').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Básico/),
      expect.stringMatching(/^Pro/),
      expect.stringMatching(/^Enterprise/),
    ]);
    await expect(modal.getByLabel('WhatsApp').getAttribute('placeholder')).resolves.toBe('(11) 98765-4321');
    await settled(page);
    await screenshot(page, 'admin-lojista-modal');
    await modal.getByLabel('Nome *').fill('');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Informe o nome.').waitFor();
    await modal.getByLabel('Nome *').fill(DEMO_OWNER);
    await modal.getByLabel('Plano').selectOption({ label: 'Pro — R$ 29,90/mês' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Lojista atualizado com sucesso');
    await modal.waitFor({ state: 'detached' });
    await ana.getByText('Pro', { exact: true }).waitFor();
    await ana.getByRole('button', { name: `Editar ${DEMO_OWNER}` }).click();
    await modal.getByLabel('Plano').selectOption({ label: 'Básico — R$ 0,00/mês' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await ana.getByText('Básico', { exact: true }).waitFor();

    // The dashboard's activity list is made of real events: the status changes just made are there.
    await goTo(page, 'Dashboard', '/admin/dashboard');
    await page.getByText(`Status de ${DEMO_OWNER} alterado para suspenso.`).waitFor();
    await loaded(page);
    await screenshot(page, 'admin-dashboard');

    // Planos: create, edit and delete; the default plan cannot go.
    await goTo(page, 'Planos', '/admin/planos');
    await page.getByRole('heading', { name: 'Enterprise' }).waitFor();
    await screenshot(page, 'admin-planos');
    await page.getByRole('button', { name: 'Novo Plano' }).click();
    const planoModal = page.getByRole('dialog', { name: 'Novo Plano' });
    await expect(planoModal.getByLabel('Limite de Produtos *').inputValue()).resolves.toBe('50');
    await planoModal.getByRole('button', { name: 'Criar' }).click();
    await planoModal.getByText('Informe o nome do plano.').waitFor();
    await planoModal.getByText('Informe o preço.').waitFor();
    await planoModal.getByLabel('Nome do Plano *').fill('Premium E2E');
    await planoModal.getByLabel('Preço Mensal (R$) *').fill('49.9');
    await planoModal.getByLabel('Descrição').fill('Plano criado pelo teste.');
    await planoModal.getByLabel('Vantagens (uma por linha)').fill('Vitrine destacada\nSuporte por WhatsApp');
    await settled(page);
    await screenshot(page, 'admin-plano-modal');
    await planoModal.getByRole('button', { name: 'Criar' }).click();
    await toast(page, 'Plano criado com sucesso');
    const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium E2E' }) });
    await premium.getByText(/R\$\s49,90/).waitFor();
    await premium.getByText('Até 50 produtos').waitFor();
    await premium.getByText('Suporte por WhatsApp').waitFor();

    await premium.getByRole('button', { name: 'Editar Premium E2E' }).click();
    const editarPlano = page.getByRole('dialog', { name: 'Editar Plano' });
    await editarPlano.getByLabel('Preço Mensal (R$) *').fill('59.9');
    await editarPlano.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Plano atualizado com sucesso');
    await premium.getByText(/R\$\s59,90/).waitFor();

    await premium.getByRole('button', { name: 'Excluir Premium E2E' }).click();
    await page.getByRole('alertdialog').getByText('Tem certeza que deseja excluir este plano?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Plano excluído com sucesso');
    await premium.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Excluir Básico' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'não pode ser excluído');

    // Configurações: maintenance on, survives a reload, then off again.
    await goTo(page, 'Configurações', '/admin/configuracoes');
    await expect(page.getByRole('radio', { name: 'Sistema Ativo' }).isChecked()).resolves.toBe(true);
    await page.getByText('Em manutenção, os catálogos públicos ficam indisponíveis.').waitFor();
    await screenshot(page, 'admin-configuracoes');
    await page.getByLabel('Email de Suporte').fill('suporte');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByText('Informe um e-mail válido.').waitFor();
    await page.getByLabel('Email de Suporte').fill('suporte@vitrine.dev');

    // Each mode saved survives a reload, and the demo catalogue follows it.
    for (const [modo, status] of [
      ['Em Manutenção', 503],
      ['Sistema Ativo', 200],
    ] as const) {
      await page.getByRole('radio', { name: modo }).check();
      await page.getByRole('button', { name: 'Salvar Configurações' }).click();
      await toast(page, 'Configurações salvas com sucesso');
      await page.reload();
      await expect(page.getByRole('radio', { name: modo }).isChecked()).resolves.toBe(true);
      await expect.poll(() => demoCatalogueStatus(page), POLL).toBe(status);
    }

    // Sair revokes the token: the admin area sends us back to the login page.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await expect(page.evaluate(() => localStorage.getItem('admin_token'))).resolves.toBeNull();
    await page.goto(appUrl('/admin/dashboard'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await context.close();
  });

  it('when the stored token is not one the server issued, then it is removed and the admin goes to the login page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(appUrl('/admin/login'));
    await page.evaluate(() => localStorage.setItem('admin_token', 'forjado'));
    await page.goto(appUrl('/admin/lojistas'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    // Polled: the login page may still be replacing the document when the URL changes (CI read the
    // token while the page's context went away), and what matters is that the token ends up gone.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });
});

describe('Admin area (phone)', () => {
  it('when the admin uses a phone, then every screen works through the drawer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl('/admin/login'));
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await screenshot(page, 'admin-login');
    await login(page);
    await page.getByText('Firestore conectado').waitFor();
    await loaded(page);
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().left === 0);
    await screenshot(page, 'admin-menu');
    await page.getByRole('button', { name: 'Fechar menu' }).click();

    await goTo(page, 'Lojistas', '/admin/lojistas');
    const ana = page.getByRole('listitem').filter({ hasText: DEMO_OWNER }).filter({ hasText: DEMO_EMAIL });
    await ana.getByText('Ativo', { exact: true }).waitFor();
    await screenshot(page, 'admin-lojistas');
    await ana.getByRole('button', { name: `Editar ${DEMO_OWNER}` }).click();
    await page.getByRole('dialog', { name: 'Editar Lojista' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-lojista-modal');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await ana.getByRole('button', { name: `Suspender ${DEMO_OWNER}` }).click();
    await page.getByRole('alertdialog', { name: `Suspender “${DEMO_OWNER}”?` }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-suspender-confirmacao');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await ana.getByText('Ativo', { exact: true }).waitFor();

    await goTo(page, 'Planos', '/admin/planos');
    await page.getByRole('heading', { name: 'Enterprise' }).waitFor();
    await screenshot(page, 'admin-planos');
    await page.getByRole('button', { name: 'Novo Plano' }).click();
    await page.getByRole('dialog', { name: 'Novo Plano' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-plano-modal');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await goTo(page, 'Configurações', '/admin/configuracoes');
    await page.getByRole('radio', { name: 'Sistema Ativo' }).waitFor();
    await screenshot(page, 'admin-configuracoes');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await context.close();
  });
});
