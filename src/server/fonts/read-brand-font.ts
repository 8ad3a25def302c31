import type { BrandFontFormat } from '../../shared/api/brand-fonts.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { BudgetedThreadPool } from '../workers/budgeted-thread-pool.js';
import type { WorkerBudget } from '../workers/worker-budget.js';
import { WorkerBudgetError } from '../workers/worker-budget.js';
import { workerScript } from '../workers/worker-script.js';
import { checkFontTableDirectory } from './font-table-directory.js';
import type { ParsedBrandFont, ParsedFontFace } from './parse-brand-font.js';
import { apiMessage, apiMessages } from '../../shared/api/api-messages.js';

export { cleanFamilyName } from './parse-brand-font.js';

export const fontInvalidMessage = apiMessages.fontInvalid;
export const fontTooComplexMessage = apiMessages.fontTooComplex;

export interface BrandFontFace extends ParsedFontFace {
  format: BrandFontFormat;
}

/**
 * Reads uploaded fonts off the event loop. The table directory is judged here first, in
 * microseconds (font-table-directory.ts); only then does fontkit see the file, in a thread of
 * a small pool with a deadline and a heap limit, so a font built to make it loop or allocate
 * costs that thread and is refused with 400 FONT_TOO_COMPLEX, while the server goes on.
 */
export class BrandFontReader {
  readonly #pool: BudgetedThreadPool<Uint8Array, ParsedBrandFont>;

  constructor(budget: WorkerBudget, maxThreads: number) {
    this.#pool = new BudgetedThreadPool({ script: workerScript(import.meta.url, 'brand-font-worker'), maxThreads, budget });
  }

  async read(bytes: Buffer): Promise<BrandFontFace> {
    const directory = checkFontTableDirectory(bytes);
    if (!directory.ok) throw directory.reason === 'too-large' ? tooComplex() : invalidFont();
    let parsed: ParsedBrandFont;
    try {
      // A copy of its own, moved rather than cloned: the caller still stores the original bytes.
      const copy = Uint8Array.from(bytes);
      parsed = await this.#pool.run(copy, [copy.buffer]);
    } catch (error) {
      if (error instanceof WorkerBudgetError) throw error.failure === 'crashed' ? invalidFont() : tooComplex();
      throw error;
    }
    if (parsed.ok) return { format: directory.format, ...parsed.face };
    if (parsed.reason === 'no-family') throw new AppError(400, ErrorCodes.fontInvalid, apiMessage('fontNoFamily'));
    throw invalidFont();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

function invalidFont(): AppError {
  return new AppError(400, ErrorCodes.fontInvalid, apiMessage('fontInvalid'));
}

function tooComplex(): AppError {
  return new AppError(400, ErrorCodes.fontTooComplex, apiMessage('fontTooComplex'));
}
