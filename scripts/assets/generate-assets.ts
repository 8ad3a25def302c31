/**
 * Generates every static asset the app serves from npm packages: the print templates (SVG
 * rendered by sharp; their 300 dpi originals into template-originals/), the self-hosted fonts and the clip-art. Deterministic, no network; each
 * generator skips itself when its stamp says the output is up to date. Run by `npm run build`.
 */
import path from 'node:path';
import { generateClipart } from './clipart/generate-clipart.js';
import { generateFonts } from './fonts/generate-fonts.js';
import { defaultTemplateOriginalsDir } from '../../src/server/paths.js';
import { generateTemplates } from './templates/generate-templates.js';

const outDir = path.resolve(process.argv[2] ?? 'public/assets');
/** The print originals: not under public/, so neither Vite nor the static files plugin serves them. */
const originalsDir = path.resolve(process.argv[3] ?? defaultTemplateOriginalsDir);
const started = Date.now();
await generateFonts(outDir);
await generateClipart(outDir);
await generateTemplates(outDir, originalsDir);
console.log(`assets ready in ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
