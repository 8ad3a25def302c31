import Konva from 'konva';
import type { DrawableImage, DrawEnvironment } from '../../../../shared/layout/kinds/draw-environment.js';
import { drawElement } from '../../../../shared/layout/kinds/element-kinds.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { buildWatermark } from '../../../../shared/render/watermark.js';
import { watermarkTexts } from '../../../../shared/render/watermark-texts.js';
import { drawPhotoWindow } from './draw-photo-window';

export interface ClientDraftDrawing {
  /** The whole page at template size: display copy, elements, 'BOZZA'. */
  group: Konva.Group;
  /** The drawn node of each editable text, to place its tap target over it. */
  textNodes: Map<string, Konva.Node>;
}

/**
 * The draft as the client sees it, with the client's texts in place of the operator's: the
 * template's display copy, every shown element drawn by its kind's shared drawing code except
 * photo windows (neutral placeholders, see drawPhotoWindow), and the large 'BOZZA' drafts carry.
 */
export function drawClientDraft(
  document: LayoutDocument,
  texts: ReadonlyMap<string, string>,
  pictures: { template: DrawableImage | null; env: DrawEnvironment; photoLabel: string },
): ClientDraftDrawing {
  const { width, height } = document.template;
  const group = new Konva.Group({ listening: false });
  group.add(new Konva.Rect({ width, height, fill: '#ffffff', listening: false }));
  if (pictures.template !== null) group.add(new Konva.Image({ image: pictures.template, width, height, listening: false }));
  const textNodes = new Map<string, Konva.Node>();
  for (const element of document.elements) {
    if (element.hidden === true) continue;
    if (element.type === 'placeholder') {
      group.add(drawPhotoWindow(element, pictures.photoLabel));
      continue;
    }
    const content = element.type === 'text' ? texts.get(element.id) : undefined;
    const node = drawElement(content === undefined || element.type !== 'text' ? element : { ...element, content }, pictures.env) as Konva.Shape | Konva.Group;
    group.add(node);
    if (content !== undefined) textNodes.set(element.id, node);
  }
  group.add(buildWatermark({ width, height }, 'draft', watermarkTexts.it));
  return { group, textNodes };
}
