import { useEffect, useRef } from 'react';
import type { Format } from '../../../shared/catalog/formats.js';
import { createStarterDocument } from '../../../shared/layout/create-starter-document.js';
import type { LayoutDocument, LayoutTemplate } from '../../../shared/layout/layout-document.js';
import { getOpeningScale } from '../../../shared/layout/opening-scale.js';
import { placeInitialText } from '../../../shared/layout/place-initial-text.js';
import { placeOnNamePlate } from '../../../shared/layout/place-on-name-plate.js';
import type { TextElement } from '../../../shared/layout/text-element.js';
import type { EditorStart } from '../../catalog/templates/editor-route.js';
import { useStarterLayout } from '../../catalog/templates/use-starter-layout.js';
import { useSavedLayout } from '../autosave/use-saved-layout.js';
import { measureTextWithKonva } from '../canvas/measure-text.js';
import { readTemplatePixels } from '../canvas/read-template-pixels.js';
import type { LoadedImage } from '../canvas/use-loaded-image.js';
import { printMarginPx } from '../model/print-margin.js';
import type { EditorStore } from '../state/use-editor-state.js';
import { buildInitialDocument } from './build-initial-document.js';
import type { WorkspaceMode } from './workspace-mode.js';

/** Names and event date from a client request, for the initial text. */
export interface EditorForm {
  names?: string;
  eventDate?: string;
}

interface DocumentStartArgs {
  mode: WorkspaceMode;
  templatePath: string;
  /** Null until the artwork is loaded. */
  template: LayoutTemplate | null;
  /** The fit view's scale; 0 until the area is measured. */
  scale: number;
  templateImage: LoadedImage;
  format: Format;
  form: EditorForm | undefined;
  start: EditorStart | undefined;
  fontFamily: string;
}

/**
 * How the document starts: an account layout as stored; otherwise, once the template and the
 * area are known, the browser's saved job is offered first, then the starter layout, the
 * default text on its name plate, or on a free area. A new layout's first document is handed to
 * the page once (mode 'create'). Returns the saved job's question for the restore dialog.
 */
export function useDocumentStart(store: EditorStore, args: DocumentStartArgs) {
  const { mode, templatePath, template, scale, templateImage, format, form, start, fontFamily } = args;
  const { state, dispatch, createId } = store;
  // An account layout opens with its stored document; the browser's older save is no question there.
  const saved = useSavedLayout(templatePath, mode.kind === 'layout' ? null : template);
  const savedStatus = saved.state.status;
  const accountDocument = mode.kind === 'layout' ? mode.document : null;
  // An account layout opens as stored: its template's starter layout is not even fetched. The
  // demo (/prova) opens the designed starter as an operator's editor does.
  // 'Layout vuoto' reads it too: its default text goes on the starter's name plate.
  const starter = useStarterLayout(templatePath, start !== undefined && accountDocument === null);
  useEffect(() => {
    if (accountDocument !== null) {
      if (state.history === null) dispatch({ type: 'init', document: accountDocument });
      return;
    }
    if (template === null || scale <= 0 || state.history !== null || savedStatus !== 'none' || starter.status === 'loading') return;
    const designed = start !== 'starter' || starter.document === null ? null : createStarterDocument(template, starter.document, createId, form);
    const plain = buildInitialDocument({ template, scale: getOpeningScale(template), createId, form, fontFamily });
    const placed = start === undefined ? plain : starter.document === null ? placeOnFreeArea(plain, templateImage, format) : placeOnNamePlate(plain, starter.document, measureLineWithKonva);
    const initial = designed ?? placed;
    dispatch({ type: 'init', document: initial });
  }, [accountDocument, template, scale, state.history, dispatch, createId, form, savedStatus, fontFamily, starter, templateImage, format, start]);

  // A new layout: its first document goes to the account once, then the page opens the layout.
  const document = state.history?.present ?? null;
  const onReady = mode.kind === 'create' ? mode.onReady : null;
  const hasHandedOver = useRef(false);
  useEffect(() => {
    if (onReady === null || document === null || hasHandedOver.current) return;
    hasHandedOver.current = true;
    onReady(document, savedStatus === 'restored');
  }, [onReady, document, savedStatus]);

  return {
    isSavedJobFound: savedStatus === 'found',
    // Init makes a history with no past: the restored job has nothing to undo.
    restore: () => {
      const restored = saved.restore();
      if (restored !== null) dispatch({ type: 'init', document: restored });
    },
    discard: saved.discard,
  };
}

/** One line's width in a text's font and size, as Konva draws it. */
function measureLineWithKonva(line: string, text: TextElement): number {
  return measureTextWithKonva({ ...text, content: line, width: undefined }).width;
}

/** Without a starter layout (an operator's own template) the default text goes where the template leaves room, in a readable colour. */
function placeOnFreeArea(document: LayoutDocument, templateImage: LoadedImage, format: Format): LayoutDocument {
  const pixels = templateImage.status === 'loaded' ? readTemplatePixels(templateImage.image) : null;
  if (pixels === null) return document;
  const margin = printMarginPx({ widthPx: document.template.width, widthMm: format.widthMm });
  return placeInitialText(document, pixels, margin, (content, fontSize, lineHeight) => content.split('\n').length * fontSize * lineHeight);
}
