import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutConflictDetails, SaveLayoutRequest } from '../../../shared/api/layouts.js';
import { ApiError } from '../../api/api-error.js';
import type { SaveOutcome } from '../../layouts/layouts-api.js';
import type { LocalLayoutRecord } from '../autosave/local-layout-record.js';
import { makeDocument, makeLine, makeText } from '../model/test-fixtures.js';
import { LayoutSaver, gestureRecheckMs, maxGestureWaitMs, maxRetryDelayMs, serverSaveDelayMs, thumbnailIntervalMs } from './layout-saver.js';
import type { SaveStatus } from './save-status.js';

const first = makeDocument([makeText()]);
const second = makeDocument([makeText(), makeLine()]);
const third = makeDocument([makeLine()]);

function saved(revision: number): SaveOutcome {
  return { kind: 'saved', response: { revision, updatedAt: new Date().toISOString(), thumbnailUrl: null } };
}

function setup(answers: Array<SaveOutcome | Error> = []) {
  const requests: SaveLayoutRequest[] = [];
  const local: LocalLayoutRecord[] = [];
  const statuses: SaveStatus[] = [];
  const conflicts: LayoutConflictDetails[] = [];
  let online = true;
  let interacting = false;
  let nextRevision = 2;
  const save = vi.fn(async (_id: string, request: SaveLayoutRequest) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? saved(nextRevision++);
  });
  const saver = new LayoutSaver({
    layoutId: 'lay_0123456789abcdefghij',
    initialRevision: 1,
    save,
    writeLocal: (_id, record) => {
      local.push(record);
      return Promise.resolve();
    },
    prepare: (document) => Promise.resolve(document),
    captureThumbnail: () => Promise.resolve('data:image/jpeg;base64,AAAA'),
    onStatus: (status) => statuses.push(status),
    onConflict: (current) => conflicts.push(current),
    describeError: (error) => (error instanceof ApiError ? error.message : null),
    isOnline: () => online,
    isInteracting: () => interacting,
  });
  return { saver, save, requests, local, statuses, conflicts, setOnline: (value: boolean) => (online = value), setInteracting: (value: boolean) => (interacting = value) };
}

describe('LayoutSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps each edit locally at once and sends the latest one a moment later, on the base revision', async () => {
    const { saver, save, requests, local, statuses } = setup();
    saver.change(first);
    saver.change(second);
    expect(local.map((record) => [record.document, record.isPending, record.baseRevision])).toEqual([
      [first, true, 1],
      [second, true, 1],
    ]);
    expect(statuses.at(-1)).toEqual({ kind: 'saving' });
    expect(saver.hasUnsavedChanges).toBe(true);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ baseRevision: 1, document: second });
    expect(statuses.at(-1)).toEqual({ kind: 'saved' });
    expect(saver.revision).toBe(2);
    expect(saver.hasUnsavedChanges).toBe(false);
    expect(local.at(-1)).toMatchObject({ document: second, baseRevision: 2, isPending: false });

    // The new revision is the next save's base.
    saver.change(third);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(requests[1]).toMatchObject({ baseRevision: 2, document: third });
  });

  it('sends a thumbnail with the first save and then not more than once every interval', async () => {
    const { saver, requests } = setup();
    saver.change(first);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    saver.change(second);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    await vi.advanceTimersByTimeAsync(thumbnailIntervalMs);
    saver.change(third);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(requests.map((request) => request.thumbnail !== undefined)).toEqual([true, false, true]);
  });

  it('stops at a conflict until the operator keeps theirs, which is sent with force on the stored revision', async () => {
    const current: LayoutConflictDetails = { revision: 5, updatedAt: new Date().toISOString(), document: third };
    const { saver, requests, statuses, conflicts } = setup([{ kind: 'conflict', current }]);
    saver.change(first);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(conflicts).toEqual([current]);
    expect(statuses.at(-1)).toEqual({ kind: 'conflict' });
    // More edits during the conflict are kept locally but not sent.
    saver.change(second);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs * 3);
    expect(requests).toHaveLength(1);
    expect(saver.hasUnsavedChanges).toBe(true);

    saver.keepMine(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests[1]).toMatchObject({ baseRevision: 5, document: second, force: true });
    expect(statuses.at(-1)).toEqual({ kind: 'saved' });
  });

  it('adopting the stored version drops what was pending and bases the next save on it', async () => {
    const current: LayoutConflictDetails = { revision: 7, updatedAt: new Date().toISOString(), document: third };
    const { saver, requests, local } = setup([{ kind: 'conflict', current }]);
    saver.change(first);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    saver.adopt(current);
    expect(saver.hasUnsavedChanges).toBe(false);
    expect(local.at(-1)).toMatchObject({ document: third, baseRevision: 7, isPending: false });
    saver.change(second);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(requests.at(-1)).toMatchObject({ baseRevision: 7, document: second });
    expect(requests.at(-1)?.force).toBeUndefined();
  });

  it('says offline and retries with growing waits when the network fails, and at once when the connection returns', async () => {
    const { saver, save, statuses, setOnline } = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    setOnline(false);
    saver.change(first);
    expect(statuses.at(-1)).toEqual({ kind: 'offline' });
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual({ kind: 'offline' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    // Back online: no need to wait for the next retry.
    setOnline(true);
    saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(4);
    expect(statuses.at(-1)).toEqual({ kind: 'saved' });
    expect(maxRetryDelayMs).toBeGreaterThan(2000);
  });

  it('shows a refusal with its message and does not retry the same document', async () => {
    const { saver, save, statuses } = setup([new ApiError('LAYOUT_TOO_LARGE', 'Il layout è troppo grande.', 400)]);
    saver.change(first);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: 'Il layout è troppo grande.' });
    await vi.advanceTimersByTimeAsync(maxRetryDelayMs * 2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.hasUnsavedChanges).toBe(true);
  });

  it('an edit made while a save is on its way goes next, on the revision that save returned', async () => {
    let release: (outcome: SaveOutcome) => void = () => undefined;
    const { saver, requests } = setup();
    const slow = new Promise<SaveOutcome>((resolve) => (release = resolve));
    const original = saver['deps'].save;
    let calls = 0;
    saver['deps'].save = vi.fn((id: string, request: SaveLayoutRequest) => {
      calls += 1;
      if (calls > 1) return original(id, request);
      requests.push(request);
      return slow;
    });
    saver.change(first);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    saver.change(second);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    release(saved(9));
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(requests.map((request) => [request.document, request.baseRevision])).toEqual([
      [first, 1],
      [second, 9],
    ]);
  });

  it('a save that falls due during a pointer gesture waits for its end, but not past the longest wait', async () => {
    const { saver, requests, setInteracting } = setup();
    saver.change(first);
    setInteracting(true);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs + 5 * gestureRecheckMs);
    expect(requests).toHaveLength(0);
    expect(saver.hasUnsavedChanges).toBe(true);
    setInteracting(false);
    await vi.advanceTimersByTimeAsync(gestureRecheckMs);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ document: first });

    // A pointer that never comes up (its release was lost) holds the save back only so long.
    saver.change(second);
    setInteracting(true);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs + maxGestureWaitMs - gestureRecheckMs);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * gestureRecheckMs);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ document: second });
  });

  it('a flush (tab hidden, connection back, sharing) does not wait for a gesture, and goes without a thumbnail then', async () => {
    const { saver, requests, setInteracting } = setup();
    setInteracting(true);
    saver.change(first);
    saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.thumbnail).toBeUndefined();
    // The first save after the release takes the thumbnail that one could not.
    setInteracting(false);
    saver.change(second);
    await vi.advanceTimersByTimeAsync(serverSaveDelayMs);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.thumbnail).toBe('data:image/jpeg;base64,AAAA');
  });

  it('whenSaved resolves with the revision once the pending edit is saved', async () => {
    const { saver } = setup();
    await expect(saver.whenSaved(1000)).resolves.toBe(1);
    saver.change(first);
    const revision = saver.whenSaved(5000);
    await vi.advanceTimersByTimeAsync(0);
    await expect(revision).resolves.toBe(2);
  });
});
