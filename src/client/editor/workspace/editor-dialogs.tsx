import { Fragment, type ReactNode } from 'react';

/** Every dialog the editor can show, by name, in the order they stack (a later one above). */
export const editorDialogNames = ['restore', 'printOptions', 'download', 'photoPreview', 'share', 'account', 'boothPack'] as const;
export type EditorDialogName = (typeof editorDialogNames)[number];

/**
 * The one place the editor's dialogs mount: each is named, and a part that owns one hands it
 * here (null while closed) instead of placing it somewhere in the layout.
 */
export function EditorDialogs({ dialogs }: { dialogs: Record<EditorDialogName, ReactNode> }) {
  return (
    <>
      {editorDialogNames.map((name) => (
        <Fragment key={name}>{dialogs[name]}</Fragment>
      ))}
    </>
  );
}
