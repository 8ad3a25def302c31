// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { makeBoothDocument, makeLandscapeDocument, makeStripDocument } from './booth-fixtures.js';
import { measurePackImage, planBoothPack, slugify, type PackEntry, type PackImage } from '../../../shared/booth/booth-pack-plan.js';
import type { PhotoboothAppProcessing } from '../../../shared/booth/photobooth-app-collage.js';
import type { PhotoboothProjectCollage } from '../../../shared/booth/photoboothproject-collage.js';
import { findSlotFrames } from '../../../shared/booth/slot-frames.js';

const fixtures: [string, () => LayoutDocument][] = [
  ['a 4x6 postcard with a straight and a tilted frame', makeBoothDocument],
  ['a 2x6 strip', makeStripDocument],
  ['a 6x4 landscape postcard with a quarter-turned frame', makeLandscapeDocument],
];

function plan(document: LayoutDocument, pullUrl?: string): PackEntry[] {
  return planBoothPack({ document, name: 'Matrimonio – Anna & Marco', printerId: 'dnp-ds620', ...(pullUrl === undefined ? {} : { pullUrl }) });
}

function textOf(entries: PackEntry[], path: string): string {
  const entry = entries.find((candidate) => candidate.path === path);
  if (entry === undefined || !('text' in entry)) throw new Error(`no text file ${path}`);
  return entry.text;
}

function imageOf(entries: PackEntry[], path: string): PackImage {
  const entry = entries.find((candidate) => candidate.path === path);
  if (entry === undefined || !('image' in entry)) throw new Error(`no image ${path}`);
  return entry.image;
}

function jsonFiles(entries: PackEntry[], pattern: RegExp): [string, unknown][] {
  return entries.filter((entry): entry is { path: string; text: string } => 'text' in entry && pattern.test(entry.path)).map((entry) => [entry.path, JSON.parse(entry.text) as unknown]);
}

/** pibooth-picture-template's px(): hundredths of an inch to pixels, truncated. */
const px = (cin: string | null, dpi: number) => Math.trunc((Number(cin) * dpi) / 100);

describe('the pack layout', () => {
  it('puts each program in a folder of its own, mirroring where its files go', () => {
    const paths = plan(makeBoothDocument()).map((entry) => entry.path);
    expect(paths).toEqual([
      'README.it.txt',
      'README.en.txt',
      'pack.json',
      'slots.json',
      'photoboothproject/private/collage/landscape/cornice-matrimonio-anna-marco.json',
      'photoboothproject/private/images/cornice/matrimonio-anna-marco/overlay.png',
      'photoboothproject/private/images/cornice/matrimonio-anna-marco/background.png',
      'photobooth-app/collage-processing.json',
      'photobooth-app/userdata/cornice/matrimonio-anna-marco/overlay.png',
      'photobooth-app/userdata/cornice/matrimonio-anna-marco/background.png',
      'pibooth/cornice-matrimonio-anna-marco.xml',
      'pibooth/overlay.png',
      'pibooth/background.png',
      'breeze/overlay.png',
      'breeze/background.jpg',
      'dslrbooth/overlay.png',
      'dslrbooth/background.jpg',
      'dnp-hotfolder/matrimonio-anna-marco_v.png',
      'dnp-hotfolder/matrimonio-anna-marco_h.png',
      'dnp-hotfolder/test-print.jpg',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('makes names safe for every file system', () => {
    expect(slugify('Matrimonio – Anna & Marco')).toBe('matrimonio-anna-marco');
    expect(slugify('Laurea di Niccolò!')).toBe('laurea-di-niccolo');
    expect(slugify('—')).toBe('layout');
  });
});

describe.each(fixtures)('PhotoboothProject, %s', (_, makeDocument) => {
  const document = makeDocument();
  const entries = plan(document);
  const layouts = jsonFiles(entries, /^photoboothproject\/.*\.json$/);

  it('writes layout files in private/collage/portrait|landscape/, in its extended object form', () => {
    expect(layouts.length).toBeGreaterThan(0);
    for (const [path, value] of layouts) {
      expect(path).toMatch(/^photoboothproject\/private\/collage\/(portrait|landscape)\/[a-z0-9-]+\.json$/);
      const collage = value as PhotoboothProjectCollage;
      expect(Object.keys(collage).sort()).toEqual(['apply_frame', 'aspect_ratio', 'author', 'background', 'frame', 'height', 'layout', 'name', 'text_custom_style', 'text_disabled', 'width'].sort());
      expect(collage.aspect_ratio).toMatch(/^\d+:\d+$/);
      expect(collage.apply_frame).toBe('once');
      for (const row of collage.layout) {
        expect(row).toHaveLength(6);
        expect(row.slice(0, 5).every(Number.isInteger)).toBe(true);
        expect(row[5]).toBe(false);
      }
      // Frame and background are named from the photobooth root, and the pack carries them there.
      for (const image of [collage.frame, collage.background]) {
        expect(image).toMatch(/^\/private\/images\/cornice\//);
        imageOf(entries, `photoboothproject${image}`);
      }
      // Texts are in the frame: the program's text-on-collage stays off.
      expect(collage.text_disabled).toBe(true);
      expect(collage.text_custom_style).toBe(false);
    }
  });

  it('turns photos the way GD does: counter-clockwise degrees, the opposite of ours', () => {
    const [, single] = layouts.find(([path]) => !path.includes('/2x-')) ?? [];
    const frames = findSlotFrames(document);
    (single as PhotoboothProjectCollage).layout.forEach((row, index) => expect(row[4]).toBe(-Math.round(frames[index]?.rotation ?? 0) + 0));
  });
});

describe('PhotoboothProject duplicated strip', () => {
  const document = makeStripDocument();
  const entries = plan(document);
  const strip = jsonFiles(entries, /\/2x-[^/]+\.json$/);

  it('adds a 2x layout: the strip rows, then the same rows on the second copy of a 4x6 sheet', () => {
    expect(strip).toHaveLength(1);
    const [path, value] = strip[0] ?? [];
    // Copies side by side: the layout belongs with the landscape ones (its caption shifts right).
    expect(path).toBe('photoboothproject/private/collage/landscape/2x-cornice-matrimonio-anna-marco.json');
    const collage = value as PhotoboothProjectCollage;
    expect([collage.width, collage.height]).toEqual([1200, 1800]);
    const count = findSlotFrames(document).length;
    // Collage.php: a '2x' layout takes ceil(rows / 2) photos and shows shot i in rows i and i + n.
    expect(Math.ceil(collage.layout.length / 2)).toBe(count);
    collage.layout.slice(0, count).forEach((row, index) => {
      expect(collage.layout[index + count]).toEqual([row[0] + 600, row[1], row[2], row[3], row[4], row[5]]);
    });
    expect(collage.frame).toMatch(/overlay-2x\.png$/);
    expect(imageOf(entries, `photoboothproject${collage.frame}`)).toEqual({ layer: 'overlay', arrangement: 'sheet', encoding: 'png' });
  });

  it('has no 2x layout for a postcard', () => {
    expect(jsonFiles(plan(makeBoothDocument()), /\/2x-/)).toHaveLength(0);
  });
});

describe.each(fixtures)('photobooth-app, %s', (_, makeDocument) => {
  const document = makeDocument();
  const entries = plan(document);
  const processing = JSON.parse(textOf(entries, 'photobooth-app/collage-processing.json')) as PhotoboothAppProcessing;

  it('gives a processing block whose files are in userdata/ and in the pack', () => {
    expect(processing.canvas_width).toBe(document.template.width);
    expect(processing.canvas_height).toBe(document.template.height);
    expect(processing.canvas_img_front_enable).toBe(true);
    for (const file of [processing.canvas_img_front_file, processing.canvas_img_background_file]) {
      expect(file).toMatch(/^userdata\//);
      imageOf(entries, `photobooth-app/${file}`);
    }
    expect(imageOf(entries, `photobooth-app/${processing.canvas_img_front_file}`).layer).toBe('overlay');
    expect(processing.canvas_texts_enable).toBe(false);
  });

  it('writes merge definitions as non-negative whole pixels with whole-degree rotations', () => {
    expect(processing.merge_definition).toHaveLength(findSlotFrames(document).length);
    for (const definition of processing.merge_definition) {
      for (const value of [definition.pos_x, definition.pos_y, definition.pos_z, definition.width, definition.height]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      expect(Number.isInteger(definition.rotate)).toBe(true);
    }
  });
});

describe.each(fixtures)('pibooth picture template, %s', (_, makeDocument) => {
  const document = makeDocument();
  const xml = textOf(plan(document), 'pibooth/cornice-matrimonio-anna-marco.xml');
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed draw.io XML with one page, dpi 300 on the root cell', () => {
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.documentElement.tagName).toBe('mxfile');
    const pages = parsed.getElementsByTagName('diagram');
    expect(pages).toHaveLength(1);
    const model = pages[0]?.getElementsByTagName('mxGraphModel')[0];
    // The plugin reads template[0][0]: the first cell inside <root>.
    expect(model?.firstElementChild?.firstElementChild?.getAttribute('dpi')).toBe('300');
  });

  it('numbers each photo 1 to 4 at its position in pixels, rotation clockwise in whole degrees', () => {
    const model = parsed.getElementsByTagName('mxGraphModel')[0];
    if (model === undefined) throw new Error('no page');
    const isStrip = document.template.height === document.template.width * 3;
    const pageSize = [px(model.getAttribute('pageWidth'), 300), px(model.getAttribute('pageHeight'), 300)];
    expect(pageSize).toEqual(isStrip ? [document.template.width * 2, document.template.height] : [document.template.width, document.template.height]);
    const vertices = [...parsed.getElementsByTagName('mxCell')].filter((cell) => cell.getAttribute('vertex') === '1');
    const captures = vertices.filter((cell) => !(cell.getAttribute('style') ?? '').startsWith('text;'));
    const frames = findSlotFrames(document);
    // Distinct numbers are the capture count (a strip sheet shows each shot twice).
    expect(new Set(captures.map((cell) => cell.getAttribute('value')))).toEqual(new Set(frames.map((_, index) => String(index + 1))));
    expect(captures).toHaveLength(isStrip ? frames.length * 2 : frames.length);
    frames.forEach((frame, index) => {
      const cell = captures[index];
      const geometry = cell?.getElementsByTagName('mxGeometry')[0];
      expect(cell?.getAttribute('value')).toBe(String(index + 1));
      expect(px(geometry?.getAttribute('x') ?? null, 300)).toBe(Math.round(frame.x));
      expect(px(geometry?.getAttribute('y') ?? null, 300)).toBe(Math.round(frame.y));
      expect(px(geometry?.getAttribute('width') ?? null, 300)).toBe(Math.round(frame.width));
      expect(px(geometry?.getAttribute('height') ?? null, 300)).toBe(Math.round(frame.height));
      const rotation = /rotation=(-?\d+);/.exec(cell?.getAttribute('style') ?? '')?.[1] ?? '0';
      expect(Number(rotation)).toBe(Math.round(frame.rotation) + 0);
    });
  });

  it('has text boxes for the names and the date (footer_text1, footer_text2)', () => {
    const texts = [...parsed.getElementsByTagName('mxCell')].filter((cell) => (cell.getAttribute('style') ?? '').startsWith('text;'));
    expect(texts.map((cell) => cell.getAttribute('value'))).toEqual(document.elements.filter((element) => element.type === 'text').slice(0, 2).map((_, index) => `footer_text${index + 1}`));
  });
});

describe.each(fixtures)('Breeze, dslrBooth and the DNP hot folder, %s', (_, makeDocument) => {
  const document = makeDocument();
  const entries = plan(document);
  const { width, height } = document.template;
  const isStrip = height === width * 3;

  it('give 300 dpi PNG overlays in the orientation each wants, and JPEG backgrounds', () => {
    expect(measurePackImage(document, imageOf(entries, 'breeze/overlay.png').arrangement, 'dnp-ds620')).toMatchObject(isStrip ? { width: width * 2, height } : { width, height });
    expect(measurePackImage(document, imageOf(entries, 'dslrbooth/overlay.png').arrangement, 'dnp-ds620')).toMatchObject({ width, height });
    const vertical = measurePackImage(document, imageOf(entries, 'dnp-hotfolder/matrimonio-anna-marco_v.png').arrangement, 'dnp-ds620');
    const horizontal = measurePackImage(document, imageOf(entries, 'dnp-hotfolder/matrimonio-anna-marco_h.png').arrangement, 'dnp-ds620');
    expect(vertical.height).toBeGreaterThan(vertical.width);
    expect(horizontal.width).toBeGreaterThan(horizontal.height);
    expect([vertical.width, vertical.height]).toEqual([horizontal.height, horizontal.width]);
    for (const path of ['breeze/background.jpg', 'dslrbooth/background.jpg', 'dnp-hotfolder/test-print.jpg']) expect(imageOf(entries, path)).toMatchObject({ layer: 'background', encoding: 'jpeg' });
    // The test print is the printer's own 6x4 image, lying down.
    expect(measurePackImage(document, 'feed', 'dnp-ds620')).toMatchObject({ width: 1844, height: 1240 });
  });
});

describe('the READMEs', () => {
  it('come in Italian and English, each naming every program and where its files go', () => {
    const entries = plan(makeStripDocument());
    const italian = textOf(entries, 'README.it.txt');
    const english = textOf(entries, 'README.en.txt');
    for (const text of [italian, english]) {
      for (const needle of ['PhotoboothProject', 'photobooth-app', 'pibooth', 'Breeze', 'dslrBooth', 'DNP', 'private/collage/landscape/cornice-matrimonio-anna-marco.json', '2x-cornice-matrimonio-anna-marco.json', 'userdata/cornice/matrimonio-anna-marco', 'cornice-matrimonio-anna-marco.xml', 'matrimonio-anna-marco_v.png']) {
        expect(text).toContain(needle);
      }
      expect(text).not.toContain('curl');
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    }
    expect(italian).toContain('Copia');
    expect(english).toContain('Copy');
  });

  it('tell pibooth to crop each shot to fill its box, since by default it fits the shot inside and leaves the edges of the hole empty', () => {
    // pibooth/config/default.py: [PICTURE] captures_cropping defaults to False; PilPictureFactory's
    // _image_resize_keep_ratio then sizes the shot 'inner' (contain) instead of 'outer' + crop.
    const entries = plan(makeBoothDocument());
    for (const path of ['README.it.txt', 'README.en.txt']) {
      const piboothStep = textOf(entries, path).split('\r\n').find((line) => line.includes('[PICTURE]')) ?? '';
      expect(piboothStep, path).toContain('captures = 2');
      expect(piboothStep, path).toContain('captures_cropping = True');
    }
  });

  it('tell the PhotoboothProject operator plainly to set the number of photos, the 2x sheet too, since the program never reads it from the layout', () => {
    // src/Collage.php calculateLimit resolves layouts by its old fixed paths: ours is never found
    // and the admin's collage limit (4 by default) is used, for the 2x sheet too.
    const strip = makeStripDocument();
    const slots = findSlotFrames(strip).length;
    const expected = { 'README.it.txt': `imposta il numero di foto a ${slots} (anche per il layout 2x`, 'README.en.txt': `set the number of photos to ${slots} (for the 2x layout too` };
    for (const [path, needle] of Object.entries(expected)) {
      const text = textOf(plan(strip), path);
      expect(text, path).toContain(needle);
      expect(text, path).not.toMatch(/ricalcola|recounts/);
    }
  });

  it('give the one-command pull when the pack has a pull URL', () => {
    const url = 'https://cornice.example/api/booth-packs/abc123';
    const entries = plan(makeBoothDocument(), url);
    for (const path of ['README.it.txt', 'README.en.txt']) {
      const text = textOf(entries, path);
      expect(text).toContain(`curl -fsS --etag-compare pack.etag --etag-save pack.etag -o new.zip "${url}"`);
      expect(text).toContain(`Invoke-WebRequest -Uri '${url}'`);
    }
    expect(JSON.parse(textOf(entries, 'pack.json'))).toMatchObject({ pullUrl: url, printer: { id: 'dnp-ds620', printWidth: 1844, printHeight: 1240 } });
  });
});
