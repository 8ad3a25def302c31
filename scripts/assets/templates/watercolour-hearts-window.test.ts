import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formats } from '../../../src/shared/catalog/formats.js';
import { templatesPrefix } from '../../../src/shared/catalog/template-entry.js';
import { checkStarter } from './check-starter.js';
import { watercolourHearts } from './designs/matrimonio/watercolour-hearts.js';
import { makeDesignContext } from './render.js';
import { measureLine } from './starter-fonts.js';
import { buildStarterLayout } from './starter-layout.js';
import { starterTextsByTheme } from './starter-texts.js';

/**
 * Watercolour Hearts on every format, drawn as the generator draws it: the photo frames of its
 * starter fill their windows (an arched window left its top and side slivers white in every
 * preview and print), and the rest of the starter check holds.
 */
describe('Watercolour Hearts', () => {
  it('leaves no white part of a photo window outside the frame, on any format', async () => {
    const ctx = await makeDesignContext();
    const failures: string[] = [];
    for (const format of formats) {
      const rendered = watercolourHearts.render(format, ctx);
      const path = `${templatesPrefix}matrimonio/${format.catalogKey}/watercolour-hearts.png`;
      const document = buildStarterLayout(path, format, rendered, watercolourHearts.starter, starterTextsByTheme.matrimonio, measureLine);
      const { data, info } = await sharp(Buffer.from(rendered.svg), { density: 72, limitInputPixels: false }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const problems = checkStarter(document, path, format, { width: info.width, height: info.height, data });
      failures.push(...problems.map((problem) => `${format.key}: ${problem}`));
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
