import Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { type ClientDraftDrawing, drawClientDraft, updateClientTexts } from './draw-client-draft.js';
import type { DraftPictures } from './use-draft-pictures.js';

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
  const drawingRef = useRef<ClientDraftDrawing | null>(null);
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
    // Two canvases: what typing never changes is drawn once, under what a keystroke redraws.
    stage.add(new Konva.Layer({ listening: false }), new Konva.Layer({ listening: false }));
    stageRef.current = stage;
    return () => {
      stage.destroy();
      stageRef.current = null;
    };
  }, []);

  const { template } = document;
  const scale = width / template.width;
  const height = Math.round(template.height * scale);
  const env = useMemo(() => ({ image: (element: { src: string }) => pictures.images.get(element.src) ?? null }), [pictures]);
  // The texts a new drawing starts from (kept first: effects run in order); keystrokes only update it.
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  }, [texts]);

  // The whole drawing, when the page, its pictures or its size change.
  useEffect(() => {
    const stage = stageRef.current;
    const [belowLayer, aboveLayer] = stage?.getLayers() ?? [];
    if (stage === null || belowLayer === undefined || aboveLayer === undefined || width === 0) return;
    stage.size({ width, height });
    belowLayer.destroyChildren();
    aboveLayer.destroyChildren();
    const next = drawClientDraft(document, textsRef.current, { template: pictures.template, env, photoLabel });
    next.below.scale({ x: scale, y: scale });
    next.above.scale({ x: scale, y: scale });
    belowLayer.add(next.below);
    aboveLayer.add(next.above);
    stage.draw();
    drawingRef.current = next;
    setBoxes(measureBoxes(next, next.textNodes.keys(), new Map()));
  }, [document, pictures, env, photoLabel, width, height, scale]);

  // A keystroke: only the texts that changed are drawn anew, and only the layer they are on.
  useEffect(() => {
    const drawing = drawingRef.current;
    if (drawing === null) return;
    const changed = updateClientTexts(drawing, texts, env);
    if (changed.length === 0) return;
    drawing.above.getLayer()?.draw();
    setBoxes((current) => {
      const next = measureBoxes(drawing, changed, current);
      return changed.every((id) => isSameBox(current.get(id), next.get(id))) ? current : next;
    });
  }, [texts, env]);

  return (
    <div ref={frameRef} className="editable-draft__frame">
      <div className="editable-draft__stage" style={{ width, height }}>
        <div ref={hostRef} role="img" aria-label={label} data-testid="editable-draft-canvas" />
        {width > 0 && renderOverlay(boxes, { width, height })}
      </div>
    </div>
  );
}

/** The boxes of `ids` measured from their drawn nodes, over a copy of `boxes`. */
function measureBoxes(drawing: ClientDraftDrawing, ids: Iterable<string>, boxes: ReadonlyMap<string, FieldBox>): Map<string, FieldBox> {
  const next = new Map(boxes);
  for (const id of ids) {
    const rect = drawing.textNodes.get(id)?.getClientRect({ skipShadow: true });
    if (rect !== undefined) next.set(id, { left: rect.x, top: rect.y, width: rect.width, height: rect.height });
  }
  return next;
}

function isSameBox(a: FieldBox | undefined, b: FieldBox | undefined): boolean {
  return a?.left === b?.left && a?.top === b?.top && a?.width === b?.width && a?.height === b?.height;
}
