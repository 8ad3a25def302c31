import type { ReactNode } from 'react';
import type { UiIconName } from '../../../shared/catalog/ui-icons.js';
import { UiIcon } from '../../app/ui-icon.js';
import './selection-empty-state.css';

/** A calm box for "nothing here": unknown theme or format, an empty grid, a failed load. */
export function SelectionEmptyState({ title, text, icon = 'card-index-dividers', role, children }: { title: string; text: string; icon?: UiIconName; role?: 'alert'; children?: ReactNode }) {
  return (
    <section className="selection-empty-state" role={role}>
      <span className="selection-empty-state__icon" aria-hidden="true">
        <UiIcon name={icon} size={40} />
      </span>
      <h2 className="selection-empty-state__title">{title}</h2>
      <p className="selection-empty-state__text">{text}</p>
      {children}
    </section>
  );
}
