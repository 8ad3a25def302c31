/** Texts of the client's approval loop: the draft page's standing, and the request card's timeline. Our own wording. */
export const approvalIt = {
  superseded: {
    title: "C'è una bozza più recente",
    text: '{{name}} ha preparato una nuova versione di questa bozza: questa non è più da approvare.',
    textNoName: "L'operatore ha preparato una nuova versione di questa bozza: questa non è più da approvare.",
    link: "Apri l'ultima bozza",
  },
  approved: {
    title: 'Bozza approvata',
    on: 'Hai approvato questa bozza il {{date}} alle {{time}}.',
  },
  timeline: {
    title: 'Cronologia',
    at: '{{date}}, {{time}}',
    kinds: {
      sent: 'Bozza inviata',
      opened: 'Aperta dal cliente',
      changes_requested: 'Modifiche richieste',
      proposal: 'Proposta del cliente',
      approved: 'Bozza approvata',
      published: 'Pubblicata sulla cabina',
      publish_failed: 'Pubblicazione sulla cabina non riuscita',
    },
  },
};
