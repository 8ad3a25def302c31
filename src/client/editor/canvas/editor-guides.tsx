import Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Group, Rect } from 'react-konva';
import type { PrintArea } from '../../../shared/print/printer-presets.js';
import type { Guide } from '../model/snapping.js';
import type { GuideStore } from './guide-store.js';

interface EditorGuidesProps {
  template: { width: number; height: number };
  scale: number;
  /** The drag's guides, drawn straight from the store: a change of guides re-renders nothing. */
  guides: GuideStore;
  /** Inset of the print-margin guide, template px (0: none). */
  printMargin: number;
  /** The chosen printer's crop (what reaches the paper) and safe area, when its guides are on. */
  printerArea?: PrintArea | null;
}

const guideColour = '#e5007e';

function createGuideLine(guide: Guide, template: { width: number; height: number }, hairline: number): Konva.Line {
  const points = guide.orientation === 'vertical' ? [guide.x, 0, guide.x, template.height] : [0, guide.y, template.width, guide.y];
  return new Konva.Line({ points, stroke: guideColour, strokeWidth: hairline, listening: false });
}

/**
 * What only the editor shows over the layout, for the top of the overlay layer: the snapping
 * guides of a drag, the dashed red 3 mm print margin and, when chosen in the print
 * dialog, the printer preset's crop and safe area. Nothing here listens to the pointer.
 *
 * The snapping guides change on most pointer moves of a drag among many elements: the store's
 * subscriber swaps the lines of their group and asks the layer for its next frame's draw, which
 * the drag asks for anyway, instead of a React render of the stage on each move.
 */
export function EditorGuides({ template, scale, guides: store, printMargin, printerArea = null }: EditorGuidesProps) {
  const hairline = 1 / scale;
  const snapGroup = useRef<Konva.Group>(null);
  const { width, height } = template;
  useEffect(() => {
    const draw = () => {
      const group = snapGroup.current;
      if (group === null) return;
      group.destroyChildren();
      for (const guide of store.get()) group.add(createGuideLine(guide, { width, height }, hairline));
      group.getLayer()?.batchDraw();
    };
    draw();
    return store.subscribe(draw);
  }, [store, width, height, hairline]);
  return (
    <>
      {/* Filled by the effect above, never by React. */}
      <Group ref={snapGroup} name="snap-guides" listening={false} />
      <Group name="print-margin" listening={false}>
        {printMargin > 0 && (
          <Rect
            x={printMargin}
            y={printMargin}
            width={template.width - 2 * printMargin}
            height={template.height - 2 * printMargin}
            stroke="#e53935"
            strokeWidth={hairline}
            dash={[6 * hairline, 4 * hairline]}
          />
        )}
      </Group>
      {printerArea !== null && (
        <Group name="printer-area" listening={false}>
          {/* The printer's crop: solid blue, what lies outside it is cut off. Its safe area: dotted. */}
          <Rect x={printerArea.visible.x} y={printerArea.visible.y} width={printerArea.visible.width} height={printerArea.visible.height} stroke="#1e6bd6" strokeWidth={hairline * 1.5} />
          <Rect x={printerArea.safe.x} y={printerArea.safe.y} width={printerArea.safe.width} height={printerArea.safe.height} stroke="#1e6bd6" strokeWidth={hairline} dash={[2 * hairline, 3 * hairline]} />
        </Group>
      )}
    </>
  );
}
