import { describe, expect, it } from 'vitest';
import { checkSlotRatios, suggestCameraRatio } from '../../../src/client/editor/booth/pack-checks.js';
import { formats } from '../../../src/shared/catalog/formats.js';
import { templatesPrefix } from '../../../src/shared/catalog/template-entry.js';
import { activeThemeKeys } from '../../../src/shared/catalog/themes.js';
import { designsByTheme } from './designs/index.js';
import { buildStarterLayout, type MeasureLine } from './starter-layout.js';
import { starterTextsByTheme } from './starter-texts.js';

/** Frames do not depend on the texts' widths: a rough measure keeps the fonts out of this test. */
const roughMeasure: MeasureLine = (text, _family, _bold, size) => text.length * size * 0.5;
const ctx = { grainTile: 'data:image/png;base64,' };

describe('the designed starters and the booth camera', () => {
  it('pass the booth check of the camera the print dialog starts from, on every design and format', () => {
    const failures: string[] = [];
    for (const theme of activeThemeKeys) {
      for (const design of designsByTheme[theme]) {
        for (const format of formats) {
          const path = `${templatesPrefix}${theme}/${format.catalogKey}/${design.name}.png`;
          const rendered = design.render(format, ctx);
          const document = buildStarterLayout(path, format, rendered, design.starter, starterTextsByTheme[theme], roughMeasure);
          const camera = suggestCameraRatio(document);
          const check = checkSlotRatios(document, camera);
          if (check.id === 'slot-ratio' && !check.isOk) failures.push(`${path}: ${check.slots.length} frames cut up to ${Math.max(...check.slots.map((slot) => slot.cropPercent))} % by a ${camera} camera`);
          // The camera the dialog starts from is the one the design drew its windows for.
          if (camera !== rendered.layout.camera) failures.push(`${path}: the dialog starts from ${camera}, the windows are ${rendered.layout.camera}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
