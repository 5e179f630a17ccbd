/**
 * A charge's dynamic "Pix Copia e Cola" (BR Code), as a PSP makes it from the charge's location
 * (Manual de Padrões para Iniciação do Pix): EMV fields as ID, two-digit length and value, the
 * point of initiation "12" (one payment), the location in field 26's "25", and the CRC16-CCITT-FALSE
 * closing it. Vitrine's own static code (functions/src/features/public-pedido/pix.ts) is not reused:
 * the PSP plays the bank, whose code Vitrine only passes on.
 */

const campo = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

const ascii = (texto: string, max: number) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixCopiaEColaDinamico({
  location,
  valor,
  nome,
  cidade,
}: {
  /** Without the scheme, as the API answers it. */
  location: string;
  /** "12.34"; absent when the payer may choose the amount. */
  valor?: string;
  nome: string;
  cidade: string;
}): string {
  const payload = [
    campo('00', '01'),
    campo('01', '12'),
    campo('26', campo('00', 'br.gov.bcb.pix') + campo('25', location)),
    campo('52', '0000'),
    campo('53', '986'),
    ...(valor ? [campo('54', valor)] : []),
    campo('58', 'BR'),
    campo('59', ascii(nome, 25) || 'RECEBEDOR'),
    campo('60', ascii(cidade, 15) || 'BRASILIA'),
    campo('62', campo('05', '***')),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
