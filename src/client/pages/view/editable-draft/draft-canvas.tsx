import Konva from 'konva';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { drawClientDraft } from './draw-client-draft';
import type { DraftPictures } from './use-draft-pictures';

/** Where an editable text is drawn, in the canvas's CSS pixels. */
export interface FieldBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface DraftCanvasProps {
  document: LayoutDocument;
  texts: ReadonlyMap<string, string>;
  pictures: DraftPictures;
  photoLabel: string;
  label: string;
  /** The tap targets and the open field editor, placed over the canvas from the drawn boxes. */
  renderOverlay: (boxes: ReadonlyMap<string, FieldBox>, size: { width: number; height: number }) => ReactNode;
}

/** The widest the draft is drawn, in CSS pixels (a phone draws it at its own width). */
const maxWidth = 640;

/**
 * The draft drawn with Konva at the width of the page: the client's texts as they type, each
 * editable text's box measured from its drawn node so the overlay sits exactly on it.
 */
export function DraftCanvas({ document, texts, pictures, photoLabel, label, renderOverlay }: DraftCanvasProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage | null>(null);
  const [width, setWidth] = useState(0);
  const [boxes, setBoxes] = useState<ReadonlyMap<string, FieldBox>>(new Map());

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return undefined;
    const measure = () => setWidth(Math.min(maxWidth, Math.floor(frame.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return undefined;
    const stage = new Konva.Stage({ container: host, width: 1, height: 1, listening: false });
    stage.add(new Konva.Layer({ listening: false }));
    stageRef.current = stage;
    return () => {
      stage.destroy();
      stageRef.current = null;
    };
  }, []);

  const { template } = document;
  const scale = width / template.width;
  const height = Math.round(template.height * scale);

  useEffect(() => {
    const stage = stageRef.current;
    const layer = stage?.getLayers()[0];
    if (stage === null || layer === undefined || width === 0) return;
    stage.size({ width, height });
    layer.destroyChildren();
    const env = { image: (element: { src: string }) => pictures.images.get(element.src) ?? null };
    const drawing = drawClientDraft(document, texts, { template: pictures.template, env, photoLabel });
    drawing.group.scale({ x: scale, y: scale });
    layer.add(drawing.group);
    layer.draw();
    const next = new Map<string, FieldBox>();
    for (const [id, node] of drawing.textNodes) {
      const rect = node.getClientRect({ skipShadow: true });
      next.set(id, { left: rect.x, top: rect.y, width: rect.width, height: rect.height });
    }
    setBoxes(next);
  }, [document, texts, pictures, photoLabel, width, height, scale]);

  return (
    <div ref={frameRef} className="editable-draft__frame">
      <div className="editable-draft__stage" style={{ width, height }}>
        <div ref={hostRef} role="img" aria-label={label} data-testid="editable-draft-canvas" />
        {width > 0 && renderOverlay(boxes, { width, height })}
      </div>
    </div>
  );
}
