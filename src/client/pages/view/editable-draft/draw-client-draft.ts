import Konva from 'konva';
import type { DrawableImage, DrawEnvironment } from '../../../../shared/layout/kinds/draw-environment.js';
import { drawElement } from '../../../../shared/layout/kinds/element-kinds.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import type { TextElement } from '../../../../shared/layout/text-element.js';
import { buildWatermark } from '../../../../shared/render/watermark.js';
import { watermarkTexts } from '../../../../shared/render/watermark-texts.js';
import { drawPhotoWindow } from './draw-photo-window.js';

export interface ClientDraftPictures {
  template: DrawableImage | null;
  env: DrawEnvironment;
  photoLabel: string;
}

export interface ClientDraftDrawing {
  /**
   * What lies under the lowest editable text (the white page, the template's display copy,
   * photo windows...), at template size: typing never changes it, so it is drawn once.
   */
  below: Konva.Group;
  /** The lowest editable text and everything over it, 'BOZZA' last: what a keystroke redraws. */
  above: Konva.Group;
  /** The drawn node of each editable text, to place its tap target over it. */
  textNodes: Map<string, Konva.Node>;
  /** The text each editable node shows. */
  drawnTexts: Map<string, string>;
  /** The editable texts' elements, by id. */
  textElements: Map<string, TextElement>;
}

/**
 * The draft as the client sees it, with the client's texts in place of the operator's: the
 * template's display copy, every shown element drawn by its kind's shared drawing code except
 * photo windows (neutral placeholders, see drawPhotoWindow), and the large 'BOZZA' drafts carry.
 * The texts in `texts` are the editable ones; the page is split at the lowest of them so that a
 * keystroke redraws only the part that can change (see updateClientTexts).
 */
export function drawClientDraft(document: LayoutDocument, texts: ReadonlyMap<string, string>, pictures: ClientDraftPictures): ClientDraftDrawing {
  const { width, height } = document.template;
  const below = new Konva.Group({ listening: false });
  const above = new Konva.Group({ listening: false });
  below.add(new Konva.Rect({ width, height, fill: '#ffffff', listening: false }));
  if (pictures.template !== null) below.add(new Konva.Image({ image: pictures.template, width, height, listening: false }));
  const drawing: ClientDraftDrawing = { below, above, textNodes: new Map(), drawnTexts: new Map(), textElements: new Map() };
  let target = below;
  for (const element of document.elements) {
    if (element.hidden === true) continue;
    // A photo frame is drawn as the client's photo window; a text with the client's words.
    if (element.type === 'placeholder') {
      target.add(drawPhotoWindow(element, pictures.photoLabel));
      continue;
    }
    const content = element.type === 'text' ? texts.get(element.id) : undefined;
    if (element.type !== 'text' || content === undefined) {
      target.add(drawElement(element, pictures.env) as Konva.Shape | Konva.Group);
      continue;
    }
    target = above;
    const node = drawText(element, content, pictures.env);
    above.add(node);
    drawing.textNodes.set(element.id, node);
    drawing.drawnTexts.set(element.id, content);
    drawing.textElements.set(element.id, element);
  }
  above.add(buildWatermark({ width, height }, 'draft', watermarkTexts.it));
  return drawing;
}

/**
 * Redraws the editable texts whose content changed, each in its old node's place among its
 * siblings (the rest of the drawing is kept as it is); answers the ids of those that changed.
 */
export function updateClientTexts(drawing: ClientDraftDrawing, texts: ReadonlyMap<string, string>, env: DrawEnvironment): string[] {
  const changed: string[] = [];
  for (const [id, element] of drawing.textElements) {
    const content = texts.get(id);
    const old = drawing.textNodes.get(id);
    if (content === undefined || old === undefined || content === drawing.drawnTexts.get(id)) continue;
    const node = drawText(element, content, env);
    const index = old.zIndex();
    old.destroy();
    drawing.above.add(node);
    node.zIndex(index);
    drawing.textNodes.set(id, node);
    drawing.drawnTexts.set(id, content);
    changed.push(id);
  }
  return changed;
}

function drawText(element: TextElement, content: string, env: DrawEnvironment): Konva.Shape | Konva.Group {
  return drawElement({ ...element, content }, env) as Konva.Shape | Konva.Group;
}
