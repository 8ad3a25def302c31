import type Konva from 'konva';

/**
 * Whether the layer has a batchDraw() waiting for the next animation frame. Konva keeps this in
 * `_waitingForDraw` (Layer.batchDraw, konva 10) with no public reader; a Konva without it reads
 * as not waiting, and a press then simply waits for the frame as before.
 */
export function isWaitingForDraw(layer: Konva.Layer): boolean {
  return (layer as unknown as { _waitingForDraw?: unknown })._waitingForDraw === true;
}
