import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { isImageFile, loadImage } from '../panels/image-files.js';
import type { Offset } from './cover-fit.js';
import { choosePreviewPhotos, chooseTargetFrames } from './preview-photos.js';
import { samplePhotoUrls } from './sample-photos.js';

/** What one frame shows in the preview: a decoded photo and where the operator moved it. */
export interface PreviewPhoto {
  image: HTMLImageElement;
  offset: Offset;
}

export type PhotoPreviewProblem = 'not-an-image' | 'unreadable' | 'samples-missing';

export interface PhotoPreview {
  isOn: boolean;
  setIsOn: (isOn: boolean) => void;
  /** Per frame id, while the preview is on; empty while off. */
  photos: ReadonlyMap<string, PreviewPhoto>;
  /** Every visible frame has its photo decoded: a test print now shows them all. */
  isReady: boolean;
  /** Own test photos for these frames (one file each, in order); turns the preview on. */
  putPhotos: (frameIds: readonly string[], files: readonly File[]) => Promise<void>;
  /** Files picked without a frame under them: the selected frames, else from the first. */
  putPickedPhotos: (selection: readonly string[], files: readonly File[]) => Promise<void>;
  movePhoto: (frameId: string, offset: Offset) => void;
  problem: PhotoPreviewProblem | null;
}

interface OwnPhoto {
  image: HTMLImageElement;
  url: string;
}

/**
 * 'Anteprima con foto': sample photos, or the operator's own test photos, in the
 * layout's frames. Everything here lives beside the document, never in it: no command, no
 * history entry, no save; only the canvas draws it, and only 'Stampa di prova' exports it.
 */
export function usePhotoPreview(document: LayoutDocument | null, startsOn = false): PhotoPreview {
  const [isOn, setIsOn] = useState(startsOn);
  const [samples, setSamples] = useState<readonly HTMLImageElement[]>([]);
  const [own, setOwn] = useState<ReadonlyMap<string, OwnPhoto>>(new Map());
  const [offsets, setOffsets] = useState<ReadonlyMap<string, Offset>>(new Map());
  const [problem, setProblem] = useState<PhotoPreviewProblem | null>(null);
  const ownRef = useRef(own);
  useEffect(() => {
    ownRef.current = own;
  }, [own]);

  // The samples are fetched the first time the preview is turned on, once.
  const wantsSamples = isOn && samples.length === 0;
  useEffect(() => {
    if (!wantsSamples) return undefined;
    let isCurrent = true;
    Promise.all(samplePhotoUrls.map((url) => loadImage(url))).then(
      (images) => {
        if (isCurrent) setSamples(images);
      },
      () => {
        if (isCurrent) setProblem('samples-missing');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [wantsSamples]);

  // Object URLs of own photos are released when the editor goes.
  useEffect(() => () => ownRef.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  // Only photo frames show a preview photo.
  const frameIds = useMemo(() => (document?.elements ?? []).filter((element) => element.type === 'placeholder' && element.hidden !== true).map((element) => element.id), [document]);

  const photos = useMemo(() => {
    if (!isOn) return new Map<string, PreviewPhoto>();
    const images = choosePreviewPhotos(frameIds, new Map([...own].map(([id, photo]) => [id, photo.image])), samples);
    return new Map([...images].map(([id, image]) => [id, { image, offset: offsets.get(id) ?? { x: 0, y: 0 } }]));
  }, [isOn, frameIds, own, samples, offsets]);

  const putPhotos = useCallback(async (targets: readonly string[], files: readonly File[]) => {
    const pairs = targets.flatMap((id, index) => {
      const file = files[index];
      return file === undefined ? [] : [{ id, file }];
    });
    if (pairs.length === 0) return;
    if (pairs.some(({ file }) => !isImageFile(file))) {
      setProblem('not-an-image');
      return;
    }
    const loaded: { id: string; photo: OwnPhoto }[] = [];
    for (const { id, file } of pairs) {
      const url = URL.createObjectURL(file);
      try {
        loaded.push({ id, photo: { image: await loadImage(url), url } });
      } catch {
        URL.revokeObjectURL(url);
        setProblem('unreadable');
        return;
      }
    }
    setProblem(null);
    setOwn((previous) => {
      const next = new Map(previous);
      for (const { id, photo } of loaded) {
        const replaced = next.get(id);
        if (replaced !== undefined) URL.revokeObjectURL(replaced.url);
        next.set(id, photo);
      }
      return next;
    });
    // A new photo starts centred.
    setOffsets((previous) => new Map([...previous].filter(([id]) => !loaded.some((entry) => entry.id === id))));
    setIsOn(true);
  }, []);

  const putPickedPhotos = useCallback((selection: readonly string[], files: readonly File[]) => putPhotos(chooseTargetFrames(frameIds, selection, files.length), files), [frameIds, putPhotos]);

  const movePhoto = useCallback((frameId: string, offset: Offset) => setOffsets((previous) => new Map(previous).set(frameId, offset)), []);

  const isReady = isOn && frameIds.every((id) => photos.has(id));
  return { isOn, setIsOn, photos, isReady, putPhotos, putPickedPhotos, movePhoto, problem };
}
