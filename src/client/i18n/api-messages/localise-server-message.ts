import { i18n } from '../i18n';
import { apiMessagesEn } from './api-messages.en';
import { apiMessagesIt, type ApiMessages } from './api-messages.it';

type Key = keyof ApiMessages;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each Italian message as a whole-string pattern; `{{n}}` matches the number the server put there. */
const patterns = (Object.keys(apiMessagesIt) as Key[]).map((key) => ({
  key,
  pattern: new RegExp(`^${apiMessagesIt[key].split('{{n}}').map(escapeRegExp).join('(\\d+)')}$`),
}));

/**
 * The server's message in the interface language. The API speaks Italian (its contract), so in
 * Italian the message is returned untouched; in English a known message is translated and an
 * unknown one (a future server text) is shown as sent rather than lost.
 */
export function localiseServerMessage(message: string, language: string = i18n.language): string {
  if (language !== 'en') return message;
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match !== null) return apiMessagesEn[key].replace('{{n}}', match[1] ?? '');
  }
  return message;
}
