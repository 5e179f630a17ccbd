/**
 * The shop's own drivers (issue 46, zod-free: @vitrine/shared/entregador): what a driver is paid
 * per delivery, the day's settlement (acerto) and the map links of the driver's phone. The API's
 * shapes are schema.ts's. Money is whole cents here.
 */
import { mapsLink } from '../links.js';

/**
 * How the shop pays its drivers, as stored (`lojistas/{lojaId}.entregadores`): a fixed amount per
 * delivery, a percentage of the order's delivery fee (in hundredths of a percent, so 12,5% is
 * 1250), or an amount by distance band (`ate_km` ascending; the last band also pays any longer
 * delivery and one whose distance is unknown, so a driver is never paid less for a longer trip).
 */
export type RegraDaTaxa =
  | { modo: 'fixa'; valor_centavos: number }
  | { modo: 'percentual'; centesimos: number }
  | { modo: 'faixas'; faixas: { ate_km: number; valor_centavos: number }[] };

export const MODOS_DA_TAXA = ['fixa', 'percentual', 'faixas'] as const;
export type ModoDaTaxa = (typeof MODOS_DA_TAXA)[number];
export const NOMES_MODOS_DA_TAXA: Record<ModoDaTaxa, string> = {
  fixa: 'Valor fixo por entrega',
  percentual: 'Porcentagem da taxa de entrega',
  faixas: 'Por distância (faixas de km)',
};

/** A shop that never set its fees pays nothing per delivery until it does (the screen says so). */
export const REGRA_DA_TAXA_PADRAO: RegraDaTaxa = { modo: 'fixa', valor_centavos: 0 };
export const FAIXAS_MAX = 10;

/**
 * What one delivery earns its driver, whole cents. A percentage rounds half up to the cent, per
 * delivery (12% of R$ 7,00 is R$ 0,84; 12,5% of R$ 7,25 is R$ 0,90625, paid R$ 0,91).
 */
export function taxaDaEntrega(regra: RegraDaTaxa, entrega: { taxa_entrega_centavos: number; distancia_km: number | null }): number {
  if (regra.modo === 'fixa') return regra.valor_centavos;
  if (regra.modo === 'percentual') return Math.round((entrega.taxa_entrega_centavos * regra.centesimos) / 10_000);
  const faixas = [...regra.faixas].sort((a, b) => a.ate_km - b.ate_km);
  if (faixas.length === 0) return 0;
  const km = entrega.distancia_km;
  const faixa = km === null ? undefined : faixas.find((candidata) => km <= candidata.ate_km);
  return (faixa ?? faixas[faixas.length - 1]!).valor_centavos;
}

/** One delivered order in the day's settlement, as its delivery recorded it. */
export interface CorridaDoAcerto {
  taxa_centavos: number;
  /** The cash the driver took from the customer for the order (its total, paid `dinheiro`); 0 otherwise. */
  dinheiro_centavos: number;
}

/**
 * A driver's day: deliveries, fees owed to them, cash they hold, and the net. `saldo_centavos` > 0:
 * the driver owes the shop (cash collected beyond the fees); < 0: the shop owes the driver.
 */
export interface SomaDoAcerto {
  entregas: number;
  taxas_centavos: number;
  dinheiro_centavos: number;
  saldo_centavos: number;
}

export function somarAcerto(corridas: readonly CorridaDoAcerto[]): SomaDoAcerto {
  const taxas_centavos = corridas.reduce((soma, corrida) => soma + corrida.taxa_centavos, 0);
  const dinheiro_centavos = corridas.reduce((soma, corrida) => soma + corrida.dinheiro_centavos, 0);
  return { entregas: corridas.length, taxas_centavos, dinheiro_centavos, saldo_centavos: dinheiro_centavos - taxas_centavos };
}

/** "O entregador deve R$ 12,00 à loja" / "A loja deve R$ 8,40 ao entregador" / "Nada a acertar": who pays whom. */
export function quemDeve(saldo_centavos: number): 'entregador' | 'loja' | null {
  if (saldo_centavos > 0) return 'entregador';
  if (saldo_centavos < 0) return 'loja';
  return null;
}

/** The change a driver brings: the note the customer pays with less the total, whole cents; 0 without one or when it is short. */
export function trocoALevar(total_centavos: number, troco_para_centavos: number | null): number {
  if (troco_para_centavos === null) return 0;
  return Math.max(0, troco_para_centavos - total_centavos);
}

/** A stop's address as maps search it: the street and number, the neighbourhood; null when the order has none left (erased). */
export function enderecoDaParada(entrega: { endereco?: string; bairro?: string } | null): string | null {
  const partes = [entrega?.endereco, entrega?.bairro].map((parte) => parte?.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return partes.length > 0 ? partes.join(', ') : null;
}

/** One stop on Google Maps. */
export const linkDaParada = (endereco: string) => mapsLink(endereco);

/**
 * The whole trip on Google Maps, stops in order: the last is the destination, the ones before are
 * waypoints ("a|b"), from wherever the phone is. Null without a stop.
 */
export function linkDaRota(todos: readonly string[]): string | null {
  if (todos.length === 0) return null;
  // "|" separates the waypoints: inside an address it would split one stop in two.
  const enderecos = todos.map((endereco) => endereco.replace(/\s*\|\s*/g, ' '));
  const destino = enderecos[enderecos.length - 1]!;
  const paradas = enderecos.slice(0, -1);
  const url = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destino)}`;
  return paradas.length === 0 ? url : `${url}&waypoints=${paradas.map(encodeURIComponent).join('%7C')}`;
}
