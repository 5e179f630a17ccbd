import { describe, expect, it } from 'vitest';
import {
  arredondarKm,
  chooseFaixa,
  computeDistanciaKm,
  foraDaArea,
  formatKm,
  type FaixaDistancia,
  type Ponto,
} from '../src/atendimento/distancia.js';

/** The shop: Praça da Sé, the city's marco zero. */
const SE: Ponto = { lat: -23.55052, lng: -46.633308 };
const MASP: Ponto = { lat: -23.561414, lng: -46.655881 };
const IBIRAPUERA: Ponto = { lat: -23.587416, lng: -46.657634 };

/** The point `km` due north of `ponto`: along a meridian the distance is the arc, R × Δlat in radians. */
const aoNorte = (ponto: Ponto, km: number): Ponto => ({ lat: ponto.lat + ((km / 6371) * 180) / Math.PI, lng: ponto.lng });

/** The example: up to 3 km R$ 5, up to 6 km R$ 8, up to 10 km R$ 12. */
const FAIXAS: FaixaDistancia[] = [
  { ate_km: 3, taxa: 5 },
  { ate_km: 6, taxa: 8 },
  { ate_km: 10, taxa: 12 },
];

describe('computeDistanciaKm (haversine, Earth radius 6371 km)', () => {
  it('when the points are the same, then the distance is 0', () => {
    expect(computeDistanciaKm(SE, SE)).toBe(0);
  });

  it('when the points are one degree of longitude apart on the equator, then the distance is 2π·6371/360 km', () => {
    expect(computeDistanciaKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 9);
  });

  it('when measured between real places in São Paulo, then Sé–MASP is 2.60 km and Sé–Ibirapuera 4.79 km, either way round', () => {
    expect(computeDistanciaKm(SE, MASP)).toBeCloseTo(2.6, 2);
    expect(computeDistanciaKm(MASP, SE)).toBeCloseTo(2.6, 2);
    expect(computeDistanciaKm(SE, IBIRAPUERA)).toBeCloseTo(4.79, 2);
  });

  it('when the points are antipodal, then the distance is half the circumference, not NaN', () => {
    expect(computeDistanciaKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('chooseFaixa (the fee band of a distance)', () => {
  it('when a point is 2.99 km from the shop, then the 3 km band; at 3.01 km, then the 6 km band', () => {
    const perto = computeDistanciaKm(SE, aoNorte(SE, 2.99));
    const alem = computeDistanciaKm(SE, aoNorte(SE, 3.01));
    expect(perto).toBeCloseTo(2.99, 9);
    expect(alem).toBeCloseTo(3.01, 9);
    expect(chooseFaixa(FAIXAS, perto)).toEqual({ ate_km: 3, taxa: 5 });
    expect(chooseFaixa(FAIXAS, alem)).toEqual({ ate_km: 6, taxa: 8 });
  });

  it("when the distance is exactly a band's limit, then that band (the limit is included)", () => {
    expect(chooseFaixa(FAIXAS, 3)).toEqual({ ate_km: 3, taxa: 5 });
    expect(chooseFaixa(FAIXAS, 10)).toEqual({ ate_km: 10, taxa: 12 });
    expect(chooseFaixa(FAIXAS, 0)).toEqual({ ate_km: 3, taxa: 5 });
  });

  it('when the distance is beyond the last band, then null (no delivery)', () => {
    expect(chooseFaixa(FAIXAS, 10.001)).toBeNull();
    expect(chooseFaixa(FAIXAS, computeDistanciaKm(SE, aoNorte(SE, 10.01)))).toBeNull();
  });

  it('when the shop has no bands, then null', () => {
    expect(chooseFaixa([], 1)).toBeNull();
  });
});

describe('arredondarKm and formatKm (the distance shown)', () => {
  it('when a distance has more decimals, then it is rounded up to one decimal, so 3.01 km never reads as 3,0', () => {
    expect(arredondarKm(2.99)).toBe(3);
    expect(arredondarKm(3)).toBe(3);
    expect(arredondarKm(3.01)).toBe(3.1);
    expect(arredondarKm(8.33)).toBe(8.4);
    expect(arredondarKm(computeDistanciaKm(SE, MASP))).toBe(2.7);
  });

  it('when the distance already has one decimal, then float noise does not move it (0.3 stays 0.3)', () => {
    for (const km of [0.1, 0.3, 0.7, 1.1, 8.4, 9.9]) expect(arredondarKm(km)).toBe(km);
  });

  it('when formatted, then with a decimal comma and integers without ",0"', () => {
    expect(formatKm(8.4)).toBe('8,4');
    expect(formatKm(6)).toBe('6');
    expect(formatKm(1250.5)).toBe('1.250,5');
  });
});

describe('foraDaArea (the refusal beyond the last band)', () => {
  it("when the customer is 8.4 km away and the shop delivers up to 6 km, then the issue's message", () => {
    expect(foraDaArea(8.4, 6)).toBe('Fora da área de entrega (8,4 km). Entregamos até 6 km.');
  });

  it('when the raw distance is just past the last band, then it reads above the limit, never equal to it', () => {
    expect(foraDaArea(6.02, 6)).toBe('Fora da área de entrega (6,1 km). Entregamos até 6 km.');
    expect(foraDaArea(12, 7.5)).toBe('Fora da área de entrega (12 km). Entregamos até 7,5 km.');
  });
});
