/**
 * How long Vitrine keeps a customer's personal data in an order (name, phone, address, note)
 * before erasing it from the order, which keeps its items and totals for the owner's figures.
 * The privacy policy shows this period and the retention job (issue 17) applies it.
 */
export const RETENCAO_DADOS_CLIENTE_MESES = 12;

/**
 * How long, after a device's last counted event of a day, its visitor-day record (which products it
 * viewed that day in that shop, under a random id) is kept before Firestore's TTL deletes it
 * (functions' public-eventos, model/visitantes.ts). The privacy policy states it.
 */
export const GUARDA_REGISTRO_VISITANTE_DIAS = 2;

/**
 * How long, after an order is delivered or cancelled, the push subscriptions its customer made on
 * it ("Avisar quando o pedido mudar") are kept before they are deleted (functions'
 * model/notificacoes-do-cliente.ts): a status taken back that day still reaches the customer. The
 * privacy policy states it.
 */
export const NOTIFICACOES_DEPOIS_DO_FIM_HORAS = 24;
