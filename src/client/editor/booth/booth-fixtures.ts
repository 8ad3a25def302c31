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
