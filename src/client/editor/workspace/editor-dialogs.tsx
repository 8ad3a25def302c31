import type { ComponentType } from 'react';
import { AccountDialogs } from '../account/account-dialogs.js';
import { RestorePrompt } from '../autosave/restore-prompt.js';
import { PrintOptions } from '../booth/print-options.js';
import { BoothPackPublishDialog } from '../booth-sync/booth-pack-publish.js';
import { DownloadDialogs } from '../export/download-dialogs.js';
import { TestPrintAlert } from '../photo-preview/test-print-alert.js';
import { ShareDialogs } from '../share/share-dialogs.js';

/** Every dialog the editor can show, by name, in the order they stack (a later one above). */
export const editorDialogNames = ['restore', 'printOptions', 'download', 'photoPreview', 'share', 'account', 'boothPack'] as const;
export type EditorDialogName = (typeof editorDialogNames)[number];

/** Each name's component: it reads its flow's state (useEditorTools) and draws nothing while closed. */
const editorDialogs: Record<EditorDialogName, ComponentType> = {
  restore: RestorePrompt,
  printOptions: PrintOptions,
  download: DownloadDialogs,
  photoPreview: TestPrintAlert,
  share: ShareDialogs,
  account: AccountDialogs,
  boothPack: BoothPackPublishDialog,
};

/** The one place the editor's dialogs mount, by name, instead of somewhere in the layout. */
export function EditorDialogs() {
  return (
    <>
      {editorDialogNames.map((name) => {
        const Dialog = editorDialogs[name];
        return <Dialog key={name} />;
      })}
    </>
  );
}
