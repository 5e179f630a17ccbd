/**
 * The browser's location for the shop's point (issue 31), asked only when the owner taps "Usar
 * minha localização", and what to tell them in Portuguese when it does not come.
 */

export interface Ponto {
  lat: number;
  lng: number;
}

export const SEM_GEOLOCALIZACAO = 'Este navegador não informa a localização. Digite a latitude e a longitude.';
export const GEOLOCALIZACAO_NEGADA =
  'Você não permitiu o acesso à localização. Libere nas configurações do navegador ou digite a latitude e a longitude.';
export const GEOLOCALIZACAO_INDISPONIVEL = 'Não foi possível descobrir a localização agora. Tente de novo ou digite as coordenadas.';
export const GEOLOCALIZACAO_DEMORADA = 'A localização demorou demais. Tente de novo perto de uma janela ou digite as coordenadas.';

class SemGeolocalizacao extends Error {}

export function pedirLocalizacao(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Ponto> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new SemGeolocalizacao());
      return;
    }
    geolocation.getCurrentPosition(({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }), reject, {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    });
  });
}

/** The message for a failed request: refused, unavailable, too slow, or no geolocation at all. */
export function mensagemDeGeolocalizacao(error: unknown): string {
  if (error instanceof SemGeolocalizacao) return SEM_GEOLOCALIZACAO;
  const code = (error as { code?: number } | null)?.code;
  if (code === 1) return GEOLOCALIZACAO_NEGADA;
  if (code === 3) return GEOLOCALIZACAO_DEMORADA;
  return GEOLOCALIZACAO_INDISPONIVEL;
}
