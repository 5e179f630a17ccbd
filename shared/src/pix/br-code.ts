/**
 * The BR Code's encoding, the Banco Central's standard ("Manual de Padrões para Iniciação do Pix"):
 * EMV fields as ID, two-digit length and value; plain ASCII in the name and the city; a
 * CRC16-CCITT-FALSE over everything before it closing the code. Which fields a code carries is its
 * maker's: Vitrine's static code (functions' public-pedido/pix.ts) and the tests' bank's dynamic one
 * (test/support/psp-local/br-code.ts) each lay out their own, with these. That the two share the
 * encoding blinds no test: both codes are read back by a parser of their own (pix-utils) in the API
 * tests and the local PSP's, which checks the lengths and the CRC.
 */

/** One EMV field: its ID, its value's length in two digits, the value. */
export const campoDoBrCode = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

/** The manual asks for plain ASCII in name and city: accents stripped, upper case, nothing but letters, digits and spaces. */
export const asciiDoBrCode = (texto: string, max: number) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the payload's UTF-8 bytes, four upper-case hex digits. */
export function crc16DoBrCode(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
