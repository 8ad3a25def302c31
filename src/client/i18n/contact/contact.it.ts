/**
 * Italian texts of the contact page (spec part 2 "Contact page", §5, §8). Merged into it.ts
 * under `contactPage`; the page's title and lead stay under `pages.contatti`. The error text is
 * the spec's, verbatim.
 */
export const contactIt = {
  formLabel: 'Modulo di contatto',
  requiredHint: 'Tutti i campi sono obbligatori.',
  name: 'Nome',
  email: 'Email',
  subject: 'Oggetto',
  subjectPlaceholder: "Scegli l'oggetto",
  subjects: {
    general: 'Informazioni generali',
    custom_layout: 'Richiesta layout personalizzato',
  },
  message: 'Messaggio',
  submit: 'Invia messaggio',
  sending: 'Invio in corso...',
  success: 'Grazie per averci scritto! Ti risponderemo al più presto.',
  error: "Si è verificato un errore durante l'invio del modulo. Riprova più tardi.",
  fieldErrors: {
    nameRequired: 'Inserisci il tuo nome.',
    nameTooLong: 'Il nome può avere al massimo {{max}} caratteri.',
    emailRequired: 'Inserisci la tua email.',
    emailInvalid: 'Inserisci un indirizzo email valido.',
    emailTooLong: "L'email può avere al massimo {{max}} caratteri.",
    subjectRequired: "Scegli l'oggetto del messaggio.",
    messageRequired: 'Scrivi il tuo messaggio.',
    messageTooLong: 'Il messaggio può avere al massimo {{max}} caratteri.',
  },
};

export type ContactTranslations = typeof contactIt;
