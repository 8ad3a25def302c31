import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { useCopyToClipboard } from './use-copy-to-clipboard.js';

/** 'Copia Info': puts theme, format and template name on the clipboard for the operator. */
export function CopyInfoButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const { isCopied, hasFailed, onCopy, onDismissError } = useCopyToClipboard();
  return (
    <>
      <button type="button" className={`button button--secondary copy-info-button${isCopied ? ' is-copied' : ''}`} onClick={() => void onCopy(text)}>
        {isCopied ? t('templateActions.copied') : t('templateActions.copy')}
      </button>
      {/* The label change alone is not announced by every screen reader. */}
      <span className="visually-hidden" role="status">
        {isCopied ? t('templateActions.copied') : ''}
      </span>
      {hasFailed && <AlertDialog message={t('templateActions.copyError')} onClose={onDismissError} />}
    </>
  );
}
