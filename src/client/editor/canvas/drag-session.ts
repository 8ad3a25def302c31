import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { findSnapTargets, snapBox, type Guide } from '../model/snapping.js';
import { measureTextWithKonva } from './measure-text.js';

interface Placement {
  node: Konva.Node;
  parent: Konva.Container;
  index: number;
  x: number;
  y: number;
}

/**
 * One drag of one or more elements, done in Konva alone: the moving nodes go to a group in the
 * overlay layer (under the selection handles, which follow them anyway), so each pointer move
 * redraws a handful of nodes and the handles instead of the whole layout, and
 * React and the document hear of the drag only once, when it ends (one history entry). The
 * snap targets are measured once, since nothing else moves meanwhile.
 */
export class DragSession {
  /** The elements that move: the selection, or just the dragged one when it was not selected. */
  readonly movingIds: readonly string[];
  readonly #dragged: Konva.Node;
  readonly #element: LayoutElement;
  readonly #placements: Placement[];
  readonly #targets: readonly Box[];
  readonly #canvas: { width: number; height: number };
  readonly #scale: number;
  #isFinished = false;

  constructor(args: { dragged: Konva.Node; element: LayoutElement; companions: readonly Konva.Node[]; movingIds: readonly string[]; document: LayoutDocument; dragGroup: Konva.Container; scale: number }) {
    this.movingIds = args.movingIds;
    this.#dragged = args.dragged;
    this.#element = args.element;
    this.#canvas = args.document.template;
    this.#scale = args.scale;
    this.#targets = findSnapTargets(args.document, args.movingIds, measureTextWithKonva);
    const nodes = [args.dragged, ...args.companions.filter((node) => node !== args.dragged)];
    // Konva has already moved the dragged node by the first pointer step: its start is the element's.
    this.#placements = nodes
      .map((node) => ({ node, parent: node.getParent(), index: node.zIndex(), x: node === args.dragged ? args.element.x : node.x(), y: node === args.dragged ? args.element.y : node.y() }))
      .filter((placement): placement is Placement => placement.parent !== null)
      .sort((a, b) => a.index - b.index);
    for (const { node } of this.#placements) node.moveTo(args.dragGroup);
  }

  /** After Konva moved the dragged node: snaps it, brings the rest of the selection along, and returns the guides to show. */
  move(): readonly Guide[] {
    const node = this.#dragged;
    const box = getElementBox({ ...this.#element, x: node.x(), y: node.y() }, measureTextWithKonva);
    const snap = snapBox({ moving: box, others: this.#targets, canvas: this.#canvas, scale: this.#scale });
    node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
    const { dx, dy } = this.offset();
    for (const placement of this.#placements) {
      if (placement.node !== node) placement.node.position({ x: placement.x + dx, y: placement.y + dy });
    }
    return snap.guides;
  }

  /** How far the selection has moved from where it started, template px. */
  offset(): { dx: number; dy: number } {
    const start = this.#placements.find((placement) => placement.node === this.#dragged);
    if (start === undefined) return { dx: 0, dy: 0 };
    return { dx: this.#dragged.x() - start.x, dy: this.#dragged.y() - start.y };
  }

  /** Puts the nodes back in their layer, in their order; `isCancelled` also puts them back where they were. */
  finish(isCancelled: boolean): void {
    if (this.#isFinished) return;
    this.#isFinished = true;
    for (const placement of this.#placements) {
      placement.node.moveTo(placement.parent);
      placement.node.zIndex(Math.min(placement.index, placement.parent.children.length - 1));
      if (isCancelled) placement.node.position({ x: placement.x, y: placement.y });
    }
  }
}
