import { nudgeScreenPx, rotationStepDegrees } from '../../editor/commands/key-steps.js';

/** Labels of content.guida.shortcuts.keys; 'click' is the mouse, shown without <kbd>. */
export type ShortcutKey = 'arrows' | 'shift' | 'click' | 'ctrlCmd' | 'c' | 'v' | 'z' | 'y' | 'delete' | 'backspace' | 'pageUp' | 'pageDown';

export type ShortcutAction = 'move' | 'multiSelect' | 'copy' | 'paste' | 'remove' | 'undo' | 'redo' | 'rotateClockwise' | 'rotateAnticlockwise';

export interface EditorShortcut {
  action: ShortcutAction;
  /** Alternatives ("or"), each a combination of keys pressed together ("+"). */
  combos: readonly (readonly ShortcutKey[])[];
}

/** The editor's keyboard map (editor/commands/editor-commands.ts), in the order a newcomer needs it. */
export const editorShortcuts: readonly EditorShortcut[] = [
  { action: 'move', combos: [['arrows']] },
  { action: 'multiSelect', combos: [['shift', 'click']] },
  { action: 'copy', combos: [['ctrlCmd', 'c']] },
  { action: 'paste', combos: [['ctrlCmd', 'v']] },
  { action: 'remove', combos: [['delete'], ['backspace']] },
  { action: 'undo', combos: [['ctrlCmd', 'z']] },
  { action: 'redo', combos: [['ctrlCmd', 'shift', 'z'], ['ctrlCmd', 'y']] },
  { action: 'rotateClockwise', combos: [['pageUp']] },
  { action: 'rotateAnticlockwise', combos: [['pageDown']] },
];

/** The numbers the action texts quote, read from the editor so the guide follows it. */
export const shortcutValues = { px: nudgeScreenPx, degrees: rotationStepDegrees };
