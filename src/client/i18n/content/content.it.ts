/**
 * Italian texts of the support page, the operator guide and the legal pages (spec part 2, "Support
 * page", "Operator guide", "Legal pages", §9). Spread into it.ts under `content`. Names of buttons
 * and cards of other screens are interpolated from their own keys, so the guide cannot drift from
 * the interface it describes.
 */
export const contentIt = {
  supporto: {
    faqTitle: 'Domande frequenti',
    faq: {
      watermark: {
        question: 'Come rimuovo il watermark dai miei layout?',
        answer:
          "Con il piano Gratuito i layout si scaricano con il watermark. Per toglierlo sblocca il template con un pass Una Tantum ({{passPrice}}: {{days}} giorni e {{downloads}} download senza watermark) oppure attiva il piano Annuale PRO ({{annualPrice}} all'anno), con download illimitati senza watermark su tutti i template.",
        link: 'Confronta i piani',
      },
      customImages: {
        question: 'Posso caricare le mie immagini nel layout?',
        answer:
          'Caricare immagini personalizzate, per esempio un logo o una foto, è una funzione Premium: è inclusa nel piano Annuale PRO e, sul solo template sbloccato, nel pass Una Tantum finché è attivo. Con il piano Gratuito puoi usare testi, linee separatrici, cornici foto e le clipart di esempio.',
        link: 'Scopri gli abbonamenti',
      },
      cancel: {
        question: "Come disdico l'abbonamento?",
        answer:
          "Apri la Dashboard e, nella sezione «{{accountSection}}», premi «{{manageButton}}»: si apre il portale del fornitore dei pagamenti, dove puoi disdire il rinnovo. La disdetta ha effetto alla fine del periodo già pagato: fino ad allora il piano resta attivo.",
      },
      passExpiry: {
        question: 'Cosa succede quando scade il pass Una Tantum?',
        answer:
          "Il pass vale {{days}} giorni dall'acquisto e comprende {{downloads}} download senza watermark. Quando passano i {{days}} giorni o finisci i download, il pass scade e quel template torna alle condizioni del piano Gratuito: puoi ancora modificarlo, ma lo scarichi con il watermark. Per scaricarlo di nuovo senza watermark acquista un nuovo pass con il pulsante «{{rebuyButton}}».",
      },
      plan: {
        question: 'Dove vedo il piano che ho attivo?',
        answer:
          'Nella Dashboard, sezione «{{accountSection}}»: trovi il piano attuale, la data di scadenza del piano Annuale e i pass Una Tantum ancora attivi.',
        link: 'Vai alla Dashboard',
      },
      customLayout: {
        question: 'Potete creare voi il layout per il mio evento?',
        answer: 'Sì: con il servizio Layout su Misura un grafico prepara il layout per il tuo evento partendo dalle tue indicazioni.',
        link: 'Scopri il Layout su Misura',
      },
    },
    contact: {
      title: 'Non hai trovato la risposta?',
      text: 'Scrivici dal modulo della pagina Contatti.',
      replyTime: 'Rispondiamo via email entro 24-48 ore lavorative.',
      link: 'Vai ai Contatti',
      priority: 'Con il piano Annuale PRO hai anche il supporto prioritario su WhatsApp: lo trovi nella tua Dashboard.',
    },
  },
  guida: {
    steps: {
      title: 'Inizia in 3 passi',
      profile: {
        title: 'Completa il profilo pubblico',
        text: "Nella Dashboard compila la scheda «{{profileCard}}»: nome dell'attività, logo, email e telefono di contatto. Questi dati compaiono nel tuo catalogo e nella pagina in cui i clienti vedono le bozze.",
      },
      share: {
        title: 'Condividi il link del catalogo',
        text: "Manda ai tuoi clienti il link del tuo catalogo pubblico: scelgono tema, formato e template e ti inviano la richiesta con i dati dell'evento.",
        button: 'Dove trovo il link?',
      },
      requests: {
        title: 'Gestisci le richieste',
        text: "Le richieste arrivano nella Dashboard, nella scheda «{{requestsCard}}», dalla più recente. Per ognuna aggiorni lo stato, apri il template nell'editor, prepari la bozza e la mandi al cliente su WhatsApp: il cliente la approva o chiede modifiche dalla sua pagina.",
      },
    },
    linkDialog: {
      title: 'Dove trovo il link del catalogo?',
      where: 'Apri la Dashboard e cerca la scheda «{{catalogueCard}}».',
      copy: 'Premi «{{copyButton}}» e incolla il link dove vuoi: WhatsApp, email, i tuoi social o il tuo sito. Con «{{openButton}}» vedi la pagina così come la vedono i tuoi clienti.',
      close: 'Chiudi',
    },
    tools: {
      title: "Gli strumenti dell'editor",
      lead: 'Il pannello «Aggiungi» e la barra in alto raccolgono tutto quello che serve per personalizzare un template.',
      premium: 'Premium',
      items: {
        addText: { text: 'Inserisce un testo: fai doppio clic per modificarlo, poi scegli font, colore, dimensione e allineamento.' },
        addLine: { text: 'Una linea per separare le parti del layout, di cui regoli larghezza, spessore e colore.' },
        uploadImage: { text: 'Aggiunge una tua immagine, per esempio un logo: inclusa nel piano Annuale PRO e nel pass del template sbloccato.' },
        addPhotoFrame: { text: "Una cornice di esempio che mostra dove andrà la foto scattata all'evento." },
        addEllipse: { text: "Un'ellisse, o un cerchio se i lati sono uguali, per esempio come fondo di un testo: ne regoli larghezza, altezza, riempimento e contorno." },
        addQrCode: { text: "Ti chiede un link, per esempio la galleria online dell'evento, e lo mette nel layout come codice QR che gli ospiti inquadrano col telefono; ne regoli lato e colori. C'è in ogni piano." },
        clipart: { text: 'Decorazioni pronte, divise per categoria; con il piano Gratuito è disponibile la categoria di esempio.' },
        download: { text: 'Esporta il layout in PNG o JPG, pronto per la stampa. Con il piano Gratuito il file ha il watermark.' },
        share: { text: 'Crea il link della bozza da mandare al cliente, che potrà approvarla o chiedere modifiche.' },
      },
    },
    shortcuts: {
      title: 'Scorciatoie da tastiera',
      lead: "Funzionano nell'editor quando non stai scrivendo in un campo di testo.",
      keysHeader: 'Tasti',
      actionHeader: 'Azione',
      or: 'o',
      keys: {
        arrows: '← ↑ → ↓',
        shift: 'Maiusc',
        click: 'clic',
        ctrlCmd: 'Ctrl/Cmd',
        c: 'C',
        v: 'V',
        z: 'Z',
        y: 'Y',
        delete: 'Canc',
        backspace: 'Backspace',
        pageUp: 'Pag↑',
        pageDown: 'Pag↓',
      },
      actions: {
        move: "Sposta l'elemento selezionato di {{px}} px",
        multiSelect: 'Seleziona più elementi',
        copy: 'Copia gli elementi selezionati',
        paste: 'Incolla gli elementi copiati',
        remove: 'Elimina gli elementi selezionati',
        undo: "Annulla l'ultima modifica",
        redo: 'Ripristina la modifica annullata',
        rotateClockwise: 'Ruota di {{degrees}}° in senso orario',
        rotateAnticlockwise: 'Ruota di {{degrees}}° in senso antiorario',
      },
    },
    next: {
      title: 'Pronto a iniziare?',
      createLayout: 'Crea un nuovo layout',
      dashboard: 'Vai alla Dashboard',
      demo: "Prova l'editor gratis",
      community: 'Entra nel gruppo di supporto',
      newTab: '(si apre in una nuova scheda)',
    },
  },
  legal: {
    updatedLabel: 'Ultimo aggiornamento:',
    updatedDate: '24 maggio 2024',
    terms: {
      service: {
        title: 'Il servizio',
        text: 'Cornice è un servizio online che permette agli operatori di photobooth di creare layout stampabili (cartoline e photostrip) a partire da template, di condividere le bozze con i propri clienti e di gestire un catalogo pubblico. Usando il servizio accetti questi termini.',
      },
      account: {
        title: 'Età minima e account',
        text: "Per usare il servizio devi avere almeno 18 anni. L'accesso avviene tramite un servizio di autenticazione esterno: sei responsabile delle tue credenziali e di quello che avviene con il tuo account. I dati del tuo profilo devono essere veritieri.",
      },
      plans: {
        title: 'Piani e prezzi',
        text: "Il piano Gratuito permette di creare layout e di scaricarli con il watermark. Il pass Una Tantum costa {{passPrice}} e sblocca un template per {{days}} giorni, con {{downloads}} download senza watermark. Il piano Annuale PRO costa {{annualPrice}} all'anno. Il servizio Layout su Misura ha il prezzo indicato nella sua pagina. Tutti i prezzi sono in euro, IVA inclusa.",
      },
      payments: {
        title: 'Pagamenti',
        text: 'I pagamenti sono gestiti da un fornitore di pagamenti con carta, Stripe. Cornice non riceve né conserva i dati completi della tua carta.',
      },
      renewal: {
        title: 'Rinnovo e disdetta',
        text: "Il piano Annuale PRO si rinnova automaticamente alla fine di ogni anno, con addebito sullo stesso metodo di pagamento, finché non lo disdici. Puoi disdirlo in qualsiasi momento dalla Dashboard con «Gestisci abbonamento»: la disdetta ha effetto alla fine del periodo di fatturazione in corso e fino ad allora il piano resta attivo.",
      },
      refunds: {
        title: 'Acquisti definitivi',
        text: "Tutti gli acquisti (pass Una Tantum, piano Annuale PRO, Layout su Misura) sono definitivi e non rimborsabili. La disdetta del piano Annuale ferma i rinnovi futuri, ma non dà diritto al rimborso del periodo in corso.",
      },
      intellectualProperty: {
        title: 'Proprietà intellettuale',
        text: 'I template, le clipart, i caratteri e il software di Cornice restano di Cornice o dei rispettivi titolari delle licenze. Puoi usare i template per creare i layout dei tuoi eventi e consegnare ai tuoi clienti i layout stampati o esportati; non puoi rivendere o distribuire i template in quanto tali, né estrarli dal servizio.',
      },
      userContent: {
        title: 'I tuoi contenuti',
        text: 'Restano tuoi i contenuti che carichi (logo, immagini, template personali) e i dati del tuo profilo: ci permetti di conservarli e di mostrarli solo per fornirti il servizio, per esempio nel tuo catalogo e nelle bozze per i tuoi clienti. Devi avere i diritti su ciò che carichi e non puoi caricare contenuti illeciti o che violano diritti di altri. Puoi scaricarne in ogni momento una copia completa («Esporta i miei dati») ed eliminarli insieme all’account («Elimina account»), dalla Dashboard. Per i dati dei tuoi clienti nelle richieste del catalogo tratti i dati come titolare e Cornice per tuo conto: nomi, email, telefono, città e note vengono cancellati automaticamente 24 mesi dopo la data dell’evento (o dopo il periodo che scegli nel profilo), e puoi cancellarli prima, richiesta per richiesta.',
      },
      liability: {
        title: 'Limitazione di responsabilità',
        text: "Il servizio è fornito così com'è. Nei limiti consentiti dalla legge, la responsabilità complessiva di Cornice nei tuoi confronti è limitata all'importo che hai pagato a Cornice nei 12 mesi precedenti il fatto che l'ha originata.",
      },
      changes: {
        title: 'Modifiche ai termini',
        text: "Possiamo aggiornare questi termini: la data in cima alla pagina indica l'ultima versione. Se le modifiche sono rilevanti te lo comunicheremo via email o nel servizio; se continui a usare il servizio dopo la modifica, accetti i nuovi termini.",
      },
      law: {
        title: 'Legge applicabile',
        text: 'Questi termini sono regolati dalla legge italiana. Restano salvi i diritti che la legge riconosce ai consumatori e che non possono essere esclusi.',
      },
      contact: {
        title: 'Contatti',
        text: 'Per domande su questi termini scrivi a {{email}}.',
      },
    },
    privacy: {
      controller: {
        title: 'Chi tratta i tuoi dati',
        text: 'I dati sono trattati da Cornice per fornirti il servizio. Per qualsiasi domanda sulla privacy scrivi a {{email}}.',
      },
      data: {
        title: 'Quali dati raccogliamo',
        account: "Dati dell'account: l'indirizzo email con cui accedi.",
        profile: "Dati del profilo: nome dell'attività, logo, email e telefono di contatto ed eventuale seconda email, che inserisci nella Dashboard e che compaiono nel tuo catalogo pubblico.",
        requests: "Dati delle richieste dei clienti: nomi, data e città dell'evento, email, telefono e note che i tuoi clienti inseriscono nel tuo catalogo, e le loro risposte alle bozze.",
        content: 'Contenuti: le bozze e i template personali che salvi o carichi.',
        payments: "Dati di pagamento: li tratta direttamente il fornitore dei pagamenti; noi riceviamo solo l'esito e i dati dell'acquisto (piano, importo, date), mai il numero completo della carta.",
        technical: "Dati tecnici: come ogni sito, il server registra l'indirizzo IP e le pagine richieste, per la sicurezza e per risolvere i problemi.",
      },
      purposes: {
        title: 'Perché li usiamo',
        text: 'Usiamo i dati per fornirti il servizio che hai chiesto: gestire il tuo account e il tuo piano, mostrare il tuo catalogo, consegnarti le richieste dei clienti, elaborare i pagamenti e scriverti per comunicazioni sul servizio. Non vendiamo i tuoi dati e non li usiamo per pubblicità.',
      },
      providers: {
        title: 'Pagamenti e accesso',
        payments: 'I pagamenti sono gestiti da Stripe, che tratta i dati della carta come titolare autonomo secondo la propria informativa.',
        paymentsLink: 'Informativa privacy di Stripe',
        login: "L'accesso all'account avviene tramite un servizio di autenticazione esterno, che gestisce le tue credenziali per nostro conto e ci comunica solo chi sei.",
      },
      cookies: {
        title: 'Cookie',
        text: 'Per sapere quali cookie usiamo e come cambiare la tua scelta leggi la <cookieLink>Cookie Policy</cookieLink>.',
      },
      retention: {
        title: 'Per quanto tempo li conserviamo',
        text: "Conserviamo i tuoi dati finché il tuo account esiste. Quando elimini l'account cancelliamo subito l'account, il profilo, i layout, le bozze, le richieste dei clienti, i file caricati (template, loghi, font, immagini) e i link per la cabina, e disdiciamo l'abbonamento presso il fornitore dei pagamenti. Conserviamo soltanto i dati dei pagamenti che la legge fiscale ci obbliga a tenere per dieci anni: prodotto, importo e data di ogni acquisto, senza nome né indirizzo email. I dati dei clienti che arrivano dal catalogo di un operatore (nomi, email, telefono, città e note) li conserviamo per conto dell'operatore fino a 24 mesi dopo la data dell'evento, o per il periodo che l'operatore sceglie nel suo profilo; poi un processo giornaliero li cancella, lasciando solo stato, date e template per le statistiche. L'operatore può cancellarli prima, richiesta per richiesta.",
      },
      minors: {
        title: 'Minori',
        text: 'Il servizio è riservato ai maggiorenni. Non raccogliamo consapevolmente dati di persone con meno di 18 anni: se scopriamo di averne raccolti, li cancelliamo.',
      },
      doNotTrack: {
        title: 'Segnali Do Not Track',
        text: 'Il sito non risponde ai segnali Do Not Track (DNT) inviati dal browser.',
      },
      rights: {
        title: "I tuoi diritti e la chiusura dell'account",
        text: "Puoi chiederci in ogni momento di accedere ai tuoi dati, correggerli, cancellarli o riceverne una copia, e puoi rivolgerti al Garante per la protezione dei dati personali. Dalla Dashboard, nella sezione «I tuoi dati», puoi scaricare da solo una copia di tutti i tuoi dati («Esporta i miei dati»: un file zip, scaricabile per 72 ore) ed eliminare l'account con tutti i tuoi dati («Elimina account»); per ogni altra richiesta scrivi a <mailLink>{{email}}</mailLink> dall'indirizzo con cui accedi.",
      },
      changes: {
        title: 'Modifiche a questa informativa',
        text: "Se cambiamo questa informativa aggiorniamo la data in cima alla pagina e, se le modifiche sono rilevanti, te lo comunichiamo via email o nel servizio.",
      },
    },
    cookies: {
      intro: {
        title: 'Cosa sono i cookie',
        text: 'I cookie sono piccoli file che un sito salva nel browser. Li dividiamo in tre categorie: necessari, analitici e di marketing.',
      },
      necessary: {
        title: 'Cookie necessari',
        text: 'Servono al funzionamento del sito e non richiedono il consenso. Sono gli unici che Cornice imposta:',
        session: "Mantiene l'accesso al tuo account e viene cancellato quando esci o quando la sessione scade.",
        login: "Dura solo il tempo dell'accesso e viene cancellato appena l'accesso è completato.",
        consent: 'Ricorda la tua scelta sui cookie per {{days}} giorni.',
        language: "Ricorda la lingua che hai scelto nel piè di pagina (italiano o inglese) per un anno, anche per le pagine di accesso e di pagamento.",
        storage: "Oltre ai cookie, l'editor salva nel browser il lavoro non ancora scaricato e, durante un pagamento, il template che stai acquistando: questi dati restano sul tuo dispositivo.",
      },
      analytics: {
        title: 'Cookie analitici',
        text: 'Servono a misurare come viene usato il sito. Li imposteremmo solo con il tuo consenso: oggi Cornice non ne imposta nessuno.',
      },
      marketing: {
        title: 'Cookie di marketing',
        text: 'Servono a mostrare pubblicità personalizzata. Li imposteremmo solo con il tuo consenso: oggi Cornice non ne imposta nessuno.',
      },
      choice: {
        title: 'Come cambiare la tua scelta',
        text: 'Puoi cambiare idea quando vuoi: premi il pulsante qui sotto e il banner dei cookie comparirà di nuovo. In alternativa cancella il cookie cookie_consent dalle impostazioni del browser.',
        button: 'Modifica la scelta sui cookie',
      },
    },
  },
};

/** The shape every language of this content must have. */
export type ContentTranslations = typeof contentIt;
