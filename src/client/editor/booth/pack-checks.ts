import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { SlotRatioId } from '../../../shared/layout/slot-ratios.js';
import { computePrintArea, findPrinterPreset, type PrinterPresetId, type Rect } from '../../../shared/print/printer-presets.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { applySlotRatio } from '../model/apply-slot-ratio.js';
import { bringToFront } from '../model/z-order.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { moveElements } from '../model/move-elements.js';
import { piboothMaxCaptures } from '../../../shared/booth/pibooth-template.js';
import { isStraight, placeForPhotoboothApp } from '../../../shared/booth/photobooth-app-placement.js';
import { photoboothProjectDefaultLimit } from '../../../shared/booth/photoboothproject-collage.js';
import { findPlaceholders, toSlotFrame } from '../../../shared/booth/slot-frames.js';

/** The shape of the booth camera's photos: DSLR and mirrorless 3:2, phones and compacts 4:3. */
export type CameraRatio = '3:2' | '4:3';

/** A change that puts a failed check right, applied to the document in one step. */
export type PackFix =
  | { kind: 'slot-ratio'; changes: { id: string; ratio: SlotRatioId }[] }
  | { kind: 'bring-to-front'; ids: string[] }
  | { kind: 'move-into-safe-area'; moves: { id: string; dx: number; dy: number }[] }
  | { kind: 'move-frames-in'; moves: { id: string; dx: number; dy: number }[] };

export type PackCheck =
  | { id: 'slot-ratio'; isOk: boolean; camera: CameraRatio; slots: { id: string; target: SlotRatioId; cropPercent: number }[]; fix: PackFix | null }
  | { id: 'photo-count'; isOk: boolean; count: number; programs: { program: 'pibooth' | 'all'; min: number; max: number | null }[]; photoboothProjectDefault: number | null }
  | { id: 'text-flattened'; isOk: boolean; hiddenTextIds: string[]; fix: PackFix | null }
  | { id: 'safe-area'; isOk: boolean; printerId: PrinterPresetId; outsideIds: string[]; fix: PackFix | null }
  | { id: 'photobooth-app-edge'; isOk: boolean; slots: { id: string; dx: number; dy: number }[]; fix: PackFix | null };

/** How far (relative) a frame may be from the camera's shape before the photo is visibly cut. */
const ratioTolerance = 0.01;

/**
 * The frame shape the camera fills without cutting: its 3:2 or 4:3, lying or upright as the frame
 * is (a square frame takes the camera lying down, as booths shoot by default).
 */
export function findCameraSlotRatio(size: { width: number; height: number }, camera: CameraRatio): { id: SlotRatioId; ratio: number } {
  const isUpright = size.height > size.width;
  switch (camera) {
    case '3:2':
      return isUpright ? { id: '2:3', ratio: 2 / 3 } : { id: '3:2', ratio: 3 / 2 };
    case '4:3':
      return isUpright ? { id: '3:4', ratio: 3 / 4 } : { id: '4:3', ratio: 4 / 3 };
    default:
      return assertNever(camera);
  }
}

/** Every frame against the camera: the share of the photo a cover fit cuts away, and the fix (the ratio presets). */
export function checkSlotRatios(document: LayoutDocument, camera: CameraRatio): PackCheck {
  const slots = findPlaceholders(document).flatMap((frame) => {
    const target = findCameraSlotRatio(frame, camera);
    const current = frame.width / frame.height;
    const kept = Math.min(current / target.ratio, target.ratio / current);
    return 1 - kept > ratioTolerance ? [{ id: frame.id, target: target.id, cropPercent: Math.round((1 - kept) * 100) }] : [];
  });
  return { id: 'slot-ratio', isOk: slots.length === 0, camera, slots, fix: slots.length === 0 ? null : { kind: 'slot-ratio', changes: slots.map((slot) => ({ id: slot.id, ratio: slot.target })) } };
}

/**
 * The camera the layout's frames are drawn for, which the booth checks start from: the one whose
 * photos fill more of the frames uncut (fewer frames to reshape, then less cut away), 3:2 on a
 * tie and without frames. The designed templates draw their windows at 3:2 or 4:3.
 */
export function suggestCameraRatio(document: LayoutDocument): CameraRatio {
  const [threeTwo, fourThree] = (['3:2', '4:3'] as const).map((camera) => {
    const check = checkSlotRatios(document, camera);
    const slots = check.id === 'slot-ratio' ? check.slots : [];
    return { count: slots.length, worst: Math.max(0, ...slots.map((slot) => slot.cropPercent)) };
  });
  if (threeTwo === undefined || fourThree === undefined) return '3:2';
  const isFourThreeBetter = fourThree.count < threeTwo.count || (fourThree.count === threeTwo.count && fourThree.worst < threeTwo.worst);
  return isFourThreeBetter ? '4:3' : '3:2';
}

/**
 * Photo counts the programs take: every program needs at least one (PhotoboothProject's
 * Collage::calculateLimit disables a collage under one photo); pibooth-picture-template numbers
 * captures 1 to 4 only (its parser ignores any other number). PhotoboothProject never reads the
 * count from our layout file (calculateLimit resolves layouts by its old fixed paths) and takes
 * its own setting, 4 unless the operator changes it: any other count must be set by hand, or the
 * photos land in the wrong holes (a 3-photo 2x strip prints 1-2-3 over 4-1-2).
 */
export function checkPhotoCount(document: LayoutDocument): PackCheck {
  const count = findPlaceholders(document).length;
  const programs: { program: 'pibooth' | 'all'; min: number; max: number | null }[] = [];
  if (count < 1) programs.push({ program: 'all', min: 1, max: null });
  if (count > piboothMaxCaptures) programs.push({ program: 'pibooth', min: 1, max: piboothMaxCaptures });
  const photoboothProjectDefault = count >= 1 && count !== photoboothProjectDefaultLimit ? photoboothProjectDefaultLimit : null;
  return { id: 'photo-count', isOk: programs.length === 0 && photoboothProjectDefault === null, count, programs, photoboothProjectDefault };
}

/**
 * A frame turned near the left or top edge whose photobooth-app box cannot sit around its centre
 * (placeForPhotoboothApp): the pack grows the box so the photo still fills the hole, cropped more
 * than the editor shows. The fix moves those frames in by as much, after which the box is exact.
 */
export function checkPhotoboothAppEdges(document: LayoutDocument): PackCheck {
  const slots = findPlaceholders(document).flatMap((frame) => {
    const placement = placeForPhotoboothApp(toSlotFrame(frame));
    return placement.kind === 'exact' || (placement.kind === 'clamped' && isStraight(frame.rotation)) ? [] : [{ id: frame.id, dx: Math.ceil(placement.inward.dx), dy: Math.ceil(placement.inward.dy) }];
  });
  return { id: 'photobooth-app-edge', isOk: slots.length === 0, slots, fix: slots.length === 0 ? null : { kind: 'move-frames-in', moves: slots } };
}

/**
 * Texts are drawn into the overlay (never left as live text for the booth to set in its own
 * fonts), and the overlay cuts every photo frame out in drawing order: a text drawn before a
 * frame it overlaps is cut away with the hole and covered by the photo. The fix brings those
 * texts to the front.
 */
export function checkTextFlattened(document: LayoutDocument): PackCheck {
  const hidden: string[] = [];
  document.elements.forEach((element, index) => {
    // Texts alone: a word cut away by a frame's hole is what this check is about (frames alone are holes).
    if (element.type !== 'text' || element.content.trim() === '') return;
    const box = getElementBox(element);
    const isUnderFrame = document.elements.slice(index + 1).some((later) => later.type === 'placeholder' && intersects(box, getElementBox(later)));
    if (isUnderFrame) hidden.push(element.id);
  });
  return { id: 'text-flattened', isOk: hidden.length === 0, hiddenTextIds: hidden, fix: hidden.length === 0 ? null : { kind: 'bring-to-front', ids: hidden } };
}

/** Every text inside the printer's safe area; the fix moves each one in (when it fits). */
export function checkSafeArea(document: LayoutDocument, printerId: PrinterPresetId): PackCheck {
  const { safe } = computePrintArea(findPrinterPreset(printerId), document.template);
  // A check on texts alone (words cut by the printer's edge).
  const texts = document.elements.filter((element): element is Extract<LayoutElement, { type: 'text' }> => element.type === 'text' && element.content.trim() !== '');
  const outside = texts.filter((text) => !contains(safe, getElementBox(text)));
  const moves = outside.flatMap((text) => {
    const move = computeMoveInside(safe, getElementBox(text));
    return move === null ? [] : [{ id: text.id, ...move }];
  });
  return { id: 'safe-area', isOk: outside.length === 0, printerId, outsideIds: outside.map((text) => text.id), fix: moves.length === 0 ? null : { kind: 'move-into-safe-area', moves } };
}

export function runPackChecks(document: LayoutDocument, options: { camera: CameraRatio; printerId: PrinterPresetId }): PackCheck[] {
  return [checkSlotRatios(document, options.camera), checkPhotoCount(document), checkTextFlattened(document), checkSafeArea(document, options.printerId), checkPhotoboothAppEdges(document)];
}

export function applyPackFix(document: LayoutDocument, fix: PackFix): LayoutDocument {
  switch (fix.kind) {
    case 'slot-ratio':
      return fix.changes.reduce((current, change) => applySlotRatio(current, change), document);
    case 'bring-to-front':
      return bringToFront(document, { ids: fix.ids });
    case 'move-into-safe-area':
    case 'move-frames-in':
      return fix.moves.reduce((current, move) => moveElements(current, { ids: [move.id], dx: move.dx, dy: move.dy }), document);
    default:
      return assertNever(fix);
  }
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function contains(outer: Rect, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/** The smallest shift that puts the box inside, or null when it is larger than the area. */
function computeMoveInside(area: Rect, box: Box): { dx: number; dy: number } | null {
  if (box.width > area.width || box.height > area.height) return null;
  const dx = box.x < area.x ? area.x - box.x : box.x + box.width > area.x + area.width ? area.x + area.width - (box.x + box.width) : 0;
  const dy = box.y < area.y ? area.y - box.y : box.y + box.height > area.y + area.height ? area.y + area.height - (box.y + box.height) : 0;
  return { dx: Math.ceil(Math.abs(dx)) * Math.sign(dx), dy: Math.ceil(Math.abs(dy)) * Math.sign(dy) };
}
