import '../../../server/render/napi-konva-backend.js';
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { markStageDrawn } from './mark-drawn.js';

/** Konva outside a browser keeps the container as given: a stand-in with the dataset the marker writes. */
function stageWithContainer(): { stage: Konva.Stage; container: { dataset: Record<string, string> } } {
  const container = { dataset: {} as Record<string, string> };
  const stage = new Konva.Stage({ width: 200, height: 100, container: container as unknown as HTMLDivElement });
  return { stage, container };
}

describe("the elements layer's drawn marker", () => {
  it("marks the stage's container at the layer's first draw, which adding it to the stage is", () => {
    const { stage, container } = stageWithContainer();
    const layer = new Konva.Layer();
    layer.add(new Konva.Text({ text: 'Giulia & Marco', fontFamily: 'Lora', fontSize: 20 }));
    layer.on('draw', markStageDrawn);
    expect(container.dataset['drawn']).toBeUndefined();
    stage.add(layer);
    expect(container.dataset['drawn']).toBe('true');
    stage.destroy();
  });

  it('marks nothing for a layer drawn off any stage', () => {
    const { stage, container } = stageWithContainer();
    const layer = new Konva.Layer();
    layer.on('draw', markStageDrawn);
    layer.draw();
    expect(container.dataset['drawn']).toBeUndefined();
    stage.destroy();
  });
});
