/**
 * Generates every static asset the app serves from npm packages: the print templates (SVG
 * rendered by sharp), the self-hosted fonts and the clip-art. Deterministic, no network; each
 * generator skips itself when its stamp says the output is up to date. Run by `npm run build`.
 */
import path from 'node:path';
import { generateClipart } from './clipart/generate-clipart.js';
import { generateFonts } from './fonts/generate-fonts.js';
import { generateTemplates } from './templates/generate-templates.js';

const outDir = path.resolve(process.argv[2] ?? 'public/assets');
const started = Date.now();
await generateFonts(outDir);
await generateClipart(outDir);
await generateTemplates(outDir);
console.log(`assets ready in ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
