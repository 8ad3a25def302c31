/** Texts of the editor's photo preview and test print (our own wording). */
export const photoPreviewIt = {
  group: 'Anteprima con foto',
  toggle: 'Anteprima con foto',
  toggleHint: 'Riempie le cornici con foto di esempio. Le foto non entrano nel layout né nei download.',
  hint: 'Trascina una foto dal computer su una cornice; trascina la foto per spostarla nella cornice.',
  pick: 'Foto di prova…',
  pickHint: 'Scegli una o più foto: vanno nelle cornici selezionate, altrimenti dalla prima.',
  print: 'Stampa di prova',
  printHint: 'Scarica un PNG con le foto dell’anteprima, segnato come stampa di prova. Non usa download del pass.',
  printing: 'Preparazione della stampa di prova…',
  printed: 'Stampa di prova scaricata.',
  mark: 'STAMPA DI PROVA',
  fileSuffix: 'stampa-di-prova',
  problems: {
    'not-an-image': 'Questo file non è un’immagine: scegli una foto JPG, PNG o WebP.',
    unreadable: 'Non riesco ad aprire questa foto: prova con un file JPG, PNG o WebP.',
    'samples-missing': 'Le foto di esempio non si sono caricate: controlla la connessione e riprova.',
  },
};
