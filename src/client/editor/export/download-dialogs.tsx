import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useEditor } from '../editor-context.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { PassExhaustedDialog } from './pass-exhausted-dialog.js';

/** The download flow's dialogs: a pass's confirmation, a notice, and the refusal when no download is left. */
export function DownloadDialogs() {
  const { t } = useTranslation();
  const { document } = useEditor();
  const { question, alert, dismissAlert, refusal, dismissRefusal } = useEditorTools().download;
  return (
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
          onConfirm={() => question.answer(true)}
          onCancel={() => question.answer(false)}
        />
      )}
      {alert !== null && <AlertDialog message={alert.message} onClose={dismissAlert} {...(alert.action === undefined ? {} : { action: alert.action })} />}
      {refusal !== null && document !== null && <PassExhaustedDialog message={refusal} templatePath={document.template.path} onClose={dismissRefusal} />}
    </>
  );
}
