/** What a shared link shows in WhatsApp, Instagram, Facebook or X: every value is plain text or an absolute URL. */
export interface PreviewMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  image: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'product';
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Shop texts may run long or over lines; previews show a line or two. */
export function resumo(text: string, max = 200): string {
  const linha = text.replace(/\s+/g, ' ').trim();
  return linha.length <= max ? linha : `${linha.slice(0, max - 1).trimEnd()}…`;
}

function tags(meta: PreviewMeta): string {
  const name = (key: string, value: string) => `<meta name="${key}" content="${escapeHtml(value)}" />`;
  const property = (key: string, value: string) => `<meta property="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    name('description', meta.description),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:image', meta.image),
    property('og:url', meta.url),
    property('og:type', meta.type),
    property('og:locale', 'pt_BR'),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    name('twitter:image', meta.image),
  ].join('\n    ');
}

/** The web app's own title, description and any social tags: replaced, not doubled. */
const OWN_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi,
];

/**
 * index.html with the page's tags in place of the app's generic ones, early in <head> (right after
 * the charset) so that crawlers reading only the start of the page still find them.
 */
export function injectMeta(indexHtml: string, meta: PreviewMeta): string {
  const html = OWN_TAGS.reduce((semTags, pattern) => semTags.replace(pattern, ''), indexHtml);
  const charset = /<meta\s+charset=[^>]*>\s*/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html sem </head>');
  const indent = charset ? '' : '  ';
  return `${html.slice(0, at)}${indent}${tags(meta)}\n    ${html.slice(at)}`;
}

/** Where the web app's index.html keeps its loading screen, which a catalogue page's first screen replaces. */
const CARREGANDO = /<!--carregando-->[\s\S]*?<!--\/carregando-->/;
/**
 * The preloads of the public app's code (web/build/public-app.ts marks them `data-app`): a page
 * that shows its first screen without it asks for it after its first pictures (web/src/main.tsx),
 * so on a slow connection the code does not hold back the page's largest paint.
 */
const PRELOAD_DO_APP = /<link\s+rel="modulepreload"[^>]*\sdata-app[^>]*>\s*/g;
/**
 * The boot entry and what it imports: on such a page they come after its pictures too (low
 * priority), since nothing on its first screen waits for them.
 */
const CODIGO = /<script\s+type="module"[^>]*>|<link\s+rel="modulepreload"[^>]*>/g;
/**
 * web/public/pagina.js, a render-blocking script that marks the two pages whose first screen
 * index.html draws itself (/ and /admin/login): a catalogue page is neither, and its first paint
 * does not wait for it.
 */
const MARCA_DA_PAGINA = /<script\s+src="\/pagina\.js"><\/script>\s*/;

/**
 * A catalogue's first screen as the web app's server render draws it (web/src/public-app/ssr.tsx):
 * its markup, the id of the element it goes in, the time it was drawn at (ISO) and the id of the
 * JSON script that carries the catalogue it drew.
 */
export interface PrimeiraTela {
  html: string;
  raiz: string;
  agora: string;
  id: string;
}

/**
 * A catalogue page's index.html with the shop's first screen in place of the loading screen and
 * the catalogue it was drawn from as JSON (the page starts from it: web/src/public-app/ssr.tsx).
 * `<` is escaped in the JSON so no text of the shop can close the script. An index.html without
 * the markers (an older build) is answered as it is: the app then draws the page itself.
 *
 * The first screen is `inert` until the app has hydrated it (web/src/public-app/primeira-tela.ts):
 * a picture of the page, which a tap or a screen reader cannot mistake for the page itself (its
 * buttons do nothing before the app runs). Its element holds nothing but the markup, as the
 * hydration expects. The app's code is not preloaded on such a page (PRELOAD_DO_APP), the boot
 * entry's is asked for at low priority (CODIGO), and nothing blocks its first paint
 * (MARCA_DA_PAGINA).
 */
export function injectPrimeiraTela(indexHtml: string, { html, json, id, raiz, agora }: PrimeiraTela & { json: unknown }): string {
  if (!CARREGANDO.test(indexHtml)) return indexHtml;
  const dados = JSON.stringify(json).replace(/</g, '\\u003c');
  const tela = `<div id="${escapeHtml(raiz)}" inert data-agora="${escapeHtml(agora)}">${html}</div>`;
  return indexHtml
    .replace(CARREGANDO, () => `${tela}<script id="${escapeHtml(id)}" type="application/json">${dados}</script>`)
    .replace(PRELOAD_DO_APP, '')
    .replace(MARCA_DA_PAGINA, '')
    .replace(CODIGO, (tag) => (/\sfetchpriority=/i.test(tag) ? tag : tag.replace(/^<(script|link)/i, '<$1 fetchpriority="low"')));
}

/** The tags that make the page installable as an app: the manifest, the browser bar's colour, the iPhone's icon and name. */
const TAGS_DO_APP = [
  /<link\s+rel=["']manifest["'][^>]*>\s*/gi,
  /<meta\s+name=["']theme-color["'][^>]*>\s*/gi,
  /<link\s+rel=["']apple-touch-icon["'][^>]*>\s*/gi,
  /<meta\s+name=["']apple-mobile-web-app-title["'][^>]*>\s*/gi,
];

/**
 * A shop's page installs as the shop (issue 14): its manifest, its colour and its icon in place of
 * Vitrine's, before </head>.
 */
export function injectApp(indexHtml: string, app: { manifest: string; cor: string; icone: string; nome: string }): string {
  const html = TAGS_DO_APP.reduce((semTags, pattern) => semTags.replace(pattern, ''), indexHtml);
  const tags = [
    `<link rel="manifest" href="${escapeHtml(app.manifest)}" />`,
    `<meta name="theme-color" content="${escapeHtml(app.cor)}" />`,
    `<link rel="apple-touch-icon" href="${escapeHtml(app.icone)}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(app.nome)}" />`,
  ].join('\n    ');
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html sem </head>');
  return `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}

/**
 * A shop's page for search engines (issue 32): its canonical URL (the slug's, whatever URL named
 * it) and its schema.org JSON-LD, before </head>. `<` is escaped in the JSON, so no text of the
 * shop can close the script; the JSON stays valid (JSON.parse reads \u003c back as `<`).
 */
export function injectBusca(indexHtml: string, { canonical, jsonLd }: { canonical: string; jsonLd: object }): string {
  const html = indexHtml.replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  const dados = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`, `<script type="application/ld+json">${dados}</script>`].join(
    '\n    ',
  );
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html sem </head>');
  return `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}
