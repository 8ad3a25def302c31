import type { ParseKeys } from 'i18next';
import type Konva from 'konva';
import type { ComponentType } from 'react';
import type { FontCatalog } from '../../fonts/font-catalog.js';
import type { LayoutTemplate } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { Allowance } from '../../../shared/plans/plan-types.js';
import type { Offset } from '../photo-preview/cover-fit.js';
import type { PreviewPhoto } from '../photo-preview/use-photo-preview.js';
import type { PropertyActions } from '../panels/properties/property-actions.js';

/** The place, events and drag of an element's node, the same for every kind (see element-node.tsx). */
export type CommonNodeProps = Record<string, unknown> & { id: string };

/** What the canvas gives each kind's node. */
export interface ElementNodeProps<E extends LayoutElement> {
  element: E;
  common: CommonNodeProps;
  nodeRef: (node: Konva.Node | null) => void;
  /** 'Anteprima con foto': the photo a frame shows (never part of the document); only frames use it. */
  previewPhoto?: PreviewPhoto | undefined;
  onMovePreviewPhoto?: ((frameId: string, offset: Offset) => void) | undefined;
}

/** What the properties panel gives each kind's own controls. */
export interface ElementPropertiesProps<E extends LayoutElement> {
  element: E;
  actions: PropertyActions;
  /** The template's colours, offered by every colour field. */
  swatches: readonly string[];
  fontCatalog: FontCatalog | null;
  fontAllowance: Allowance;
  /** Null while the document loads. */
  template: LayoutTemplate | null;
}

/**
 * What one element kind declares for the editor (tldraw's ShapeUtil, client half): how the canvas
 * draws and binds it, its controls in the properties panel, and its word and sign in the layers
 * panel. The pure half (size, resize, handles, drawing for exports) is the kind's shared model and
 * draw in shared/layout/kinds/<kind>/. The map in client-element-kinds.ts holds every kind, so a
 * kind left out does not compile.
 */
export interface ClientElementKind<E extends LayoutElement> {
  /** The editor's node: the shared drawing's attributes, plus what only the editor needs (hit area, preview photo). */
  Node: ComponentType<ElementNodeProps<E>>;
  /** The kind's own controls, between the position fields and the alignment buttons. */
  Properties: ComponentType<ElementPropertiesProps<E>>;
  /** The kind's word: the properties panel's title, and a layer row's name when the element has none of its own ('Ellisse 2'). */
  titleKey: ParseKeys;
  /** A small sign at the head of its layer row (its word is the row's title). */
  glyph: string;
}
