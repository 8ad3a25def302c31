import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreationContext } from '../../../shared/layout/creation-context.js';
import { createImageElement } from '../../../shared/layout/create-image-element.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { ApiError } from '../../api/api-error.js';
import { layoutsApi } from '../../layouts/layouts-api.js';
import { isImageFile, prepareUpload } from './image-files.js';

interface ImageUploadButtonProps {
  context: CreationContext | null;
  canUpload: boolean;
  onAdd: (element: LayoutElement) => void;
  /** Premium alert, refused file or unreadable picture: the message for the alert. */
  onError: (message: string) => void;
  /** The plan has no uploads: the panel explains, with the way to the plans. */
  onLocked: () => void;
}

/**
 * 'Carica immagine' (spec part 1 §5): premium only. The picture is stored in the account
 * (POST /api/layout-images) and the element references its URL, never a data URL; the new
 * element follows its natural ratio.
 */
export function ImageUploadButton({ context, canUpload, onAdd, onError, onLocked }: ImageUploadButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onClick = () => {
    if (!canUpload) onLocked();
    else input.current?.click();
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file === undefined || context === null) return;
    if (!isImageFile(file)) {
      onError(t('editor.upload.notImage'));
      return;
    }
    setIsBusy(true);
    try {
      const upload = await prepareUpload(file);
      const stored = await layoutsApi.uploadImage(upload.src);
      onAdd(createImageElement(context, { src: stored.url, originalWidth: stored.width, originalHeight: stored.height }));
    } catch (error) {
      console.error('Uploaded image unreadable or refused:', error);
      // The server's refusal (quota, busy, not an image) says more than the generic message.
      onError(error instanceof ApiError ? error.message : t('editor.upload.loadFailed', { name: file.name }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="add-elements-panel__button" disabled={context === null || isBusy} aria-busy={isBusy} onClick={onClick}>
        {t('editor.upload.button')}
      </button>
      {canUpload && (
        <input ref={input} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" data-testid="image-upload-input" onChange={(event) => void onChange(event)} />
      )}
    </>
  );
}
