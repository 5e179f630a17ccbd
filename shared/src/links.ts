import { lojaRefPath, pagePaths } from './api-paths.js';

/** How a public URL names a shop: /loja/{slug} or /catalogo/{lojaId} (the API's routes and the public app's alike). */
export type LojaRef = { slug: string } | { lojaId: string };

/** https://wa.me/{digits}?text={encoded}; the number keeps only its digits. */
export function whatsappLink(numero: string, texto?: string): string {
  const digits = numero.replace(/\D/g, '');
  return texto === undefined ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(texto)}`;
}

/** The address on Google Maps (its search, which opens the Maps app on a phone): the shop's address for a pickup. */
export function mapsLink(endereco: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(endereco.trim())}`;
}

/** The shop as its public link names it: by its slug when it has one, else by its id. */
export const lojaRefOf = (lojaId: string, subdominio?: string | null): LojaRef => (subdominio ? { slug: subdominio } : { lojaId });

/** The public catalogue link: /loja/{slug} when the shop has a slug, else /catalogo/{lojaId}. */
export function catalogoPath(lojaId: string, subdominio?: string | null): string {
  return lojaRefPath(lojaRefOf(lojaId, subdominio), pagePaths.loja, pagePaths.catalogo);
}

/** A product's page under the shop's public link: /loja/{slug}/produto/{produtoId}, or by the shop's id. */
export function produtoPagePath(lojaId: string, subdominio: string | null | undefined, produtoId: string): string {
  return lojaRefPath(lojaRefOf(lojaId, subdominio), pagePaths.lojaProduto, pagePaths.catalogoProduto, { produtoId });
}

const SOCIAL_BASE = {
  instagram: 'https://instagram.com/',
  facebook: 'https://facebook.com/',
} as const;

/** A value starting with http is used as is, else it is a handle on the network. */
export function socialLink(rede: keyof typeof SOCIAL_BASE, valor: string): string {
  const trimmed = valor.trim();
  return trimmed.startsWith('http') ? trimmed : SOCIAL_BASE[rede] + trimmed.replace(/^@/, '');
}
