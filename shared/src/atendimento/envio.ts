import { formatCep as formatCepComMascara } from '@brazilian-utils/brazilian-utils/format-cep';

/**
 * Shipping by state, "Envio" (issue 31): a shop that sends by Correios or a carrier charges by the
 * customer's state, which the server reads from the CEP (no CEP service is called) and checks
 * against the state typed in the address. Zod-free: the public app imports it as @vitrine/shared/envio.
 */

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/**
 * The Correios' CEP ranges by state, on the CEP's first five digits, both ends included. Source:
 * the Correios' "Busca Faixa de CEP" (buscacepinter.correios.com.br/app/faixa_cep_uf_localidade),
 * checked against the public copies of it (estadosecapitaisdobrasil.com, "Faixa de CEP por estados
 * brasileiros"); RO moved from 78900–78999 to 76800–76999 in 2008, and 78900–78999 is nobody's
 * now. AM, DF and GO have two ranges each: Roraima sits inside Amazonas', and Goiás' 72800–72999
 * (Entorno) inside the Distrito Federal's. 00000–00999 is no state's either.
 */
const FAIXAS_CEP: readonly (readonly [inicio: number, fim: number, uf: Uf])[] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/** The CEP's eight digits, with or without its mask ("01001-000", "01.001-000"), or null. */
const digitosDoCep = (cep: string): string | null => {
  const digitos = cep.trim().replace(/[.-]/g, '');
  return /^\d{8}$/.test(digitos) ? digitos : null;
};

/** The state of a CEP by the Correios' ranges, or null for a malformed CEP or one in no range. */
export function findUfDoCep(cep: string): Uf | null {
  const digitos = digitosDoCep(cep);
  if (digitos === null) return null;
  const prefixo = Number(digitos.slice(0, 5));
  return FAIXAS_CEP.find(([inicio, fim]) => prefixo >= inicio && prefixo <= fim)?.[2] ?? null;
}

/**
 * "01001-000": the CEP's mask, also as it is typed ("010010" → "01001-0"), so the checkout's field
 * can mask every keystroke; anything but digits is dropped and digits past the eighth are cut.
 */
export const formatCep = (cep: string): string => formatCepComMascara(cep);

/** The refusal of an address whose state is not the CEP's: "O CEP 01001-000 é de SP, não de RJ." */
export const ufDiferente = (cep: string, ufDoCep: Uf, ufInformada: string): string =>
  `O CEP ${formatCep(cep)} é de ${ufDoCep}, não de ${ufInformada}.`;

export const FRETE_A_COMBINAR = 'Frete a combinar';

/** What the fee reads of the shop's `envio` settings: reais by state, and for the other states (null: "a combinar"). */
export interface TaxasDeEnvio {
  taxas_por_uf: Partial<Record<Uf, number>>;
  taxa_padrao: number | null;
}

/**
 * The shipping fee to a state, in reais: the state's own, else the shop's default, else 0 and
 * `a_combinar` (the text and the tracking page then say FRETE_A_COMBINAR: the shop quotes it later).
 */
export function computeTaxaDeEnvio({ taxas_por_uf, taxa_padrao }: TaxasDeEnvio, uf: Uf): { taxa: number; a_combinar: boolean } {
  // hasOwn: a state key comes from the request; "constructor" or "__proto__" must not read the prototype.
  const daUf = Object.hasOwn(taxas_por_uf, uf) ? taxas_por_uf[uf] : undefined;
  const taxa = daUf ?? taxa_padrao;
  return taxa === null || taxa === undefined ? { taxa: 0, a_combinar: true } : { taxa, a_combinar: false };
}
