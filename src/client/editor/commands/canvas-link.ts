import type { RefObject } from 'react';
import type { CanvasView } from '../canvas/use-canvas-view.js';

/** The zoom steps the view commands take. */
export type ViewControl = Pick<CanvasView, 'zoomIn' | 'zoomOut' | 'fit' | 'zoomTo'>;

/** The canvas's drag, as Escape reaches it. */
export interface CanvasControl {
  isDragging: () => boolean;
  /** Abandons the drag in progress: the elements go back, Konva's drag stops, the guides go. False when there is none. */
  abandonDrag: () => boolean;
}

/** Where space means 'pan' (the canvas area), and what hears it held and let go. */
export interface PanKeys {
  area: RefObject<HTMLElement | null>;
  setSpaceDown: (isDown: boolean) => void;
}

/**
 * What the editor's one key listener reaches in the canvas and the view input: each connects
 * while mounted (the returned function disconnects it, an effect's cleanup), and the keys read
 * the slots when pressed. One object for the editor's life, so connecting re-renders nothing.
 */
export class CanvasLink {
  #canvas: CanvasControl | null = null;
  #pan: PanKeys | null = null;

  /** The canvas's drag, null while the canvas is not shown. */
  get canvas(): CanvasControl | null {
    return this.#canvas;
  }

  /** The view input's space, null before it is mounted. */
  get pan(): PanKeys | null {
    return this.#pan;
  }

  connectCanvas(control: CanvasControl): () => void {
    this.#canvas = control;
    return () => {
      if (this.#canvas === control) this.#canvas = null;
    };
  }

  connectPan(pan: PanKeys): () => void {
    this.#pan = pan;
    return () => {
      if (this.#pan === pan) this.#pan = null;
    };
  }
}
