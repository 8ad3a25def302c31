import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TemplateCatalog, type TemplateEntry } from '../../shared/catalog/template-entry.js';

/**
 * The built-in templates as the build wrote them (assets/templates.json in the client build),
 * read once on first use. Without the file (a server started before `npm run assets`) the list
 * is empty and callers fall back to the path rules alone.
 */
export class BuiltInTemplates {
  #entries: Promise<Map<string, TemplateEntry>> | undefined;

  constructor(private readonly clientDir: string) {}

  async find(originalPath: string): Promise<TemplateEntry | undefined> {
    return (await this.#load()).get(originalPath);
  }

  async isKnown(): Promise<boolean> {
    return (await this.#load()).size > 0;
  }

  #load(): Promise<Map<string, TemplateEntry>> {
    this.#entries ??= readCatalog(path.join(this.clientDir, 'assets', 'templates.json'));
    return this.#entries;
  }
}

async function readCatalog(file: string): Promise<Map<string, TemplateEntry>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return new Map();
  }
  const parsed = TemplateCatalog.safeParse(json);
  if (!parsed.success) return new Map();
  return new Map(parsed.data.map((entry) => [entry.original, entry]));
}
