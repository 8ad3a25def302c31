import { defaultLanguage, type Language } from '../../shared/i18n/language.js';

/**
 * Every user-facing string of the embedded IdP, in Italian (the default) and English. The
 * language is the one the visitor chose in the SPA's footer, read from the cornice_lang cookie.
 */
const italian = {
  brand: 'Cornice',
  loginTitle: 'Accedi a Cornice',
  loginSubmit: 'Accedi',
  loginSwitch: 'Non hai un account? Registrati',
  signupTitle: 'Crea il tuo account',
  signupSubmit: 'Registrati',
  signupSwitch: 'Hai già un account? Accedi',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordConfirmationLabel: 'Conferma password',
  passwordHint: 'Almeno 8 caratteri e difficile da indovinare: per esempio tre o quattro parole a caso.',

  invalidCredentials: 'Email o password non corretti.',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri.',
  passwordTooLong: 'La password può contenere al massimo 256 caratteri.',
  passwordMissing: 'Inserisci la password.',
  duplicateEmail: 'Esiste già un account con questa email.',
  invalidEmail: 'Inserisci un indirizzo email valido.',
  passwordMismatch: 'Le password non coincidono.',
  tooManyAttemptsTitle: 'Troppi tentativi',
  tooManyAttempts: 'Troppi tentativi. Attendi un minuto e riprova.',

  expiredTitle: 'Sessione scaduta',
  expiredText: 'La sessione di accesso è scaduta. Riprova.',
  backToLogin: 'Torna all’accesso',

  logoutTitle: 'Esci da Cornice',
  logoutText: 'Stai per uscire dal tuo account.',
  logoutSubmit: 'Esci',
  loggedOutTitle: 'Sei uscito',
  loggedOutText: 'Sei uscito dal tuo account Cornice.',
  backToSite: 'Torna a Cornice',

  errorTitle: 'Si è verificato un errore',
  errorText: 'Non è stato possibile completare la richiesta. Riprova più tardi.',
  errorDetails: 'Dettagli tecnici',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che cerchi non esiste.',
} as const;

export type IdpMessageKey = keyof typeof italian;
export type IdpMessages = Readonly<Record<IdpMessageKey, string>>;

const english: IdpMessages = {
  brand: 'Cornice',
  loginTitle: 'Log in to Cornice',
  loginSubmit: 'Log in',
  loginSwitch: 'No account yet? Sign up',
  signupTitle: 'Create your account',
  signupSubmit: 'Sign up',
  signupSwitch: 'Already have an account? Log in',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordConfirmationLabel: 'Confirm password',
  passwordHint: 'At least 8 characters and hard to guess: for example three or four random words.',

  invalidCredentials: 'Wrong email or password.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password can be at most 256 characters long.',
  passwordMissing: 'Enter your password.',
  duplicateEmail: 'An account with this email already exists.',
  invalidEmail: 'Enter a valid email address.',
  passwordMismatch: 'The passwords do not match.',
  tooManyAttemptsTitle: 'Too many attempts',
  tooManyAttempts: 'Too many attempts. Wait a minute and try again.',

  expiredTitle: 'Session expired',
  expiredText: 'The login session has expired. Please try again.',
  backToLogin: 'Back to login',

  logoutTitle: 'Log out of Cornice',
  logoutText: 'You are about to log out of your account.',
  logoutSubmit: 'Log out',
  loggedOutTitle: 'You are logged out',
  loggedOutText: 'You have logged out of your Cornice account.',
  backToSite: 'Back to Cornice',

  errorTitle: 'Something went wrong',
  errorText: 'The request could not be completed. Please try again later.',
  errorDetails: 'Technical details',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
};

const byLanguage: Record<Language, IdpMessages> = { it: italian, en: english };

export function idpMessagesFor(language: Language): IdpMessages {
  return byLanguage[language];
}

/** The Italian texts: the default, and what the tests read. */
export const idpMessages: IdpMessages = byLanguage[defaultLanguage];
