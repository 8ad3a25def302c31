import type { ReactNode } from 'react';

/** A card in place of the editor: a bad template path, a template that failed, a small screen. */
export function EditorMessage({ title, text, isError = false, children }: { title: string; text: string; isError?: boolean; children?: ReactNode }) {
  return (
    <section className="editor-message" role={isError ? 'alert' : 'status'}>
      <h1 className="editor-message__title">{title}</h1>
      <p className="editor-message__text">{text}</p>
      {children}
    </section>
  );
}
