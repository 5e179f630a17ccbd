/**
 * How the shop receives money in person (issue 46): at the counter, on delivery, a table's bill, a
 * fiado payment. One list for all of them: the keys of a till's close (`contado`) are these.
 */
export const FORMAS_DE_RECEBIMENTO = ['dinheiro', 'pix', 'cartao_credito', 'cartao_debito', 'vale'] as const;
export type FormaDeRecebimento = (typeof FORMAS_DE_RECEBIMENTO)[number];

export const NOMES_DAS_FORMAS_DE_RECEBIMENTO: Record<FormaDeRecebimento, string> = {
  dinheiro: 'Dinheiro',
  pix: 'PIX',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  vale: 'Vale-refeição',
};

/** A sum per form, every form present (0 when none): what a till expects, what was counted. */
export type PorForma = Record<FormaDeRecebimento, number>;

export const porFormaZerado = (): PorForma => ({ dinheiro: 0, pix: 0, cartao_credito: 0, cartao_debito: 0, vale: 0 });

/** The 409 of a person who receives money with no open till (or whose till closed while they recorded it). */
export const CAIXA_FECHADO = 'Você não tem caixa aberto: abra o seu caixa e registre o pagamento nele.';
