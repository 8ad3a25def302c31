/**
 * The mails about the account itself. Subjects are fixed texts: nothing a stranger typed ever
 * goes in a subject, and the links are the only variable part of the bodies.
 */
export interface AccountMail {
  to: string;
  subject: string;
  body: string;
}

const signature = ['', '— Cornice'];

export const addressVerificationSubject = 'Conferma il tuo indirizzo email';

export function addressVerificationMail(to: string, link: string, ttlHours: number): AccountMail {
  return {
    to,
    subject: addressVerificationSubject,
    body: [
      'Ciao,',
      '',
      `per confermare che questo indirizzo è tuo e ricevere qui le notifiche di Cornice, apri questo link entro ${ttlHours} ore:`,
      '',
      link,
      '',
      'Se non hai chiesto tu di usare questo indirizzo su Cornice, ignora questo messaggio: non riceverai altre email.',
      ...signature,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string, ttlMinutes: number): AccountMail {
  return {
    to,
    subject: 'Reimposta la tua password di Cornice',
    body: [
      'Ciao,',
      '',
      `abbiamo ricevuto una richiesta di reimpostare la password del tuo account Cornice. Per sceglierne una nuova apri questo link entro ${ttlMinutes} minuti:`,
      '',
      link,
      '',
      'Il link si può usare una sola volta. Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la tua password resta quella di prima.',
      ...signature,
    ].join('\n'),
  };
}

export function loginAddressChangeMail(to: string, link: string, ttlHours: number): AccountMail {
  return {
    to,
    subject: 'Conferma il nuovo indirizzo di accesso a Cornice',
    body: [
      'Ciao,',
      '',
      `per usare questo indirizzo per accedere a Cornice apri questo link entro ${ttlHours} ore:`,
      '',
      link,
      '',
      'Finché non lo apri, per accedere resta valido l’indirizzo di prima. Se non hai chiesto tu questo cambio, ignora questo messaggio.',
      ...signature,
    ].join('\n'),
  };
}

export function loginAddressChangedNotice(to: string, newAddress: string, supportEmail: string): AccountMail {
  return {
    to,
    subject: 'Il tuo indirizzo di accesso a Cornice è cambiato',
    body: [
      'Ciao,',
      '',
      `l’indirizzo per accedere al tuo account Cornice ora è ${newAddress}. Da adesso questo indirizzo non serve più per accedere.`,
      '',
      `Se non sei stato tu, scrivi subito a ${supportEmail}.`,
      ...signature,
    ].join('\n'),
  };
}

export function passwordChangedNotice(to: string, supportEmail: string): AccountMail {
  return {
    to,
    subject: 'La password del tuo account Cornice è cambiata',
    body: [
      'Ciao,',
      '',
      'la password del tuo account Cornice è appena stata cambiata e gli altri accessi aperti sono stati chiusi.',
      '',
      `Se non sei stato tu, reimposta subito la password dalla pagina di accesso ("Password dimenticata?") e scrivi a ${supportEmail}.`,
      ...signature,
    ].join('\n'),
  };
}
