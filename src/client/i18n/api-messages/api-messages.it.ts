import { apiMessages } from '../../../shared/api/api-messages.js';

/** The server's messages in Italian: the API's own texts (src/shared/api/api-messages.ts). */
export const apiMessagesIt = apiMessages;

export type ApiMessages = Record<keyof typeof apiMessages, string>;
