import { describe, expect, it } from 'vitest';
import { PHONE, appUrl, atEveryWidth, launchChromium, newPage, openOwnerMenu } from './browser.js';
import { configurarLoja, ownerApi, signInNewOwner } from './owner-helpers.js';
import { customerContext } from './public-helpers.js';

/*
 * The printed menu (issue 47) at 390 px: the owner finds both downloads and "Imprimir cardápio" on
 * Canais de venda, each a PDF of the shop's products; a customer finds "Cardápio em letra grande"
 * at the foot of the catalogue, which answers the large print. The PDFs' contents are the API
 * suite's (functions/test/api/public-cardapio.test.ts).
 */

const browser = await launchChromium();

/** The link's PDF, through the stack as Hosting serves it (its rewrite of /loja/** to the `preview` function). */
async function pdfDo(
  link: { getAttribute(nome: string): Promise<string | null> },
  request: { get(url: string): Promise<import('playwright-core').APIResponse> },
) {
  const href = (await link.getAttribute('href'))!;
  const response = await request.get(new URL(href, appUrl('/')).toString());
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const corpo = await response.body();
  expect(corpo.subarray(0, 5).toString()).toBe('%PDF-');
  return href;
}

describe('Cardápio impresso', () => {
  it('when the owner opens Canais de venda, then both PDFs download and "Imprimir cardápio" opens the menu; the catalogue links the large print at its foot', async () => {
    const { context, page: owner } = await newPage(browser, PHONE);
    await signInNewOwner(owner, 'Rita Lemos');
    const slug = await configurarLoja(owner, 'rita', { nome_loja: 'Cantina da Rita', cor_principal: '#b45309', whatsapp: '5511944446666' });
    await ownerApi(owner, 'POST', '/produtos', { nome: 'Pão de queijo', preco: 4 });

    await openOwnerMenu(owner, 'Canais de venda');
    await owner.getByRole('heading', { level: 2, name: 'Cardápio impresso' }).waitFor();
    const padrao = owner.getByRole('link', { name: 'Cardápio em PDF' });
    const grande = owner.getByRole('link', { name: 'Letra grande' });
    const imprimir = owner.getByRole('link', { name: 'Imprimir cardápio' });
    expect(await pdfDo(padrao, owner.request)).toBe(appUrl(`/loja/${slug}/cardapio.pdf`));
    expect(await pdfDo(grande, owner.request)).toBe(appUrl(`/loja/${slug}/cardapio.pdf?formato=ampliado`));
    await expect(padrao.getAttribute('download')).resolves.toBe('cardapio.pdf');
    await expect(grande.getAttribute('download')).resolves.toBe('cardapio-letra-grande.pdf');
    // Printing is the PDF viewer's, in a tab of its own.
    expect(await pdfDo(imprimir, owner.request)).toBe(appUrl(`/loja/${slug}/cardapio.pdf`));
    await expect(imprimir.getAttribute('target')).resolves.toBe('_blank');

    await owner.getByRole('heading', { level: 2, name: 'Cardápio impresso' }).scrollIntoViewIfNeeded();
    await atEveryWidth(owner, 'canais-cardapio');

    const cliente = await (await customerContext(browser, PHONE)).newPage();
    await cliente.goto(appUrl(`/loja/${slug}`));
    await cliente.getByRole('heading', { level: 1, name: 'Cantina da Rita' }).waitFor();
    const rodape = cliente.getByRole('contentinfo').getByRole('link', { name: 'Cardápio em letra grande' });
    await rodape.scrollIntoViewIfNeeded();
    expect(await pdfDo(rodape, cliente.request)).toBe(`/loja/${slug}/cardapio.pdf?formato=ampliado`);
    await atEveryWidth(cliente, 'catalogo-rodape-cardapio');
    await cliente.context().close();
    await context.close();
  });
});
