/**
 * The messages the API sends in `{ error: { message } }`, each under a key the response carries
 * too (`messageKey`, with `params` for the numbers): the Italian text is the contract, shown as
 * it is; the client's dictionaries give the other languages by key, never by matching sentences.
 * `{{n}}` stands for a number the server fills in.
 */
export const apiMessages = {
  accessRequired: 'Accesso richiesto.',
  loginToBuy: 'Accedi per completare l’acquisto.',
  planRequired: 'Il caricamento dei template è riservato al piano Annuale.',
  csrfRejected: 'Richiesta rifiutata: origine non consentita.',
  notFound: 'Risorsa non trovata.',
  tooManyRequests: 'Troppe richieste. Riprova tra poco.',
  payloadTooLarge: 'Il contenuto inviato è troppo grande.',
  unsupportedMediaType: 'Tipo di contenuto non supportato.',
  methodNotAllowed: 'Metodo non consentito.',
  invalidRequest: 'La richiesta non è valida.',
  forbiddenCharacters: 'La richiesta contiene caratteri non ammessi.',
  invalidJson: 'Il corpo della richiesta non è JSON valido.',
  internal: 'Errore interno del server.',
  databaseUnavailable: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
  imageNotPng: "L'immagine non è un PNG.",
  imageInvalid: "L'immagine è danneggiata o illeggibile.",
  imageNotEncoded: "L'immagine non è codificata correttamente.",
  imageTooWide: "L'immagine supera {{n}} pixel per lato.",
  imageTooManyPixels: "L'immagine supera {{n}} milioni di pixel.",
  imageTooHeavy: "L'immagine supera {{n}} MB.",
  fileTooHeavy: 'Il file supera {{n}} MB.',
  fileNotEncoded: 'Il file non è codificato correttamente.',
  templateTypes: 'Sono accettati solo file JPEG e PNG.',
  originalTooLarge: 'Il file originale non può superare i 5MB.',
  previewTooLarge: "L'anteprima non può superare 1MB.",
  logoTooWide: 'Il logo supera {{n}} pixel per lato.',
  logoInvalid: 'Il logo è danneggiato o illeggibile.',
  logoType: 'Il file non è un logo PNG, JPEG, WebP o SVG valido.',
  logoUnknown: 'Il logo indicato non è valido.',
  logoNotFound: 'Logo non trovato.',
  operatorNotFound: 'Operatore non trovato.',
  templateNotInCatalogue: 'Il template scelto non è nel catalogo di questo operatore.',
  operatorRateLimited: 'Questo operatore ha ricevuto troppe richieste. Riprova più tardi.',
  requestNotFound: 'Richiesta non trovata.',
  requestOrDraftNotFound: 'Richiesta o bozza non trovata.',
  templateNotFound: 'Template non trovato.',
  templateStillActive: 'Il template è ancora attivo e non può essere rimosso.',
  filesNotFound: 'File caricati non trovati.',
  fileNotFound: 'File non trovato.',
  priceNotConfigured: 'ID del prezzo non configurato.',
  priceMismatch: 'Il prezzo indicato non corrisponde a questo acquisto.',
  alreadySubscribed: 'Hai già un abbonamento Annuale attivo: puoi gestirlo dalla Dashboard.',
  paymentUnavailable: 'Il servizio di pagamento non è raggiungibile. Riprova più tardi.',
  templateNotUnlockable: 'Template non valido: impossibile sbloccarlo.',
  noBillingAccount: 'Non hai ancora un abbonamento o un acquisto da gestire.',
  draftExists: 'Esiste già una bozza con questo identificativo.',
  draftNotFound: 'Bozza non trovata.',
  noPass: 'Non hai un pass per questo template.',
  passExpired: 'Il pass per questo template è scaduto.',
  downloadsExhausted: 'Hai esaurito i download per questo template.',
  emailInvalid: 'Email non valida.',
  noLineBreaks: 'Il campo non può contenere a capo o caratteri di controllo.',
  phoneInvalid: 'Numero di telefono non valido.',
  phonePrefix: 'Il telefono deve iniziare con +39.',
  contactRequired: "Inserisci almeno un'email o un numero di telefono.",
  profileContactRequired: "Devi inserire almeno un'email o un numero di telefono.",
  changesRequired: 'Descrivi le modifiche richieste.',
  uploadsBusy: 'Troppi caricamenti in corso. Riprova tra qualche secondo.',
  quotaFiles: 'Hai raggiunto il limite di {{n}} file salvati.',
  quotaBytes: 'Hai raggiunto il limite di {{n}} MB di file salvati.',
  layoutNotFound: 'Layout non trovato.',
  layoutConflict: 'Il layout è stato salvato altrove nel frattempo.',
  layoutTooLarge: 'Il layout supera {{n}} MB: riduci o togli qualche immagine.',
  layoutInvalid: 'Il layout non è valido.',
  layoutThumbnailInvalid: "L'anteprima del layout non è un'immagine JPEG valida.",
  layoutImageTypes: 'Sono accettate solo immagini JPEG, PNG e WebP.',
  layoutImageNotFound: 'Immagine non trovata.',
  layoutRefIncomplete: 'Layout e revisione vanno indicati insieme.',
  fontInvalid: 'Il file non è un font valido (TTF, OTF, WOFF o WOFF2).',
  fontNoFamily: 'Il font non ha un nome di famiglia leggibile.',
  brandFontsPlan: 'I font personalizzati sono riservati al piano Annuale.',
  brandFontExists: 'Hai già caricato questo font nello stesso stile: eliminalo prima di caricarlo di nuovo.',
  brandFontNotFound: 'Font non trovato.',
  boothPackExpiryInvalid: 'La scadenza deve essere nel futuro, entro 5 anni.',
  boothPackNotAllowed: 'Pubblicare per la cabina richiede il piano annuale o un pass attivo per questo template.',
  boothPackNotPublished: 'Questo layout non è pubblicato.',
  fontTooComplex: 'Il font è troppo grande o complesso da leggere: prova un altro file (TTF, OTF, WOFF o WOFF2).',
  logoTooComplex: 'Il logo SVG è troppo complesso da disegnare: esportalo in una versione più semplice o caricalo come PNG.',
  logoDeclarations: 'Il logo SVG contiene dichiarazioni (DOCTYPE, entità o fogli di stile) che non sono accettate: esportalo di nuovo o caricalo come PNG.',
  renderBusy: 'Troppe richieste di file in corso. Riprova tra qualche secondo.',
  renderTooLong: 'Questo layout richiede troppo tempo per essere preparato. Usa meno elementi o meno effetti (ombre, contorni) e riprova.',
  proofOfWorkMissing: 'Verifica anti-spam mancante. Ricarica la pagina e riprova.',
  proofOfWorkInvalid: 'Verifica anti-spam non valida o già usata. Riprova.',
  networkRequestLimit: 'Troppe richieste da questa rete. Riprova più tardi.',
  accountConfirmationMismatch: "L'indirizzo scritto non è quello del tuo account.",
  accountExportExpired: 'Il link per scaricare i tuoi dati è scaduto: chiedi una nuova copia.',
  backupUnsupported: 'Backup integrato solo con PGlite e file su disco: per PostgreSQL usa pg_dump, per S3 il versioning del bucket.',
  passwordWrong: 'La password attuale non è corretta.',
  accountExternal: 'Password e indirizzo di accesso si cambiano presso il servizio con cui accedi.',
  emailTaken: 'Esiste già un account con questa email.',
  alreadyLoginEmail: 'È già il tuo indirizzo di accesso.',
  tooManyForAddress: 'Troppe richieste per questo indirizzo: riprova tra un’ora.',
  notOwnAddress: 'Puoi confermare solo il tuo indirizzo di accesso o quello di contatto.',
  sessionNotFound: 'Sessione non trovata.',
  layoutQuotaCount: 'Hai raggiunto il limite di {{n}} layout salvati (cestino compreso): eliminane qualcuno.',
  layoutQuotaBytes: 'I tuoi layout superano {{n}} MB: eliminane qualcuno o svuota il cestino.',
  bodyTimeout: 'Invio interrotto: nessun dato ricevuto per troppo tempo. Riprova.',
  serverOverloaded: 'Il servizio è sovraccarico. Riprova tra qualche secondo.',
  artworkNotEntitled: 'Il file originale di questo template è riservato al piano annuale o a un pass attivo.',
  layoutTemplateChanged: 'Il template di un layout non si può cambiare: crea un nuovo layout dal template che vuoi usare.',
  sheetNeedsStrip: 'Il foglio con due strisce è solo per i layout a striscia.',
  draftImageMissing: "Manca l'immagine della bozza.",
  draftSuperseded: "C'è una bozza più recente di questa: apri l'ultima bozza per rispondere.",
  clientFieldLocked: 'Questo elemento della bozza non si può modificare.',
  clientFieldTwice: 'Lo stesso testo è stato inviato due volte.',
  clientFieldTooLong: 'Il testo supera {{n}} caratteri.',
  clientFieldTooManyLines: 'Il testo supera {{n}} righe.',
  clientFieldsTooMany: 'Si possono inviare al massimo {{n}} testi.',
  clientFieldsUnchanged: 'Non hai modificato nessun testo.',
  proposalNotFound: 'Proposta non trovata.',
  proposalDecided: 'Questa proposta è già stata gestita.',
} as const;

export type ApiMessageKey = keyof typeof apiMessages;

/** The numbers a message is filled in with. */
export type ApiMessageParams = Readonly<Record<string, string | number>>;

export interface ApiMessage {
  key: ApiMessageKey;
  params?: ApiMessageParams;
}

export function isApiMessageKey(value: unknown): value is ApiMessageKey {
  return typeof value === 'string' && Object.hasOwn(apiMessages, value);
}

/** A message text with its `{{name}}` places filled in. */
export function fillMessage(template: string, params: ApiMessageParams = {}): string {
  return template.replace(/\{\{(\w{1,20})\}\}/g, (place: string, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : place));
}

/** A keyed message, for an AppError or an error body. */
export function apiMessage(key: ApiMessageKey, params?: ApiMessageParams): ApiMessage {
  return params === undefined ? { key } : { key, params };
}
