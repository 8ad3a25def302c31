import type { LayoutDocument } from '../layout/layout-document.js';
import { computePrintArea, findPrinterPreset, type PrinterPresetId } from '../print/printer-presets.js';
import { formatJson } from './format-json.js';
import { composePackReadme, type PackReadmeFacts } from './pack-readme.js';
import { buildPhotoboothAppProcessing, photoboothAppUserdata } from './photobooth-app-collage.js';
import { buildPhotoboothProjectCollage, buildPhotoboothProjectStripSheet, findPhotoboothProjectOrientation, findStripSheetOrientation, photoboothProjectDefaultLimit, photoboothProjectFolder } from './photoboothproject-collage.js';
import { buildPiboothTemplate, planPiboothPage } from './pibooth-template.js';
import { buildSlotsFile } from './slots-file.js';
import { planTwoUpSheet } from '../print/two-up-sheet.js';
import { trimChar, trimTrailingChar } from '../util/trim-char.js';

/**
 * One picture of the pack: the overlay (photo frames cut to alpha 0) or the background (no
 * holes), laid out as the layout's own page, the page turned a quarter clockwise, as the 4x6 sheet with two copies of a strip, or as
 * the image a printer is fed (`feed`: the sheet or page turned to lie landscape, then scaled to
 * cover the printer preset's native 6x4 image, centred, as its driver would), encoded as a 300
 * dpi PNG or a JPEG with Exif.
 */
export interface PackImage {
  layer: 'overlay' | 'background';
  arrangement: 'page' | 'turned' | 'sheet' | 'feed';
  encoding: 'png' | 'jpeg';
}

export type PackEntry = { path: string; text: string } | { path: string; image: PackImage };

export interface PackFacts {
  document: LayoutDocument;
  /** The layout's name as the operator knows it (the layout files' display name). */
  name: string;
  printerId: PrinterPresetId;
  /** The pull URL of this pack, when it is published. */
  pullUrl?: string;
}

/** Folder of each program inside the zip; each mirrors the place its files go on the booth. */
export const packFolders = {
  photoboothProject: 'photoboothproject',
  photoboothApp: 'photobooth-app',
  pibooth: 'pibooth',
  breeze: 'breeze',
  dslrBooth: 'dslrbooth',
  dnp: 'dnp-hotfolder',
} as const;

/** 'Matrimonio – Cartolina' → 'matrimonio-cartolina': a file and folder name every OS accepts. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const trimmed = trimTrailingChar(trimChar(slug, '-').slice(0, 48), '-');
  return trimmed === '' ? 'layout' : trimmed;
}

/** The size of a pack image, and whether the page is turned a quarter clockwise to lie landscape. */
export function measurePackImage(document: LayoutDocument, arrangement: PackImage['arrangement'], printerId: PrinterPresetId): { width: number; height: number; isTurned: boolean; source: { width: number; height: number } } {
  const { width, height } = document.template;
  const sheet = planTwoUpSheet(width, height);
  if (arrangement === 'turned') return { width: height, height: width, isTurned: true, source: { width, height } };
  const source = arrangement === 'page' || sheet === null ? { width, height } : { width: sheet.width, height: sheet.height };
  if (arrangement !== 'feed') return { ...source, isTurned: false, source };
  const preset = findPrinterPreset(printerId);
  return { width: preset.nativeWidth, height: preset.nativeHeight, isTurned: source.height > source.width, source };
}

/** Every file of the pack, in the order they are zipped: text files as text, images as what to draw. */
export function planBoothPack(facts: PackFacts): PackEntry[] {
  const { document, name } = facts;
  const slug = slugify(name);
  const isStrip = planTwoUpSheet(document.template.width, document.template.height) !== null;
  const isPortrait = document.template.height > document.template.width;
  const pngOf = (layer: PackImage['layer'], arrangement: PackImage['arrangement'] = 'page'): PackImage => ({ layer, arrangement, encoding: 'png' });
  const jpegOf = (layer: PackImage['layer'], arrangement: PackImage['arrangement']): PackImage => ({ layer, arrangement, encoding: 'jpeg' });

  const pbpImages = `${photoboothProjectFolder}/${slug}`;
  const pbpRoot = packFolders.photoboothProject;
  const pbpLayoutId = `cornice-${slug}`;
  const pbpOrientation = findPhotoboothProjectOrientation(document);
  const stripCollage = buildPhotoboothProjectStripSheet(document, `${name} (2x)`, { folder: pbpImages, background: 'background-2x.png', frame: 'overlay-2x.png' });
  const stripOrientation = findStripSheetOrientation(document);
  const pbpStripLayoutId = `2x-cornice-${slug}`;

  const appFolder = `${photoboothAppUserdata}/cornice/${slug}`;
  const piboothFile = `cornice-${slug}.xml`;
  const readmeFacts: PackReadmeFacts = {
    name,
    slug,
    width: document.template.width,
    height: document.template.height,
    isStrip,
    slotCount: buildSlotsFile(document).slots.length,
    photoboothProject: { layoutPath: `private/collage/${pbpOrientation}/${pbpLayoutId}.json`, orientation: pbpOrientation, imagesFolder: pbpImages, defaultLimit: photoboothProjectDefaultLimit, strip: stripCollage === null || stripOrientation === null ? null : { layoutPath: `private/collage/${stripOrientation}/${pbpStripLayoutId}.json`, orientation: stripOrientation } },
    photoboothApp: { folder: appFolder },
    pibooth: { file: piboothFile },
    printer: findPrinterPreset(facts.printerId),
    ...(facts.pullUrl === undefined ? {} : { pullUrl: facts.pullUrl }),
  };

  const entries: PackEntry[] = [
    { path: 'README.it.txt', text: composePackReadme('it', readmeFacts) },
    { path: 'README.en.txt', text: composePackReadme('en', readmeFacts) },
    { path: 'pack.json', text: formatJson(describePack(facts, slug)) },
    { path: 'slots.json', text: formatJson(buildSlotsFile(document)) },
    { path: `${pbpRoot}/${readmeFacts.photoboothProject.layoutPath}`, text: formatJson(buildPhotoboothProjectCollage(document, name, { folder: pbpImages, background: 'background.png', frame: 'overlay.png' })) },
    { path: `${pbpRoot}/${pbpImages}/overlay.png`, image: pngOf('overlay') },
    { path: `${pbpRoot}/${pbpImages}/background.png`, image: pngOf('background') },
  ];
  if (stripCollage !== null && readmeFacts.photoboothProject.strip !== null) {
    entries.push(
      { path: `${pbpRoot}/${readmeFacts.photoboothProject.strip.layoutPath}`, text: formatJson(stripCollage) },
      { path: `${pbpRoot}/${pbpImages}/overlay-2x.png`, image: pngOf('overlay', 'sheet') },
      { path: `${pbpRoot}/${pbpImages}/background-2x.png`, image: pngOf('background', 'sheet') },
    );
  }
  entries.push(
    { path: `${packFolders.photoboothApp}/collage-processing.json`, text: formatJson(buildPhotoboothAppProcessing(document, appFolder)) },
    { path: `${packFolders.photoboothApp}/${appFolder}/overlay.png`, image: pngOf('overlay') },
    { path: `${packFolders.photoboothApp}/${appFolder}/background.png`, image: pngOf('background') },
    // pibooth prints the template's page: for a strip, the 4x6 sheet with both copies.
    { path: `${packFolders.pibooth}/${piboothFile}`, text: buildPiboothTemplate(planPiboothPage(document, name)) },
    { path: `${packFolders.pibooth}/overlay.png`, image: pngOf('overlay', 'sheet') },
    { path: `${packFolders.pibooth}/background.png`, image: pngOf('background', 'sheet') },
    // Breeze lays out the whole printed page: its print layout editor places the photos on the
    // printer's page and overlays overlay.png ("overlays the page and uses the transparency in
    // the alpha channel"), and its strips are "a traditional double strip" on the 4x6 sheet
    // (breezesys.com/articles/photobooth4.htm, PSRemote/NKRemote photobooth help): the sheet.
    // dslrBooth's templates are drawn at the print size chosen in the template (a 2x6 strip is
    // its own template, doubled by the software on a strip-capable printer): the page itself.
    // Both take a 300 dpi PNG overlay and a JPEG background.
    { path: `${packFolders.breeze}/overlay.png`, image: pngOf('overlay', 'sheet') },
    { path: `${packFolders.breeze}/background.jpg`, image: jpegOf('background', 'sheet') },
    { path: `${packFolders.dslrBooth}/overlay.png`, image: pngOf('overlay') },
    { path: `${packFolders.dslrBooth}/background.jpg`, image: jpegOf('background', 'page') },
    // DNP Hot Folder Print (DNP IMS America, Hot Folder Print User Guide, "About New Borders"):
    // a border is a transparent 300 dpi RGB PNG at the full print size, loaded in both
    // orientations and named [name]_o.png, o the orientation (v vertical, h horizontal).
    { path: `${packFolders.dnp}/${slug}_v.png`, image: pngOf('overlay', isPortrait ? 'page' : 'turned') },
    { path: `${packFolders.dnp}/${slug}_h.png`, image: pngOf('overlay', isPortrait ? 'turned' : 'page') },
    // A test print for the print-size folder: the printer's own 6x4 image, landscape as fed.
    { path: `${packFolders.dnp}/test-print.jpg`, image: jpegOf('background', 'feed') },
  );
  return entries;
}

/** pack.json: what the pack is for, so a booth script (or the pull) can check it. */
function describePack(facts: PackFacts, slug: string) {
  const preset = findPrinterPreset(facts.printerId);
  const area = computePrintArea(preset, facts.document.template);
  const round = (value: number) => Math.round(value);
  return {
    name: facts.name,
    slug,
    canvas: { width: facts.document.template.width, height: facts.document.template.height, dpi: 300 },
    printer: {
      id: preset.id,
      name: preset.name,
      printWidth: preset.nativeWidth,
      printHeight: preset.nativeHeight,
      safeArea: { x: round(area.safe.x), y: round(area.safe.y), width: round(area.safe.width), height: round(area.safe.height) },
    },
    ...(facts.pullUrl === undefined ? {} : { pullUrl: facts.pullUrl }),
  };
}
