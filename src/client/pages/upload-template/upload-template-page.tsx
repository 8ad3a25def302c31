import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { customTemplateNameMaxLength, maxCustomOriginalBytes, maxCustomPreviewBytes } from '../../../shared/api/custom-templates.js';
import { formatKeys, isFormatKey } from '../../../shared/catalog/formats.js';
import { activeThemeKeys, isActiveTheme } from '../../../shared/catalog/themes.js';
import { ApiError } from '../../api/api-error.js';
import { useSession } from '../../api/use-session.js';
import { PageHeader } from '../../app/page-header.js';
import { customTemplatesApi } from '../../catalog/custom-templates/custom-templates-api.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { readFileAsDataUrl } from '../../files/read-file-as-data-url.js';
import './upload-template-page.css';

const acceptedTypes = ['image/png', 'image/jpeg'];

/** The server's own message when it sent one; a status-only failure has none worth showing. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && !error.message.startsWith('HTTP ') && !error.message.startsWith('Unexpected response') ? error.message : null;
}

/**
 * /upload-template (spec part 2 §2, §7, §8): an annual operator adds a template, original plus
 * preview. Sizes and types are checked here for a quick answer; the server checks them again
 * on the bytes. Other plans see the premium prompt instead of the form.
 */
export function UploadTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, status } = useSession();
  const [name, setName] = useState('');
  const [theme, setTheme] = useState('');
  const [format, setFormat] = useState('');
  const [original, setOriginal] = useState<File | null>(null);
  const [preview, setPreview] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const id = useId();

  const checkFile = (file: File | null, maxBytes: number, tooLarge: string): string | null => {
    if (file === null) return null;
    if (!acceptedTypes.includes(file.type)) return t('upload.wrongType');
    return file.size > maxBytes ? tooLarge : null;
  };

  const onPick = (file: File | null, maxBytes: number, tooLarge: string, set: (file: File | null) => void) => {
    const problem = checkFile(file, maxBytes, tooLarge);
    setError(problem);
    set(problem === null ? file : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    if (!isActiveTheme(theme) || !isFormatKey(format) || original === null || preview === null) {
      setError(t('upload.required'));
      return;
    }
    setError(null);
    setIsSending(true);
    let step: 'upload' | 'metadata' | 'other' = 'other';
    try {
      const [originalFile, previewFile] = await Promise.all([readFileAsDataUrl(original), readFileAsDataUrl(preview)]);
      step = 'upload';
      const paths = await customTemplatesApi.upload({ theme, format, originalFile, previewFile, originalFileName: original.name, previewFileName: preview.name });
      step = 'metadata';
      await customTemplatesApi.saveMetadata({ theme, format, ...paths, name: name.trim() });
      setIsDone(true);
    } catch (failure) {
      const fallback = step === 'upload' ? t('upload.uploadError') : step === 'metadata' ? t('upload.metadataError') : t('upload.unexpectedError');
      setError(serverMessage(failure) ?? fallback);
    } finally {
      setIsSending(false);
    }
  };

  const isPro = me.plan.type === 'Annuale';
  return (
    <>
      <PageHeader title={t('upload.title')} lead={t('upload.lead')} />
      <div className="upload-template">
        <Link to="/dashboard">{t('upload.back')}</Link>
        {status === 'loading' ? null : !isPro ? (
          <section className="upload-template__card upload-template__premium" aria-labelledby="upload-premium">
            <h2 id="upload-premium">{t('upload.premiumTitle')}</h2>
            <p>{t('upload.premiumText')}</p>
            <Link className="button button--primary" to="/abbonamenti">
              {t('upload.premiumAction')}
            </Link>
          </section>
        ) : (
          <form className="upload-template__card upload-template__form" onSubmit={(event) => void onSubmit(event)} noValidate>
            <div className="upload-template__field">
              <label htmlFor={`${id}-name`}>{t('upload.name')}</label>
              <input
                id={`${id}-name`}
                type="text"
                value={name}
                maxLength={customTemplateNameMaxLength}
                autoComplete="off"
                aria-describedby={`${id}-name-hint`}
                onChange={(event) => setName(event.target.value)}
              />
              <p id={`${id}-name-hint`} className="upload-template__hint">
                {t('upload.nameHint')}
              </p>
            </div>
            <div className="upload-template__field">
              <label htmlFor={`${id}-theme`}>{t('upload.theme')}</label>
              <select id={`${id}-theme`} value={theme} onChange={(event) => setTheme(event.target.value)} required>
                <option value="">{t('upload.choose')}</option>
                {activeThemeKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(`catalog.themes.${key}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="upload-template__field">
              <label htmlFor={`${id}-format`}>{t('upload.format')}</label>
              <select id={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value)} required>
                <option value="">{t('upload.choose')}</option>
                {formatKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(`catalog.formats.${key}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="upload-template__field">
              <label htmlFor={`${id}-original`}>{t('upload.originalFile')}</label>
              <input
                id={`${id}-original`}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => onPick(event.target.files?.[0] ?? null, maxCustomOriginalBytes, t('upload.originalTooLarge'), setOriginal)}
              />
            </div>
            <div className="upload-template__field">
              <label htmlFor={`${id}-preview`}>{t('upload.previewFile')}</label>
              <input
                id={`${id}-preview`}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => onPick(event.target.files?.[0] ?? null, maxCustomPreviewBytes, t('upload.previewTooLarge'), setPreview)}
              />
            </div>
            {error !== null && (
              <p className="upload-template__error" role="alert">
                {error}
              </p>
            )}
            <div>
              <button type="submit" className="button button--primary" disabled={isSending} aria-busy={isSending}>
                {isSending ? t('upload.sending') : t('upload.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
      {isDone && <AlertDialog message={t('upload.success')} onClose={() => void navigate('/dashboard')} />}
    </>
  );
}
