import { useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxBrandFontBytes, type BrandFont } from '../../../shared/api/brand-fonts.js';
import { canUploadBrandFonts } from '../../../shared/plans/plan-rules.js';
import { serverMessageOf } from '../../api/server-message.js';
import { useSession } from '../../api/use-session.js';
import { ModalDialog } from '../../ui/modal-dialog.js';
import { brandFonts } from './brand-fonts.js';
import { deleteBrandFont, isBrandFontTooLarge, uploadBrandFont } from './brand-fonts-api.js';
import './brand-fonts-dialog.css';

/** What the font file picker offers; the server decides from the bytes, whatever the name says. */
const acceptedFiles = '.ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2';

interface BrandFontsDialogProps {
  onClose: () => void;
  /** Called with the family of a font just uploaded, so the selected text can use it. */
  onUploaded?: (family: string) => void;
}

/**
 * 'I miei font': the operator's own fonts, with upload (annual plan; anyone else is told it is
 * part of that plan) and delete. Uploaded faces are added to the page at once, so the picker
 * offers them and the canvas can draw them without a reload.
 */
export function BrandFontsDialog({ onClose, onUploaded }: BrandFontsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { me } = useSession();
  const { fonts } = useSyncExternalStore(brandFonts.subscribe, brandFonts.getState, brandFonts.getState);
  const [busy, setBusy] = useState<'upload' | string | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const canUpload = me.user !== null && canUploadBrandFonts(me.plan);

  const failure = (error: unknown, fallbackKey: 'editor.brandFonts.uploadFailed' | 'editor.brandFonts.deleteFailed') => {
    const server = serverMessageOf(error);
    setMessage({ text: server ?? t(fallbackKey), isError: true });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    if (isBrandFontTooLarge(file)) {
      setMessage({ text: t('editor.brandFonts.tooLarge', { mb: maxBrandFontBytes / (1024 * 1024) }), isError: true });
      return;
    }
    setBusy('upload');
    setMessage({ text: t('editor.brandFonts.uploading', { name: file.name }), isError: false });
    try {
      const font = await uploadBrandFont(file);
      brandFonts.add(font);
      setMessage({ text: t('editor.brandFonts.uploaded', { family: font.family }), isError: false });
      onUploaded?.(font.family);
    } catch (error) {
      failure(error, 'editor.brandFonts.uploadFailed');
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async (font: BrandFont) => {
    setBusy(font.id);
    try {
      await deleteBrandFont(font.id);
      brandFonts.remove(font.id);
      setMessage({ text: t('editor.brandFonts.deleted', { family: font.family }), isError: false });
    } catch (error) {
      failure(error, 'editor.brandFonts.deleteFailed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={introId} onClose={() => busy === null && onClose()} className="brand-fonts" isDismissible>
      <h2 id={titleId} className="modal-dialog__title">
        {t('editor.brandFonts.title')}
      </h2>
      <p id={introId} className="brand-fonts__intro">
        {canUpload ? t('editor.brandFonts.intro', { mb: maxBrandFontBytes / (1024 * 1024) }) : t('editor.brandFonts.annualOnly')}{' '}
        {!canUpload && <Link to="/abbonamenti">{t('editor.brandFonts.plansLink')}</Link>}
      </p>
      {fonts.length === 0 ? (
        <p className="brand-fonts__empty">{t('editor.brandFonts.empty')}</p>
      ) : (
        <ul className="brand-fonts__list" aria-label={t('editor.brandFonts.listLabel')}>
          {fonts.map((font) => (
            <li key={font.id} className="brand-fonts__item">
              <span className="brand-fonts__name" style={{ fontFamily: `"${font.family}"`, fontWeight: font.weight, fontStyle: font.style }}>
                {font.family}
              </span>
              <span className="brand-fonts__face">
                {t(`editor.brandFonts.face.${font.weight}-${font.style}`)} · {font.format.toUpperCase()}
              </span>
              <button
                type="button"
                className="button button--secondary brand-fonts__delete"
                disabled={busy !== null}
                aria-busy={busy === font.id}
                aria-label={t('editor.brandFonts.deleteLabel', { family: font.family, face: t(`editor.brandFonts.face.${font.weight}-${font.style}`) })}
                onClick={() => void onDelete(font)}
              >
                {t('editor.brandFonts.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={message?.isError === true ? 'brand-fonts__status brand-fonts__status--error' : 'brand-fonts__status'} role={message?.isError === true ? 'alert' : 'status'}>
        {message?.text ?? ''}
      </p>
      <input ref={fileInput} type="file" accept={acceptedFiles} hidden tabIndex={-1} aria-hidden="true" onChange={(event) => void onFile(event)} data-testid="brand-font-file" />
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy !== null}>
          {t('editor.brandFonts.close')}
        </button>
        <button type="button" className="button button--primary" disabled={!canUpload || busy !== null} aria-busy={busy === 'upload'} onClick={() => fileInput.current?.click()}>
          {busy === 'upload' ? t('editor.brandFonts.uploadBusy') : t('editor.brandFonts.upload')}
        </button>
      </div>
    </ModalDialog>
  );
}
