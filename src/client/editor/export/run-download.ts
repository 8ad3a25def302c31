import type { AuthorizeDownloadResponse, CheckDownloadStatusResponse, DownloadsRemaining } from '../../../shared/api/downloads.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import type { DownloadPath } from './download-path.js';
import type { Watermark } from './render-layout.js';

/** Spec §9: the success callback runs this long after the export. */
export const downloadSuccessDelayMs = 1500;

/** A file drawn by the server, which judged the plan itself: watermarked when the operator is not entitled to a clean one. */
export interface ServerFile {
  blob: Blob;
  isWatermarked: boolean;
}

/** What the flow needs from the outside world, so that it can run against fakes in unit tests. */
export interface DownloadDeps {
  checkStatus: () => Promise<CheckDownloadStatusResponse>;
  authorize: () => Promise<AuthorizeDownloadResponse>;
  /** The confirm dialog with the downloads left; true to go on. */
  confirm: (remaining: DownloadsRemaining) => Promise<boolean>;
  /** Draws and encodes the file in the browser (may throw: see describeFailure); the demo's only way. */
  render: (watermark: Watermark) => Promise<Blob>;
  /**
   * Asks the server for the file of the stored layout (an account layout's PNG, JPG, print files or booth zip): the server
   * checks the plan, spends a pass's download and draws it. Absent: the file is drawn in the browser.
   */
  fetchFile?: () => Promise<ServerFile>;
  save: (blob: Blob, isDraft: boolean) => void;
  /** An alert or notice for the user. */
  notify: (message: string) => void;
  /** The operator's messages for thrown errors, already localised. */
  describeFailure: (stage: 'status' | 'authorize' | 'export' | 'file', error: unknown) => string;
  freeNotice: string;
  /** The status check said no (no downloads left, pass expired, no pass): the reason, with the ways on. */
  refuse: (reason: string) => void;
  onSuccess: () => void;
  wait: (ms: number) => Promise<void>;
}

export type DownloadOutcome = 'saved' | 'cancelled' | 'refused' | 'failed';

/**
 * One download, by the path the plan gives. For a pass the order is: status check,
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
      const outcome = deps.fetchFile === undefined ? await renderAndSave(deps, 'demo', true) : (await fetchAndSave(deps, deps.fetchFile)).outcome;
      if (outcome === 'saved') deps.notify(deps.freeNotice);
      return outcome;
    }
    case 'direct': {
      if (deps.fetchFile === undefined) {
        const outcome = await renderAndSave(deps, 'none', false);
        if (outcome === 'saved') succeedLater(deps);
        return outcome;
      }
      // The browser's plan may be wrong (or forged): the server's answer says what the file is.
      const { outcome, isWatermarked } = await fetchAndSave(deps, deps.fetchFile);
      if (outcome === 'saved') {
        if (isWatermarked) deps.notify(deps.freeNotice);
        else succeedLater(deps);
      }
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
  if (deps.fetchFile !== undefined) {
    // The server spends the download and draws the file in one request, after the confirm.
    if (!(await deps.confirm(status.downloadsRemaining))) return 'cancelled';
    const { outcome, isWatermarked } = await fetchAndSave(deps, deps.fetchFile);
    if (outcome === 'saved' && !isWatermarked) succeedLater(deps);
    return outcome;
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

async function fetchAndSave(deps: DownloadDeps, fetchFile: () => Promise<ServerFile>): Promise<{ outcome: DownloadOutcome; isWatermarked: boolean }> {
  let file: ServerFile;
  try {
    file = await fetchFile();
  } catch (error) {
    deps.notify(deps.describeFailure('file', error));
    return { outcome: 'failed', isWatermarked: false };
  }
  deps.save(file.blob, file.isWatermarked);
  return { outcome: 'saved', isWatermarked: file.isWatermarked };
}

function succeedLater(deps: DownloadDeps): void {
  void deps.wait(downloadSuccessDelayMs).then(deps.onSuccess);
}
