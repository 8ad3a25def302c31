/**
 * Italian texts of the landing page (spec part 2, "Landing page"), below its hero. Spread into
 * it.ts under `landingPage`; the hero's title, pitch and buttons stay under `landing`.
 */
export const landingIt = {
  hero: {
    plansLink: 'Vedi piani e prezzi',
    screenshotAlt:
      "L'editor di Cornice con una cartolina verticale per un matrimonio: cornice foto, nomi degli sposi in corsivo, data e un cuore, con il pannello delle proprietà del testo aperto.",
  },
  steps: {
    title: 'Come funziona',
    intro: 'Dal template alla stampa in tre passaggi, senza programmi di grafica.',
    choose: {
      title: 'Scegli un template',
      text: "Parti da un layout pronto per matrimoni, compleanni, lauree e feste per bambini, in cartolina o photostrip, verticale o orizzontale.",
    },
    customise: {
      title: "Personalizzalo nell'editor",
      text: "Trascina testi, cornici foto, linee e clipart; cambia font, colori e ombre. Il lavoro si salva da solo mentre modifichi.",
    },
    deliver: {
      title: 'Scarica o condividi',
      text: 'Scarica il layout in PNG o JPG alla risoluzione di stampa, oppure invia la bozza al tuo cliente perché la approvi.',
    },
  },
  video: {
    title: 'Guarda il tutorial',
    intro: 'In pochi minuti vedi come si passa da un template vuoto a un layout pronto per la stampante del photobooth.',
    play: 'Guarda il video tutorial su Cornice',
    iframeTitle: 'Video tutorial: come creare un layout con Cornice',
    notice: 'Il video si carica da YouTube (youtube-nocookie.com) solo quando premi play.',
  },
  features: {
    title: 'Tutto quello che serve al tuo photobooth',
    intro: 'Pensato per chi stampa agli eventi: niente file da sistemare la sera prima.',
    screenshotAlt:
      'La dashboard di Cornice con le richieste dei clienti: per ognuna il template scelto, i nomi, la data, la città, le note e lo stato della lavorazione.',
    items: {
      print: {
        title: 'Risoluzione di stampa, 300 dpi',
        text: 'I file escono alla dimensione nativa del template, con i 300 dpi già scritti dentro: pronti per la stampante.',
      },
      formats: {
        title: 'Cartoline 4x6 e photostrip 2x6',
        text: 'Cartoline 10x15 e strisce 5x15, sia verticali che orizzontali, con la guida dei margini di sicurezza.',
      },
      catalogue: {
        title: 'Catalogo pubblico e richieste',
        text: 'Condividi il link del tuo catalogo: i clienti scelgono il template e ti inviano nomi, data e città dell’evento.',
      },
      approval: {
        title: 'Approvazione della bozza',
        text: 'Il cliente apre la bozza dal link che gli mandi, la approva o chiede modifiche: tutto arriva nella tua dashboard.',
      },
      customTemplates: {
        title: 'I tuoi template, con il PRO',
        text: "Con l'Annuale PRO carichi i tuoi template personali, li personalizzi nell'editor come gli altri e li scarichi senza watermark.",
      },
      library: {
        title: 'Font e clipart per ogni evento',
        text: 'Font calligrafici e moderni, clipart per matrimoni, compleanni, lauree e bambini, cornici foto e linee decorative.',
      },
    },
  },
  // TODO: placeholder testimonials, written for launch: replace them with real operators' words
  // (with their consent) before going live; until then the page shows invented quotes.
  testimonials: {
    title: 'Cosa dicono gli operatori',
    chiara: {
      quote:
        'Prima passavo le serate a sistemare i layout in un programma di grafica. Con Cornice preparo la cartolina di un matrimonio in dieci minuti e la mando agli sposi da approvare.',
      name: 'Chiara Bellini',
      business: 'Sorrisi in Posa Photobooth, Verona',
    },
    davide: {
      quote:
        'Il catalogo pubblico è la cosa che uso di più: lo metto nel preventivo e i clienti mi scrivono già con il template scelto, i nomi e la data.',
      name: 'Davide Russo',
      business: 'Flash Box Eventi, Napoli',
    },
    martina: {
      quote:
        "Le photostrip escono dalla stampante nitide come le cartoline. Con l'Annuale PRO ho caricato i miei template e li riuso a ogni evento.",
      name: 'Martina Gallo',
      business: 'Click & Smile Photobooth, Torino',
    },
  },
  cta: {
    title: 'Il tuo prossimo evento parte da qui',
    text: "Scegli un template, personalizzalo e scaricalo: si parte gratis. Quando ti serve, sblocchi un solo template o passi all'Annuale PRO.",
    signUp: 'Crea il tuo account gratuito',
    demo: 'Prova la demo senza registrarti',
    plans: 'Confronta i piani',
    pricing: 'Gratuito per iniziare · Pass singolo {{passPrice}} · Annuale PRO {{annualPrice}} all’anno',
  },
};

export type LandingTranslations = typeof landingIt;
