import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TemplateEntry } from '../../shared/catalog/template-entry.js';

/** A tiny stand-in for the client build (the SPA has its own tests): index.html, one chunk, templates.json. */
export async function writeStandInClient(clientDir: string, templates: readonly TemplateEntry[] = []): Promise<void> {
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html lang="it"><body><div id="root"></div></body></html>');
  await writeFile(path.join(clientDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, 'assets', 'templates.json'), JSON.stringify(templates));
}
