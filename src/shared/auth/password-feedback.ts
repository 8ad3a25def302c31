import type { Language } from '../i18n/language.js';

/**
 * Why a password was judged too weak, as the strength estimator's feedback keys (zxcvbn-ts's
 * `feedback.warning` and `feedback.suggestions`), and those keys in words. The Italian follows
 * @zxcvbn-ts/language-it; only these texts travel to the browser, never the dictionaries.
 */
export const passwordWarnings = [
  'straightRow', 'keyPattern', 'simpleRepeat', 'extendedRepeat', 'sequences', 'recentYears', 'dates', 'topTen',
  'topHundred', 'common', 'similarToCommon', 'wordByItself', 'namesByThemselves', 'commonNames', 'userInputs', 'pwned',
] as const;
export type PasswordWarning = (typeof passwordWarnings)[number];

export const passwordSuggestions = [
  'l33t', 'reverseWords', 'allUppercase', 'capitalization', 'dates', 'recentYears', 'associatedYears', 'sequences',
  'repeated', 'longerKeyboardPattern', 'anotherWord', 'useWords', 'noNeed', 'pwned',
] as const;
export type PasswordSuggestion = (typeof passwordSuggestions)[number];

export interface PasswordWeakness {
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}

interface FeedbackTexts {
  lead: string;
  warnings: Record<PasswordWarning, string>;
  suggestions: Record<PasswordSuggestion, string>;
}

const italian: FeedbackTexts = {
  lead: 'La password è troppo facile da indovinare.',
  warnings: {
    straightRow: 'Le sequenze lineari dei tasti sulla tastiera sono facili da indovinare.',
    keyPattern: 'Le brevi combinazioni di tasti sono facili da indovinare.',
    simpleRepeat: 'I caratteri ripetuti come "aaa" sono facili da indovinare.',
    extendedRepeat: 'Le combinazioni di caratteri ripetuti come "abcabcabc" sono facili da indovinare.',
    sequences: 'Le sequenze di caratteri comuni come "abc" sono facili da indovinare.',
    recentYears: 'Gli anni recenti sono facili da indovinare.',
    dates: 'Le date sono facili da indovinare.',
    topTen: 'Questa è una password molto usata.',
    topHundred: 'Questa è una password usata spesso.',
    common: 'Questa è una password di uso comune.',
    similarToCommon: 'Questa assomiglia a una password di uso comune.',
    wordByItself: 'Le singole parole sono facili da indovinare.',
    namesByThemselves: 'I singoli nomi o cognomi sono facili da indovinare.',
    commonNames: 'I nomi e cognomi comuni sono facili da indovinare.',
    userInputs: 'Non usare il tuo indirizzo email o parti di esso.',
    pwned: 'Questa password è stata esposta da una violazione dei dati su Internet.',
  },
  suggestions: {
    l33t: 'Evita prevedibili sostituzioni di lettere come "@" per "a".',
    reverseWords: 'Evita di scrivere parole di uso comune al contrario.',
    allUppercase: 'Scrivi alcune lettere in maiuscolo, ma non tutte.',
    capitalization: "Scrivi la prima lettera e almeno un'altra in maiuscolo.",
    dates: 'Evita le date e gli anni associati alla tua persona.',
    recentYears: 'Evita gli anni recenti.',
    associatedYears: 'Evita gli anni associati alla tua persona.',
    sequences: 'Evita le sequenze di caratteri comuni.',
    repeated: 'Evita la ripetizione di parole e caratteri.',
    longerKeyboardPattern: 'Usa combinazioni di tasti più lunghe e cambia più volte la direzione di digitazione.',
    anotherWord: 'Aggiungi altre parole poco comuni.',
    useWords: 'Usa più parole, ma evita frasi comuni.',
    noNeed: 'Puoi creare password sicure anche senza simboli, numeri o lettere maiuscole.',
    pwned: 'Se usi questa password altrove, cambiala.',
  },
};

const english: FeedbackTexts = {
  lead: 'This password is too easy to guess.',
  warnings: {
    straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common character sequences like "abc" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is a heavily used password.',
    topHundred: 'This is a frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'Do not use your email address or parts of it.',
    pwned: 'This password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: 'Avoid predictable letter substitutions like "@" for "a".',
    reverseWords: 'Avoid reversed spellings of common words.',
    allUppercase: 'Capitalise some, but not all letters.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use multiple words, but avoid common phrases.',
    noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: 'If you use this password elsewhere, you should change it.',
  },
};

const byLanguage: Record<Language, FeedbackTexts> = { it: italian, en: english };

/** One paragraph: the verdict, what is wrong (when known) and the first suggestion. */
export function describePasswordWeakness(weakness: PasswordWeakness, language: Language): string {
  const texts = byLanguage[language];
  const parts = [texts.lead];
  if (weakness.warning !== null) parts.push(texts.warnings[weakness.warning]);
  const suggestion = weakness.suggestions[0];
  if (suggestion !== undefined) parts.push(texts.suggestions[suggestion]);
  return parts.join(' ');
}

export function isPasswordWarning(value: unknown): value is PasswordWarning {
  return typeof value === 'string' && (passwordWarnings as readonly string[]).includes(value);
}

export function isPasswordSuggestion(value: unknown): value is PasswordSuggestion {
  return typeof value === 'string' && (passwordSuggestions as readonly string[]).includes(value);
}
