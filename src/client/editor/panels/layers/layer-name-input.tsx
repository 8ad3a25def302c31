import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementNameMaxLength } from '../../../../shared/layout/element-base.js';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { useEditorCommands } from '../../editor-context.js';

interface LayerNameInputProps {
  element: LayoutElement;
  /** What the row shows when the layer has no name of its own. */
  label: string;
}

/** A layer's editable name: Enter or leaving the field saves it (one undo step), Escape drops the edit. */
export function LayerNameInput({ element, label }: LayerNameInputProps) {
  const { t } = useTranslation();
  const { run } = useEditorCommands();
  const [draft, setDraft] = useState<string | null>(null);
  const { id } = element;
  const commitName = () => {
    if (draft === null) return;
    const name = draft.trim().slice(0, elementNameMaxLength);
    setDraft(null);
    if (name === (element.name ?? '')) return;
    run('renameLayer', { id, name: name === '' ? undefined : name });
  };
  return (
    <input
      className="layers-panel__name"
      aria-label={t('editor.layers.name', { kind: label })}
      value={draft ?? element.name ?? ''}
      placeholder={label}
      maxLength={elementNameMaxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commitName}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitName();
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        }
      }}
    />
  );
}
