/**
 * The words of a shop's service (atendimento) that its schema and the order's rules both use:
 * payment and delivery kinds and how a neighbourhood is compared. Zod-free and import-free, so
 * schema.ts and the rules of this folder (which read Atendimento's type) both stand
 * on it without importing each other.
 */

export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const NOMES_FORMAS_PAGAMENTO: Record<FormaPagamento, string> = { pix: 'PIX', dinheiro: 'Dinheiro', cartao: 'Cartão' };

/** 'envio': shipped to another city or state by post or carrier, at a fee by state (issue 31). */
export const TIPOS_ENTREGA = ['entrega', 'retirada', 'envio'] as const;
export type TipoEntrega = (typeof TIPOS_ENTREGA)[number];

/** Same neighbourhood however it is typed: case, accents and spacing do not count. */
export function normalizeBairro(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
