import Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Stage, Transformer } from 'react-konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { layoutRanges } from '../../../shared/layout/layout-ranges.js';
import type { TextElement } from '../../../shared/layout/text-element.js';
import { expandToGroups } from '../model/grouping.js';
import { isLocked } from '../model/is-locked.js';
import { moveElements } from '../model/move-elements.js';
import { findLowResolutionImages } from '../model/print-resolution.js';
import { resizeElement } from '../model/resize-element.js';
import type { Guide } from '../model/snapping.js';
import type { Size } from '../../../shared/layout/geometry.js';
import type { ViewTransform } from '../model/view-transform.js';
import { updateElement } from '../model/update-element.js';
import { useEditor, useEditorCommands } from '../editor-context.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { printMarginPx } from '../model/print-margin.js';
import { showsDemoOverlay } from '../../../shared/plans/plan-rules.js';
import { photoDropHandlers } from '../photo-preview/photo-drop-target.js';
import { DemoOverlay } from './demo-overlay.js';
import { DragSession } from './drag-session.js';
import { ElementNode, type ElementHandlers } from './element-node.js';
import { computePrintArea, findPrinterPreset } from '../../../shared/print/printer-presets.js';
import { EditorGuides } from './editor-guides.js';
import { createGuideStore } from './guide-store.js';
import { printableLayerName, templateNodeName } from './layer-names.js';
import { LowResolutionMarks } from './low-resolution-marks.js';
import { TextEditorOverlay } from './text-editor-overlay.js';
import { buildTextDrawing } from '../../../shared/layout/kinds/text/text-drawing.js';
import { getTransformerConfig, isTextSideAnchor } from './transformer-config.js';
import { isWaitingForDraw } from './is-waiting-for-draw.js';
import { markStageDrawn } from './mark-drawn.js';
import './editor-canvas.css';

export interface EditorCanvasProps {
  document: LayoutDocument;
  /** Zoom and pan: screen px per template px, and where the page's corner sits on the stage. */
  view: ViewTransform;
  /** The stage's size, screen px: the whole canvas area, so handles off the page stay reachable. */
  viewport: Size;
  templateImage: HTMLImageElement;
}

/**
 * The stage: template (a hidden layer, for exports: the page's <img> shows it), elements, and an overlay (low-resolution
 * marks, what is being dragged, the selection handles, the guides). The document is the only source of truth; nodes are
 * read back only at the end of a drag or a transform, and what they report goes through the
 * model's commands. Element nodes are memoised with stable handlers, so a change redraws only
 * the elements it touched.
 */
export function EditorCanvas({ document, view, viewport, templateImage }: EditorCanvasProps) {
  // The props are what the canvas needs ready (the area draws it only then); the rest is the editor's.
  const { selection, panState, format, limits, stage: stageRef } = useEditor();
  const { dispatch, canvasLink } = useEditorCommands();
  const { print, photoPreview: photoTools } = useEditorTools();
  const photoPreview = photoTools.canvas;
  // The print-margin guide's inset, template px, and the chosen printer's crop and safe area (null: off).
  const printMargin = printMarginPx({ widthPx: document.template.width, widthMm: format.widthMm });
  const printerArea = print.printer.hasGuides ? computePrintArea(findPrinterPreset(print.printer.printerId), document.template) : null;
  // Free users see the 'Demo' labels over the layout.
  const showDemoOverlay = showsDemoOverlay(limits);
  const { template } = document;
  const { scale } = view;
  const nodes = useRef(new Map<string, Konva.Node>());
  const transformer = useRef<Konva.Transformer>(null);
  const dragGroup = useRef<Konva.Group>(null);
  const marksGroup = useRef<Konva.Group>(null);
  // The marks follow the document, not the nodes: hidden while a gesture moves the nodes.
  const showMarks = useCallback((isVisible: boolean) => {
    const marks = marksGroup.current;
    if (marks === null || marks.visible() === isVisible) return;
    marks.visible(isVisible);
    marks.getLayer()?.batchDraw();
  }, []);
  const [guideStore] = useState(createGuideStore);
  const stageBox = useRef<HTMLDivElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const drag = useRef<DragSession | null>(null);
  const latest = useRef({ document, selection, scale, dispatch });
  useEffect(() => {
    latest.current = { document, selection, scale, dispatch };
  });

  const showGuides = useCallback((next: readonly Guide[]) => guideStore.set(next), [guideStore]);
  // Tests read how many guides show; written here so a guide change never re-renders the canvas.
  useEffect(
    () =>
      guideStore.subscribe(() => {
        if (stageBox.current !== null) stageBox.current.dataset['guideCount'] = String(guideStore.get().length);
      }),
    [guideStore],
  );

  // A press finds its node on Konva's hit canvas, which a change redraws at the next frame: after
  // a long task the press can come first (input goes before the frame) and miss what the change
  // just showed, e.g. a text shown again after inline editing. So a press draws what is waiting.
  useEffect(() => {
    const box = stageBox.current;
    if (box === null) return undefined;
    const drawWaitingLayers = () => {
      for (const layer of transformer.current?.getStage()?.getLayers() ?? []) if (isWaitingForDraw(layer)) layer.draw();
    };
    box.addEventListener('pointerdown', drawWaitingLayers, { capture: true });
    return () => box.removeEventListener('pointerdown', drawWaitingLayers, { capture: true });
  }, []);

  // Escape (a command) abandons a drag: the elements go back where they were.
  useEffect(
    () =>
      canvasLink.connectCanvas({
        isDragging: () => drag.current !== null,
        abandonDrag: () => {
          const session = drag.current;
          if (session === null) return false;
          drag.current = null;
          session.finish(true);
          Konva.DD.node?.stopDrag();
          showGuides([]);
          return true;
        },
      }),
    [canvasLink, showGuides],
  );

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

  // One handler object for every element: they read the element from the node and the rest from `latest`.
  const handlers = useMemo<ElementHandlers>(() => {
    const elementOf = (node: Konva.Node) => latest.current.document.elements.find((element) => element.id === node.id());
    return {
      onClick: (event) => {
        event.cancelBubble = true;
        latest.current.dispatch({ type: 'select', id: event.currentTarget.id(), isShiftKey: event.evt.shiftKey });
      },
      onDblClick: (event) => {
        event.cancelBubble = true;
        const element = elementOf(event.currentTarget);
        // A double click picks a group's member on its own, as in design tools (a text is also edited).
        if (element?.type !== 'text') {
          if (element?.groupId !== undefined) latest.current.dispatch({ type: 'set-selection', selection: [element.id] });
          return;
        }
        latest.current.dispatch({ type: 'set-selection', selection: [element.id] });
        setEditingId(element.id);
      },
      onDragStart: (event) => {
        const { document: current, selection: selectedIds, scale: currentScale } = latest.current;
        const element = elementOf(event.target);
        const group = dragGroup.current;
        if (element === undefined || group === null) return;
        // An unselected member of a group takes its whole group along.
        const movingIds = selectedIds.includes(element.id) ? selectedIds : expandToGroups(current, [element.id]);
        if (!selectedIds.includes(element.id)) latest.current.dispatch({ type: 'set-selection', selection: movingIds });
        // Locked clip-art in the selection stays where it is.
        const companions = current.elements.filter((candidate) => movingIds.includes(candidate.id) && !isLocked(candidate)).flatMap((candidate) => nodes.current.get(candidate.id) ?? []);
        showMarks(false);
        drag.current = new DragSession({ dragged: event.target, element, companions, movingIds, document: current, dragGroup: group, scale: currentScale });
      },
      onDragMove: () => {
        const session = drag.current;
        if (session !== null) showGuides(session.move());
      },
      onDragEnd: () => {
        const session = drag.current;
        drag.current = null;
        showGuides([]);
        showMarks(true);
        if (session === null) return;
        const { dx, dy } = session.offset();
        session.finish(false);
        const ids = session.movingIds;
        if (dx !== 0 || dy !== 0) latest.current.dispatch({ type: 'apply', change: (doc) => moveElements(doc, { ids, dx, dy }) });
      },
    };
  }, [showGuides, showMarks]);

  const sideAnchor = useRef(false);
  const onTransformStart = () => {
    sideAnchor.current = isTextSideAnchor(transformer.current?.getActiveAnchor() ?? null);
    showMarks(false);
  };
  // A text's side handle changes its box, not its letters: the text rewraps (or refits) live.
  const onTransform = () => {
    const node = transformer.current?.nodes()[0];
    const element = node === undefined ? undefined : document.elements.find((candidate) => candidate.id === node.id());
    if (!sideAnchor.current || !(node instanceof Konva.Text) || element?.type !== 'text') return;
    const width = Math.max(layoutRanges.textWidth.min, node.width() * node.scaleX());
    node.setAttrs({ ...buildTextDrawing({ ...element, width }), scaleX: 1, scaleY: 1 });
  };

  const onTransformEnd = () => {
    const tr = transformer.current;
    if (tr === null) return;
    const isSide = sideAnchor.current;
    sideAnchor.current = false;
    const reports = tr.nodes().map((node) => {
      const report = { id: node.id(), scaleX: node.scaleX(), scaleY: node.scaleY(), x: node.x(), y: node.y(), rotation: node.rotation(), ...(isSide ? { boxWidth: node.width() } : {}) };
      node.scale({ x: 1, y: 1 });
      return report;
    });
    dispatch({ type: 'apply', change: (current) => reports.reduce((doc, report) => resizeElement(doc, report), current) });
    showMarks(true);
  };

  const onStageMouseDown = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage()) dispatch({ type: 'set-selection', selection: [] });
  };

  const lowResolution = useMemo(() => findLowResolutionImages(document), [document]);

  // Only texts are edited in place.
  const editing = document.elements.find((element): element is TextElement => element.id === editingId && element.type === 'text');
  const finishEditing = (content: string | null) => {
    if (editing !== undefined && content !== null) dispatch({ type: 'apply', change: (current) => updateElement(current, { id: editing.id, patch: { content } }) });
    setEditingId(null);
  };

  // The browser draws the page's <img> at whole pixels: the stage, and what is placed over it,
  // take the same rounded corner, so the template and the elements never sit half a pixel apart.
  const shown = { ...view, x: Math.round(view.x), y: Math.round(view.y) };
  const pageBox = { left: shown.x, top: shown.y, width: template.width * scale, height: template.height * scale };
  const cursor = panState.isPanning ? 'grabbing' : panState.isPanReady ? 'grab' : undefined;
  return (
    <div
      ref={stageBox}
      className="editor-canvas__stage"
      data-guide-count="0"
      data-low-resolution-count={lowResolution.length}
      data-pan={cursor}
      style={{ width: Math.floor(viewport.width), height: Math.floor(viewport.height) }}
      {...photoDropHandlers(photoPreview, document.elements, shown)}
    >
      {/*
        The page's paper, shadow and template picture, under the (transparent) stage; e2e tests
        find the page by it. The picture is an <img>, not a canvas: the browser hands every
        visible canvas of the stage to its compositor again on each frame, drawn or not, and the
        template never changes while the operator drags.
      */}
      <div className="editor-canvas__page" data-testid="editor-page" style={pageBox}>
        <img className="editor-canvas__template" src={templateImage.src} alt="" draggable={false} />
      </div>
      <Stage
        ref={stageRef}
        width={Math.floor(viewport.width)}
        height={Math.floor(viewport.height)}
        x={shown.x}
        y={shown.y}
        scaleX={scale}
        scaleY={scale}
        onMouseDown={onStageMouseDown}
        onTouchStart={onStageMouseDown}
      >
        {/* The template for the export and the thumbnail, which draw the printable layers; on screen, the <img> above shows it. */}
        <Layer listening={false} visible={false} name={printableLayerName}>
          <KonvaImage name={templateNodeName} image={templateImage} width={template.width} height={template.height} />
        </Layer>
        {/* Its first draw, in the document's fonts, marks the stage drawn (data-drawn). */}
        <Layer name={printableLayerName} onDraw={markStageDrawn}>
          {document.elements.map((element) =>
            // A hidden element (layers panel) is not drawn, so no export can show it either.
            element.hidden === true ? null : <ElementNode
                key={element.id}
                element={element}
                isHidden={element.id === editingId}
                handlers={handlers}
                registerNode={registerNode}
                previewPhoto={photoPreview.photos.get(element.id)}
                onMovePreviewPhoto={photoPreview.onMove}
              />
          )}
        </Layer>
        {/*
          Everything the editor shows over the layout, bottom first: the low-resolution marks,
          what is being dragged, the selection handles, the snapping guides and the print
          guides. One layer, since the browser composites every visible canvas of the stage on
          each frame of a drag: each layer spared is a cheaper frame, and this one is redrawn on
          each move anyway (the dragged nodes, the handles that follow them, the guides).
        */}
        <Layer name="overlay">
          <LowResolutionMarks marks={lowResolution} scale={scale} groupRef={marksGroup} />
          <Group ref={dragGroup} name="dragging" />
          <Transformer
            ref={transformer}
            enabledAnchors={transformerConfig?.enabledAnchors ?? []}
            keepRatio={transformerConfig?.keepRatio ?? true}
            rotateEnabled={transformerConfig?.rotateEnabled ?? false}
            centeredScaling={transformerConfig?.centeredScaling ?? false}
            flipEnabled={false}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 5 || Math.abs(newBox.height) < 1 ? oldBox : newBox)}
            onTransformStart={onTransformStart}
            onTransform={onTransform}
            onTransformEnd={onTransformEnd}
          />
          <EditorGuides template={template} scale={scale} guides={guideStore} printMargin={printMargin} printerArea={printerArea} />
        </Layer>
      </Stage>
      {showDemoOverlay && (
        <div className="editor-canvas__page-overlay" style={pageBox}>
          <DemoOverlay />
        </div>
      )}
      {editing !== undefined && <TextEditorOverlay key={editing.id} element={editing} scale={scale} origin={shown} onFinish={finishEditing} />}
    </div>
  );
}
