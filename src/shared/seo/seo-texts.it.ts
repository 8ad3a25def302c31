import type { SeoPageKey } from './public-pages.js';

interface PageTexts {
  /** The page's name, as its heading names the browser tab (use-document-title: "name · Cornice"). */
  title: string;
  description: string;
}

/**
 * Italian titles and descriptions of the public pages: the server writes them into the HTML it
 * returns (crawlers and link previews run no script) and the client sets them on navigation.
 * Here, not in the client's i18n, because the server renders them too.
 */
export const seoTextsIt = {
  siteName: 'Cornice',
  imageAlt: 'Cornice: layout stampabili per photobooth, cartoline e photostrip',
  pages: {
    landing: {
      title: 'Layout stampabili per photobooth',
      description:
        'Crea layout stampabili per photobooth: cartoline e photostrip per matrimoni, compleanni, lauree e feste, da template pronti da personalizzare online.',
    },
    abbonamenti: {
      title: 'Abbonamenti',
      description:
        'Pass per un singolo template o piano annuale: scegli il piano di Cornice adatto alla tua attività di photobooth e scarica layout pronti per la stampa.',
    },
    layoutPersonalizzato: {
      title: 'Layout su Misura',
      description: 'Non trovi il layout giusto? Lo creiamo noi su misura per il tuo evento: cartolina o photostrip, con i tuoi colori, i nomi e la grafica che vuoi.',
    },
    chooseTheme: {
      title: 'Scegli il tema',
      description: 'Matrimonio, compleanno, laurea o festa per bambini: scegli il tema del tuo evento e sfoglia i template di cartoline e photostrip per photobooth.',
    },
    chooseFormat: {
      title: 'Scegli il formato',
      description: 'Cartolina o photostrip, verticale o orizzontale: scegli il formato di stampa del layout per il tuo photobooth.',
    },
    chooseTemplate: {
      title: 'Scegli il template',
      description: 'Sfoglia i template pronti per la stampa a 300 dpi e scegli quello da personalizzare per il tuo evento.',
    },
    prova: {
      title: "Prova l'editor",
      description: "Prova gratis l'editor di Cornice senza registrarti: personalizza un layout di esempio con testi, cornici per le foto e clipart.",
    },
    supporto: {
      title: 'Supporto',
      description: 'Le risposte alle domande più frequenti su Cornice: template, editor, download, piani, pagamenti e catalogo pubblico.',
    },
    guidaOperatore: {
      title: "Guida per l'operatore",
      description: "Come usare Cornice nel tuo lavoro di photobooth: profilo pubblico, link del catalogo, richieste dei clienti e strumenti dell'editor.",
    },
    contatti: {
      title: 'Contatti',
      description: 'Scrivi al team di Cornice per domande, assistenza o richieste commerciali: ti risponderemo al più presto.',
    },
    terminiDiServizio: {
      title: 'Termini di Servizio',
      description: 'Le condizioni di utilizzo di Cornice: il servizio, gli account, i piani e i prezzi, i pagamenti, il rinnovo e la disdetta, i tuoi contenuti.',
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      description: 'Come Cornice tratta i tuoi dati personali: quali dati raccogliamo, perché, per quanto tempo li conserviamo e quali sono i tuoi diritti.',
    },
    cookiePolicy: {
      title: 'Cookie Policy',
      description: 'Quali cookie usa Cornice, a cosa servono e come puoi dare o revocare il tuo consenso.',
    },
    catalogo: {
      title: 'Catalogo',
      description: "Il catalogo dei layout per photobooth dell'operatore: scegli un template per il tuo evento e invia la tua richiesta.",
    },
    view: {
      title: 'La tua bozza',
      description: 'Controlla la bozza del layout e approvala o chiedi delle modifiche.',
    },
  } satisfies Record<SeoPageKey, PageTexts>,
  /** A catalogue whose operator has a business name: titled with it (as its heading is). */
  namedCatalogue: {
    description: 'Il catalogo dei layout per photobooth di {{name}}: scegli un template per il tuo evento e invia la tua richiesta.',
  },
};

export type SeoTexts = typeof seoTextsIt;
