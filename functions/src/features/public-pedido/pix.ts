/**
 * A static PIX code ("copia e cola", BR Code) as the Banco Central's "Manual de Padrões para
 * Iniciação do Pix" lays it out: EMV fields as ID, two-digit length and value, closed by a
 * CRC16-CCITT-FALSE over everything before it. Written here rather than taken from pix-utils: that
 * library loads axios, qrcode and a TextEncoder polyfill on import, for dynamic codes and images this
 * function never makes (the API tests parse our codes back with it).
 */
import { PIX_CIDADE_MAX, PIX_NOME_MAX } from '@vitrine/shared';

export interface PixCobranca {
  /** The key as normalizeChavePix keeps it (CPF/CNPJ digits, lower-case e-mail, +55 phone, random key). */
  chave: string;
  nome: string;
  cidade: string;
  valor_centavos: number;
  /** The order's code: letters and digits, at most 25. */
  txid: string;
}

const campo = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

/** The manual asks for plain ASCII in name and city: accents stripped, upper case, nothing but letters, digits and spaces. */
const semAcentos = (texto: string, max: number) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixCopiaECola({ chave, nome, cidade, valor_centavos, txid }: PixCobranca): string {
  const payload = [
    campo('00', '01'), // payload format
    campo('26', campo('00', 'br.gov.bcb.pix') + campo('01', chave)), // merchant account: the PIX key
    campo('52', '0000'), // merchant category: not informed
    campo('53', '986'), // currency: BRL
    campo('54', (valor_centavos / 100).toFixed(2)),
    campo('58', 'BR'),
    campo('59', semAcentos(nome, PIX_NOME_MAX) || 'LOJA'),
    campo('60', semAcentos(cidade, PIX_CIDADE_MAX) || 'BRASIL'),
    campo('62', campo('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***')), // additional data: txid
    '6304',
  ].join('');
  return payload + crc16(payload);
}
