import type { Language } from '../../../shared/i18n/language.js';
import { sandboxMessagesFor } from './sandbox-messages.js';

export type CardCheck = { kind: 'approved' } | { kind: 'declined' } | { kind: 'invalid'; message: string };

export const sandboxCards = { approved: '4242424242424242', declined: '4000000000000002' } as const;

export interface CardMessages {
  declined: string;
  malformed: string;
  notACard: string;
  unknownCard: string;
  expiry: string;
  cvc: string;
}

export function cardMessagesFor(language: Language): CardMessages {
  const messages = sandboxMessagesFor(language);
  return {
    declined: messages.declined,
    malformed: messages.malformed,
    notACard: messages.notACard,
    unknownCard: messages.unknownCard,
    expiry: messages.expiryInvalid,
    cvc: messages.cvcInvalid,
  };
}

/** The Italian messages: the default. */
export const cardMessages: CardMessages = cardMessagesFor('it');

export interface CardInput {
  number: string;
  /** Optional in the sandbox; checked only when filled. */
  expiry: string;
  cvc: string;
}

/** Stripe's test cards: 4242… pays, 4000…0002 is declined; anything else is refused with a reason. */
export function checkTestCard(input: CardInput, now = new Date(), messages: CardMessages = cardMessages): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { kind: 'invalid', message: messages.malformed };
  if (!isLuhnValid(digits)) return { kind: 'invalid', message: messages.notACard };
  const expiry = input.expiry.trim();
  if (expiry !== '' && !isFutureExpiry(expiry, now)) return { kind: 'invalid', message: messages.expiry };
  const cvc = input.cvc.trim();
  if (cvc !== '' && !/^\d{3,4}$/.test(cvc)) return { kind: 'invalid', message: messages.cvc };
  if (digits === sandboxCards.approved) return { kind: 'approved' };
  if (digits === sandboxCards.declined) return { kind: 'declined' };
  return { kind: 'invalid', message: messages.unknownCard };
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isFutureExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (match === null) return false;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  // A card is valid through the last day of its expiry month.
  return Date.UTC(year, month, 1) > now.getTime();
}
