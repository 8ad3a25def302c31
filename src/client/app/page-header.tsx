import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.js';
import './page-header.css';

/** The heading block every content page starts with; it also names the browser tab. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {lead !== undefined && <p className="page-header__lead">{lead}</p>}
      {children}
    </header>
  );
}
