import type { Origem } from '@vitrine/shared';

/**
 * Where a visit came from, from what the page saw and the browser it runs in. The page sends one
 * raw hint: the link's utm_source when it had one (shops tag the links they post), else
 * document.referrer. Shops mostly share their link on WhatsApp, Instagram and Facebook, whose apps
 * often send no referrer at all, so their in-app browsers' user agents are the last clue.
 */
export function classificarOrigem(origemHint: string | undefined, userAgent: string | undefined): Origem {
  const hint = (origemHint ?? '').trim().toLowerCase();
  const porDica = hint ? (ehEndereco(hint) ? origemDoEndereco(hint) : origemDoUtm(hint)) : null;
  return porDica ?? origemDoNavegador(userAgent ?? '') ?? (hint ? 'outros' : 'direto');
}

/** utm_source values as people write them: 'ig', 'Instagram', 'instagram_stories', 'wa', 'zap', 'fb', 'google_ads'... */
const UTM: Array<[Origem, RegExp]> = [
  // The shop's manifest tags its start_url (public-link-preview/manifesto.ts UTM_DO_APP).
  ['app', /^app_vitrine$/],
  ['whatsapp', /^(wa|wpp|zap|zapzap|whats|whatsapp.*)$/],
  ['instagram', /^(ig|insta|instagram.*)$/],
  ['facebook', /^(fb|face|facebook.*|messenger)$/],
  ['google', /^(google.*|gads|adwords|gmb)$/],
  ['qrcode', /^(qr|qr_?code.*|balcao|mesa)$/],
];

function origemDoUtm(utm: string): Origem | null {
  // A domain in utm_source ('instagram.com') reads like a referrer.
  const dominio = /^([a-z0-9-]+(\.[a-z0-9-]+)+)(\/.*)?$/.exec(utm);
  if (dominio) return origemDoHost(dominio[1]!);
  const termo = utm.replace(/[\s.-]+/g, '_');
  return UTM.find(([, padrao]) => padrao.test(termo))?.[0] ?? null;
}

/** A referrer: http(s) URLs, and android-app://package that Android apps send as theirs. */
const ehEndereco = (hint: string) => /^(https?|android-app):\/\//.test(hint);

function origemDoEndereco(endereco: string): Origem | null {
  if (!URL.canParse(endereco)) return null;
  const { protocol, hostname } = new URL(endereco);
  return protocol === 'android-app:' ? (APPS_ANDROID[hostname] ?? null) : origemDoHost(hostname);
}

const APPS_ANDROID: Record<string, Origem> = {
  'com.whatsapp': 'whatsapp',
  'com.whatsapp.w4b': 'whatsapp',
  'com.instagram.android': 'instagram',
  'com.facebook.katana': 'facebook',
  'com.facebook.lite': 'facebook',
  'com.facebook.orca': 'facebook',
  'com.google.android.googlequicksearchbox': 'google',
};

/** The host or any subdomain of it: l.instagram.com, m.facebook.com, api.whatsapp.com, www.google.com.br. */
const HOSTS: Array<[Origem, RegExp]> = [
  ['whatsapp', /(^|\.)(wa\.me|whatsapp\.(com|net))$/],
  ['instagram', /(^|\.)(instagram\.com|instagr\.am)$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.me|fb\.com|fb\.watch|m\.me|messenger\.com)$/],
  // google.com, google.com.br, google.co.uk, google.de, but not google.example.com.
  ['google', /(^|\.)google\.(com|co|[a-z]{2})(\.[a-z]{2})?$/],
];

function origemDoHost(host: string): Origem | null {
  return HOSTS.find(([, padrao]) => padrao.test(host))?.[0] ?? null;
}

/** In-app browsers name themselves: Instagram's first, since Meta's apps share the FB tokens. */
function origemDoNavegador(userAgent: string): Origem | null {
  if (/\bInstagram\b/.test(userAgent)) return 'instagram';
  if (/\b(FBAN|FBAV|FB_IAB|FBIOS|FB4A)\b/.test(userAgent)) return 'facebook';
  if (/\bWhatsApp\b/i.test(userAgent)) return 'whatsapp';
  return null;
}
