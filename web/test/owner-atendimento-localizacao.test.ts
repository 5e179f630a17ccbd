import { describe, expect, it } from 'vitest';
import {
  GEOLOCALIZACAO_DEMORADA,
  GEOLOCALIZACAO_INDISPONIVEL,
  GEOLOCALIZACAO_NEGADA,
  SEM_GEOLOCALIZACAO,
  mensagemDeGeolocalizacao,
  pedirLocalizacao,
} from '../src/features/owner-atendimento/localizacao';

/** A browser's geolocation that answers once, with a position or an error code. */
const geolocation = (resposta: { coords: { latitude: number; longitude: number } } | { code: number }) =>
  ({
    getCurrentPosition: (ok: PositionCallback, falha: PositionErrorCallback) =>
      'coords' in resposta ? ok(resposta as GeolocationPosition) : falha(resposta as GeolocationPositionError),
  }) as unknown as Geolocation;

describe("Atendimento: the shop's point from the browser (issue 31)", () => {
  it('when the browser answers, then the point is its latitude and longitude', async () => {
    await expect(pedirLocalizacao(geolocation({ coords: { latitude: -23.55, longitude: -46.63 } }))).resolves.toEqual({
      lat: -23.55,
      lng: -46.63,
    });
  });

  it('when the owner refuses, the position is unavailable, too slow, or the browser has no geolocation, then each gets its Portuguese message', async () => {
    const motivo = (code: number) => pedirLocalizacao(geolocation({ code })).catch(mensagemDeGeolocalizacao);
    await expect(motivo(1)).resolves.toBe(GEOLOCALIZACAO_NEGADA);
    await expect(motivo(2)).resolves.toBe(GEOLOCALIZACAO_INDISPONIVEL);
    await expect(motivo(3)).resolves.toBe(GEOLOCALIZACAO_DEMORADA);
    await expect(pedirLocalizacao(undefined).catch(mensagemDeGeolocalizacao)).resolves.toBe(SEM_GEOLOCALIZACAO);
  });
});
