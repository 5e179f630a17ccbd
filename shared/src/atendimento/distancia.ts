/**
 * The delivery fee by distance (issue 31): the shop's point, the customer's point (the browser's
 * geolocation) and the owner's bands, "até 3 km R$ 5, até 6 km R$ 8". The straight-line distance is
 * the one rule the checkout and the order's transaction share; no map or routing service is called.
 * Zod-free: the public app imports it as @vitrine/shared/distancia.
 */

export interface Ponto {
  lat: number;
  lng: number;
}

/** A band of the delivery area: up to `ate_km` from the shop, the fee is `taxa` reais. */
export interface FaixaDistancia {
  ate_km: number;
  taxa: number;
}

/** The mean Earth radius of the haversine formula; the error against the ellipsoid is under 0.5 %. */
const RAIO_DA_TERRA_KM = 6371;
const radianos = (graus: number) => (graus * Math.PI) / 180;

/** The great-circle (haversine) distance in km between two points in degrees. */
export function computeDistanciaKm(a: Ponto, b: Ponto): number {
  const dLat = radianos(b.lat - a.lat);
  const dLng = radianos(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radianos(a.lat)) * Math.cos(radianos(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min: rounding can push h a hair above 1 for antipodal points, and asin would answer NaN.
  return 2 * RAIO_DA_TERRA_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * The first band whose `ate_km` covers the distance (its limit included), or null beyond the last:
 * no delivery there. The bands come ascending (the settings' schema keeps them so), so the first
 * that covers is the nearest. The raw distance decides, not the rounded one shown.
 */
export function chooseFaixa(faixas: readonly FaixaDistancia[], distanciaKm: number): FaixaDistancia | null {
  return faixas.find((faixa) => distanciaKm <= faixa.ate_km) ?? null;
}

/**
 * The distance shown and stored (`distancia_km`), to one decimal, rounded up: 3.01 km is "3,1 km",
 * never "3,0 km" charged the band after 3 km. With band limits of at most one decimal, the shown
 * distance falls in the band that was charged. The limit is first cut to 6 decimals (millimetres)
 * so that float noise (0.3 × 10 = 3.0000000000000004) does not round 0.3 up to 0.4.
 */
export function arredondarKm(km: number): number {
  return Math.ceil(Number((km * 10).toFixed(6))) / 10;
}

const km = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "8,4", "6", "1.250,5": a distance in km as a Brazilian reads it, an integer without ",0". */
export const formatKm = (distanciaKm: number): string => km.format(distanciaKm);

/** The refusal of an order beyond the last band: "Fora da área de entrega (8,4 km). Entregamos até 6 km." */
export const foraDaArea = (distanciaKm: number, maxKm: number): string =>
  `Fora da área de entrega (${formatKm(arredondarKm(distanciaKm))} km). Entregamos até ${formatKm(maxKm)} km.`;
