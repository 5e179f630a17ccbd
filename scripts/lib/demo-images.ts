import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGEM_LARGURAS, imagemNome } from '@vitrine/shared/imagens';

const require = createRequire(import.meta.url);

/**
 * Demo product pictures drawn here (no network, no binary assets in the repo): a lucide icon on a
 * soft gradient, rendered to WebP with sharp like the uploads will be.
 */
async function renderDemoImage(icon: string, colour: string, largura: number): Promise<Buffer> {
  const iconSvg = readFileSync(require.resolve(`lucide-static/icons/${icon}.svg`), 'utf8');
  const inner = iconSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}" stop-opacity="0.18"/><stop offset="1" stop-color="${colour}" stop-opacity="0.42"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="#ffffff"/><rect width="800" height="800" fill="url(#g)"/>
    <circle cx="400" cy="400" r="230" fill="#ffffff" fill-opacity="0.85"/>
    <g transform="translate(250 250) scale(12.5)" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${inner}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).resize(largura, largura).webp({ quality: 80 }).toBuffer();
}

/**
 * Writes `{dir}/{base}-200.webp`, `-400` and `-800` as an upload stores them, so the demo shop's
 * pages use srcset like a real one; answers the 800 file's name (the URL the product keeps).
 */
export async function writeDemoImage(dir: string, base: string, icon: string, colour: string): Promise<string> {
  for (const largura of IMAGEM_LARGURAS) {
    writeFileSync(join(dir, imagemNome(base, largura)), await renderDemoImage(icon, colour, largura));
  }
  return imagemNome(base, 800);
}
