/** The phone face of /prova: the editor needs a computer, so the page mails the link and shows the templates (our own wording). */
export const provaPhoneIt = {
  sendTitle: 'Mandati il link per il computer',
  sendText: 'Scrivi la tua email: ti mandiamo il link per aprire l’editor dal computer, quando sei pronto.',
  email: 'La tua email',
  submit: 'Inviami il link',
  sending: 'Invio in corso...',
  sent: 'Fatto! Controlla la posta su {{email}} e apri il link dal computer.',
  failed: 'Non siamo riusciti a mandare la mail. Riprova tra qualche minuto.',
  emailRequired: 'Inserisci la tua email.',
  emailInvalid: 'Inserisci un indirizzo email valido.',
  emailTooLong: "L'email può avere al massimo {{max}} caratteri.",
  galleryTitle: 'I template, con foto di esempio',
  galleryText: 'Ogni template si apre così nell’editor: cambi foto, nomi e data dal computer.',
  pictureAlt: '{{name}}, template {{theme}} con foto e nomi di esempio',
};
