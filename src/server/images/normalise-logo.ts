import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { LogoType } from '../../shared/api/dashboard.js';
import { AppError } from '../http/app-error.js';
import { runBudgetedChild } from '../workers/budgeted-child.js';
import { type WorkerBudget, WorkerBudgetError } from '../workers/worker-budget.js';
import { workerScript } from '../workers/worker-script.js';
import { hasImageSignature } from './image-signature.js';
import { maxLogoSourceSide, type RasterisedLogo, rasteriseLogo } from './rasterise-logo.js';
import { checkSvgBudget } from './svg-budget.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const formatOfType: Record<LogoType, 'png' | 'jpeg' | 'webp' | 'svg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const svgChild = workerScript(import.meta.url, 'svg-logo-child');

/**
 * Turns an uploaded logo into a PNG we drew ourselves, at most logoMaxSide pixels a side, with
 * no metadata of the sender's. The type is read from the bytes and must be the one declared,
 * so a text file named .png is refused, and no decoder ever sees a format we did not expect.
 * An SVG is rasterised: what we serve is pixels, so no script, link or style inside it can
 * ever run in a visitor's browser. It is judged first (svg-budget.ts) and drawn in a child
 * process killed at `svgBudget`'s deadline: librsvg cannot be stopped any other way.
 */
export async function normaliseLogo(input: Buffer, declaredType: LogoType, svgBudget: WorkerBudget): Promise<Buffer> {
  const format = formatOfType[declaredType];
  let result: RasterisedLogo;
  if (format === 'svg') {
    const verdict = checkSvgBudget(input);
    if (!verdict.ok) {
      if (verdict.reason === 'not-svg') throw wrongType();
      if (verdict.reason === 'too-large') throw tooLarge();
      if (verdict.reason === 'doctype') {
        throw new AppError(400, ErrorCodes.logoTooComplex, apiMessage('logoDeclarations'));
      }
      throw new AppError(400, ErrorCodes.logoTooComplex, apiMessage('logoTooComplex'));
    }
    result = await rasteriseInChild(input, svgBudget);
  } else {
    if (!hasImageSignature(input, format)) throw wrongType();
    result = await rasteriseLogo(input, format);
  }
  if (result.ok) return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
  if (result.reason === 'wrong-type') throw wrongType();
  if (result.reason === 'too-large') throw tooLarge();
  throw unreadable();
}

async function rasteriseInChild(input: Buffer, budget: WorkerBudget): Promise<RasterisedLogo> {
  try {
    return await runBudgetedChild<Uint8Array, RasterisedLogo>(svgChild, input, budget);
  } catch (error) {
    if (!(error instanceof WorkerBudgetError)) throw error;
    if (error.failure === 'crashed') throw unreadable();
    throw new AppError(400, ErrorCodes.logoTooComplex, apiMessage('logoTooComplex'));
  }
}

function wrongType(): AppError {
  return new AppError(415, ErrorCodes.logoTypeInvalid, apiMessage('logoType'));
}

function tooLarge(): AppError {
  return new AppError(400, ErrorCodes.imageTooLarge, apiMessage('logoTooWide', { n: maxLogoSourceSide }));
}

function unreadable(): AppError {
  return new AppError(400, ErrorCodes.imageInvalid, apiMessage('logoInvalid'));
}
