/**
 * How long Vitrine keeps a customer's personal data in an order (name, phone, address, note)
 * before erasing it from the order, which keeps its items and totals for the owner's figures.
 * The privacy policy shows this period and the retention job (issue 17) applies it.
 */
export const RETENCAO_DADOS_CLIENTE_MESES = 12;
