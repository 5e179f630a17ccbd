import { lojaRefOf } from '@vitrine/shared';
import { lojaRefPath } from '@vitrine/shared/api-paths';
import { FORMATO_AMPLIADO, cardapioPath, pageFilePaths } from '@vitrine/shared/page-file-paths';

/** The channels a tracked link names in utm_source (shared ORIGENS classifies them in Desempenho). */
export const CANAIS_RASTREADOS = [
  { origem: 'instagram', label: 'Instagram (bio)' },
  { origem: 'whatsapp', label: 'WhatsApp (status)' },
  { origem: 'facebook', label: 'Facebook' },
  { origem: 'google', label: 'Google' },
  { origem: 'qrcode', label: 'QR Code impresso (balcão/mesa)' },
] as const;

export type OrigemRastreada = (typeof CANAIS_RASTREADOS)[number]['origem'];

/** The shop link tagged with its origin: `?utm_source=<origem>` (or `&` when the link has a query already). */
export function linkRastreado(link: string, origem: OrigemRastreada): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', origem);
  return url.toString();
}

/** The product feeds' public URLs: Meta's CSV and Google's XML, under the shop's slug path (or its id without one). */
export function feedUrls(origin: string, lojaId: string, subdominio?: string | null) {
  const base = origin.replace(/\/$/, '');
  const ref = lojaRefOf(lojaId, subdominio);
  return {
    meta: base + lojaRefPath(ref, pageFilePaths.lojaFeedMeta, pageFilePaths.catalogoFeedMeta),
    google: base + lojaRefPath(ref, pageFilePaths.lojaFeedGoogle, pageFilePaths.catalogoFeedGoogle),
  };
}

/** The printed menu's public URLs (issue 47): the A4 menu and its large print, under the shop's slug path (or its id without one). */
export function cardapioUrls(origin: string, lojaId: string, subdominio?: string | null) {
  const base = origin.replace(/\/$/, '');
  const ref = lojaRefOf(lojaId, subdominio);
  return { padrao: base + cardapioPath(ref), ampliado: base + cardapioPath(ref, FORMATO_AMPLIADO) };
}
