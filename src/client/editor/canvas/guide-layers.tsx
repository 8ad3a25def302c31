import { useSyncExternalStore } from 'react';
import { Layer, Line, Rect } from 'react-konva';
import type { PrintArea } from '../../../shared/print/printer-presets.js';
import type { GuideStore } from './guide-store.js';

interface GuideLayersProps {
  template: { width: number; height: number };
  scale: number;
  /** The drag's guides: this component alone re-renders when they change. */
  guides: GuideStore;
  /** Inset of the print-margin guide, template px (0: none). */
  printMargin: number;
  /** The chosen printer's crop (what reaches the paper) and safe area, when its guides are on. */
  printerArea?: PrintArea | null;
}

/**
 * What only the editor shows: the snapping guides of a drag, the dashed red 3 mm print margin
 * (spec §2) and, when chosen in the print dialog, the printer preset's crop and safe area.
 */
export function GuideLayers({ template, scale, guides: store, printMargin, printerArea = null }: GuideLayersProps) {
  const guides = useSyncExternalStore(store.subscribe, store.get);
  const hairline = 1 / scale;
  return (
    <>
      <Layer listening={false} name="guides">
        {guides.map((guide) =>
          guide.orientation === 'vertical' ? (
            <Line key={`v${guide.x}`} points={[guide.x, 0, guide.x, template.height]} stroke="#e5007e" strokeWidth={hairline} />
          ) : (
            <Line key={`h${guide.y}`} points={[0, guide.y, template.width, guide.y]} stroke="#e5007e" strokeWidth={hairline} />
          ),
        )}
      </Layer>
      <Layer listening={false} name="print-margin">
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
      </Layer>
      {printerArea !== null && (
        <Layer listening={false} name="printer-area">
          {/* The printer's crop: solid blue, what lies outside it is cut off. Its safe area: dotted. */}
          <Rect x={printerArea.visible.x} y={printerArea.visible.y} width={printerArea.visible.width} height={printerArea.visible.height} stroke="#1e6bd6" strokeWidth={hairline * 1.5} />
          <Rect x={printerArea.safe.x} y={printerArea.safe.y} width={printerArea.safe.width} height={printerArea.safe.height} stroke="#1e6bd6" strokeWidth={hairline} dash={[2 * hairline, 3 * hairline]} />
        </Layer>
      )}
    </>
  );
}
