/** The parts of a keydown event the editor looks at. */
export interface KeyDescription {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Focus is in an input, textarea or the inline text editor: keys belong to the field. */
  isTypingInField: boolean;
}

/**
 * A key and its modifiers. `mod` is Ctrl or Cmd (one mapping serves Windows, Linux and macOS);
 * with it the key is matched in lower case (the browser sends 'G' with shift). A modifier left
 * out means either: the arrows nudge with shift held too, Ctrl+Shift+Y redoes as Ctrl+Y does,
 * Escape is Escape with any modifier, and Alt matters only to the zoom keys.
 */
export interface KeyChord {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export function matchesChord(chord: KeyChord, event: KeyDescription): boolean {
  const hasMod = event.ctrlKey || event.metaKey;
  if (chord.mod !== undefined && hasMod !== chord.mod) return false;
  if (chord.shift !== undefined && chord.shift !== event.shiftKey) return false;
  if (chord.alt !== undefined && chord.alt !== event.altKey) return false;
  return chord.mod === true ? event.key.toLowerCase() === chord.key : event.key === chord.key;
}
