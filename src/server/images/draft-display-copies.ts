import { ByteLru } from '../../shared/util/byte-lru.js';
import { scaleDraftForDisplay } from './scale-draft-for-display.js';

/** Display copies kept per process: a 960 px WebP of a 4x6 draft is about 100 KB, so hundreds fit. */
export const draftDisplayCopiesBudgetBytes = 32 * 1024 * 1024;

/** Which stored draft, as it was created (an id freed by a failed create may be taken again), at which width. */
export interface DraftDisplayCopyKey {
  blobKey: string;
  createdAt: Date;
  width: number;
}

/**
 * The drafts scaled down for the client's page (GET /api/get-draft?w=), each made once per
 * process and kept within draftDisplayCopiesBudgetBytes: a draft never changes under its id, so
 * a page opened again, by many clients or by a stranger who has the link, reads the kept copy
 * instead of decoding and scaling the print-size PNG every time. Requests for a copy that is
 * being made wait for it. A failed making is not kept. Whether the draft still exists is the
 * caller's to check on every request.
 */
export class DraftDisplayCopies {
  readonly #made = new ByteLru<Buffer>(draftDisplayCopiesBudgetBytes);
  readonly #making = new Map<string, Promise<Buffer | null>>();

  /** The copy, or null when the draft's PNG is gone (readPng answered null). */
  get(key: DraftDisplayCopyKey, readPng: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const name = `${key.blobKey}@${key.createdAt.getTime()}@${key.width}`;
    const made = this.#made.get(name);
    if (made !== undefined) return Promise.resolve(made);
    const known = this.#making.get(name);
    if (known !== undefined) return known;
    const making = this.#make(name, key.width, readPng).finally(() => this.#making.delete(name));
    this.#making.set(name, making);
    return making;
  }

  async #make(name: string, width: number, readPng: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const png = await readPng();
    if (png === null) return null;
    const copy = await scaleDraftForDisplay(png, width);
    this.#made.set(name, copy, copy.byteLength);
    return copy;
  }
}
