/**
 * Every user-facing string of the embedded IdP, in Italian. Kept in one place so the English
 * translation can be added by swapping this object for a locale lookup.
 */
export const idpMessages = {
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
  passwordHint: 'Almeno 8 caratteri.',

  unknownEmail: 'Nessun account registrato con questa email.',
  wrongPassword: 'Password errata.',
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

export type IdpMessageKey = keyof typeof idpMessages;
