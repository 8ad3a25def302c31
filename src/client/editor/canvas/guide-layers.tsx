import { useSyncExternalStore } from 'react';
import { Layer, Line, Rect } from 'react-konva';
import type { GuideStore } from './guide-store.js';

interface GuideLayersProps {
  template: { width: number; height: number };
  scale: number;
  /** The drag's guides: this component alone re-renders when they change. */
  guides: GuideStore;
  /** Inset of the print-margin guide, template px (0: none). */
  printMargin: number;
}

/** What only the editor shows: the snapping guides of a drag and the dashed red 3 mm print margin (spec §2). */
export function GuideLayers({ template, scale, guides: store, printMargin }: GuideLayersProps) {
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
    </>
  );
}
