import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../../shared/catalog/formats';
import { createStarterDocument } from '../../../shared/layout/create-starter-document';
import type { LayoutDocument } from '../../../shared/layout/layout-document';
import { placeInitialText } from '../../../shared/layout/place-initial-text';
import { placeOnNamePlate } from '../../../shared/layout/place-on-name-plate';
import { toShareDate } from '../../../shared/drafts/share-date';
import { readTemplatePixels } from '../../editor/canvas/read-template-pixels';
import type { EditorStart } from '../../catalog/templates/editor-route';
import { useStarterLayout } from '../../catalog/templates/use-starter-layout';
import type { CreationContext } from '../../../shared/layout/creation-context';
import { getOpeningScale } from '../../../shared/layout/opening-scale';
import { pickDefaultFont } from '../../../shared/layout/default-font';
import { showsDemoOverlay } from '../../../shared/plans/plan-rules';
import { defaultFontFamily, flattenFonts } from '../../catalog/fonts/font-list';
import type { LayoutElement } from '../../../shared/layout/layout-element';
import { EditorCanvas } from '../../editor/canvas/editor-canvas';
import { useCanvasView } from '../../editor/canvas/use-canvas-view';
import { useViewInput } from '../../editor/canvas/use-view-input';
import { ZoomControls } from '../../editor/canvas/zoom-controls';
import { LayersPanel } from '../../editor/panels/layers/layers-panel';
import { useTemplateColours } from '../../editor/colours/use-template-colours';
import { useFontCatalog } from '../../editor/fonts/use-font-catalog';
import { collectFontFamilies } from '../../editor/fonts/document-font-families';
import { useFontFaces } from '../../editor/fonts/use-font-faces';
import { MissingFontsNote } from '../../editor/fonts/missing-fonts-note';
import type { useLoadedImage } from '../../editor/canvas/use-loaded-image';
import { nativeTemplateSize } from '../../editor/canvas/template-artwork';
import { useTemplateArtwork } from '../../editor/canvas/use-template-artwork';
import { useSession } from '../../api/use-session';
import { addElement } from '../../editor/model/add-element';
import { RestoreDialog } from '../../editor/autosave/restore-dialog';
import { useAutosave } from '../../editor/autosave/use-autosave';
import { useSavedLayout } from '../../editor/autosave/use-saved-layout';
import { getElementSize } from '../../../shared/layout/element-box';
import { fitViewClearOfControls } from '../../editor/model/view-transform';
import { printMarginPx } from '../../editor/model/print-margin';
import { measureTextWithKonva } from '../../editor/canvas/measure-text';
import type { TextElement } from '../../../shared/layout/text-element';
import { AddElementsPanel } from '../../editor/panels/add-elements-panel';
import { useLayoutDownload } from '../../editor/export/use-layout-download';
import { placeAddedElement } from '../../editor/model/place-new-line';
import { useTemplateBitmap } from '../../editor/export/use-template-bitmap';
import { applyPackFix } from '../../editor/booth/pack-checks';
import { PrintOptionsDialog, type PrinterChoice } from '../../editor/booth/print-options-dialog';
import { computePrintArea, defaultPrinterId, findPrinterPreset } from '../../../shared/print/printer-presets';
import { defaultPhotoWindows, type PhotoWindows } from '../../../shared/render/photo-windows';
import { findPlaceholders } from '../../../shared/booth/slot-frames';
import { EditorToolbar } from '../../editor/panels/editor-toolbar';
import { useBoothPackSync } from '../../editor/booth-sync/use-booth-pack-sync';
import { usePhotoPreviewTools } from '../../editor/photo-preview/use-photo-preview-tools';
import { useDraftShare } from '../../editor/share/use-draft-share';
import { PropertiesPanel } from '../../editor/panels/properties/properties-panel';
import { useEditorLimits } from '../../editor/panels/use-editor-limits';
import { EditorKeys } from '../../editor/commands/editor-keys';
import { EditorProvider } from '../../editor/editor-context';
import { useEditorState } from '../../editor/state/use-editor-state';
import { EditorMessage } from './editor-message';
import { useAccountLayout } from './use-account-layout';
import { buildInitialDocument } from './build-initial-document';
import type { WorkspaceMode } from './workspace-mode';
import { mmPerInch } from '../../../shared/print/print-units.js';

/** Names and event date from a client request, for the initial text (spec §4). */
export interface EditorForm {
  names?: string;
  eventDate?: string;
}

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


/** Toolbar, side panel and canvas around one template; the document starts once both the image and the area's size are known. */
export function EditorWorkspace({ templatePath, theme, format, form, requestId, mode, start }: EditorWorkspaceProps) {
  const isDemo = mode.kind === 'demo';
  const { t } = useTranslation();
  const limits = useEditorLimits(templatePath, isDemo);
  const { status: sessionStatus } = useSession();
  // The print original for an entitled operator, the display copy for the others and the demo;
  // nothing before the session is known, so an entitled editor never loads both.
  const { url: artworkUrl, image: templateImage } = useTemplateArtwork(templatePath, isDemo || sessionStatus !== 'loading' ? !isDemo && limits.canUpload : null);
  const area = useRef<HTMLDivElement>(null);
  const areaSize = useElementSize(area);
  const store = useEditorState();
  const { state, dispatch, createId } = store;
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

  // A saved job for this template is offered before a fresh document is made (spec §4).
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
  // Init makes a history with no past: the restored job has nothing to undo.
  const onRestore = () => {
    const restored = saved.restore();
    if (restored !== null) dispatch({ type: 'init', document: restored });
  };

  // Zoom and pan: `scale` stays the fit scale, which new elements are sized by (spec
  // §9 "times the scale"); the view's scale is what the stage, snapping and nudges use.
  const canvasView = useCanvasView(template, scale > 0 ? areaSize : null);
  const panState = useViewInput(area, canvasView);
  const viewScale = canvasView?.view.scale ?? scale;

  const document = state.history?.present ?? null;
  useAutosave(isDemo ? document : null);
  // A new layout: its first document goes to the account once, then the page opens the layout.
  const onReady = mode.kind === 'create' ? mode.onReady : null;
  const hasHandedOver = useRef(false);
  useEffect(() => {
    if (onReady === null || document === null || hasHandedOver.current) return;
    hasHandedOver.current = true;
    onReady(document, savedStatus === 'restored');
  }, [onReady, document, savedStatus]);
  // Text is drawn only once the faces this document needs are ready (a loading state till then).
  const areFontsReady = useFontFaces(collectFontFamilies(document, [fontFamily]));
  // Only the first draw waits for the faces: a font picked later is loaded before it is applied,
  // and unmounting the stage then would drop the selection handles for nothing.
  const [hasDrawn, setHasDrawn] = useState(false);
  const canDraw = mode.kind !== 'create' && document !== null && templateImage.status === 'loaded' && scale > 0 && (areFontsReady || hasDrawn);
  if (canDraw && !hasDrawn) setHasDrawn(true);
  const context: CreationContext | null = document === null || scale <= 0 ? null : { createId, scale, template: document.template };
  const stage = useRef<Konva.Stage>(null);
  const templateBitmap = useTemplateBitmap(templateImage.status === 'loaded' ? templateImage.image : null);
  const account = useAccountLayout(mode, document, { stage, templateBitmap }, dispatch);
  const downloader = useLayoutDownload({ document, stage, theme, formatKey: format.key, limits, templateBitmap, resolveLayoutRef: account?.resolveLayoutRef });
  const sharer = useDraftShare({
    document,
    stage,
    scale,
    limits,
    templateBitmap,
    ...(requestId === undefined ? {} : { requestId }),
    initialDetails: { client: form?.names ?? '', date: toShareDate(form?.eventDate ?? '') },
    ...(account === null ? {} : { resolveLayoutRef: account.resolveLayoutRef }),
  });
  // The demo's starter shows sample photos in its frames from the start, as the catalogue's cards do.
  const photoTools = usePhotoPreviewTools({ document, stage, theme, formatKey: format.key, limits, templateBitmap, selection: state.selection, isReady: canDraw, startsOn: isDemo && start === 'starter' });
  const [isPrintOpen, setIsPrintOpen] = useState(false);
  const [printer, setPrinter] = useState<PrinterChoice>({ printerId: defaultPrinterId, hasGuides: false });
  // One 'Finestre foto' choice for 'Scarica' and the print files: transparent unless the operator says otherwise.
  const [photoWindows, setPhotoWindows] = useState<PhotoWindows>(defaultPhotoWindows);
  const boothSync = useBoothPackSync({ mode, document, path: downloader.path, isReady: canDraw, printerId: printer.printerId, resolveLayoutRef: account?.resolveLayoutRef });
  const onAdd = (element: LayoutElement) => dispatch({ type: 'apply', change: (current) => addElement(current, { element: placeAddedElement(current, element) }), select: [element.id] });

  if (templateImage.status === 'failed') return <EditorMessage title={t('editor.errors.title')} text={t('editor.errors.templateLoad')} isError />;

  const selected = document?.elements.find((element) => element.id === state.selection[0]);
  const selectedSize = selected === undefined ? null : getElementSize(selected, measureTextWithKonva);
  const round = (value: number) => String(Math.round(value * 100) / 100);

  return (
    <EditorProvider store={store} viewScale={viewScale}>
      <div className="editor-workspace">
        <EditorKeys />
        <h1 className="visually-hidden">{t('pages.editor.title')}</h1>
        <EditorToolbar
          isReady={canDraw}
          isDownloading={downloader.isBusy}
          onDownload={(fileFormat) => void downloader.download({ kind: 'image', format: fileFormat, photoWindows })}
          photoWindows={photoWindows}
          onPhotoWindowsChange={setPhotoWindows}
          onOpenPrint={() => setIsPrintOpen(true)}
          isSharing={sharer.isBusy}
          onShare={sharer.share}
          status={downloader.status}
          downloadsLeft={downloader.downloadsLeft}
          saveStatus={account?.indicator}
          publishAction={boothSync?.button}
          photoPreview={photoTools.controls}
        />
        <MissingFontsNote document={document} />
        <div className="editor-workspace__body">
          <AddElementsPanel context={context} fontFamily={fontFamily} limits={limits} onAdd={onAdd} theme={theme} />
          <div
            ref={area}
            className="editor-workspace__area"
            data-testid="editor-canvas"
            data-scale={String(Math.round(viewScale * 10000) / 10000)}
            data-element-count={document?.elements.length ?? 0}
            data-selected-count={state.selection.length}
            data-selected-id={selected?.id}
            data-selected-type={selected?.type}
            data-selected-x={selected === undefined ? undefined : round(selected.x)}
            data-selected-y={selected === undefined ? undefined : round(selected.y)}
            data-selected-width={selectedSize === null ? undefined : round(selectedSize.width)}
            data-selected-height={selectedSize === null ? undefined : round(selectedSize.height)}
            data-selected-rotation={selected === undefined ? undefined : round(selected.rotation)}
          >
            {!canDraw || document === null || templateImage.status !== 'loaded' || canvasView === null || areaSize === null ? (
              <p className="editor-workspace__loading" role="status">
                {mode.kind === 'create' && document !== null
                  ? t('layouts.creating')
                  : templateImage.status === 'loaded' && !areFontsReady
                    ? t('editor.canvas.loadingFonts')
                    : t('editor.canvas.loading')}
              </p>
            ) : (
              <EditorCanvas
                document={document}
                selection={state.selection}
                view={canvasView.view}
                viewport={areaSize}
                panState={panState}
                templateImage={templateImage.image}
                printMargin={printMarginPx({ widthPx: document.template.width, widthMm: format.widthMm })}
                printerArea={printer.hasGuides ? computePrintArea(findPrinterPreset(printer.printerId), document.template) : null}
                showDemoOverlay={showsDemoOverlay(limits)}
                stageRef={stage}
                photoPreview={photoTools.canvas}
                dispatch={dispatch}
              />
            )}
            {canDraw && canvasView !== null && <ZoomControls canvasView={canvasView} />}
          </div>
          <div className="editor-workspace__side">
            <PropertiesPanel swatches={swatches} fontCatalog={fontCatalog} fontAllowance={limits.availableFonts} />
            {canDraw && document !== null && <LayersPanel />}
          </div>
        </div>
        {saved.state.status === 'found' && <RestoreDialog onRestore={onRestore} onDiscard={saved.discard} />}
        {isPrintOpen && document !== null && (
          <PrintOptionsDialog
            template={document.template}
            document={document}
            printer={printer}
            onPrinterChange={setPrinter}
            onFix={(fix) => dispatch({ type: 'apply', change: (current) => applyPackFix(current, fix) })}
            slotCount={findPlaceholders(document).length}
            path={downloader.path}
            isBusy={downloader.isBusy}
            status={downloader.status}
            onExport={downloader.download}
            photoWindows={photoWindows}
            onPhotoWindowsChange={setPhotoWindows}
            onClose={() => setIsPrintOpen(false)}
          />
        )}
        {downloader.dialogs}
        {photoTools.dialogs}
        {sharer.dialogs}
        {account?.dialogs}
        {boothSync?.dialog}
      </div>
    </EditorProvider>
  );
}

/** One line's width in a text's font and size, as Konva draws it. */
function measureLineWithKonva(line: string, text: TextElement): number {
  return measureTextWithKonva({ ...text, content: line, width: undefined }).width;
}

/** Issue 21 item 6: without a starter layout (an operator's own template) the default text goes where the template leaves room, in a readable colour. */
function placeOnFreeArea(document: LayoutDocument, templateImage: ReturnType<typeof useLoadedImage>, format: Format): LayoutDocument {
  const pixels = templateImage.status === 'loaded' ? readTemplatePixels(templateImage.image) : null;
  if (pixels === null) return document;
  const margin = printMarginPx({ widthPx: document.template.width, widthMm: format.widthMm });
  return placeInitialText(document, pixels, margin, (content, fontSize, lineHeight) => content.split('\n').length * fontSize * lineHeight);
}

/** The content-box size of an element, following resizes. */
function useElementSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry === undefined) return;
      const { width, height } = entry.contentRect;
      setSize((previous) => (previous !== null && previous.width === width && previous.height === height ? previous : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
