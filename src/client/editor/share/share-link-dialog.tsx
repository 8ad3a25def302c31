import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.js';

/** Spec §9: the copy confirmation lasts 2 s. */
const copiedMs = 2000;

/** Step 3 of sharing: the link, with a copy button and a way to open it. */
export function ShareLinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), copiedMs);
    return () => clearTimeout(timer);
  }, [copy]);
  const onCopy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => {
        // Without clipboard access the link is at least selected for Ctrl+C.
        inputRef.current?.select();
        setCopy('failed');
      },
    );
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} initialFocusRef={inputRef} isDismissible>
      <h2 id={titleId} className="modal-dialog__title">
        {t('editor.share.linkTitle')}
      </h2>
      <p className="modal-dialog__text">{t('editor.share.linkText')}</p>
      <label className="share-dialog__field">
        <span>{t('editor.share.link')}</span>
        <input ref={inputRef} type="url" value={url} readOnly onFocus={(event) => event.target.select()} />
      </label>
      {copy === 'failed' && (
        <p className="share-dialog__progress" role="alert">
          {t('templateActions.copyError')}
        </p>
      )}
      <div className="modal-dialog__actions">
        <a className="button button--secondary" href={url} target="_blank" rel="noopener">
          {t('editor.share.open')}
        </a>
        <button type="button" className="button button--secondary" onClick={onCopy} aria-live="polite">
          {copy === 'copied' ? t('templateActions.copied') : t('editor.share.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('editor.share.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
