/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { apiMessagesIt } from './api-messages.it';
import { localiseServerMessage } from './localise-server-message';

const root = join(import.meta.dirname, '../../../..');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Italian messages the API puts in `error.message`, with `${...}` written as `{{n}}`. */
function readServerMessages(): string[] {
  const call = /(?:new AppError\(\s*\d+,\s*ErrorCodes\.\w+,\s*|sendError\(reply,\s*\d+,\s*ErrorCodes\.\w+,\s*|code: ErrorCodes\.\w+, message: |\{ message: )(['"`])((?:(?!\1).)+)\1/g;
  const messages = new Set<string>();
  for (const file of [...listSources(join(root, 'src/server')), ...listSources(join(root, 'src/shared/api'))]) {
    // The provider's own pages, the sandbox's, the config's start-up errors and the test hooks (never in production) reach no operator.
    if (file.includes('/idp/') || file.includes('/payments/sandbox/') || file.includes('/test-hooks/') || file.endsWith('config.ts')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(call)) messages.add((match[2] ?? '').replace(/\$\{[^}]+\}/g, '{{n}}'));
  }
  return [...messages];
}

describe('server messages in English', () => {
  test('every Italian message the API sends has an English translation', () => {
    const known = new Set<string>(Object.values(apiMessagesIt));
    // Not shown by the interface: only the payment provider calls the webhook.
    const notShown = new Set(['Firma del webhook non valida o scaduta.']);
    expect(readServerMessages().length).toBeGreaterThan(40);
    const missing = readServerMessages().filter((message) => !known.has(message) && !notShown.has(message) && /[a-z]/.test(message));
    expect(missing).toEqual([]);
  });

  test('translates known messages, keeps numbers, leaves Italian and unknown text alone', () => {
    expect(localiseServerMessage('Template non trovato.', 'en')).toBe('Template not found.');
    expect(localiseServerMessage("L'immagine supera 8000 pixel per lato.", 'en')).toBe('The image is larger than 8000 pixels per side.');
    expect(localiseServerMessage('Template non trovato.', 'it')).toBe('Template non trovato.');
    expect(localiseServerMessage('Qualcosa di nuovo.', 'en')).toBe('Qualcosa di nuovo.');
  });
});
