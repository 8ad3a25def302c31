import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/use-session.js';
import { useEditor } from '../editor-context.js';
import { describeFailure } from '../export/describe-failure.js';
import { chooseDownloadPath } from '../export/download-path.js';
import { exportLayout } from '../export/export-layout.js';
import { findPrintableLayers } from '../export/printable-layers.js';
import { saveFile } from '../export/save-file.js';
import { testPrintFileName, testPrintWatermark } from './test-print-rules.js';

export interface TestPrint {
  run: () => Promise<void>;
  isBusy: boolean;
  status: string;
  /** A failure to tell the user (an alert dialog). */
  failure: string | null;
  dismissFailure: () => void;
}

/**
 * 'Stampa di prova': the layout as the canvas shows it with the preview photos, as a PNG at
 * print size marked as a test. No server call and no pass download (see testPrintWatermark).
 */
export function useTestPrint(): TestPrint {
  const { document, stage, theme, format, limits, templateBitmap } = useEditor();
  const formatKey = format.key;
  const { t } = useTranslation();
  const { me } = useSession();
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const isRunning = useRef(false);

  const run = useCallback(async () => {
    if (document === null || isRunning.current) return;
    isRunning.current = true;
    setIsBusy(true);
    setStatus(t('photoPreview.printing'));
    const watermark = testPrintWatermark(chooseDownloadPath(me.plan.type, limits));
    try {
      const blob = await exportLayout({
        printable: findPrintableLayers(stage.current),
        document,
        format: 'png',
        pixelRatio: 1,
        watermark,
        demoText: t('editor.download.demoWatermark'),
        draftText: t('editor.download.draftWatermark'),
        templateBitmap,
        testPrintMark: t('photoPreview.mark'),
      });
      saveFile(blob, testPrintFileName({ theme, format: formatKey, watermark, suffix: t('photoPreview.fileSuffix') }));
      setStatus(t('photoPreview.printed'));
    } catch (error) {
      setStatus('');
      setFailure(describeFailure(t, 'export', error));
    } finally {
      isRunning.current = false;
      setIsBusy(false);
    }
  }, [document, formatKey, limits, me.plan.type, stage, t, templateBitmap, theme]);

  return { run, isBusy, status, failure, dismissFailure: () => setFailure(null) };
}
