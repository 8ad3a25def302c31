import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientFieldInfo } from '../../../../shared/api/client-proposals.js';
import type { FieldBox } from './draft-canvas.js';

interface FieldEditorProps {
  field: ClientFieldInfo;
  value: string;
  box: FieldBox;
  stageHeight: number;
  onChange: (value: string) => void;
  onDone: () => void;
}

/** Room the editor needs under a text before it opens above it instead. */
const editorHeight = 150;

/**
 * The open field's editor, right under the text it changes (above it near the bottom), so the
 * drawn result stays in sight while typing. The field's limits are kept as the client types:
 * the server refuses anything past them anyway.
 */
export function FieldEditor({ field, value, box, stageHeight, onChange, onDone }: FieldEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const below = box.top + box.height + 8;
  const placement = below + editorHeight <= stageHeight || box.top < editorHeight ? { top: below } : { bottom: stageHeight - box.top + 8 };
  const onText = (text: string) => onChange(text.split('\n').slice(0, field.maxLines).join('\n').slice(0, field.maxChars));
  return (
    <div className="editable-draft__editor" style={placement} data-testid="client-field-editor">
      <label htmlFor={id} className="editable-draft__editor-label">
        {t('view.editable.fieldLabel')}
      </label>
      <textarea
        id={id}
        className="editable-draft__textarea"
        value={value}
        rows={Math.min(field.maxLines, 3)}
        maxLength={field.maxChars}
        // The client has just tapped the text to change it.
        autoFocus
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <div className="editable-draft__editor-foot">
        <span className="editable-draft__limits">{t('view.editable.fieldLimits', { chars: field.maxChars, lines: field.maxLines })}</span>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('view.editable.done')}
        </button>
      </div>
    </div>
  );
}
