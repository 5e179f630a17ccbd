/**
 * A charge's dynamic "Pix Copia e Cola" (BR Code), as a PSP makes it from the charge's location
 * (Manual de Padrões para Iniciação do Pix): EMV fields as ID, two-digit length and value, the
 * point of initiation "12" (one payment), the location in field 26's "25", and the CRC16-CCITT-FALSE
 * closing it. The fields are the bank's own, laid out here apart from Vitrine's static code
 * (functions/src/features/public-pedido/pix.ts): the PSP plays the bank, whose code Vitrine only passes
 * on. Only the standard's encoding (a field, the ASCII text, the CRC) is shared, from
 * @vitrine/shared/pix: psp-local.test.ts reads the code back with pix-utils, which checks it apart.
 */
import { asciiDoBrCode as ascii, campoDoBrCode as campo, crc16DoBrCode as crc16 } from '@vitrine/shared/pix';

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
