import type { Language } from '../../../shared/i18n/language.js';
import { renderNoticePage } from '../../idp/render-notice-page.js';

/** Why a login could not complete, in each language. */
const authFailures = {
  it: {
    title: 'Accesso non riuscito',
    retry: 'Riprova',
    expired: 'La sessione di accesso è scaduta. Riprova.',
    cancelled: 'Accesso annullato.',
    failed: 'Non è stato possibile completare l\u2019accesso. Riprova.',
    unavailable: 'Il servizio di accesso non risponde. Riprova tra poco.',
  },
  en: {
    title: 'Login failed',
    retry: 'Try again',
    expired: 'The login session has expired. Please try again.',
    cancelled: 'Login cancelled.',
    failed: 'The login could not be completed. Please try again.',
    unavailable: 'The login service is not responding. Please try again shortly.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AuthFailure = Exclude<keyof (typeof authFailures)['it'], 'title' | 'retry'>;

/** The page for a login that could not complete: same look as the login pages, with the way back in. */
export function renderAuthErrorPage(failure: AuthFailure, retryHref: string, language: Language): string {
  const texts = authFailures[language];
  return renderNoticePage({ title: texts.title, text: texts[failure], link: { href: retryHref, label: texts.retry }, isAlert: true, language });
}
