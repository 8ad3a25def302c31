import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadsRemaining } from '../../../shared/api/downloads.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { EditorLimits } from '../../../shared/plans/plan-types.js';
import { useSession } from '../../api/use-session';
import { AlertDialog } from '../../purchase/alert-dialog';
import { ConfirmDialog } from '../../purchase/confirm-dialog';
import { findPrintableLayers } from './printable-layers';
import { describeFailure } from './describe-failure';
import { authorizeDownload, checkDownloadStatus } from './download-api';
import { chooseDownloadPath } from './download-path';
import { exportFileName, type ExportFormat } from './export-format';
import { exportLayout } from './export-layout';
import { runDownload } from './run-download';
import { saveFile } from './save-file';

interface DownloadArgs {
  document: LayoutDocument | null;
  stage: RefObject<Konva.Stage | null>;
  theme: string;
  formatKey: string;
  limits: EditorLimits;
  /** The template decoded at full size, when ready (faster exports). */
  templateBitmap: ImageBitmap | null;
}

export interface LayoutDownload {
  download: (format: ExportFormat) => void;
  isBusy: boolean;
  /** What the last download said, for a polite live region. */
  status: string;
  dialogs: ReactNode;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The download button's flow (spec §4) with its dialogs; see runDownload for the order of steps. */
export function useLayoutDownload({ document, stage, theme, formatKey, limits, templateBitmap }: DownloadArgs): LayoutDownload {
  const { t } = useTranslation();
  const { me, refresh } = useSession();
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ remaining: DownloadsRemaining; answer: (isYes: boolean) => void } | null>(null);
  const latest = useRef({ document, limits, plan: me.plan });
  useEffect(() => {
    latest.current = { document, limits, plan: me.plan };
  });

  const download = useCallback(
    (format: ExportFormat) => {
      const { document: current, limits: currentLimits, plan } = latest.current;
      if (current === null || isBusy) return;
      const templateId = templateIdFromPath(current.template.path);
      setIsBusy(true);
      setStatus(t('editor.download.working'));
      void runDownload(chooseDownloadPath(plan.type, currentLimits), {
        checkStatus: () => checkDownloadStatus({ templateId }),
        authorize: () => authorizeDownload({ templateId }),
        confirm: (remaining) => new Promise((resolve) => setQuestion({ remaining, answer: resolve })),
        render: (watermark) =>
          exportLayout({
            printable: findPrintableLayers(stage.current),
            document: current,
            format,
            pixelRatio: 1,
            watermark,
            demoText: t('editor.download.demoWatermark'),
            draftText: t('editor.download.draftWatermark'),
        templateBitmap,
          }),
        save: (blob, isDraft) => saveFile(blob, exportFileName({ theme, format: formatKey, fileFormat: format, isDraft })),
        notify: setAlert,
        describeFailure: (stage, error) => describeFailure(t, stage, error),
        freeNotice: t('editor.download.freeNotice'),
        refusal: (reason) => t('editor.download.refused', { reason }),
        // Spec §4: after a download the plan is read again, so the count left shows at once.
        onSuccess: () => void refresh(),
        wait,
      })
        .then((outcome) => setStatus(outcome === 'saved' ? t('editor.download.done') : ''))
        .finally(() => setIsBusy(false));
    },
    [stage, formatKey, isBusy, refresh, t, theme, templateBitmap],
  );

  const answer = (isYes: boolean) => {
    question?.answer(isYes);
    setQuestion(null);
  };
  const dialogs = (
    <>
      {question !== null && (
        <ConfirmDialog
          title={t('editor.download.confirmTitle')}
          message={
            question.remaining === 'illimitati'
              ? t('editor.download.confirmUnlimited')
              : t('editor.download.confirmText', { count: question.remaining, after: Math.max(0, question.remaining - 1) })
          }
          confirmLabel={t('editor.download.confirm')}
          cancelLabel={t('editor.download.cancel')}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </>
  );
  return { download, isBusy, status, dialogs };
}
