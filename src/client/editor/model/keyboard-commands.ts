/** The parts of a keydown event the editor looks at. */
export interface KeyDescription {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** Focus is in an input, textarea or the inline text editor: keys belong to the field. */
  isTypingInField: boolean;
}

/** Spec §9: arrows nudge 2 px (on screen: the editor divides by the display scale). */
export const nudgeScreenPx = 2;
/** Spec §9: PageUp and PageDown turn 15°. */
export const rotationStepDegrees = 15;

export type EditorKeyAction =
  | { type: 'nudge'; dxScreenPx: number; dyScreenPx: number }
  | { type: 'rotate'; degrees: number }
  | { type: 'remove' }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Ctrl/Cmd+G and Ctrl/Cmd+Shift+G, as in design tools. */
  | { type: 'group' }
  | { type: 'ungroup' };

/**
 * Maps a key press to an editor action, or null when the editor should leave it to the browser.
 * Ctrl and Cmd are the same modifier, so one mapping serves Windows, Linux and macOS. PageUp
 * turns clockwise (the angle goes up, as on the slider), PageDown anticlockwise.
 */
export function mapKeyToAction(event: KeyDescription): EditorKeyAction | null {
  if (event.isTypingInField) return null;
  const hasCommandKey = event.ctrlKey || event.metaKey;
  return hasCommandKey ? mapShortcut(event.key.toLowerCase(), event.shiftKey) : mapPlainKey(event.key);
}

function mapShortcut(key: string, isShift: boolean): EditorKeyAction | null {
  switch (key) {
    case 'c':
      return isShift ? null : { type: 'copy' };
    case 'v':
      return isShift ? null : { type: 'paste' };
    case 'z':
      return isShift ? { type: 'redo' } : { type: 'undo' };
    case 'y':
      return { type: 'redo' };
    case 'g':
      return isShift ? { type: 'ungroup' } : { type: 'group' };
    default:
      return null;
  }
}

function mapPlainKey(key: string): EditorKeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return { type: 'nudge', dxScreenPx: -nudgeScreenPx, dyScreenPx: 0 };
    case 'ArrowRight':
      return { type: 'nudge', dxScreenPx: nudgeScreenPx, dyScreenPx: 0 };
    case 'ArrowUp':
      return { type: 'nudge', dxScreenPx: 0, dyScreenPx: -nudgeScreenPx };
    case 'ArrowDown':
      return { type: 'nudge', dxScreenPx: 0, dyScreenPx: nudgeScreenPx };
    case 'PageUp':
      return { type: 'rotate', degrees: rotationStepDegrees };
    case 'PageDown':
      return { type: 'rotate', degrees: -rotationStepDegrees };
    case 'Delete':
    case 'Backspace':
      return { type: 'remove' };
    default:
      return null;
  }
}
