import { readFileSync } from 'node:fs';
import type { MesasResponse, SalaoResponse } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { PHONE, expectNoSidewaysScroll, launchChromium, openOwnerScreen, screenshot } from './browser.js';
import { newOwnerPage, ownerApi, screenshotsAtEveryWidth, settled } from './owner-helpers.js';

const browser = await launchChromium();

describe('Mesas', () => {
  it('when the owner sets up the room on a phone (a range of tables, a rename, a new code, a deletion, the fee), then the list, the API and the QR sheet agree', async () => {
    const { page } = await newOwnerPage(browser, PHONE, 'Rita Salão');

    await openOwnerScreen(page, 'Mesas');
    await page.getByText('Nenhuma mesa ainda').waitFor();
    await screenshotsAtEveryWidth(page, 'mesas-vazio');

    // Mesa 1 to Mesa 12 at once.
    await page.getByRole('button', { name: 'Várias mesas' }).click();
    const lote = page.getByRole('dialog', { name: 'Várias mesas' });
    await lote.getByLabel('Da mesa *').fill('5');
    await lote.getByLabel('Até a mesa *').fill('1');
    await lote.getByRole('button', { name: 'Criar mesas' }).click();
    await lote.getByText('A última mesa não pode vir antes da primeira.').waitFor();
    await lote.getByLabel('Da mesa *').fill('1');
    await lote.getByLabel('Até a mesa *').fill('12');
    await lote.getByRole('button', { name: 'Criar mesas' }).click();
    await lote.waitFor({ state: 'detached' });
    await page.getByText('12 mesas criadas.').waitFor();
    const cartoes = page.getByTestId('mesa');
    await expect.poll(() => cartoes.count()).toBe(12);
    // In the room's order: Mesa 2 before Mesa 10.
    expect((await cartoes.getByRole('heading').allTextContents()).slice(0, 3)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    await expectNoSidewaysScroll(page);

    // A rename keeps the code; a name taken is refused next to the field.
    await page.getByRole('button', { name: 'Renomear Mesa 12' }).click();
    const renomear = page.getByRole('dialog', { name: 'Renomear mesa' });
    await renomear.getByLabel('Nome *').fill('mesa 3');
    await renomear.getByRole('button', { name: 'Salvar' }).click();
    await renomear.getByText('Já existe uma mesa com este nome.').first().waitFor();
    await renomear.getByLabel('Nome *').fill('Varanda');
    await renomear.getByRole('button', { name: 'Salvar' }).click();
    await renomear.waitFor({ state: 'detached' });
    await cartoes.getByRole('heading', { name: 'Varanda' }).waitFor();

    // A new code, after saying the printed QR stops working.
    const antes = (await ownerApi<MesasResponse>(page, 'GET', '/mesas')).mesas.find(({ nome }) => nome === 'Mesa 7')!;
    await page.getByRole('button', { name: 'Novo código: Mesa 7' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Novo QR Code para a Mesa 7' });
    await confirmar.getByText('O QR Code impresso agora deixa de funcionar').waitFor();
    await settled(page);
    await screenshot(page, 'mesas-novo-codigo-390', { fullPage: false });
    await confirmar.getByRole('button', { name: 'Gerar novo código' }).click();
    await page.getByText('Novo QR Code da Mesa 7 gerado.').waitFor();
    const depois = (await ownerApi<MesasResponse>(page, 'GET', '/mesas')).mesas.find(({ nome }) => nome === 'Mesa 7')!;
    expect(depois.id).toBe(antes.id);
    expect(depois.codigo).not.toBe(antes.codigo);

    // A deletion, confirmed.
    await page.getByRole('button', { name: 'Excluir Mesa 11' }).click();
    await page.getByRole('alertdialog', { name: 'Excluir a Mesa 11' }).getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => cartoes.count()).toBe(11);

    // The room's settings.
    const salao = page.getByTestId('salao');
    await salao.getByRole('switch', { name: 'Atender no salão' }).click();
    await salao.getByLabel('Taxa de serviço (%)').fill('25');
    await salao.getByRole('button', { name: 'Salvar salão' }).click();
    await salao.getByText('A taxa de serviço vai de 0 a 20% (0: sem taxa).').waitFor();
    await salao.getByLabel('Taxa de serviço (%)').fill('12');
    await salao.getByLabel('Couvert por pessoa (R$)').fill('7,50');
    await salao.getByRole('button', { name: 'Salvar salão' }).click();
    await page.getByText('Salão salvo e ativo.').waitFor();
    await expect(ownerApi<SalaoResponse>(page, 'GET', '/loja/salao')).resolves.toEqual({
      salao: { ativo: true, taxa_servico_percentual: 12, couvert: 7.5 },
    });

    // The sheet of QR codes downloads as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar QR Codes (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcodes-das-mesas.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const { mesas } = await ownerApi<MesasResponse>(page, 'GET', '/mesas');
    expect(mesas.map(({ nome }) => nome)).toEqual([
      'Mesa 1',
      'Mesa 2',
      'Mesa 3',
      'Mesa 4',
      'Mesa 5',
      'Mesa 6',
      'Mesa 7',
      'Mesa 8',
      'Mesa 9',
      'Mesa 10',
      'Varanda',
    ]);
    await screenshotsAtEveryWidth(page, 'mesas');
  });
});
