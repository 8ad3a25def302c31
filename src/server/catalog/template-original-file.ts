import { stat } from 'node:fs/promises';
import path from 'node:path';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import type { BuiltInTemplates } from './built-in-templates.js';

/** A theme, format or file name as the generator writes them: no separators, no dot-only names. */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._ -]{1,120}$/;

/**
 * Where the print original of a built-in template lies on disk. The originals are written by
 * `npm run assets` outside the public files (the static plugin never serves them); every reader
 * of an original's bytes on the server goes through here, so one rule decides which paths are
 * originals: /assets/templates/{theme}/{format}/{name}.png, listed in templates.json when the
 * build has one, with a file on disk.
 */
export class TemplateOriginalFiles {
  constructor(
    private readonly originalsDir: string,
    private readonly catalog: BuiltInTemplates,
  ) {}

  /** The absolute file of the original at this template path, or null when the path names none. */
  async find(originalPath: string): Promise<string | null> {
    const relative = relativeOriginalPath(originalPath);
    if (relative === null) return null;
    if ((await this.catalog.isKnown()) && (await this.catalog.find(originalPath)) === undefined) return null;
    const file = path.join(this.originalsDir, ...relative);
    const info = await stat(file).catch(() => null);
    return info?.isFile() === true ? file : null;
  }
}

/** [theme, format, name.png] of a built-in original's path, or null for any other path. */
export function relativeOriginalPath(originalPath: string): [string, string, string] | null {
  if (!originalPath.startsWith(templatesPrefix)) return null;
  const segments = originalPath.slice(templatesPrefix.length).split('/');
  if (segments.length !== 3 || !segments.every((segment) => safeSegment.test(segment))) return null;
  const [theme, format, name] = segments as [string, string, string];
  return name.toLowerCase().endsWith('.png') ? [theme, format, name] : null;
}
