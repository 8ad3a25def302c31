import { describe, expect, it } from 'vitest';
import { getElementBox } from '../../../shared/layout/element-box.js';
import { makeDocument, makePlaceholder, makeText } from '../model/test-fixtures.js';
import { computePrintArea, findPrinterPreset } from '../../../shared/print/printer-presets.js';
import { applyPackFix, checkPhotoboothAppEdges, checkPhotoCount, checkSafeArea, checkSlotRatios, checkTextFlattened, findCameraSlotRatio, runPackChecks, suggestCameraRatio } from './pack-checks.js';

describe('slot ratio against the camera', () => {
  it('passes frames of the camera shape, lying or upright', () => {
    const document = makeDocument([makePlaceholder({ id: 'a', width: 600, height: 400 }), makePlaceholder({ id: 'b', width: 400, height: 600 })]);
    expect(checkSlotRatios(document, '3:2')).toMatchObject({ isOk: true, fix: null });
  });

  it('warns about a 4:3 camera in 3:2 frames, says how much is cut, and the fix reshapes them', () => {
    const document = makeDocument([makePlaceholder({ id: 'a', x: 100, y: 100, width: 600, height: 400, rotation: 10 }), makePlaceholder({ id: 'b', width: 400, height: 600 })]);
    const check = checkSlotRatios(document, '4:3');
    expect(check).toMatchObject({ isOk: false, slots: [{ id: 'a', target: '4:3', cropPercent: 11 }, { id: 'b', target: '3:4', cropPercent: 11 }] });
    if (check.id !== 'slot-ratio' || check.fix === null) throw new Error('no fix');
    const fixed = applyPackFix(document, check.fix);
    expect(checkSlotRatios(fixed, '4:3').isOk).toBe(true);
    const [a] = fixed.elements;
    if (a?.type !== 'placeholder') throw new Error('no frame');
    expect(a.width / a.height).toBeCloseTo(4 / 3, 6);
    expect(a.rotation).toBe(10);
  });

  it('starts from the camera the frames are drawn for: 4:3 frames lying or upright suggest 4:3, 3:2 ones and none 3:2', () => {
    const fourThree = makeDocument([makePlaceholder({ id: 'a', width: 800, height: 600 }), makePlaceholder({ id: 'b', width: 600, height: 800 })]);
    expect(suggestCameraRatio(fourThree)).toBe('4:3');
    expect(checkSlotRatios(fourThree, suggestCameraRatio(fourThree)).isOk).toBe(true);
    expect(suggestCameraRatio(makeDocument([makePlaceholder({ id: 'a', width: 600, height: 400 })]))).toBe('3:2');
    expect(suggestCameraRatio(makeDocument([makeText()]))).toBe('3:2');
    // Mixed: the camera that leaves fewer frames to reshape.
    const mixed = makeDocument([makePlaceholder({ id: 'a', width: 800, height: 600 }), makePlaceholder({ id: 'b', width: 400, height: 300 }), makePlaceholder({ id: 'c', width: 600, height: 400 })]);
    expect(suggestCameraRatio(mixed)).toBe('4:3');
  });

  it('takes a square frame as lying down', () => {
    expect(findCameraSlotRatio({ width: 500, height: 500 }, '3:2').id).toBe('3:2');
  });
});

describe('photo count per program', () => {
  it('needs at least one photo for every program', () => {
    expect(checkPhotoCount(makeDocument([makeText()]))).toMatchObject({ isOk: false, count: 0, programs: [{ program: 'all', min: 1 }] });
  });

  it('warns that pibooth-picture-template numbers at most 4 captures', () => {
    const frames = [1, 2, 3, 4, 5].map((n) => makePlaceholder({ id: `f${n}`, y: n * 300 }));
    expect(checkPhotoCount(makeDocument(frames))).toMatchObject({ isOk: false, count: 5, programs: [{ program: 'pibooth', max: 4 }] });
    expect(checkPhotoCount(makeDocument(frames.slice(0, 4))).isOk).toBe(true);
  });

  it('warns that PhotoboothProject takes its default 4 photos unless the operator sets the count', () => {
    const frames = [1, 2, 3].map((n) => makePlaceholder({ id: `f${n}`, y: n * 300 }));
    expect(checkPhotoCount(makeDocument(frames))).toMatchObject({ isOk: false, count: 3, programs: [], photoboothProjectDefault: 4 });
    expect(checkPhotoCount(makeDocument([...frames, makePlaceholder({ id: 'f4', y: 1200 })]))).toMatchObject({ isOk: true, photoboothProjectDefault: null });
  });
});

describe('texts flattened into the overlay', () => {
  it('finds a text a later frame would cut out with its hole, and brings it to the front', () => {
    const document = makeDocument([makeText({ id: 'names', x: 150, y: 150 }), makePlaceholder({ id: 'frame', x: 100, y: 100, width: 600, height: 400 }), makeText({ id: 'date', x: 150, y: 900 })]);
    const check = checkTextFlattened(document);
    expect(check).toMatchObject({ isOk: false, hiddenTextIds: ['names'] });
    if (check.id !== 'text-flattened' || check.fix === null) throw new Error('no fix');
    const fixed = applyPackFix(document, check.fix);
    expect(fixed.elements.map((element) => element.id)).toEqual(['frame', 'date', 'names']);
    expect(checkTextFlattened(fixed).isOk).toBe(true);
  });
});

describe('texts in the printer safe area', () => {
  it('flags a text in the band a Selphy crops and moves it inside', () => {
    const document = makeDocument([makeText({ id: 'edge', x: 10, y: 1760, content: 'Anna & Marco' }), makeText({ id: 'middle', x: 400, y: 900 })]);
    const check = checkSafeArea(document, 'canon-selphy');
    expect(check).toMatchObject({ isOk: false, outsideIds: ['edge'] });
    if (check.id !== 'safe-area' || check.fix === null) throw new Error('no fix');
    const fixed = applyPackFix(document, check.fix);
    expect(checkSafeArea(fixed, 'canon-selphy').isOk).toBe(true);
    const { safe } = computePrintArea(findPrinterPreset('canon-selphy'), document.template);
    const [edge] = fixed.elements;
    if (edge === undefined) throw new Error('no text');
    const box = getElementBox(edge);
    expect(box.x).toBeGreaterThanOrEqual(safe.x);
    expect(box.y + box.height).toBeLessThanOrEqual(safe.y + safe.height);
  });

  it('gives no move for a text wider than the safe area (it has to be made smaller)', () => {
    const document = makeDocument([makeText({ id: 'wide', x: 0, y: 800, width: 1200 })]);
    expect(checkSafeArea(document, 'dnp-ds620')).toMatchObject({ isOk: false, fix: null });
  });

  it('runs all five checks', () => {
    expect(runPackChecks(makeDocument([makePlaceholder()]), { camera: '3:2', printerId: 'citizen-cx02' }).map((check) => check.id)).toEqual(['slot-ratio', 'photo-count', 'text-flattened', 'safe-area', 'photobooth-app-edge']);
  });
});

describe('photobooth-app frames near the edge', () => {
  it('flags a frame turned upright at the left edge, whose box would start outside the canvas, and moves it in until the box is exact', () => {
    // 540×360 turned a quarter about (380, 200): it stands from x 20 to 380; its unrotated box around the centre starts at x −70.
    const document = makeDocument([makePlaceholder({ id: 'edge', x: 380, y: 200, width: 540, height: 360, rotation: 90 }), makePlaceholder({ id: 'inside', x: 900, y: 200, width: 540, height: 360, rotation: 90 })]);
    const check = checkPhotoboothAppEdges(document);
    expect(check).toMatchObject({ isOk: false, slots: [{ id: 'edge', dx: 70, dy: 0 }] });
    if (check.id !== 'photobooth-app-edge' || check.fix === null) throw new Error('no fix');
    expect(checkPhotoboothAppEdges(applyPackFix(document, check.fix)).isOk).toBe(true);
  });

  it('leaves a straight frame running off the edge alone: the box moved to the edge still covers what is printed', () => {
    expect(checkPhotoboothAppEdges(makeDocument([makePlaceholder({ id: 'bleed', x: -30, y: 100, width: 600, height: 400 })])).isOk).toBe(true);
  });
});
