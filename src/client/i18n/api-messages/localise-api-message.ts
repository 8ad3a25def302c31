import { fillMessage, isApiMessageKey } from '../../../shared/api/api-messages.js';
import { i18n } from '../i18n.js';
import { apiMessagesEn } from './api-messages.en.js';

/** The message part of an error body: the Italian text, and its key and numbers when the server keyed it. */
export interface ServerMessage {
  message: string;
  messageKey?: unknown;
  params?: unknown;
}

function readParams(params: unknown): Record<string, string | number> {
  if (typeof params !== 'object' || params === null) return {};
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return Object.fromEntries(entries);
}

/**
 * The server's message in the interface language. The API speaks Italian (its contract), so in
 * Italian the text is shown as sent; in another language a keyed message is looked up by its key
 * and filled with its numbers, and an unkeyed one (a future server text) is shown as sent rather
 * than lost.
 */
export function localiseApiMessage(server: ServerMessage, language: string = i18n.language): string {
  if (language !== 'en' || !isApiMessageKey(server.messageKey)) return server.message;
  return fillMessage(apiMessagesEn[server.messageKey], readParams(server.params));
}
