import type { Language } from '../../../shared/i18n/language.js';

/**
 * The sandbox checkout's and portal's texts in each language; the page follows the language the
 * visitor chose in the SPA (cornice_lang cookie), Italian otherwise.
 */
const italian = {
  badge: 'Pagamento di prova',
  checkoutTitle: 'Pagamento',
  checkoutHeading: 'Completa il pagamento',
  email: 'Email',
  cardNumber: 'Numero della carta',
  cardHint: 'Ambiente di prova: 4242 4242 4242 4242 paga, 4000 0000 0000 0002 viene rifiutata.',
  expiry: 'Scadenza (MM/AA, facoltativa)',
  cvc: 'CVC (facoltativo)',
  pay: 'Paga',
  cancel: 'Annulla',
  emailInvalid: 'Inserisci un indirizzo email valido per ricevere la conferma.',
  formInvalidTitle: 'Pagamento non valido',
  formInvalidText: 'Il modulo di pagamento non è valido. Ricomincia dal sito.',
  paidTitle: 'Pagamento già completato',
  paidText: 'Questo pagamento è già stato completato.',
  continue: 'Continua',
  confirmFailedTitle: 'Conferma non riuscita',
  confirmFailedText: 'Il pagamento di prova è registrato ma la conferma non è arrivata. Riprova più tardi.',
  notFoundTitle: 'Pagamento non trovato',
  notFoundText: 'Questa sessione di pagamento non esiste.',
  expiredTitle: 'Sessione scaduta',
  expiredText: 'Questa sessione di pagamento è scaduta. Ricomincia dal sito.',
  backToSite: 'Torna al sito',

  portalTitle: 'Gestione abbonamento',
  noSubscription: 'Nessun abbonamento trovato.',
  backToCornice: 'Torna a Cornice',
  plan: 'Piano:',
  status: 'Stato:',
  active: 'Attivo',
  cancelled: 'Annullato',
  validUntil: 'Valido fino al',
  endedOn: 'Terminato il',
  cancelSubscription: 'Annulla abbonamento',
  renewSubscription: 'Rinnova abbonamento',
  linkExpiredTitle: 'Link scaduto',
  linkExpiredText: 'Questo link di gestione non è più valido. Riaprilo dalla Dashboard.',
  goToDashboard: 'Vai alla Dashboard',
  subscriptionNotFoundTitle: 'Abbonamento non trovato',
  subscriptionNotFoundText: 'Questo abbonamento non esiste.',
  changeFailedText: 'La modifica è registrata ma la conferma non è arrivata. Riprova più tardi.',

  declined: 'Carta rifiutata: il pagamento non è andato a buon fine.',
  malformed: 'Inserisci il numero della carta: da 12 a 19 cifre, spazi ammessi.',
  notACard: 'Il numero della carta non è valido.',
  unknownCard: 'Ambiente di prova: usa la carta 4242 4242 4242 4242 (oppure 4000 0000 0000 0002 per provare un rifiuto).',
  expiryInvalid: 'Scadenza non valida: usa il formato MM/AA con una data futura.',
  cvcInvalid: 'Il CVC deve avere 3 o 4 cifre.',
} as const;

export type SandboxMessages = Readonly<Record<keyof typeof italian, string>>;

const english: SandboxMessages = {
  badge: 'Test payment',
  checkoutTitle: 'Payment',
  checkoutHeading: 'Complete your payment',
  email: 'Email',
  cardNumber: 'Card number',
  cardHint: 'Test environment: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  expiry: 'Expiry (MM/YY, optional)',
  cvc: 'CVC (optional)',
  pay: 'Pay',
  cancel: 'Cancel',
  emailInvalid: 'Enter a valid email address to receive the confirmation.',
  formInvalidTitle: 'Invalid payment',
  formInvalidText: 'The payment form is not valid. Start again from the site.',
  paidTitle: 'Payment already completed',
  paidText: 'This payment has already been completed.',
  continue: 'Continue',
  confirmFailedTitle: 'Confirmation failed',
  confirmFailedText: 'The test payment is recorded but its confirmation did not arrive. Please try again later.',
  notFoundTitle: 'Payment not found',
  notFoundText: 'This payment session does not exist.',
  expiredTitle: 'Session expired',
  expiredText: 'This payment session has expired. Start again from the site.',
  backToSite: 'Back to the site',

  portalTitle: 'Manage subscription',
  noSubscription: 'No subscription found.',
  backToCornice: 'Back to Cornice',
  plan: 'Plan:',
  status: 'Status:',
  active: 'Active',
  cancelled: 'Cancelled',
  validUntil: 'Valid until',
  endedOn: 'Ended on',
  cancelSubscription: 'Cancel subscription',
  renewSubscription: 'Renew subscription',
  linkExpiredTitle: 'Link expired',
  linkExpiredText: 'This management link is no longer valid. Open it again from the Dashboard.',
  goToDashboard: 'Go to the Dashboard',
  subscriptionNotFoundTitle: 'Subscription not found',
  subscriptionNotFoundText: 'This subscription does not exist.',
  changeFailedText: 'The change is recorded but its confirmation did not arrive. Please try again later.',

  declined: 'Card declined: the payment did not go through.',
  malformed: 'Enter the card number: 12 to 19 digits, spaces allowed.',
  notACard: 'The card number is not valid.',
  unknownCard: 'Test environment: use the card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to try a decline).',
  expiryInvalid: 'Invalid expiry: use the MM/YY format with a future date.',
  cvcInvalid: 'The CVC must have 3 or 4 digits.',
};

const byLanguage: Record<Language, SandboxMessages> = { it: italian, en: english };

export function sandboxMessagesFor(language: Language): SandboxMessages {
  return byLanguage[language];
}
