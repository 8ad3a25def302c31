import type Konva from 'konva';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LayoutConflictDetails } from '../../../shared/api/layouts.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { ApiError } from '../../api/api-error.js';
import { layoutsApi } from '../../layouts/layouts-api.js';
import { writeLocalLayout } from '../autosave/account-layout-store.js';
import { captureThumbnail } from './capture-thumbnail.js';
import { LayoutSaver } from './layout-saver.js';
import { trackPointerDown } from './track-pointer-down.js';
import type { SaveStatus } from './save-status.js';
import { uploadInlineImages } from './upload-inline-images.js';

export interface AccountLayoutSession {
  layoutId: string;
  revision: number;
  /** The editor starts from a local copy the server never saw ('Lavoro Rilevato' restored): send it. */
  startsPending: boolean;
}

export interface LayoutSaverHandle {
  status: SaveStatus;
  conflict: LayoutConflictDetails | null;
  /** The server revision the editor's document is based on. */
  revision: () => number;
  keepMine: (document: LayoutDocument) => void;
  adopt: (current: { revision: number; document: LayoutDocument }) => void;
  /** Sends what is pending; the revision once the server has it, null if not within a while. */
  whenSaved: () => Promise<number | null>;
}

/** What the thumbnail is drawn from: the stage's printable layers, and the template already decoded (null until it is). */
export interface ThumbnailSource {
  stage: RefObject<Konva.Stage | null>;
  templateBitmap: ImageBitmap | null;
}

/** How long sharing waits for the pending save before it shares without the revision. */
const shareWaitMs = 15_000;

/** Network trouble and brief server outages are retried; any other refusal is shown. */
function describeSaveError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status >= 500 || error.status === 429 || error.status === 408) return null;
  return error.message;
}

/**
 * Saves an account layout to the server as it is edited (see LayoutSaver), flushes when the tab
 * is hidden and when the connection returns, and warns before closing the tab with edits the
 * server has not acknowledged. Null session: the demo, nothing is sent.
 */
export function useLayoutSaver(session: AccountLayoutSession | null, document: LayoutDocument | null, { stage, templateBitmap }: ThumbnailSource): LayoutSaverHandle {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const [conflict, setConflict] = useState<LayoutConflictDetails | null>(null);
  const saver = useRef<LayoutSaver | null>(null);
  const baseline = useRef<LayoutDocument | null>(null);
  const layoutId = session?.layoutId ?? null;
  const initialRevision = session?.revision ?? 0;
  const startsPending = session?.startsPending ?? false;
  const bitmap = useRef(templateBitmap);
  useEffect(() => {
    bitmap.current = templateBitmap;
  });

  useEffect(() => {
    if (layoutId === null) return undefined;
    const uploads = new Map<string, Promise<string>>();
    const pointer = trackPointerDown(window);
    const instance = new LayoutSaver({
      layoutId,
      initialRevision,
      save: layoutsApi.save,
      writeLocal: writeLocalLayout,
      prepare: (next) => uploadInlineImages(next, async (dataUrl) => (await layoutsApi.uploadImage(dataUrl)).url, uploads),
      captureThumbnail: () => Promise.resolve(captureThumbnail(stage.current, bitmap.current)),
      onStatus: setStatus,
      onConflict: setConflict,
      describeError: describeSaveError,
      isInteracting: pointer.isDown,
    });
    saver.current = instance;
    baseline.current = null;
    const onHidden = () => {
      if (window.document.visibilityState === 'hidden') instance.flush();
    };
    const onOnline = () => instance.flush();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!instance.hasUnsavedChanges) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      pointer.dispose();
      // Leaving the editor in the app (not closing the tab): what is pending still goes out.
      instance.flush();
      setTimeout(() => instance.dispose(), 30_000);
      saver.current = null;
    };
  }, [layoutId, initialRevision, stage]);

  useEffect(() => {
    const instance = saver.current;
    if (instance === null || document === null) return;
    if (baseline.current === null) {
      baseline.current = document;
      if (startsPending) instance.change(document);
      return;
    }
    if (document === baseline.current) return;
    baseline.current = document;
    instance.change(document);
  }, [document, startsPending]);

  return {
    status,
    conflict,
    revision: () => saver.current?.revision ?? initialRevision,
    keepMine: (mine) => {
      setConflict(null);
      saver.current?.keepMine(mine);
    },
    whenSaved: () => saver.current?.whenSaved(shareWaitMs) ?? Promise.resolve(null),
    adopt: (current) => {
      setConflict(null);
      saver.current?.adopt(current);
      // The adopted document reaches the editor as a reset: it is the new baseline, not an edit.
      baseline.current = current.document;
    },
  };
}
