import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { serverMessageOf } from '../../api/server-message.js';
import { uploadInlineImages } from '../../editor/account/upload-inline-images.js';
import { deleteLayout } from '../../editor/autosave/layout-store.js';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path.js';
import { layoutsApi } from '../../layouts/layouts-api.js';

export type CreateLayoutState = { status: 'idle' } | { status: 'failed'; message: string };

/**
 * A template opened from the catalogue (or a client request) becomes a layout in the account:
 * POST /api/layouts with the starting document, then the editor moves to the layout's own URL
 * (replacing the template's, so Back does not create another). A document restored from this
 * browser's older save has its images uploaded first, and that save is then forgotten.
 */
export function useCreateLayout(templatePath: string, requestId: string | undefined): { state: CreateLayoutState; onReady: (document: LayoutDocument, isRestored: boolean) => void; retry: () => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<CreateLayoutState>({ status: 'idle' });

  const create = useCallback(
    async (document: LayoutDocument, isRestored: boolean) => {
      try {
        const stored = await uploadInlineImages(document, async (dataUrl) => (await layoutsApi.uploadImage(dataUrl)).url, new Map());
        const record = await layoutsApi.create({ source: requestId === undefined ? { kind: 'template', document: stored } : { kind: 'request', requestId, document: stored } });
        if (isRestored) await deleteLayout(templatePath);
        void navigate(buildLayoutEditorPath(record.id), { replace: true, state: { record } });
      } catch (error) {
        setState({ status: 'failed', message: serverMessageOf(error) ?? t('layouts.defaultError') });
      }
    },
    [navigate, requestId, t, templatePath],
  );

  const onReady = useCallback((document: LayoutDocument, isRestored: boolean) => void create(document, isRestored), [create]);
  // The editor comes back and hands over its starting document again.
  const retry = () => setState({ status: 'idle' });
  return { state, onReady, retry };
}
