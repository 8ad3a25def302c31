export type Anchor = 'top-left' | 'top-center' | 'top-right' | 'middle-right' | 'middle-left' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** The handles a selection gets (Konva's Transformer settings). */
export interface TransformerConfig {
  enabledAnchors: Anchor[];
  keepRatio: boolean;
  rotateEnabled: boolean;
  /** A centred text grows about its centre, so it stays where the operator centred it. */
  centeredScaling?: boolean;
}

export const cornerAnchors: Anchor[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
export const allAnchors: Anchor[] = [...cornerAnchors, 'top-center', 'middle-right', 'middle-left', 'bottom-center'];

/** A text's handles that change its box width instead of its font size. */
export const textSideAnchors: readonly Anchor[] = ['middle-left', 'middle-right'];

/** What images, frames and QR codes get: corners, ratio kept. */
export const ratioKeepingHandles: TransformerConfig = { enabledAnchors: cornerAnchors, keepRatio: true, rotateEnabled: true };
