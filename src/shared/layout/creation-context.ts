import type { IdGenerator } from './id-generator.js';
import type { LayoutTemplate } from './layout-document.js';

/**
 * What every element factory needs: ids, the display scale at the moment of creation (spec
 * lengths are screen pixels) and the template size (for centring and width caps).
 */
export interface CreationContext {
  createId: IdGenerator;
  scale: number;
  template: Pick<LayoutTemplate, 'width' | 'height'>;
}
