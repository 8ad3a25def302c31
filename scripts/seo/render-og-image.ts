/**
 * Renders public/og-image.png, the 1200×630 picture link previews show for every page. Run by
 * hand after a change of brand (`npx tsx scripts/seo/render-og-image.ts`) and commit the PNG:
 * its text is drawn with the machine's fonts (Liberation Serif, DejaVu Sans), so a build on a
 * machine without them must not redraw it.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const width = 1200;
const height = 630;
const primary = '#b4235a';
const accent = '#c9a227';
const ink = '#1f2430';
const paper = '#faf7f5';

function photo(x: number, y: number, w: number, h: number, tint: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${tint}"/>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${paper}"/>
  <rect x="0" y="0" width="${width}" height="14" fill="${primary}"/>
  <rect x="0" y="${height - 14}" width="${width}" height="14" fill="${accent}"/>
  <g transform="translate(80 110) scale(3.4)">
    <rect x="3" y="3" width="26" height="26" rx="6" fill="${primary}"/>
    <rect x="9" y="8" width="14" height="16" rx="2" fill="none" stroke="#fff" stroke-width="2.2"/>
    <path d="M19 8h4v4" fill="none" stroke="${accent}" stroke-width="2.2"/>
  </g>
  <text x="210" y="196" font-family="Liberation Serif, DejaVu Serif, serif" font-size="92" font-weight="700" fill="${ink}">Cornice</text>
  <text x="84" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="50" fill="${ink}">Layout stampabili</text>
  <text x="84" y="362" font-family="Liberation Serif, DejaVu Serif, serif" font-size="50" fill="${ink}">per photobooth</text>
  <text x="84" y="440" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="27" fill="#4b5563">Cartoline e photostrip per matrimoni,</text>
  <text x="84" y="478" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="27" fill="#4b5563">compleanni, lauree e feste.</text>
  <g transform="translate(690 96) rotate(-5)">
    <rect width="250" height="375" rx="10" fill="#fff" stroke="#ebe4df" stroke-width="2"/>
    ${photo(22, 22, 206, 150, '#e9c9d5')}
    ${photo(22, 184, 206, 100, '#d9b8c5')}
    <text x="125" y="325" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-style="italic" font-size="28" fill="${primary}">Anna &amp; Marco</text>
    <text x="125" y="354" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="14" fill="#6b7280">12 · 06 · 2027</text>
  </g>
  <g transform="translate(965 150) rotate(6)">
    <rect width="130" height="390" rx="8" fill="#fff" stroke="#ebe4df" stroke-width="2"/>
    ${photo(14, 14, 102, 94, '#f0dca0')}
    ${photo(14, 118, 102, 94, '#e9c9d5')}
    ${photo(14, 222, 102, 94, '#f0dca0')}
    <text x="65" y="356" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-style="italic" font-size="22" fill="${primary}">Auguri!</text>
  </g>
</svg>`;

const png = await sharp(Buffer.from(svg), { density: 72 }).flatten({ background: paper }).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
const out = new URL('../../public/og-image.png', import.meta.url);
await writeFile(out, png);
const meta = await sharp(png).metadata();
console.log(`wrote ${out.pathname}: ${meta.width}x${meta.height}, ${(png.length / 1024).toFixed(1)} KB`);
