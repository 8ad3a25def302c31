/**
 * Italian texts: the default and fallback language. Strings quoted in the spec are a contract
 * and are copied verbatim; en.ts must have exactly the same keys.
 */
export const it = {
  common: {
    productName: 'Cornice',
    loading: 'Caricamento...',
    skipToContent: 'Vai al contenuto',
  },
  topBar: {
    homeLabel: 'Cornice, vai alla home',
    navLabel: 'Navigazione principale',
    menu: 'Menu',
    createLayout: 'Crea Nuovo Layout',
    customLayout: 'Layout su Misura',
    premium: 'Premium',
    plans: 'Abbonamenti',
    dashboard: 'Dashboard',
    logout: 'Logout',
    login: 'Accedi / Registrati',
  },
  footer: {
    navLabel: 'Link del sito',
    tagline: 'Layout stampabili per photobooth, pronti per il tuo evento.',
    support: 'Supporto',
    contacts: 'Contatti',
    community: 'Community WhatsApp',
    terms: 'Termini di Servizio',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    copyright: '© {{year}} Cornice',
  },
  cookieBanner: {
    label: 'Consenso ai cookie',
    text: 'Questo sito utilizza i cookie per migliorare la tua esperienza.',
    policy: 'Cookie Policy',
    accept: 'Accetto',
    reject: 'Rifiuto',
  },
  auth: {
    redirecting: 'Reindirizzamento al login...',
  },
  errorPage: {
    title: 'Unexpected Application Error!',
    stackLabel: 'Stack',
    backHome: 'Torna alla home',
  },
  landing: {
    documentTitle: 'Layout stampabili per photobooth',
    eyebrow: 'Per operatori photobooth',
    title: 'Layout di stampa per i tuoi eventi, pronti in pochi minuti',
    pitch: "Scegli un template, personalizzalo nell'editor e scarica cartoline e photostrip pronte per la stampa.",
    tryFree: 'Prova gratis',
    signUp: 'Registrati gratis',
    goToDashboard: 'Vai alla dashboard',
    previewLabel: 'Anteprima di una cartolina e di una photostrip',
    previewNames: 'Anna & Marco',
    previewDate: '12 · 09 · 2026',
  },
  pages: {
    prova: { title: "Prova l'editor", lead: 'Personalizza un layout di esempio senza registrarti.' },
    catalogo: { title: 'Catalogo', lead: "Scegli un template e invia la tua richiesta all'operatore." },
    view: { title: 'La tua bozza', lead: 'Controlla la bozza del layout e approvala o chiedi delle modifiche.' },
    chooseTheme: { title: 'Scegli il tema', lead: 'Da quale evento vuoi partire?' },
    chooseFormat: { title: 'Scegli il formato', lead: 'Cartolina o photostrip, orizzontale o verticale.' },
    chooseTemplate: { title: 'Scegli il template', lead: "I template sono esempi: gli spazi si possono modificare nell'editor." },
    editor: { title: 'Editor', lead: 'Personalizza il layout e scaricalo pronto per la stampa.' },
    uploadTemplate: { title: 'Carica un template', lead: 'Aggiungi un tuo template personale al catalogo.' },
    layoutPersonalizzato: { title: 'Layout su Misura', lead: 'Creiamo noi il layout per il tuo evento.' },
    privacyPolicy: { title: 'Privacy Policy', lead: 'Come trattiamo i tuoi dati personali.' },
    terminiDiServizio: { title: 'Termini di Servizio', lead: 'Le condizioni di utilizzo del servizio.' },
    cookiePolicy: { title: 'Cookie Policy', lead: 'Quali cookie usiamo e perché.' },
    supporto: { title: 'Supporto', lead: 'Le risposte alle domande più frequenti.' },
    guidaOperatore: { title: "Guida per l'operatore", lead: 'Come usare Cornice per il tuo lavoro, passo dopo passo.' },
    contatti: { title: 'Contatti', lead: 'Scrivici: ti risponderemo al più presto.' },
    pagamentoAnnullato: { title: 'Payment Cancelled', lead: 'Il pagamento è stato annullato: non ti è stato addebitato nulla.' },
    dashboard: { title: 'Dashboard', lead: 'Il tuo account, le richieste dei clienti e i tuoi template.' },
    abbonamenti: { title: 'Abbonamenti', lead: 'Scegli il piano adatto alla tua attività.' },
    grazie: { title: 'Grazie!', lead: 'Stiamo completando il tuo acquisto.' },
  },
};

/** The shape every language must have: the Italian keys with string leaves. */
export type Translations = typeof it;
