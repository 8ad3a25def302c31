export interface ReadmeFacts {
  /** The layout's name, e.g. 'matrimonio – cartolina-verticale'. */
  name: string;
  width: number;
  height: number;
  dpi: number;
}

/** '4x6', '6x2': the print size in inches, the way booth software names its presets. */
export function describePrintPreset(width: number, height: number, dpi: number): string {
  const inches = (pixels: number) => String(Math.round((pixels / dpi) * 10) / 10);
  return `${inches(width)}x${inches(height)}`;
}

type ReadmeLines = (facts: ReadmeFacts, preset: string) => string[];

const readmeIt: ReadmeLines = (facts, preset) => [
  `Cornice – pacchetto per photobooth: ${facts.name}`,
  'Una cartella per programma, con i file dove il programma li cerca: photoboothproject, photobooth-app, pibooth, breeze, dslrbooth, dnp-hotfolder. Le istruzioni passo per passo sono in README.it.txt (in inglese: README.en.txt).',
  `Layout ${facts.width}×${facts.height} px a 300 dpi (${preset}); overlay.png ha un foro trasparente al posto di ogni cornice foto e va sopra le foto.`,
  'slots.json – tela e posizione delle foto in pixel dall’angolo in alto a sinistra: x, y, larghezza e altezza del rettangolo non ruotato, rotazione in gradi in senso orario attorno al suo centro.',
  'Rotazione: Cornice ruota attorno all’angolo in alto a sinistra, i programmi dei photobooth attorno al centro; i file qui sono già convertiti.',
];

const readmeEn: ReadmeLines = (facts, preset) => [
  `Cornice – photo booth package: ${facts.name}`,
  'One folder per program, holding the files where that program looks for them: photoboothproject, photobooth-app, pibooth, breeze, dslrbooth, dnp-hotfolder. Step-by-step instructions are in README.en.txt (in Italian: README.it.txt).',
  `Layout of ${facts.width}×${facts.height} px at 300 dpi (${preset}); overlay.png has a transparent hole where each photo frame is and goes over the photos.`,
  'slots.json – canvas and photo positions in pixels from the top-left corner: x, y, width and height of the unrotated rectangle, rotation in degrees clockwise about its centre.',
  'Rotation: Cornice turns elements about their top-left corner, booth software about the centre; the files here are already converted.',
];

/**
 * README.txt of the booth package, in the language the operator asked for: what the zip holds and
 * where the step-by-step READMEs are (README.it.txt, README.en.txt, always both). Windows line
 * endings: Breeze, dslrBooth and the DNP tools run on Windows, where Notepad shows it as written.
 */
export function composeBoothReadme(language: 'it' | 'en', facts: ReadmeFacts): string {
  const preset = describePrintPreset(facts.width, facts.height, facts.dpi);
  const lines = (language === 'it' ? readmeIt : readmeEn)(facts, preset);
  return lines.flatMap((line) => [line, '']).join('\n').replace(/\n/g, '\r\n');
}
