import { createHash, randomInt } from 'node:crypto';

/** No 0/O, 1/I: a code a customer reads out or types without mistakes. */
const ALFABETO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short human order code like A7K2, from a cryptographic random source. Not unique: the order id is. */
export function novoCodigoPedido(): string {
  return Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
}

/** The id of the order a client's Idempotency-Key names, in that shop: a retry lands on the same document. */
export function pedidoIdDaChave(lojaId: string, chave: string): string {
  return createHash('sha256').update(`${lojaId}\n${chave}`).digest('hex').slice(0, 40);
}
