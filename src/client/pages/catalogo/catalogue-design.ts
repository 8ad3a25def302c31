import type { CatalogLayout } from '../../../shared/api/public-catalog.js';
import { catalogLayoutOriginal } from '../../../shared/api/public-catalog.js';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { findFormat, type Format } from '../../../shared/catalog/formats.js';
import { previewSizeOf } from '../../../shared/catalog/print-size.js';
import { starterBackdropPathOf, starterPreviewLongSides, starterPreviewWebpPathOf } from '../../../shared/catalog/starter-path.js';
import { assertNever } from '../../../shared/util/assert-never.js';

/**
 * What a client can choose in an operator's catalogue: a template (built-in, shown as its
 * designed starter, or the operator's upload) or an account layout the operator marked
 * 'Mostra nel catalogo'.
 */
export type CatalogueDesign = { kind: 'template'; template: CatalogTemplate } | { kind: 'layout'; layout: CatalogLayout };

/** The card's picture: sizes set so the grid never shifts, a srcset where there are sizes to pick. */
export interface DesignImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** Where the request modal draws the client's words live: a starter's texts over its words-free backdrop. */
export interface LiveTextSource {
  /** The built-in template's path: its starter lies beside it (starterPathOf). */
  templatePath: string;
  backdropUrl: string;
}

export function designKeyOf(design: CatalogueDesign): string {
  return design.kind === 'template' ? `template:${design.template.id}` : `layout:${design.layout.id}`;
}

export function designNameOf(design: CatalogueDesign): string {
  return design.kind === 'template' ? design.template.name : design.layout.name;
}

/** The card's CSS class suffix: uploads and layouts are the operator's own. */
export function designSourceOf(design: CatalogueDesign): 'builtin' | 'custom' | 'layout' {
  return design.kind === 'template' ? design.template.source : 'layout';
}

/**
 * The picture a card and the modal show: a built-in template as its designed starter (sample
 * photos and names, generated as WebP by `npm run assets`), an upload as its uploaded preview,
 * a layout as the server draws it.
 */
export function designImageOf(design: CatalogueDesign, format: Format): DesignImage {
  switch (design.kind) {
    case 'template': {
      const size = previewSizeOf(format);
      const { template } = design;
      if (template.source !== 'builtin') return { src: template.preview, ...size };
      // w descriptors are the files' own widths: the small file is the large one at half size.
      const srcSet = starterPreviewLongSides
        .map((side) => `${starterPreviewWebpPathOf(template.original, side)} ${Math.round((size.width * side) / Math.max(size.width, size.height))}w`)
        .join(', ');
      return { src: starterPreviewWebpPathOf(template.original, 600), srcSet, ...size };
    }
    case 'layout':
      return { src: design.layout.preview, width: design.layout.width, height: design.layout.height };
    default:
      return assertNever(design);
  }
}

/** The format a design is in, for its picture's box; undefined for an unknown key. */
export function designFormatOf(design: CatalogueDesign): Format | undefined {
  return findFormat(design.kind === 'template' ? design.template.format.replace(/_/g, '-') : design.layout.format);
}

/** The starter a built-in template opens with, whose texts the modal fills as the client types; null for the others. */
export function liveTextSourceOf(design: CatalogueDesign): LiveTextSource | null {
  if (design.kind !== 'template' || design.template.source !== 'builtin') return null;
  return { templatePath: design.template.original, backdropUrl: starterBackdropPathOf(design.template.original) };
}

/** The `template` of the request body: the server checks it belongs to this operator's catalogue. */
export function requestTemplateOf(design: CatalogueDesign): { displayName: string; preview: string; original: string } {
  switch (design.kind) {
    case 'template':
      return { displayName: design.template.name, preview: design.template.preview, original: design.template.original };
    case 'layout':
      return { displayName: design.layout.name, preview: design.layout.preview, original: catalogLayoutOriginal(design.layout.id) };
    default:
      return assertNever(design);
  }
}

/**
 * The `sizes` of a grid card's picture: the grid's narrow columns on a phone (two, or one for
 * the wide formats), its minimum column width from 768 px (template-grid.css).
 */
export function gridImageSizesOf(format: Format): string {
  switch (format.key) {
    case 'cartolina-orizzontale':
      return '(min-width: 768px) 20rem, 90vw';
    case 'photostrip-orizzontale':
      return '(min-width: 768px) 26rem, 90vw';
    case 'cartolina-verticale':
      return '(min-width: 768px) 16rem, 45vw';
    case 'photostrip-verticale':
      return '(min-width: 768px) 12rem, 45vw';
    default:
      return assertNever(format.key);
  }
}
