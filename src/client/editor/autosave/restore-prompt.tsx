import { useEditorTools } from '../tools/editor-tools.js';
import { RestoreDialog } from './restore-dialog.js';

/** 'Lavoro Rilevato', when a saved job was found for this template. */
export function RestorePrompt() {
  const { isSavedJobFound, restore, discard } = useEditorTools().restore;
  return isSavedJobFound && <RestoreDialog onRestore={restore} onDiscard={discard} />;
}
