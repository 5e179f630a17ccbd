/** How a public URL names a shop: /loja/{slug} or /catalogo/{lojistaId} (the API's routes and the public app's alike). */
export type LojaRef = { slug: string } | { lojistaId: string };

/** https://wa.me/{digits}?text={encoded}; the number keeps only its digits. */
export function whatsappLink(numero: string, texto?: string): string {
  const digits = numero.replace(/\D/g, '');
  return texto === undefined ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(texto)}`;
}

/** The address on Google Maps (its search, which opens the Maps app on a phone): the shop's address for a pickup. */
export function mapsLink(endereco: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(endereco.trim())}`;
}

/** The public catalogue link: /loja/{slug} when the shop has a slug, else /catalogo/{lojistaId}. */
export function catalogoPath(lojistaId: string, subdominio?: string | null): string {
  return subdominio ? `/loja/${subdominio}` : `/catalogo/${lojistaId}`;
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
