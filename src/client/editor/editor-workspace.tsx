import type Konva from 'konva';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../shared/catalog/formats.js';
import { toShareDate } from '../../shared/drafts/share-date.js';
import type { EditorStart } from '../catalog/templates/editor-route.js';
import { pickDefaultFont } from '../../shared/layout/default-font.js';
import { defaultFontFamily, flattenFonts } from '../fonts/font-list.js';
import { useCanvasView } from './canvas/use-canvas-view.js';
import { useViewInput } from './canvas/use-view-input.js';
import { CanvasLink } from './commands/canvas-link.js';
import { useTemplateColours } from './colours/use-template-colours.js';
import { useFontCatalog } from '../fonts/use-font-catalog.js';
import { collectFontFamilies } from '../fonts/document-font-families.js';
import { useFontFaces } from '../fonts/use-font-faces.js';
import { nativeTemplateSize } from './canvas/template-artwork.js';
import { useTemplateArtwork } from './canvas/use-template-artwork.js';
import { useSession } from '../api/use-session.js';
import { useAutosave } from './autosave/use-autosave.js';
import { fitViewClearOfControls } from './model/view-transform.js';
import { useTemplateBitmap } from './export/use-template-bitmap.js';
import { useDrawsPrintOriginal, useEditorLimits } from './panels/use-editor-limits.js';
import { EditorProvider, type EditorResources } from './editor-context.js';
import { useEditorState } from './state/use-editor-state.js';
import { EditorToolsProvider } from './tools/editor-tools-provider.js';
import { EditorMessage } from './workspace/editor-message.js';
import { EditorLayout } from './workspace/editor-layout.js';
import { useDocumentStart, type EditorForm } from './workspace/use-document-start.js';
import { useElementSize } from './workspace/use-element-size.js';
import type { WorkspaceMode } from './workspace/workspace-mode.js';
import { mmPerInch } from '../../shared/print/print-units.js';

export type { EditorForm };

interface EditorWorkspaceProps {
  templatePath: string;
  /** Route theme, for the export's file name. */
  theme: string;
  format: Format;
  form?: EditorForm;
  /** The client request this layout answers (navigation state): its draft is attached to it. */
  requestId?: string;
  /** What the editor works on: the demo (/prova: visitor limits whoever is logged in), a new layout, or an account layout. */
  mode: WorkspaceMode;
  /**
   * How a new layout starts: the template's starter layout (when it has one), or empty ('Layout
   * vuoto': the default text on the starter's name plate). Without a starter (an operator's own
   * template) either way starts with the default text on a free, readable area. Without a choice (an address typed with no navigation state, the demo) the spec's
   * start: the default text in the middle of the page.
   */
  start?: EditorStart;
}

/**
 * The editor's composition root: loads the template, the limits, the fonts and the document, holds
 * the stage and the canvas area, and hands them to the EditorProvider; the layout (workspace/
 * editor-layout.tsx) and its parts read them with useEditor(). The document starts once both the
 * image and the area's size are known.
 */
export function EditorWorkspace({ templatePath, theme, format, form, requestId, mode, start }: EditorWorkspaceProps) {
  const isDemo = mode.kind === 'demo';
  const { t } = useTranslation();
  const limits = useEditorLimits(templatePath, isDemo);
  const { status: sessionStatus } = useSession();
  // The print original for an operator with a download to spend on it, the display copy for the others and the demo;
  // nothing before the session is known, so an entitled editor never loads both.
  const drawsOriginal = useDrawsPrintOriginal(templatePath, isDemo);
  const { url: artworkUrl, image: templateImage } = useTemplateArtwork(templatePath, isDemo || sessionStatus !== 'loading' ? drawsOriginal : null);
  const area = useRef<HTMLDivElement>(null);
  const areaSize = useElementSize(area);
  const store = useEditorState();
  const { state } = store;
  const fontCatalog = useFontCatalog({ hasBrandFonts: !isDemo });
  // Spec §9: Roboto when the list has it, else its first font; Roboto until the list is read.
  const fontFamily = fontCatalog === null ? pickDefaultFont([]) : defaultFontFamily(flattenFonts(fontCatalog));
  const swatches = useTemplateColours(templateImage.status === 'loaded' ? templateImage.image : null);

  // Numbers, not the stored document: a save hands the page a new document, not a new template.
  const storedWidth = mode.kind === 'layout' ? mode.document.template.width : null;
  const storedHeight = mode.kind === 'layout' ? mode.document.template.height : null;
  const template = useMemo(() => {
    if (templateImage.status !== 'loaded' || artworkUrl === null) return null;
    const stored = storedWidth === null || storedHeight === null ? null : { width: storedWidth, height: storedHeight };
    const { width, height } = nativeTemplateSize({ templatePath, artworkUrl, format, image: templateImage.image, stored });
    return { path: templatePath, width, height, dpi: (width * mmPerInch) / format.widthMm };
  }, [templateImage, templatePath, artworkUrl, format, storedWidth, storedHeight]);
  // The fit view's scale (clear of the controls over the canvas): new elements are sized by it.
  const scale = template === null || areaSize === null || areaSize.width <= 0 ? 0 : fitViewClearOfControls(template, areaSize).scale;

  const documentStart = useDocumentStart(store, { mode, templatePath, template, scale, templateImage, format, form, start, fontFamily });

  // Zoom and pan: `scale` stays the fit scale, which new elements are sized by (spec
  // §9 "times the scale"); the view's scale is what the stage, snapping and nudges use.
  const canvasView = useCanvasView(template, scale > 0 ? areaSize : null);
  // The keys reach the canvas's drag and the view input's space through it (EditorKeys).
  const [canvasLink] = useState(() => new CanvasLink());
  const { isPanReady, isPanning } = useViewInput(area, canvasView, canvasLink);
  const viewScale = canvasView?.view.scale ?? scale;

  const document = state.history?.present ?? null;
  useAutosave(isDemo ? document : null);
  // Text is drawn only once the faces this document needs are ready (a loading state till then).
  const areFontsReady = useFontFaces(collectFontFamilies(document, [fontFamily]));
  // Only the first draw waits for the faces: a font picked later is loaded before it is applied,
  // and unmounting the stage then would drop the selection handles for nothing.
  const [hasDrawn, setHasDrawn] = useState(false);
  const canDraw = mode.kind !== 'create' && document !== null && templateImage.status === 'loaded' && scale > 0 && (areFontsReady || hasDrawn);
  if (canDraw && !hasDrawn) setHasDrawn(true);
  const stage = useRef<Konva.Stage>(null);
  const loadedImage = templateImage.status === 'loaded' ? templateImage.image : null;
  const templateBitmap = useTemplateBitmap(loadedImage);
  const isLoadingFonts = loadedImage !== null && !areFontsReady;
  const resources = useMemo<EditorResources>(
    () => ({
      limits,
      swatches,
      fontCatalog,
      fontFamily,
      mode,
      theme,
      format,
      templateImage: loadedImage,
      templateBitmap,
      stage,
      fitScale: scale,
      isReady: canDraw,
      isLoadingFonts,
      area,
      viewport: areaSize,
      canvasView,
      panState: { isPanReady, isPanning },
    }),
    [limits, swatches, fontCatalog, fontFamily, mode, theme, format, loadedImage, templateBitmap, scale, canDraw, isLoadingFonts, areaSize, canvasView, isPanReady, isPanning],
  );
  const shareDetails = useMemo(() => ({ client: form?.names ?? '', date: toShareDate(form?.eventDate ?? '') }), [form?.names, form?.eventDate]);

  if (templateImage.status === 'failed') return <EditorMessage title={t('editor.errors.title')} text={t('editor.errors.templateLoad')} isError />;

  return (
    <EditorProvider store={store} viewScale={viewScale} resources={resources} canvasLink={canvasLink}>
      {/* The demo's starter shows sample photos in its frames from the start, as the catalogue's cards do. */}
      <EditorToolsProvider restore={documentStart} requestId={requestId} shareDetails={shareDetails} startsWithPhotos={isDemo && start === 'starter'}>
        <EditorLayout />
      </EditorToolsProvider>
    </EditorProvider>
  );
}
