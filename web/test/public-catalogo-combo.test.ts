import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ItemDoComboPublico } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { ItensDoCombo } from '../src/public-app/public-catalogo/ItensDoCombo';
import { resolverCombo } from '../src/public-app/public-catalogo/combo';

/** A combo's page (issue 47): 2 burgers with an optional bacon at R$ 5,00 each, and 1 soda with ice at R$ 1,00. */
const adicional = (id: string, nome: string, preco: number) => ({ id, nome: 'Adicionais', min: 0, max: 1, itens: [{ id, nome, preco }] });
const item = (produto_id: string, nome: string, quantidade: number, opcoes: ItemDoComboPublico['opcoes']): ItemDoComboPublico => ({
  produto_id,
  nome,
  quantidade,
  imagem_url: '',
  esgotado: false,
  opcoes,
  variacoes: null,
});
const itens = [
  item('bur', 'X-Burger', 2, [adicional('bacon', 'Bacon', 5)]),
  item('ref', 'Refrigerante', 1, [adicional('gelo', 'Gelo', 1)]),
];

/** Each option's price label on the page, in order (the web tests run without a DOM: the markup is read as text). */
const rotulos = (html: string) => [...html.matchAll(/<span class="shrink-0[^"]*">([^<]*)<\/span>/g)].map(([, texto]) => texto);

describe('the combo’s page (issue 47)', () => {
  it('when an item counts for 2 units, then its option’s surcharge shows what it adds to the combo, the 2 units’, as the total adds it', () => {
    const html = renderToStaticMarkup(createElement(ItensDoCombo, { itens, escolhas: {}, onChange: () => {} }));
    expect(rotulos(html)).toEqual([`+ ${formatBRL(1000)}`, `+ ${formatBRL(100)}`]);
    expect(html).toContain('A escolha vale para as 2 unidades: o preço de cada opção já soma as 2.');
    const escolhido = resolverCombo(itens, { bur: { valores: [], escolhidos: { bacon: ['bacon'] } } });
    expect(escolhido.acrescimoCentavos).toBe(1000);
  });
});
