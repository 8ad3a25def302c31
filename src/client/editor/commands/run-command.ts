import { assertNever } from '../../../shared/util/assert-never.js';
import type { EditorAction } from '../state/editor-reducer.js';
import { commandNames, editorCommands, type CommandArgs, type CommandChange, type CommandContext, type CommandName, type HistoryPolicy } from './editor-commands.js';
import { matchesChord, type KeyDescription } from './key-chord.js';

/** A command with its arguments, as a key press or a button names it. */
export interface CommandCall<N extends CommandName = CommandName> {
  name: N;
  args: CommandArgs[N];
}

/**
 * Runs a command: nothing (false) when it needs a selection and there is none, or has nothing
 * else to act on (no view, no drag), which leaves a key to the browser; otherwise the command's change goes to the reducer as its history policy
 * says, and true (the key is the editor's, even when the command found nothing to change).
 */
export function runCommand<N extends CommandName>(call: CommandCall<N>, context: CommandContext, dispatch: (action: EditorAction) => void): boolean {
  const command = editorCommands[call.name];
  if (command.needsSelection && context.selection.length === 0) return false;
  if (command.canAct?.(context) === false) return false;
  const action = toEditorAction(command.history, command.run(context, call.args));
  if (action !== null) dispatch(action);
  return true;
}

/** Whether a button for the command can be pressed with this context. */
export function canRunCommand(name: CommandName, context: CommandContext): boolean {
  const command = editorCommands[name];
  if (command.needsSelection && context.selection.length === 0) return false;
  if (command.canAct?.(context) === false) return false;
  return command.isEnabled?.(context) ?? true;
}

/** The command an editor key stands for, or null when the key is the browser's or a field's. */
export function findKeyCommand(event: KeyDescription): CommandCall | null {
  if (event.isTypingInField) return null;
  for (const name of commandNames) {
    const call = findBinding(name, event);
    if (call !== null) return call;
  }
  return null;
}

function findBinding<N extends CommandName>(name: N, event: KeyDescription): CommandCall<N> | null {
  const binding = editorCommands[name].keys.find((key) => matchesChord(key.chord, event));
  return binding === undefined ? null : { name, args: binding.args };
}

/** The history policy decides the reducer action, so no caller chooses whether a change is undoable. */
export function toEditorAction(policy: HistoryPolicy, change: CommandChange | null): EditorAction | null {
  // A new selection alone is no history step, whatever the policy.
  if (change !== null && !('change' in change)) return { type: 'set-selection', selection: change.select };
  switch (policy) {
    case 'one-step':
      if (change === null) return null;
      return change.select === undefined ? { type: 'apply', change: change.change } : { type: 'apply', change: change.change, select: change.select };
    case 'no-entry':
      return change === null ? null : { type: 'replace', change: change.change };
    case 'undo':
      return { type: 'undo' };
    case 'redo':
      return { type: 'redo' };
    case 'none':
      return null;
    default:
      return assertNever(policy);
  }
}
