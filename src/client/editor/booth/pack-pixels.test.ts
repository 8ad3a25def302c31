// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { rotateVector, type Point } from '../../../shared/layout/geometry.js';
import { makeBoothDocument, makeLandscapeDocument, makeLeftEdgeDocument, makeStripDocument } from './booth-fixtures.js';
import { checkPhotoboothAppEdges } from './pack-checks.js';
import { planBoothPack, type PackEntry } from '../../../shared/booth/booth-pack-plan.js';
import type { PhotoboothAppProcessing } from '../../../shared/booth/photobooth-app-collage.js';
import type { PhotoboothProjectCollage } from '../../../shared/booth/photoboothproject-collage.js';
import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import { planTwoUpSheet } from '../../../shared/print/two-up-sheet.js';

/**
 * Pixel tests: each program's own way of putting a photo into its slot, replayed from the files
 * of the pack, against the holes the overlay has (the frames as the editor draws them). A photo
 * is cover-fitted to its box, so it covers exactly the box, turned as the program turns it:
 * - PhotoboothProject (src/Image.php addPicture, rotateResizeImage): GD's imagerotate turns
 *   counter-clockwise about the centre; a row turned ±90° is filled by the turned photo; at any
 *   other angle the turned photo is shrunk until its bounding box fits the row, and centred.
 * - photobooth-app (CollageMergeDefinition, PIL Image.rotate with expand): counter-clockwise about
 *   the box centre, pasted back around the same centre.
 * - pibooth-picture-template (_image_paste): the box from the draw.io geometry (px() truncation),
 *   turned by -style rotation with PIL, i.e. clockwise by the draw.io angle, about its centre.
 *   pibooth cover-fits only with [PICTURE] captures_cropping = True (its default, False, fits the
 *   shot inside the box: pibooth/pictures/factory.py _image_resize_keep_ratio), which the pack
 *   README tells the operator to set.
 * Every pixel centre is sampled; each photo must cover ≥ 98 % of its hole and put ≤ 2 % of
 * itself outside it.
 */
interface Region {
  centre: Point;
  width: number;
  height: number;
  /** Clockwise degrees about the centre. */
  rotation: number;
}

function isInside(region: Region, point: Point): boolean {
  const local = rotateVector({ x: point.x - region.centre.x, y: point.y - region.centre.y }, -region.rotation);
  return Math.abs(local.x) <= region.width / 2 && Math.abs(local.y) <= region.height / 2;
}

function boundsOf(region: Region) {
  const radius = Math.hypot(region.width, region.height) / 2;
  return { left: Math.floor(region.centre.x - radius), right: Math.ceil(region.centre.x + radius), top: Math.floor(region.centre.y - radius), bottom: Math.ceil(region.centre.y + radius) };
}

function measureCoverage(hole: Region, photo: Region): { covered: number; spilled: number } {
  const a = boundsOf(hole);
  const b = boundsOf(photo);
  let holePixels = 0;
  let coveredPixels = 0;
  let photoPixels = 0;
  let spilledPixels = 0;
  for (let y = Math.min(a.top, b.top); y < Math.max(a.bottom, b.bottom); y += 1) {
    for (let x = Math.min(a.left, b.left); x < Math.max(a.right, b.right); x += 1) {
      const point = { x: x + 0.5, y: y + 0.5 };
      const inHole = isInside(hole, point);
      const inPhoto = isInside(photo, point);
      if (inHole) holePixels += 1;
      if (inHole && inPhoto) coveredPixels += 1;
      if (inPhoto) photoPixels += 1;
      if (inPhoto && !inHole) spilledPixels += 1;
    }
  }
  return { covered: coveredPixels / holePixels, spilled: spilledPixels / photoPixels };
}

/** The holes of the overlay: each frame as Konva draws it, turned clockwise about its top-left corner. */
function findHoles(document: LayoutDocument, offset: Point = { x: 0, y: 0 }): Region[] {
  return findPlaceholders(document).map((frame) => {
    const half = rotateVector({ x: frame.width / 2, y: frame.height / 2 }, frame.rotation);
    return { centre: { x: frame.x + half.x + offset.x, y: frame.y + half.y + offset.y }, width: frame.width, height: frame.height, rotation: frame.rotation };
  });
}

function findSheetHoles(document: LayoutDocument): Region[] {
  const sheet = planTwoUpSheet(document.template.width, document.template.height);
  if (sheet === null) return findHoles(document);
  return sheet.copies.flatMap((copy) => findHoles(document, copy));
}

function gdShrink(width: number, height: number, degrees: number): number {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return Math.min(1, width / (width * cos + height * sin), height / (width * sin + height * cos));
}

function placePhotoboothProject(row: PhotoboothProjectCollage['layout'][number]): Region {
  const [x, y, width, height, ccw] = row;
  const centre = { x: x + width / 2, y: y + height / 2 };
  if (Math.abs(ccw) === 90) return { centre, width, height, rotation: 0 };
  const shrink = gdShrink(width, height, ccw);
  return { centre, width: width * shrink, height: height * shrink, rotation: -ccw };
}

function placePhotoboothApp(definition: PhotoboothAppProcessing['merge_definition'][number]): Region {
  return { centre: { x: definition.pos_x + definition.width / 2, y: definition.pos_y + definition.height / 2 }, width: definition.width, height: definition.height, rotation: -definition.rotate };
}

const px = (cin: string | null) => Math.trunc((Number(cin) * 300) / 100);

function placePibooth(xml: string): Region[] {
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');
  const captures = [...parsed.getElementsByTagName('mxCell')].filter((cell) => cell.getAttribute('vertex') === '1' && !(cell.getAttribute('style') ?? '').startsWith('text;'));
  return captures.map((cell) => {
    const geometry = cell.getElementsByTagName('mxGeometry')[0];
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => px(geometry?.getAttribute(name) ?? null)) as [number, number, number, number];
    const rotation = Number(/rotation=(-?\d+);/.exec(cell.getAttribute('style') ?? '')?.[1] ?? 0);
    return { centre: { x: x + width / 2, y: y + height / 2 }, width, height, rotation };
  });
}

function textOf(entries: PackEntry[], pattern: RegExp): string[] {
  return entries.filter((entry): entry is { path: string; text: string } => 'text' in entry && pattern.test(entry.path)).map((entry) => entry.text);
}

/** `maySpill`: holes whose photo is knowingly larger than the hole (the overlay hides the rest). */
function expectEachPhotoFills(holes: Region[], photos: Region[], maySpill: ReadonlySet<number> = new Set()): void {
  expect(photos).toHaveLength(holes.length);
  holes.forEach((hole, index) => {
    const photo = photos[index];
    if (photo === undefined) throw new Error(`no photo for hole ${index}`);
    const { covered, spilled } = measureCoverage(hole, photo);
    expect(covered, `hole ${index} covered`).toBeGreaterThanOrEqual(0.98);
    if (!maySpill.has(index)) expect(spilled, `photo ${index} outside its hole`).toBeLessThanOrEqual(0.02);
  });
}

const fixtures: [string, () => LayoutDocument][] = [
  ['a postcard with a straight and a 30° frame', makeBoothDocument],
  ['a 2x6 strip with a frame turned -8°', makeStripDocument],
  ['a landscape postcard with a quarter-turned frame', makeLandscapeDocument],
  ['a landscape postcard with a quarter-turned frame at the left edge', makeLeftEdgeDocument],
];

describe.each(fixtures)('photos composed by each program fill the holes: %s', (_, makeDocument) => {
  const document = makeDocument();
  const entries = planBoothPack({ document, name: 'Prova', printerId: 'dnp-ds620' });

  it('PhotoboothProject, and its duplicated strip sheet', () => {
    for (const text of textOf(entries, /^photoboothproject\/.*\.json$/)) {
      const collage = JSON.parse(text) as PhotoboothProjectCollage;
      const holes = collage.width === document.template.width && collage.height === document.template.height ? findHoles(document) : findSheetHoles(document);
      expectEachPhotoFills(holes, collage.layout.map(placePhotoboothProject));
    }
  });

  it('photobooth-app', () => {
    const [text] = textOf(entries, /^photobooth-app\/collage-processing\.json$/);
    const processing = JSON.parse(text ?? '{}') as PhotoboothAppProcessing;
    // A frame the pack checks flag gets a box grown past its hole, so that it still fills it.
    const edgeCheck = checkPhotoboothAppEdges(document);
    const flagged = new Set(edgeCheck.id === 'photobooth-app-edge' ? edgeCheck.slots.map((slot) => findPlaceholders(document).findIndex((frame) => frame.id === slot.id)) : []);
    expectEachPhotoFills(findHoles(document), processing.merge_definition.map(placePhotoboothApp), flagged);
  });

  it('pibooth (the strip as the 4x6 sheet it prints)', () => {
    const [xml] = textOf(entries, /^pibooth\/.*\.xml$/);
    expectEachPhotoFills(findSheetHoles(document), placePibooth(xml ?? ''));
  });
});

describe('the pixel check', () => {
  it('fails a photo turned the wrong way (a slot written clockwise for a counter-clockwise program)', () => {
    const [hole] = findHoles(makeBoothDocument()).slice(1);
    if (hole === undefined) throw new Error('no tilted hole');
    const { covered } = measureCoverage(hole, { ...hole, rotation: -hole.rotation });
    expect(covered).toBeLessThan(0.98);
  });
});
