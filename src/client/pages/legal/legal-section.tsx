import type { ReactNode } from 'react';

/** One section of a legal page: an h2 and its paragraphs or lists. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal-section">
      <h2 className="legal-section__title">{title}</h2>
      {children}
    </section>
  );
}
