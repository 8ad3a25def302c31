/**
 * One picture per theme for reviewing the catalogue: every design (columns) in every format
 * (rows), from the previews `npm run assets` wrote, with the starter-layout preview (sample
 * photos and names) when it exists. Writes .tmp/contact-sheet-<theme>.png.
 *
 *   npx tsx scripts/assets/render-contact-sheet.ts [assetsDir] [--plain]
 */
import { access, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { formats } from '../../src/shared/catalog/formats.js';
import { TemplateCatalog } from '../../src/shared/catalog/template-entry.js';
import { activeThemeKeys } from '../../src/shared/catalog/themes.js';

const cell = 300;
const pad = 16;
const label = 28;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function caption(text: string, width: number): Buffer {
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${label}"><text x="4" y="19" font-family="sans-serif" font-size="15" fill="#222">${safe}</text></svg>`,
  );
}

const args = process.argv.slice(2);
const assetsDir = resolve(args.find((a) => !a.startsWith('--')) ?? 'public/assets');
const plain = args.includes('--plain');
const catalog = TemplateCatalog.parse(JSON.parse(await readFile(join(assetsDir, 'templates.json'), 'utf8')));
const onDisk = (publicPath: string): string => join(assetsDir, publicPath.replace(/^\/assets\//, ''));
await mkdir('.tmp', { recursive: true });

for (const theme of activeThemeKeys) {
  const entries = catalog.filter((e) => e.category === theme);
  const names = [...new Set(entries.map((e) => e.original.split('/').pop() ?? ''))].sort();
  const width = pad + names.length * (cell + pad);
  const height = pad + formats.length * (cell + label + pad);
  const layers: OverlayOptions[] = [];
  for (const [row, format] of formats.entries()) {
    for (const [col, name] of names.entries()) {
      const entry = entries.find((e) => e.format === format.catalogKey && e.original.endsWith(`/${name}`));
      if (entry === undefined) continue;
      const starterPreview = onDisk(entry.preview).replace(/\/previews\//, '/starter-previews/');
      const source = !plain && (await exists(starterPreview)) ? starterPreview : onDisk(entry.preview);
      const left = pad + col * (cell + pad);
      const top = pad + row * (cell + label + pad);
      const { data: image, info } = await sharp(source).resize({ width: cell, height: cell, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
      layers.push({ input: image, left, top });
      layers.push({ input: caption(`${name.replace(/\.png$/, '')} · ${format.key}`, cell), left, top: top + info.height });
    }
  }
  const out = join('.tmp', `contact-sheet-${theme}.png`);
  await sharp({ create: { width, height, channels: 3, background: '#e9e9e9' } })
    .composite(layers)
    .png()
    .toFile(out);
  console.log(`${out}: ${names.length} designs × ${formats.length} formats`);
}
