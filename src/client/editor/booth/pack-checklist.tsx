import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { findPrinterPreset, printerPresets, type PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { runPackChecks, type CameraRatio, type PackCheck, type PackFix } from './pack-checks.js';

interface PackChecklistProps {
  document: LayoutDocument;
  camera: CameraRatio;
  /** True while the camera is the one the frames suggest (not yet changed by the operator): the list says so. */
  isCameraSuggested: boolean;
  printerId: PrinterPresetId;
  hasPrinterGuides: boolean;
  isDisabled: boolean;
  onCameraChange: (camera: CameraRatio) => void;
  onPrinterChange: (printerId: PrinterPresetId) => void;
  onPrinterGuidesChange: (isShown: boolean) => void;
  onFix: (fix: PackFix) => void;
}

/**
 * The checks a booth pack goes through before it leaves (pack-checks.ts), read again on every
 * change of the document: each row says what is fine or what to fix, and offers the fix in one
 * click where there is one. Warnings never block the export: the operator knows the booth.
 */
export function PackChecklist({ document, camera, isCameraSuggested, printerId, hasPrinterGuides, isDisabled, onCameraChange, onPrinterChange, onPrinterGuidesChange, onFix }: PackChecklistProps) {
  const { t } = useTranslation();
  const cameraId = useId();
  const cameraNoteId = useId();
  const printerSelectId = useId();
  const checks = runPackChecks(document, { camera, printerId });
  const printer = findPrinterPreset(printerId).name;
  return (
    <section className="pack-checklist" aria-label={t('boothExport.checks.title')}>
      <h3 className="pack-checklist__title">{t('boothExport.checks.title')}</h3>
      <div className="pack-checklist__settings">
        <label htmlFor={cameraId}>{t('boothExport.checks.camera')}</label>
        <select id={cameraId} value={camera} disabled={isDisabled} aria-describedby={isCameraSuggested ? cameraNoteId : undefined} onChange={(event) => onCameraChange(event.target.value === '4:3' ? '4:3' : '3:2')}>
          <option value="3:2">{t('boothExport.checks.camera32')}</option>
          <option value="4:3">{t('boothExport.checks.camera43')}</option>
        </select>
        <label htmlFor={printerSelectId}>{t('boothExport.checks.printer')}</label>
        <select id={printerSelectId} value={printerId} disabled={isDisabled} onChange={(event) => onPrinterChange(printerPresets.find((preset) => preset.id === event.target.value)?.id ?? printerId)}>
          {printerPresets.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.name}
            </option>
          ))}
        </select>
      </div>
      {isCameraSuggested && (
        <p id={cameraNoteId} className="pack-checklist__camera-note">
          {t('boothExport.checks.cameraSuggested', { camera })}
        </p>
      )}
      <label className="print-options__check">
        <input type="checkbox" checked={hasPrinterGuides} disabled={isDisabled} onChange={(event) => onPrinterGuidesChange(event.target.checked)} />
        {t('boothExport.checks.showGuides')}
      </label>
      <ul className="pack-checklist__list">
        {checks.map((check) => {
          const row = describeCheck(check, t, camera, printer);
          return (
            <li key={check.id} className={check.isOk ? 'pack-checklist__item pack-checklist__item--ok' : 'pack-checklist__item pack-checklist__item--warning'} data-check={check.id}>
              <span className="pack-checklist__status">{check.isOk ? t('boothExport.checks.ok') : t('boothExport.checks.warning')}</span>
              <span className="pack-checklist__text">{row.text}</span>
              {row.fix !== null && (
                <button type="button" className="button button--secondary pack-checklist__fix" disabled={isDisabled} onClick={() => row.fix !== null && onFix(row.fix.change)}>
                  {row.fix.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function describeCheck(check: PackCheck, t: TFunction, camera: CameraRatio, printer: string): { text: string; fix: { label: string; change: PackFix } | null } {
  switch (check.id) {
    case 'slot-ratio':
      return check.isOk
        ? { text: t('boothExport.checks.slotRatioOk', { camera }), fix: null }
        : {
            text: t('boothExport.checks.slotRatioWarn', { count: check.slots.length, percent: Math.max(...check.slots.map((slot) => slot.cropPercent)) }),
            fix: check.fix === null ? null : { label: t('boothExport.checks.slotRatioFix', { camera }), change: check.fix },
          };
    case 'photo-count':
      if (check.isOk) return { text: t('boothExport.checks.photoCountOk', { count: check.count }), fix: null };
      if (check.count === 0) return { text: t('boothExport.checks.photoCountNone'), fix: null };
      return {
        text: [
          ...check.programs.map((program) => t('boothExport.checks.photoCountPibooth', { count: check.count, max: program.max ?? 4 })),
          ...(check.photoboothProjectDefault === null ? [] : [t('boothExport.checks.photoCountPhotoboothProject', { count: check.count, default: check.photoboothProjectDefault })]),
        ].join(' '),
        fix: null,
      };
    case 'text-flattened':
      return check.isOk
        ? { text: t('boothExport.checks.textOk'), fix: null }
        : { text: t('boothExport.checks.textWarn', { count: check.hiddenTextIds.length }), fix: check.fix === null ? null : { label: t('boothExport.checks.textFix'), change: check.fix } };
    case 'safe-area':
      if (check.isOk) return { text: t('boothExport.checks.safeOk', { printer }), fix: null };
      return {
        text: `${t('boothExport.checks.safeWarn', { printer, count: check.outsideIds.length })}${check.fix === null ? ` ${t('boothExport.checks.safeNoFix')}` : ''}`,
        fix: check.fix === null ? null : { label: t('boothExport.checks.safeFix'), change: check.fix },
      };
    case 'photobooth-app-edge':
      return check.isOk
        ? { text: t('boothExport.checks.edgeOk'), fix: null }
        : {
            text: t('boothExport.checks.edgeWarn', { count: check.slots.length, px: Math.max(...check.slots.map((slot) => Math.max(slot.dx, slot.dy))) }),
            fix: check.fix === null ? null : { label: t('boothExport.checks.edgeFix'), change: check.fix },
          };
    default:
      return assertNever(check);
  }
}
