import type Konva from 'konva';

/**
 * The elements' layer's 'draw' handler: the stage's container gets `data-drawn="true"` at the
 * layer's first draw, which the editor holds back until the document exists and its font faces
 * are loaded (editor-workspace.tsx): from then on the layout is on screen in its own fonts.
 * Benchmarks and end-to-end tests wait for it. Passed as the layer's `onDraw` prop, so it is
 * listening before react-konva adds the layer to the stage, which draws it at once.
 */
export function markStageDrawn(event: { currentTarget: unknown }): void {
  const container = (event.currentTarget as Konva.Layer).getStage()?.container();
  if (container !== undefined && container.dataset['drawn'] !== 'true') container.dataset['drawn'] = 'true';
}
