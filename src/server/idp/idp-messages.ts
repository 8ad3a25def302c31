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

  forgotLink: 'Password dimenticata?',
  forgotTitle: 'Reimposta la password',
  forgotText: 'Scrivi l’indirizzo email del tuo account: ti invieremo un link per scegliere una nuova password.',
  forgotSubmit: 'Invia il link',
  forgotSentTitle: 'Controlla la tua email',
  forgotSentText: 'Se esiste un account con questo indirizzo, ti abbiamo inviato un link per scegliere una nuova password. Il link vale {minutes} minuti e si può usare una sola volta.',
  resetTitle: 'Scegli una nuova password',
  resetSubmit: 'Salva la nuova password',
  newPasswordLabel: 'Nuova password',
  resetDoneTitle: 'Password aggiornata',
  resetDoneText: 'La tua nuova password è salvata e gli altri accessi al tuo account sono stati chiusi. Ora puoi accedere.',
  loginNow: 'Accedi',
  linkInvalidTitle: 'Link non valido',
  linkExpired: 'Questo link è scaduto. Richiedine uno nuovo.',
  linkUsed: 'Questo link è già stato usato. Se ti serve ancora, richiedine uno nuovo.',
  linkUnknown: 'Questo link non è valido. Controlla di averlo copiato per intero, oppure richiedine uno nuovo.',
  requestNewLink: 'Richiedi un nuovo link',
  verifyTitle: 'Conferma il tuo indirizzo email',
  verifyText: 'Conferma che {address} è il tuo indirizzo: riceverai qui le notifiche di Cornice.',
  verifySubmit: 'Conferma indirizzo',
  verifiedTitle: 'Indirizzo confermato',
  verifiedText: 'Grazie: {address} è confermato. Da ora le notifiche di Cornice arrivano qui.',
  toDashboard: 'Vai alla dashboard',
  loginAddressTitle: 'Conferma il nuovo indirizzo di accesso',
  loginAddressText: 'Da ora accederai a Cornice con {address}.',
  loginAddressSubmit: 'Conferma il nuovo indirizzo',
  loginAddressDoneTitle: 'Indirizzo di accesso cambiato',
  loginAddressDoneText: 'Da ora accedi a Cornice con {address}. Abbiamo avvisato il tuo indirizzo di prima.',
  loginAddressTaken: 'Esiste già un account con questo indirizzo: l’indirizzo di accesso non è cambiato.',
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

  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotText: 'Enter your account’s email address: we will send you a link to choose a new password.',
  forgotSubmit: 'Send the link',
  forgotSentTitle: 'Check your email',
  forgotSentText: 'If an account exists with this address, we have sent it a link to choose a new password. The link is valid for {minutes} minutes and works only once.',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Save the new password',
  newPasswordLabel: 'New password',
  resetDoneTitle: 'Password updated',
  resetDoneText: 'Your new password is saved and every other login to your account has been ended. You can log in now.',
  loginNow: 'Log in',
  linkInvalidTitle: 'Invalid link',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkUsed: 'This link has already been used. If you still need it, ask for a new one.',
  linkUnknown: 'This link is not valid. Check that you copied all of it, or ask for a new one.',
  requestNewLink: 'Ask for a new link',
  verifyTitle: 'Confirm your email address',
  verifyText: 'Confirm that {address} is your address: Cornice’s notifications will come here.',
  verifySubmit: 'Confirm address',
  verifiedTitle: 'Address confirmed',
  verifiedText: 'Thank you: {address} is confirmed. Cornice’s notifications will come here from now on.',
  toDashboard: 'Go to the dashboard',
  loginAddressTitle: 'Confirm your new login address',
  loginAddressText: 'From now on you will log in to Cornice with {address}.',
  loginAddressSubmit: 'Confirm the new address',
  loginAddressDoneTitle: 'Login address changed',
  loginAddressDoneText: 'From now on you log in to Cornice with {address}. We have told your previous address.',
  loginAddressTaken: 'An account with this address already exists: your login address has not changed.',
};

const byLanguage: Record<Language, IdpMessages> = { it: italian, en: english };

export function idpMessagesFor(language: Language): IdpMessages {
  return byLanguage[language];
}

/** The Italian texts: the default, and what the tests read. */
export const idpMessages: IdpMessages = byLanguage[defaultLanguage];

/** A message with its `{name}` placeholders filled in (the values are escaped where the page is built). */
export function fillIdpMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
