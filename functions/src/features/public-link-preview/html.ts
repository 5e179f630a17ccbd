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
