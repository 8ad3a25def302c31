import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { TextElement } from '../../../shared/layout/text-element.js';
import { getElementBox } from '../model/element-box.js';
import { moveElements } from '../model/move-elements.js';
import { resizeElement } from '../model/resize-element.js';
import type { Selection } from '../model/selection.js';
import { findSnapTargets, snapBox, type Guide } from '../model/snapping.js';
import { updateElement } from '../model/update-element.js';
import type { DocumentChange, EditorAction } from '../state/editor-reducer.js';
import type { ElementHandlers } from './element-node.js';
import { isTypingTarget } from '../state/use-editor-keyboard.js';
import { DemoOverlay } from './demo-overlay.js';
import { ElementNode } from './element-node.js';
import { measureTextWithKonva } from './measure-text.js';
import { TextEditorOverlay } from './text-editor-overlay.js';
import { getTransformerConfig } from './transformer-config.js';
import './editor-canvas.css';

export interface EditorCanvasProps {
  document: LayoutDocument;
  selection: Selection;
  /** Screen px per template px. */
  scale: number;
  templateImage: HTMLImageElement;
  /** Inset of the print-margin guide, template px (0: no guide). */
  printMargin: number;
  /** Free users see the 'Demo' labels over the layout (spec §2). */
  showDemoOverlay?: boolean;
  /** Receives the layer holding the template and the elements: the export draws from it. */
  contentLayerRef?: React.Ref<Konva.Layer>;
  dispatch: (action: EditorAction) => void;
}

/**
 * The stage: template, elements, selection handles, drag guides and the print-margin guide.
 * The document is the only source of truth; nodes are read back only at the end of a drag or a
 * transform, and what they report goes through the model's commands.
 */
export function EditorCanvas({ document, selection, scale, templateImage, printMargin, showDemoOverlay = false, contentLayerRef, dispatch }: EditorCanvasProps) {
  const { template } = document;
  const nodes = useRef(new Map<string, Konva.Node>());
  const transformer = useRef<Konva.Transformer>(null);
  const [guides, setGuides] = useState<readonly Guide[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);
  /** The node being dragged, so that Escape can stop it; `isCancelled` tells its dragend to record nothing. */
  const drag = useRef<{ node: Konva.Node; isCancelled: boolean } | null>(null);
  const hasSelection = selection.length > 0;

  // Escape abandons a drag (the elements go back where they were) or, otherwise, clears the selection.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isTypingTarget(event.target)) return;
      const current = drag.current;
      if (current !== null) {
        current.isCancelled = true;
        dispatch({ type: 'gesture-cancel' });
        current.node.stopDrag();
      } else if (hasSelection) {
        dispatch({ type: 'set-selection', selection: [] });
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, hasSelection]);
  const selected = useMemo(() => document.elements.filter((element) => selection.includes(element.id)), [document, selection]);
  const transformerConfig = getTransformerConfig(selected);

  useEffect(() => {
    const tr = transformer.current;
    if (tr === null) return;
    const attached = transformerConfig === null || editingId !== null ? [] : selected.map((element) => nodes.current.get(element.id)).filter((node) => node !== undefined);
    tr.nodes(attached);
    tr.getLayer()?.batchDraw();
  }, [selected, transformerConfig, editingId]);

  const registerNode = useCallback((id: string, node: Konva.Node | null) => {
    if (node === null) nodes.current.delete(id);
    else nodes.current.set(id, node);
  }, []);

  /** Moves the dragged element (and the rest of the selection with it) to where the node is, snapped. */
  const dragChange = useCallback(
    (id: string, node: Konva.Node, movingIds: readonly string[], withGuides: boolean): DocumentChange => {
      const element = document.elements.find((candidate) => candidate.id === id);
      let targetX = node.x();
      let targetY = node.y();
      if (element !== undefined) {
        const box = getElementBox({ ...element, x: targetX, y: targetY }, measureTextWithKonva);
        const snap = snapBox({ moving: box, others: findSnapTargets(document, movingIds, measureTextWithKonva), canvas: template, scale });
        targetX += snap.dx;
        targetY += snap.dy;
        node.position({ x: targetX, y: targetY });
        setGuides(withGuides ? snap.guides : []);
      }
      return (current) => {
        const now = current.elements.find((candidate) => candidate.id === id);
        if (now === undefined) return current;
        return moveElements(current, { ids: movingIds, dx: targetX - now.x, dy: targetY - now.y });
      };
    },
    [document, template, scale],
  );

  const movingIdsFor = useCallback((id: string) => (selection.includes(id) ? selection : [id]), [selection]);

  const handlersFor = (element: LayoutElement): ElementHandlers => ({
    onClick: (event) => {
      event.cancelBubble = true;
      dispatch({ type: 'select', id: element.id, isShiftKey: event.evt.shiftKey });
    },
    onDblClick: (event) => {
      event.cancelBubble = true;
      if (element.type !== 'text') return;
      dispatch({ type: 'set-selection', selection: [element.id] });
      setEditingId(element.id);
    },
    onDragStart: (event) => {
      if (!selection.includes(element.id)) dispatch({ type: 'set-selection', selection: [element.id] });
      drag.current = { node: event.target, isCancelled: false };
      dispatch({ type: 'gesture-begin' });
    },
    onDragMove: (event) => {
      if (drag.current?.isCancelled === true) return;
      dispatch({ type: 'gesture-update', change: dragChange(element.id, event.target, movingIdsFor(element.id), true) });
    },
    onDragEnd: (event) => {
      const wasCancelled = drag.current?.isCancelled === true;
      drag.current = null;
      setGuides([]);
      // After Escape the document is back at the gesture's start, and the nodes follow its props.
      if (wasCancelled) return;
      dispatch({ type: 'gesture-end', change: dragChange(element.id, event.target, movingIdsFor(element.id), false) });
    },
  });

  const onTransformEnd = () => {
    const tr = transformer.current;
    if (tr === null) return;
    const reports = tr.nodes().map((node) => {
      const report = { id: node.id(), scaleX: node.scaleX(), scaleY: node.scaleY(), x: node.x(), y: node.y(), rotation: node.rotation() };
      node.scale({ x: 1, y: 1 });
      return report;
    });
    dispatch({ type: 'apply', change: (current) => reports.reduce((doc, report) => resizeElement(doc, report), current) });
  };

  const onStageMouseDown = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage()) dispatch({ type: 'set-selection', selection: [] });
  };

  const editing = document.elements.find((element): element is TextElement => element.id === editingId && element.type === 'text');
  const finishEditing = (content: string | null) => {
    if (editing !== undefined && content !== null) dispatch({ type: 'apply', change: (current) => updateElement(current, { id: editing.id, patch: { content } }) });
    setEditingId(null);
  };

  const stageWidth = Math.round(template.width * scale);
  const stageHeight = Math.round(template.height * scale);
  const hairline = 1 / scale;

  return (
    <div className="editor-canvas__stage" data-guide-count={guides.length}>
      <Stage width={stageWidth} height={stageHeight} scaleX={scale} scaleY={scale} onMouseDown={onStageMouseDown} onTouchStart={onStageMouseDown}>
        <Layer ref={contentLayerRef}>
          <KonvaImage image={templateImage} width={template.width} height={template.height} listening={false} />
          {document.elements.map((element) => (
            <ElementNode key={element.id} element={element} isHidden={element.id === editingId} handlers={handlersFor(element)} nodeRef={(node) => registerNode(element.id, node)} />
          ))}
          <Transformer
            ref={transformer}
            enabledAnchors={transformerConfig?.enabledAnchors ?? []}
            keepRatio={transformerConfig?.keepRatio ?? true}
            rotateEnabled={transformerConfig?.rotateEnabled ?? false}
            flipEnabled={false}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 5 || Math.abs(newBox.height) < 1 ? oldBox : newBox)}
            onTransformEnd={onTransformEnd}
          />
        </Layer>
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
      </Stage>
      {showDemoOverlay && <DemoOverlay />}
      {editing !== undefined && <TextEditorOverlay key={editing.id} element={editing} scale={scale} onFinish={finishEditing} />}
    </div>
  );
}
