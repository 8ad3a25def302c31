import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../ui/modal-dialog.js';
import type { DownloadPath } from '../export/download-path.js';
import { isChoiceAllowed, type ExportChoice } from '../export/export-choice.js';
import type { DownloadOutcome } from '../export/run-download.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { suggestCameraRatio, type CameraRatio, type PackFix } from './pack-checks.js';
import { PackChecklist } from './pack-checklist.js';
import { planTwoUpSheet } from '../../../shared/print/two-up-sheet.js';
import type { PhotoWindows } from '../../../shared/render/photo-windows.js';
import { PhotoWindowsSelect } from '../export/photo-windows-select.js';
import './print-options-dialog.css';

type Option = 'booth' | 'two-up' | 'pdf';

/** The printer the booth pack is sized and checked for, and whether its crop shows in the editor. */
export interface PrinterChoice {
  printerId: PrinterPresetId;
  hasGuides: boolean;
}

interface PrintOptionsDialogProps {
  template: { width: number; height: number };
  /** The layout as it is now: the booth checks read it, and their fixes change it. */
  document: LayoutDocument;
  printer: PrinterChoice;
  onPrinterChange: (printer: PrinterChoice) => void;
  onFix: (fix: PackFix) => void;
  slotCount: number;
  path: DownloadPath;
  isBusy: boolean;
  /** The download's progress, read out politely. */
  status: string;
  onExport: (choice: ExportChoice) => Promise<DownloadOutcome>;
  /** What the photo frames of the sheet and the PDF show (the booth zip makes its own holes). */
  photoWindows: PhotoWindows;
  onPhotoWindowsChange: (value: PhotoWindows) => void;
  onClose: () => void;
}

/**
 * The print exports, as a modal next to the download button: one radio per file, each with what
 * it holds; the booth zip locked (with the way to the plans) for whoever only gets drafts, the
 * 2-up sheet only for strips. It stays open while the file is made and after it is saved (it says so),
 * for the next file;
 * a confirm or an error opens over it, so nothing chosen is lost.
 */
export function PrintOptionsDialog({ template, document, printer, onPrinterChange, onFix, slotCount, path, isBusy, status, onExport, photoWindows, onPhotoWindowsChange, onClose }: PrintOptionsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const sheet = planTwoUpSheet(template.width, template.height);
  const isBoothLocked = !isChoiceAllowed({ kind: 'booth' }, path);
  const canBooth = !isBoothLocked && slotCount > 0;
  const [option, setOption] = useState<Option>(canBooth ? 'booth' : sheet !== null ? 'two-up' : 'pdf');
  const [hasCutLine, setHasCutLine] = useState(true);
  // The camera the frames are drawn for when the dialog opens (the designed templates' 4:3 or 3:2); the operator's choice after that.
  const [cameraChoice, setCameraChoice] = useState<CameraRatio | null>(null);
  const suggestedCamera = suggestCameraRatio(document);
  const camera = cameraChoice ?? suggestedCamera;
  const [isSaved, setIsSaved] = useState(false);

  const toChoice = (): ExportChoice => (option === 'booth' ? { kind: 'booth', printerId: printer.printerId } : option === 'two-up' ? { kind: 'two-up', hasCutLine, photoWindows } : { kind: 'pdf', photoWindows });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    // The dialog stays open: a booth often wants the zip, the two-strip sheet and the PDF in a row.
    void onExport(toChoice()).then((outcome) => setIsSaved(outcome === 'saved'));
  };
  const close = () => {
    if (!isBusy) onClose();
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={introId} onClose={close} className="print-options">
      <form onSubmit={onSubmit}>
        <h2 id={titleId} className="modal-dialog__title">
          {t('boothExport.title')}
        </h2>
        <p id={introId} className="print-options__intro">
          {t('boothExport.intro')}
        </p>
        <div className="print-options__body">
        <fieldset className="print-options__choices" disabled={isBusy}>
          <legend className="visually-hidden">{t('boothExport.options')}</legend>
          <ChoiceRow value="booth" selected={option} onSelect={setOption} isDisabled={!canBooth} label={t('boothExport.booth.label')} hint={t('boothExport.booth.hint')}>
            {isBoothLocked ? (
              <p className="print-options__note">
                {t('boothExport.booth.locked')} <Link to="/abbonamenti">{t('boothExport.booth.lockedLink')}</Link>
              </p>
            ) : (
              slotCount === 0 && <p className="print-options__note">{t('boothExport.booth.noSlots')}</p>
            )}
            {option === 'booth' && canBooth && (
              <PackChecklist
                document={document}
                camera={camera}
                isCameraSuggested={cameraChoice === null}
                printerId={printer.printerId}
                hasPrinterGuides={printer.hasGuides}
                isDisabled={isBusy}
                onCameraChange={setCameraChoice}
                onPrinterChange={(printerId) => onPrinterChange({ ...printer, printerId })}
                onPrinterGuidesChange={(hasGuides) => onPrinterChange({ ...printer, hasGuides })}
                onFix={onFix}
              />
            )}
          </ChoiceRow>
          <ChoiceRow
            value="two-up"
            selected={option}
            onSelect={setOption}
            isDisabled={sheet === null}
            label={t('boothExport.twoUp.label')}
            hint={sheet === null ? t('boothExport.twoUp.onlyStrips') : t('boothExport.twoUp.hint', { width: sheet.width, height: sheet.height })}
          >
            {sheet !== null && (
              <label className="print-options__check">
                <input type="checkbox" checked={hasCutLine} disabled={option !== 'two-up'} onChange={(event) => setHasCutLine(event.target.checked)} />
                {t('boothExport.twoUp.cutLine')}
              </label>
            )}
          </ChoiceRow>
          <ChoiceRow value="pdf" selected={option} onSelect={setOption} isDisabled={false} label={t('boothExport.pdf.label')} hint={t('boothExport.pdf.hint')} />
        </fieldset>
        {option !== 'booth' && (
          <p className="print-options__windows">
            <PhotoWindowsSelect value={photoWindows} file={option === 'two-up' ? 'sheet' : 'pdf'} onChange={onPhotoWindowsChange} isDisabled={isBusy} noteShown="visible" />
          </p>
        )}
        </div>
        <p className="print-options__status" role="status">
          {isBusy ? status : isSaved ? t('boothExport.saved') : ''}
        </p>
        <div className="modal-dialog__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={isBusy}>
            {t('boothExport.close')}
          </button>
          <button type="submit" className="button button--primary" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t('editor.download.busy') : t('boothExport.export')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface ChoiceRowProps {
  value: Option;
  selected: Option;
  onSelect: (value: Option) => void;
  isDisabled: boolean;
  label: string;
  hint: string;
  children?: ReactNode;
}

function ChoiceRow({ value, selected, onSelect, isDisabled, label, hint, children }: ChoiceRowProps) {
  const id = useId();
  return (
    <div className={isDisabled ? 'print-options__choice print-options__choice--disabled' : 'print-options__choice'}>
      <input id={id} type="radio" name="print-option" value={value} checked={selected === value} disabled={isDisabled} onChange={() => onSelect(value)} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="print-options__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="print-options__hint">
          {hint}
        </p>
        {children}
      </div>
    </div>
  );
}
