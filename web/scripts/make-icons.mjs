// Renders the Vitrine mark (a storefront, white on brand blue) into the PWA icons and the favicon.
// Run after changing the mark: node web/scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const BRAND = '#2563EB';
const publicDir = new URL('../public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

// Lucide's "store" glyph (ISC licence), the icon the app shows next to the name; 24-unit grid,
// its drawing spans about x 1.5..22.5, y 2..21.
const STORE_PATHS = [
  'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5',
  'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
  'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05',
];

/**
 * The mark on a 512 canvas. `radius` rounds the background (0 = full bleed); `glyph` is the
 * glyph's width as a share of the canvas.
 */
function markSvg({ size, radius, glyph }) {
  const scale = (512 * glyph) / 21;
  const paths = STORE_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${radius}" fill="${BRAND}"/>
<g transform="translate(256 256) scale(${scale.toFixed(3)}) translate(-12 -11.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>
`;
}

const ROUNDED = { radius: 112, glyph: 0.6 };
// Maskable: launchers crop to any shape inside the central 80% circle, so the background fills
// the square and the glyph (half-diagonal ~0.37 of the canvas at 0.5) stays inside that circle.
const MASKABLE = { radius: 0, glyph: 0.5 };

const outputs = [
  { file: 'icon-192.png', size: 192, ...ROUNDED },
  { file: 'icon-512.png', size: 512, ...ROUNDED },
  { file: 'icon-maskable-512.png', size: 512, ...MASKABLE },
];

mkdirSync(iconsDir, { recursive: true });
for (const { file, ...mark } of outputs) {
  await sharp(Buffer.from(markSvg(mark)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(file, iconsDir).pathname);
}
writeFileSync(new URL('favicon.svg', publicDir), markSvg({ size: 32, ...ROUNDED }));
console.log('Icons written to web/public/icons and web/public/favicon.svg');
