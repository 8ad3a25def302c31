import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customTemplateNameMaxLength } from '../../../shared/api/custom-templates.js';
import { formatKeys } from '../../../shared/catalog/formats.js';
import { activeThemeKeys } from '../../../shared/catalog/themes.js';
import './custom-template-edit-form.css';

export interface CustomTemplateEdit {
  name: string;
  theme: string;
  format: string;
}

interface CustomTemplateEditFormProps {
  initial: CustomTemplateEdit;
  onSave: (edit: CustomTemplateEdit) => void;
  onCancel: () => void;
}

/** 'Modifica' on an uploaded template: its name, theme and format, as full-size labelled fields. */
export function CustomTemplateEditForm({ initial, onSave, onCancel }: CustomTemplateEditFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [edit, setEdit] = useState(initial);
  const isNameMissing = edit.name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isNameMissing) onSave({ ...edit, name: edit.name.trim() });
  };

  return (
    <form className="custom-template-edit" onSubmit={submit}>
      <div className="custom-template-edit__field">
        <label htmlFor={`${id}-name`}>{t('upload.name')}</label>
        <input id={`${id}-name`} type="text" value={edit.name} maxLength={customTemplateNameMaxLength} required onChange={(event) => setEdit({ ...edit, name: event.target.value })} />
      </div>
      <div className="custom-template-edit__field">
        <label htmlFor={`${id}-theme`}>{t('upload.theme')}</label>
        <select id={`${id}-theme`} value={edit.theme} onChange={(event) => setEdit({ ...edit, theme: event.target.value })}>
          {activeThemeKeys.map((key) => (
            <option key={key} value={key}>
              {t(`catalog.themes.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="custom-template-edit__field">
        <label htmlFor={`${id}-format`}>{t('upload.format')}</label>
        <select id={`${id}-format`} value={edit.format} onChange={(event) => setEdit({ ...edit, format: event.target.value })}>
          {formatKeys.map((key) => (
            <option key={key} value={key}>
              {t(`catalog.formats.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="custom-template-edit__actions">
        <button type="submit" className="button button--primary button--small" disabled={isNameMissing} aria-describedby={isNameMissing ? `${id}-missing` : undefined}>
          {t('upload.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('upload.cancel')}
        </button>
      </div>
      {isNameMissing && (
        <p id={`${id}-missing`} className="custom-template-edit__missing">
          {t('upload.nameRequired')}
        </p>
      )}
    </form>
  );
}
