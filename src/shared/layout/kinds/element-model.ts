import type { ElementPatchOf } from '../element-patch.js';
import type { MeasureText } from '../estimate-text-size.js';
import type { Size } from '../geometry.js';
import type { LayoutElement } from '../layout-element.js';
import type { TransformerConfig } from './transformer-config.js';
import { layoutRanges } from '../layout-ranges.js';

/** A closed range of a numeric field; no max is unbounded. */
export interface Range {
  min: number;
  max?: number;
}

/** What most kinds' sides take: the element width's minimum, and any positive height. */
export function boxSideRange(side: 'width' | 'height'): Range {
  return side === 'width' ? { min: layoutRanges.elementWidth.min } : { min: 1 };
}

/** A kind with no optional field the panel clears. */
export const noClearableFields: ReadonlySet<string> = new Set();

/**
 * What one element kind declares for the layout model, the editor and the server alike (pure:
 * no React, no Konva, no I/O). Each kind has its module in kinds/<kind>/model.ts; the map in
 * element-models.ts holds them all, so a kind left out does not compile.
 */
export interface ElementModel<E extends LayoutElement> {
  /** The unrotated size; a separator's height is its thickness. */
  size(element: E, measureText: MeasureText): Size;
  /** Locked elements cannot be dragged, resized or deleted. */
  isLocked(element: E): boolean;
  /** The size fields a transform's scale becomes (Konva leaves the scale on the node). */
  scaledSize(element: E, scaleX: number, scaleY: number): ElementPatchOf<E>;
  /**
   * The element on a page `k` times as large (a starter layout on a template of another
   * resolution): every length of its own scaled by k, within its ranges. Its place is the caller's.
   */
  pageScaled(element: E, k: number): E;
  /**
   * The range a typed width or height is clamped to on a canvas of this size (a separator's
   * height is its thickness); a kind without the field never gets it (a QR code has one size).
   */
  sideRange(side: 'width' | 'height', canvas: Size): Range;
  /** Optional numeric fields the properties panel may clear (a text's wrap width, say); none for most kinds. */
  clearableFields: ReadonlySet<string>;
  /** Height ÷ width the element must keep after a patch (`patched`: its fields after it), or null. */
  lockedRatio(element: E, patched: Readonly<Record<string, unknown>>): number | null;
  /** The handles it gets when it is the only element selected. */
  handles(element: E): TransformerConfig;
  /** A pasted copy's own fields, beyond its new id and place (a copy of locked clip-art is unlocked). */
  pastedCopy(element: E): E;
  /**
   * Whether a new separator line must keep off it ('Linea separatrice' is placed by the texts,
   * never over a photo frame, picture, QR code or shape, where it would hide what is drawn).
   */
  blocksNewLine: boolean;
  /**
   * Words that name it by what it shows, for a layer row without a name of its own (a text's
   * words, a clip-art's picture by its file's name), on one line and unclipped; null for none.
   */
  shownName(element: E): string | null;
  /** The `locked` field a lock or unlock stores (clip-art's is a required boolean; the rest leave it out when unlocked). */
  lockedField(locked: boolean): boolean | undefined;
  /** The font families it draws with (a text's one), for the fonts a render or page loads first. */
  fontFamilies(element: E): readonly string[];
  /** The URLs of the files it shows (pictures), for the server's accounting of uploads. */
  sources(element: E): readonly string[];
}

/** The members a kind drawn in a plain box shares with the others (an image, frame, QR code, shape). */
type BoxDefaults = 'isLocked' | 'sideRange' | 'clearableFields' | 'pastedCopy' | 'blocksNewLine' | 'shownName' | 'lockedField' | 'fontFamilies' | 'sources';

/**
 * A box kind's usual answers: locked when `locked` is true, sides in the usual ranges, nothing
 * to clear, pasted as it is, kept clear of new separator lines, named by nothing it shows,
 * drawn in no font and showing no file. A kind spreads them and overrides what differs.
 */
export function boxKindDefaults<E extends LayoutElement & { locked?: boolean }>(): Pick<ElementModel<E>, BoxDefaults> {
  return {
    isLocked: (element) => element.locked === true,
    sideRange: (side) => boxSideRange(side),
    clearableFields: noClearableFields,
    pastedCopy: (element) => element,
    blocksNewLine: true,
    shownName: () => null,
    lockedField: (locked) => (locked ? true : undefined),
    fontFamilies: () => [],
    sources: () => [],
  };
}
