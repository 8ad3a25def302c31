import { useEditorTools } from '../tools/editor-tools';
import { RestoreDialog } from './restore-dialog';

/** 'Lavoro Rilevato', when a saved job was found for this template. */
export function RestorePrompt() {
  const { isSavedJobFound, restore, discard } = useEditorTools().restore;
  return isSavedJobFound && <RestoreDialog onRestore={restore} onDiscard={discard} />;
}
