import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadsRemaining } from '../../../shared/api/downloads.js';
import type { BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import type { LayoutDownloadRequest } from '../../../shared/api/layout-downloads.js';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { useSession } from '../../api/use-session.js';
import type { AlertAction } from '../../ui/alert-dialog.js';
import { useEditor } from '../editor-context.js';
import { findPrintableLayers } from './printable-layers.js';
import { describeFailure } from './describe-failure.js';
import { authorizeDownload, checkDownloadStatus, downloadBoothPack, downloadLayoutFile } from './download-api.js';
import { chooseDownloadPath, type DownloadPath } from './download-path.js';
import { choiceFileName, isChoiceAllowed, type ExportChoice } from './export-choice.js';
import { releaseExportCanvas } from './export-canvas.js';
import { renderChoice } from './render-choice.js';
import { runDownload, type DownloadOutcome, type ServerFile } from './run-download.js';
import { saveFile } from './save-file.js';

/** A pass's question before it spends a download: answered yes or no. */
export interface DownloadQuestion {
  remaining: DownloadsRemaining;
  answer: (isYes: boolean) => void;
}

export interface LayoutDownload {
  /** Runs the plan's download flow for the chosen file; resolves with how it ended. */
  download: (choice: ExportChoice) => Promise<DownloadOutcome>;
  isBusy: boolean;
  /** The plan's download flow right now (which print exports are open to the user). */
  path: DownloadPath;
  /** What the last download said, for a polite live region. */
  status: string;
  /** A pass's downloads left for this template, shown before they run out; null on other plans. */
  downloadsLeft: number | null;
  /** The dialogs' state (export/download-dialogs.tsx draws them). */
  question: DownloadQuestion | null;
  alert: { message: string; action?: AlertAction } | null;
  dismissAlert: () => void;
  /** The pass has no download left for this template. */
  refusal: string | null;
  dismissRefusal: () => void;
}

/** The server's file of the layout as last saved: the pending save goes first, so the file is what the operator sees. */
async function fetchServerFile(resolveLayoutRef: () => Promise<DraftLayoutRef | null>, request: Omit<LayoutDownloadRequest, 'revision'>): Promise<ServerFile> {
  const ref = await resolveLayoutRef();
  if (ref === null) throw new Error('the layout is not saved yet');
  return downloadLayoutFile(ref.layoutId, { ...request, revision: ref.layoutRevision });
}

/** The booth pack the server builds of the layout as last saved (the pending save goes first). */
async function fetchServerBoothPack(resolveLayoutRef: () => Promise<DraftLayoutRef | null>, request: Omit<BuildBoothPackRequest, 'revision'>): Promise<ServerFile> {
  const ref = await resolveLayoutRef();
  if (ref === null) throw new Error('the layout is not saved yet');
  return downloadBoothPack(ref.layoutId, { ...request, revision: ref.layoutRevision });
}

/** What the server draws of an account layout as a print file (the booth zip has its own request). */
function serverFileFormat(choice: ExportChoice): Pick<LayoutDownloadRequest, 'format' | 'hasCutLine' | 'photoWindows'> | null {
  const windows = choice.kind !== 'booth' && choice.photoWindows !== undefined ? { photoWindows: choice.photoWindows } : {};
  switch (choice.kind) {
    case 'image':
      return { format: choice.format, ...windows };
    case 'two-up':
      return { format: 'sheet', hasCutLine: choice.hasCutLine, ...windows };
    case 'pdf':
      return { format: 'pdf', ...windows };
    case 'booth':
      return null;
    default:
      return assertNever(choice);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The download flow and its dialogs' state, for the download button and the print exports
 * alike: a pass spends one download whatever the file; see runDownload for the order of steps.
 * `resolveLayoutRef`, for an account layout: its PNG, JPG, two-strip sheet and print PDF are drawn by the server
 * from the stored revision it resolves to once the pending save is in (null: not saved in time). Absent: the demo.
 */
export function useLayoutDownload(resolveLayoutRef?: () => Promise<DraftLayoutRef | null>): LayoutDownload {
  const { document, stage, theme, format, limits, templateBitmap } = useEditor();
  const formatKey = format.key;
  const { t, i18n } = useTranslation();
  const { me, refresh } = useSession();
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState<{ message: string; action?: AlertAction } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [question, setQuestion] = useState<DownloadQuestion | null>(null);
  const latest = useRef({ document, limits, plan: me.plan });
  useEffect(() => {
    latest.current = { document, limits, plan: me.plan };
  });
  // The editor's exports draw into one kept canvas (takeExportCanvas): it goes with the editor.
  useEffect(() => releaseExportCanvas, []);

  const download = useCallback(
    (choice: ExportChoice): Promise<DownloadOutcome> => {
      const { document: current, limits: currentLimits, plan } = latest.current;
      if (current === null || isBusy) return Promise.resolve('cancelled');
      const path = chooseDownloadPath(plan.type, currentLimits);
      // The options dialog offers no locked choice; this holds if it ever did.
      if (!isChoiceAllowed(choice, path)) return Promise.resolve('refused');
      const templateId = templateIdFromPath(current.template.path);
      const context = {
        printable: findPrintableLayers(stage.current),
        document: current,
        templateBitmap,
        demoText: t('editor.download.demoWatermark'),
        draftText: t('editor.download.draftWatermark'),
      };
      const serverFormat = serverFileFormat(choice);
      const language = i18n.language.startsWith('en') ? 'en' : 'it';
      setIsBusy(true);
      setStatus(t('editor.download.working'));
      return runDownload(path, {
        checkStatus: () => checkDownloadStatus({ templateId }),
        authorize: () => authorizeDownload({ templateId }),
        confirm: (remaining) => new Promise((resolve) => setQuestion({ remaining, answer: resolve })),
        render: (watermark) => renderChoice(choice, context, watermark),
        ...(resolveLayoutRef === undefined ? {} : { fetchFile: () => (serverFormat === null ? fetchServerBoothPack(resolveLayoutRef, { language, ...(choice.kind === 'booth' && choice.printerId !== undefined ? { printerId: choice.printerId } : {}) }) : fetchServerFile(resolveLayoutRef, { ...serverFormat, language })) }),
        save: (blob, isDraft) => saveFile(blob, choiceFileName(choice, { theme, format: formatKey, isDraft, names: t('boothExport.fileNames', { returnObjects: true }) })),
        // The watermark notice leads to the plans; other notices (errors) just inform.
        notify: (message) => setAlert(message === t('editor.download.freeNotice') ? { message, action: { label: t('dialog.seePlans'), to: '/abbonamenti' } } : { message }),
        describeFailure: (stage, error) => describeFailure(t, stage, error),
        freeNotice: t('editor.download.freeNotice'),
        refuse: (reason) => setRefusal(t('editor.download.refused', { reason })),
        // Spec §4: after a download the plan is read again, so the count left shows at once.
        onSuccess: () => void refresh(),
        wait,
      })
        .then((outcome) => {
          setStatus(outcome === 'saved' ? t('editor.download.done') : '');
          return outcome;
        })
        .finally(() => setIsBusy(false));
    },
    [stage, formatKey, isBusy, refresh, t, i18n, theme, templateBitmap, resolveLayoutRef],
  );

  const answer = useCallback(
    (isYes: boolean) => {
      question?.answer(isYes);
      setQuestion(null);
    },
    [question],
  );
  const path = chooseDownloadPath(me.plan.type, limits);
  const downloadsLeft = path === 'counted' && document !== null ? (me.unlockedTemplates[templateIdFromPath(document.template.path)]?.downloads_remaining ?? null) : null;
  return {
    download,
    isBusy,
    path,
    status,
    downloadsLeft,
    question: question === null ? null : { remaining: question.remaining, answer },
    alert,
    dismissAlert: () => setAlert(null),
    refusal,
    dismissRefusal: () => setRefusal(null),
  };
}
