/**
 * A static PIX code ("copia e cola", BR Code) as the Banco Central's "Manual de Padrões para
 * Iniciação do Pix" lays it out: EMV fields as ID, two-digit length and value, closed by a
 * CRC16-CCITT-FALSE over everything before it (the encoding is @vitrine/shared/pix's, the fields
 * are this code's). Written here rather than taken from pix-utils: that
 * library loads axios, qrcode and a TextEncoder polyfill on import, for dynamic codes and images this
 * function never makes (the API tests parse our codes back with it).
 */
import { PIX_CIDADE_MAX, PIX_NOME_MAX } from '@vitrine/shared';
import { asciiDoBrCode as ascii, campoDoBrCode as campo, crc16DoBrCode as crc16 } from '@vitrine/shared/pix';

export interface PixCobranca {
  /** The key as normalizeChavePix keeps it (CPF/CNPJ digits, lower-case e-mail, +55 phone, random key). */
  chave: string;
  nome: string;
  cidade: string;
  valor_centavos: number;
  /** The order's code: letters and digits, at most 25. */
  txid: string;
}

/** The code's CRC, for the API tests that check it. */
export { crc16 };

export function pixCopiaECola({ chave, nome, cidade, valor_centavos, txid }: PixCobranca): string {
  const payload = [
    campo('00', '01'), // payload format
    campo('26', campo('00', 'br.gov.bcb.pix') + campo('01', chave)), // merchant account: the PIX key
    campo('52', '0000'), // merchant category: not informed
    campo('53', '986'), // currency: BRL
    campo('54', (valor_centavos / 100).toFixed(2)),
    campo('58', 'BR'),
    campo('59', ascii(nome, PIX_NOME_MAX) || 'LOJA'),
    campo('60', ascii(cidade, PIX_CIDADE_MAX) || 'BRASIL'),
    campo('62', campo('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***')), // additional data: txid
    '6304',
  ].join('');
  return payload + crc16(payload);
}
