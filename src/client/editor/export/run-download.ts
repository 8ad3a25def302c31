import type { AuthorizeDownloadResponse, CheckDownloadStatusResponse, DownloadsRemaining } from '../../../shared/api/downloads.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import type { DownloadPath } from './download-path.js';
import type { Watermark } from './render-layout.js';

/** Spec §9: the success callback runs this long after the export. */
export const downloadSuccessDelayMs = 1500;

/** What the flow needs from the outside world, so that it can run against fakes in unit tests. */
export interface DownloadDeps {
  checkStatus: () => Promise<CheckDownloadStatusResponse>;
  authorize: () => Promise<AuthorizeDownloadResponse>;
  /** The confirm dialog with the downloads left; true to go on. */
  confirm: (remaining: DownloadsRemaining) => Promise<boolean>;
  /** Draws and encodes the file (may throw: see describeFailure). */
  render: (watermark: Watermark) => Promise<Blob>;
  save: (blob: Blob, isDraft: boolean) => void;
  /** An alert or notice for the user. */
  notify: (message: string) => void;
  /** Messages of spec §8 for thrown errors, already localised. */
  describeFailure: (stage: 'status' | 'authorize' | 'export', error: unknown) => string;
  freeNotice: string;
  /** The status check said no (no downloads left, pass expired, no pass): the reason, with the ways on. */
  refuse: (reason: string) => void;
  onSuccess: () => void;
  wait: (ms: number) => Promise<void>;
}

export type DownloadOutcome = 'saved' | 'cancelled' | 'refused' | 'failed';

/**
 * One download, by the path the plan gives (spec §4). For a pass the order is: status check,
 * confirm dialog with the downloads left, authorise-and-decrement, the file, the success
 * callback 1.5 s later. The file is drawn before the decrement, so a drawing failure never
 * costs the operator one of their three downloads; it is drawn while the confirm dialog is open
 * (the layout cannot change under a modal dialog), so that after 'Scarica' only the decrement
 * is left to wait for. The flow resolves once the file is saved: the success callback runs
 * later on its own, and never holds the download button busy (it did, for 1.5 s, and a second
 * download then waited for it).
 */
export async function runDownload(path: DownloadPath, deps: DownloadDeps): Promise<DownloadOutcome> {
  switch (path) {
    case 'demo':
      return renderAndSave(deps, 'demo', true);
    case 'watermarked': {
      const outcome = await renderAndSave(deps, 'demo', true);
      if (outcome === 'saved') deps.notify(deps.freeNotice);
      return outcome;
    }
    case 'direct': {
      const outcome = await renderAndSave(deps, 'none', false);
      if (outcome === 'saved') succeedLater(deps);
      return outcome;
    }
    case 'counted':
      return runCountedDownload(deps);
    default:
      return assertNever(path);
  }
}

async function runCountedDownload(deps: DownloadDeps): Promise<DownloadOutcome> {
  let status: CheckDownloadStatusResponse;
  try {
    status = await deps.checkStatus();
  } catch (error) {
    deps.notify(deps.describeFailure('status', error));
    return 'failed';
  }
  if (!status.canDownload) {
    deps.refuse(status.reason ?? '');
    return 'refused';
  }
  const rendering = deps.render('none').then(
    (blob) => ({ isDrawn: true as const, blob }),
    (error: unknown) => ({ isDrawn: false as const, error }),
  );
  if (!(await deps.confirm(status.downloadsRemaining))) return 'cancelled';
  const drawn = await rendering;
  if (!drawn.isDrawn) {
    deps.notify(deps.describeFailure('export', drawn.error));
    return 'failed';
  }
  const { blob } = drawn;
  try {
    await deps.authorize();
  } catch (error) {
    deps.notify(deps.describeFailure('authorize', error));
    return 'failed';
  }
  deps.save(blob, false);
  succeedLater(deps);
  return 'saved';
}

async function renderAndSave(deps: DownloadDeps, watermark: Watermark, isDraft: boolean): Promise<DownloadOutcome> {
  try {
    deps.save(await deps.render(watermark), isDraft);
    return 'saved';
  } catch (error) {
    deps.notify(deps.describeFailure('export', error));
    return 'failed';
  }
}

function succeedLater(deps: DownloadDeps): void {
  void deps.wait(downloadSuccessDelayMs).then(deps.onSuccess);
}
