import type Konva from 'konva';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../shared/catalog/formats';
import { toShareDate } from '../../shared/drafts/share-date';
import type { EditorStart } from '../catalog/templates/editor-route';
import type { CreationContext } from '../../shared/layout/creation-context';
import { pickDefaultFont } from '../../shared/layout/default-font';
import { showsDemoOverlay } from '../../shared/plans/plan-rules';
import { defaultFontFamily, flattenFonts } from '../catalog/fonts/font-list';
import type { LayoutElement } from '../../shared/layout/layout-element';
import { EditorCanvas } from './canvas/editor-canvas';
import { useCanvasView } from './canvas/use-canvas-view';
import { useViewInput } from './canvas/use-view-input';
import { ZoomControls } from './canvas/zoom-controls';
import { LayersPanel } from './panels/layers/layers-panel';
import { useTemplateColours } from './colours/use-template-colours';
import { useFontCatalog } from './fonts/use-font-catalog';
import { collectFontFamilies } from './fonts/document-font-families';
import { useFontFaces } from './fonts/use-font-faces';
import { MissingFontsNote } from './fonts/missing-fonts-note';
import { nativeTemplateSize } from './canvas/template-artwork';
import { useTemplateArtwork } from './canvas/use-template-artwork';
import { useSession } from '../api/use-session';
import { addElement } from './model/add-element';
import { useAutosave } from './autosave/use-autosave';
import { fitViewClearOfControls } from './model/view-transform';
import { printMarginPx } from './model/print-margin';
import { AddElementsPanel } from './panels/add-elements-panel';
import { useLayoutDownload } from './export/use-layout-download';
import { placeAddedElement } from './model/place-new-line';
import { useTemplateBitmap } from './export/use-template-bitmap';
import { applyPackFix } from './booth/pack-checks';
import { PrintOptionsDialog, type PrinterChoice } from './booth/print-options-dialog';
import { computePrintArea, defaultPrinterId, findPrinterPreset } from '../../shared/print/printer-presets';
import { defaultPhotoWindows, type PhotoWindows } from '../../shared/render/photo-windows';
import { findPlaceholders } from '../../shared/booth/slot-frames';
import { EditorToolbar } from './panels/editor-toolbar';
import { useBoothPackSync } from './booth-sync/use-booth-pack-sync';
import { usePhotoPreviewTools } from './photo-preview/use-photo-preview-tools';
import { useDraftShare } from './share/use-draft-share';
import { PropertiesPanel } from './panels/properties/properties-panel';
import { useEditorLimits } from './panels/use-editor-limits';
import { EditorKeys } from './commands/editor-keys';
import { EditorProvider } from './editor-context';
import { useEditorState } from './state/use-editor-state';
import { EditorMessage } from './workspace/editor-message';
import { RestoreDialog } from './autosave/restore-dialog';
import { EditorDialogs } from './workspace/editor-dialogs';
import { describeSelection } from './workspace/selection-data';
import { useDocumentStart, type EditorForm } from './workspace/use-document-start';
import { useElementSize } from './workspace/use-element-size';
import { useAccountLayout } from './account/use-account-layout';
import type { WorkspaceMode } from './workspace/workspace-mode';
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
  const resources = useMemo(() => ({ limits, swatches, fontCatalog }), [limits, swatches, fontCatalog]);

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
  const panState = useViewInput(area, canvasView);
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

  const printOptions = isPrintOpen && document !== null && (
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
  );

  if (templateImage.status === 'failed') return <EditorMessage title={t('editor.errors.title')} text={t('editor.errors.templateLoad')} isError />;

  return (
    <EditorProvider store={store} viewScale={viewScale} resources={resources}>
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
            {...describeSelection(document, state.selection, viewScale)}
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
            <PropertiesPanel />
            {canDraw && document !== null && <LayersPanel />}
          </div>
        </div>
        <EditorDialogs
          dialogs={{
            restore: documentStart.isSavedJobFound && <RestoreDialog onRestore={documentStart.restore} onDiscard={documentStart.discard} />,
            printOptions: printOptions,
            download: downloader.dialogs,
            photoPreview: photoTools.dialogs,
            share: sharer.dialogs,
            account: account?.dialogs,
            boothPack: boothSync?.dialog,
          }}
        />
      </div>
    </EditorProvider>
  );
}
