/**
 * Vite plugin: `import image from './shot-1280.webp?responsive'` answers
 * `{ type: 'image/avif', src, srcSet }`, AVIF copies of that image at the widths below (never wider
 * than the source), made with sharp when the module is first built. Each copy is then imported as
 * an ordinary asset, so Vite gives it a hashed, long-cacheable URL, the same in the browser build
 * and the server's (SSR) one, and serves it in dev. The copies are kept in
 * node_modules/.cache/cornice-responsive-images, in a folder named by the source's content and the
 * encoder's settings: encoded once per checkout (AVIF is slow: about 20 s per screenshot), deterministic.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const query = '?responsive';
/** Fit for phones (a 390 px screen at 2–3x picks 720 or 960) and for a 600 px column at 2x. */
export const responsiveWidths = [480, 720, 960, 1280] as const;
/** Quality 50 keeps the screenshots' small UI text sharp at a third of the WebP's bytes. */
const avifOptions = { quality: 50, effort: 4 } as const;
const cacheDir = path.resolve('node_modules/.cache/cornice-responsive-images');

interface Variant {
  width: number;
  file: string;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The AVIF copies of one source image, encoded when not in the cache yet. */
async function ensureVariants(source: string): Promise<Variant[]> {
  const bytes = await readFile(source);
  const { width: sourceWidth } = await sharp(bytes).metadata();
  const key = createHash('sha256').update(bytes).update(JSON.stringify(avifOptions)).digest('hex').slice(0, 16);
  const base = path.basename(source, path.extname(source)).replace(/-\d+$/, '');
  const widths = responsiveWidths.filter((width) => width <= sourceWidth);
  // One folder per source content and settings; the files keep plain names (editor-postcard-720.avif).
  const folder = path.join(cacheDir, key);
  await mkdir(folder, { recursive: true });
  return Promise.all(
    widths.map(async (width) => {
      const file = path.join(folder, `${base}-${width}.avif`);
      if (!(await exists(file))) {
        const encoded = await sharp(bytes).resize({ width }).avif(avifOptions).toBuffer();
        // Written aside then renamed: a parallel build or test run never reads half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, encoded);
        await rename(partial, file);
      }
      return { width, file };
    }),
  );
}

/** The module's code: each copy imported as an asset, the srcset built from their URLs. */
function moduleCode(importer: string, variants: Variant[]): string {
  const imports = variants.map(({ file }, index) => {
    const relative = path.relative(path.dirname(importer), file).split(path.sep).join('/');
    return `import variant${index} from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`;
  });
  const srcSet = variants.map(({ width }, index) => `\${variant${index}} ${width}w`).join(', ');
  // The fallback URL (a preload's href, for browsers without srcset): the copy for a phone.
  const fallback = Math.max(0, variants.findIndex(({ width }) => width >= 640));
  return `${imports.join('\n')}\nexport default { type: 'image/avif', src: variant${fallback}, srcSet: \`${srcSet}\` };\n`;
}

export function responsiveImages(): Plugin {
  return {
    name: 'cornice:responsive-images',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const source = id.slice(0, -query.length);
      this.addWatchFile(source);
      return moduleCode(source, await ensureVariants(source));
    },
  };
}
