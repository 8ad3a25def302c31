import type Konva from 'konva';
import { printableLayerName } from '../canvas/layer-names.js';

/** The stage's layers that hold what is printed, bottom first; null when there is no stage. */
export function findPrintableLayers(stage: Konva.Stage | null): Konva.Layer[] | null {
  if (stage === null) return null;
  return stage.getLayers().filter((layer) => layer.name() === printableLayerName);
}
