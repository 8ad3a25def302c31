import type { LayoutConflictDetails, SaveLayoutRequest } from '../../../shared/api/layouts.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { SaveOutcome } from '../../layouts/layouts-api.js';
import type { LocalLayoutRecord } from '../autosave/local-layout-record.js';
import type { SaveStatus } from './save-status.js';

/** A moment after the last change before it goes to the server. */
export const serverSaveDelayMs = 1200;
/** Thumbnails go with a save at most this often. */
export const thumbnailIntervalMs = 10_000;
/** Retries after a failed save wait 2 s, 4 s, 8 s … up to this. */
export const maxRetryDelayMs = 30_000;
const firstRetryDelayMs = 2000;
/** While a pointer gesture goes on, a due save looks again this often… */
export const gestureRecheckMs = 250;
/** …but waits for it no longer than this. */
export const maxGestureWaitMs = 10_000;

export interface LayoutSaverDeps {
  layoutId: string;
  initialRevision: number;
  save: (id: string, request: SaveLayoutRequest) => Promise<SaveOutcome>;
  writeLocal: (id: string, record: LocalLayoutRecord) => Promise<void>;
  /** Uploads images still held as data URLs; the same document when there are none. */
  prepare: (document: LayoutDocument) => Promise<LayoutDocument>;
  /** A small JPEG data URL of the stage, or null when it cannot be drawn now. */
  captureThumbnail: () => Promise<string | null>;
  onStatus: (status: SaveStatus) => void;
  onConflict: (current: LayoutConflictDetails) => void;
  /** A refusal that is no network trouble: its message, for the bar. */
  describeError: (error: unknown) => string | null;
  now?: () => number;
  isOnline?: () => boolean;
  /**
   * A pointer is held down (a drag, a resize, a slider): a save that falls due waits for its end,
   * so its work (drawing the thumbnail above all) never stalls a frame of the gesture.
   */
  isInteracting?: () => boolean;
}

/**
 * Sends an account layout's edits to the server: debounced after each change, at once when asked
 * (tab hidden, connection back), one request at a time, each with the revision it is based on.
 * Every edit is written to the local buffer first. A network failure retries with backoff; a 409
 * stops saving until the operator resolves the conflict. No React here: the hook wires it.
 */
export class LayoutSaver {
  private baseRevision: number;
  private pending: LayoutDocument | null = null;
  private isSending = false;
  private conflict: LayoutConflictDetails | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = firstRetryDelayMs;
  private lastThumbnailAt = Number.NEGATIVE_INFINITY;
  private isDisposed = false;
  private waiters: Array<(revision: number | null) => void> = [];

  constructor(private readonly deps: LayoutSaverDeps) {
    this.baseRevision = deps.initialRevision;
  }

  get revision(): number {
    return this.baseRevision;
  }

  /** True while an edit is not yet acknowledged by the server: closing the tab should warn. */
  get hasUnsavedChanges(): boolean {
    return this.pending !== null || this.isSending || this.conflict !== null;
  }

  /** An edit: kept locally now, sent after a moment. */
  change(document: LayoutDocument): void {
    this.pending = document;
    void this.deps.writeLocal(this.deps.layoutId, { document, baseRevision: this.baseRevision, savedAt: this.now(), isPending: true });
    if (this.conflict !== null) return;
    this.deps.onStatus(this.isOnline() ? { kind: 'saving' } : { kind: 'offline' });
    this.schedule(serverSaveDelayMs);
  }

  /** Sends a pending edit now (tab hidden, connection back). */
  flush(): void {
    if (this.pending === null || this.conflict !== null) return;
    this.retryDelay = firstRetryDelayMs;
    this.schedule(0, { waitsForGesture: false });
  }

  /** 'Mantieni la mia versione': the pending document goes over the stored one, as a new revision. */
  keepMine(document: LayoutDocument): void {
    const current = this.conflict;
    if (current === null) return;
    this.conflict = null;
    this.baseRevision = current.revision;
    this.pending = document;
    this.deps.onStatus({ kind: 'saving' });
    void this.send(true);
  }

  /** 'Usa la versione salvata' (or after saving mine as a copy): the stored document becomes the base. */
  adopt(current: { revision: number; document: LayoutDocument }): void {
    this.conflict = null;
    this.pending = null;
    this.clearTimer();
    this.baseRevision = current.revision;
    void this.deps.writeLocal(this.deps.layoutId, { document: current.document, baseRevision: current.revision, savedAt: this.now(), isPending: false });
    this.deps.onStatus({ kind: 'saved' });
  }

  /**
   * Sends what is pending and resolves with the revision once the server has it all, or null when
   * it does not within `timeoutMs` (offline, a conflict): a draft is then shared without its revision.
   */
  whenSaved(timeoutMs: number): Promise<number | null> {
    if (!this.hasUnsavedChanges) return Promise.resolve(this.baseRevision);
    this.flush();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== settle);
        resolve(null);
      }, timeoutMs);
      const settle = (revision: number | null) => {
        clearTimeout(timer);
        resolve(revision);
      };
      this.waiters.push(settle);
    });
  }

  dispose(): void {
    this.isDisposed = true;
    this.clearTimer();
  }

  /** Sends after `delay`; unless asked at once (flush), later while a gesture goes on, up to maxGestureWaitMs. */
  private schedule(delay: number, { waitsForGesture = true, waitingSince }: { waitsForGesture?: boolean; waitingSince?: number } = {}): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      const since = waitingSince ?? this.now();
      if (waitsForGesture && this.isInteracting() && this.now() - since < maxGestureWaitMs) {
        this.schedule(gestureRecheckMs, { waitingSince: since });
        return;
      }
      void this.send(false);
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(force: boolean): Promise<void> {
    const document = this.pending;
    if (document === null || this.isSending || this.isDisposed || (this.conflict !== null && !force)) return;
    this.isSending = true;
    try {
      const prepared = await this.deps.prepare(document);
      const thumbnail = await this.takeThumbnail();
      const outcome = await this.deps.save(this.deps.layoutId, {
        baseRevision: this.baseRevision,
        document: prepared,
        ...(thumbnail === null ? {} : { thumbnail }),
        ...(force ? { force: true } : {}),
      });
      this.isSending = false;
      if (outcome.kind === 'conflict') {
        this.conflict = outcome.current;
        this.clearTimer();
        this.deps.onStatus({ kind: 'conflict' });
        this.deps.onConflict(outcome.current);
        return;
      }
      this.baseRevision = outcome.response.revision;
      this.retryDelay = firstRetryDelayMs;
      if (this.pending === document) {
        this.pending = null;
        void this.deps.writeLocal(this.deps.layoutId, { document: prepared, baseRevision: this.baseRevision, savedAt: this.now(), isPending: false });
        this.deps.onStatus({ kind: 'saved' });
        this.settleWaiters();
      } else if (this.pending !== null) {
        // Edited while the save was on its way: the newer document goes next, on the new base.
        void this.deps.writeLocal(this.deps.layoutId, { document: this.pending, baseRevision: this.baseRevision, savedAt: this.now(), isPending: true });
        this.schedule(serverSaveDelayMs);
      }
    } catch (error) {
      this.isSending = false;
      if (this.isDisposed) return;
      const message = this.deps.describeError(error);
      if (message === null) {
        // No answer, or the server is briefly unavailable: the edit waits locally and is retried.
        this.deps.onStatus({ kind: 'offline' });
        this.schedule(this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, maxRetryDelayMs);
      } else {
        // The server refused this document: retrying it unchanged would be refused again; the
        // next edit tries again, and the local copy keeps it meanwhile.
        this.deps.onStatus({ kind: 'failed', message });
      }
    }
  }

  private settleWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter(this.baseRevision);
  }

  private async takeThumbnail(): Promise<string | null> {
    // Mid-gesture (a flush, or the longest wait run out) the moving nodes are out of the printable
    // layers, and drawing would stall the gesture: this save goes without, the next one takes it.
    if (this.now() - this.lastThumbnailAt < thumbnailIntervalMs || this.isInteracting()) return null;
    const thumbnail = await this.deps.captureThumbnail().catch(() => null);
    if (thumbnail !== null) this.lastThumbnailAt = this.now();
    return thumbnail;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private isInteracting(): boolean {
    return this.deps.isInteracting?.() ?? false;
  }

  private isOnline(): boolean {
    return (this.deps.isOnline ?? (() => navigator.onLine))();
  }
}
