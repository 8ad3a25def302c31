import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { isFormatKey } from '../../../shared/catalog/formats.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/use-session';
import { customTemplatesApi } from '../../catalog/custom-templates/custom-templates-api';
import type { CustomTemplatesHandle } from '../../catalog/custom-templates/use-custom-templates';
import { AlertDialog } from '../../purchase/alert-dialog';
import { ConfirmDialog } from '../../purchase/confirm-dialog';
import { CustomTemplateEditForm, type CustomTemplateEdit } from './custom-template-edit-form';

/** Spec part 2 §9: uploaded templates are shown two per page. */
const perPage = 2;

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && !error.message.startsWith('HTTP ') && !error.message.startsWith('Unexpected response') ? error.message : null;
}

/**
 * The dashboard's "uploaded templates" card (spec part 2 §2): the operator's own templates two
 * per page; PRO operators can move one to another theme or format and delete it after a
 * confirmation. Other plans see the premium prompt. The page loads the list (the requests use it
 * too); this card refreshes it after a change.
 */
export function UploadedTemplatesSection({ state }: { state: CustomTemplatesHandle }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { reload } = state;
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<(CustomTemplateEdit & { id: string }) | null>(null);
  const [toDelete, setToDelete] = useState<CustomTemplate | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const isPro = me.plan.type === 'Annuale';

  const onConfirmDelete = async () => {
    const template = toDelete;
    setToDelete(null);
    if (template === null) return;
    try {
      await customTemplatesApi.remove(template.id);
      setAlert(t('upload.deleted'));
      await reload();
    } catch (error) {
      setAlert(serverMessage(error) ?? t('upload.deleteError'));
    }
  };

  const onSaveEdit = async (edit: CustomTemplateEdit & { id: string }) => {
    if (!isActiveTheme(edit.theme) || !isFormatKey(edit.format) || edit.name === '') return;
    try {
      await customTemplatesApi.update({ templateId: edit.id, theme: edit.theme, format: edit.format, name: edit.name });
      setEditing(null);
      setAlert(t('upload.updated'));
      await reload();
    } catch (error) {
      setAlert(serverMessage(error) ?? t('upload.updateError'));
    }
  };

  const renderBody = () => {
    if (!isPro) {
      return (
        <>
          <p>{t('upload.premiumText')}</p>
          <Link className="button button--primary button--small" to="/abbonamenti">
            {t('upload.premiumAction')}
          </Link>
        </>
      );
    }
    if (state.status === 'loading') return <p className="dashboard-card__muted">…</p>;
    if (state.status === 'error') {
      return (
        <>
          <p className="dashboard-card__muted">{t('upload.sectionLoadError')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void reload()}>
            {t('upload.retry')}
          </button>
        </>
      );
    }
    const templates = state.templates;
    if (templates.length === 0) {
      return (
        <>
          <p className="dashboard-card__empty">{t('upload.sectionEmpty')}</p>
          <Link className="button button--primary button--small" to="/upload-template">
            {t('upload.sectionUploadLink')}
          </Link>
        </>
      );
    }
    const pages = Math.ceil(templates.length / perPage);
    // After a delete the last page may be gone: show the last one that exists.
    const current = Math.min(page, pages - 1);
    const shown = templates.slice(current * perPage, current * perPage + perPage);
    return (
      <>
        <ul className="unlocked-list" aria-label={t('upload.sectionTitle')}>
          {shown.map((template) => (
            <li key={template.id} className="unlocked-item" data-testid="custom-template-item">
              <img className="unlocked-item__preview" src={template.preview} alt={t('upload.templateAlt')} loading="lazy" />
              {editing?.id === template.id ? (
                <CustomTemplateEditForm initial={editing} onSave={(edit) => void onSaveEdit({ ...edit, id: template.id })} onCancel={() => setEditing(null)} />
              ) : (
                <div>
                  <strong>{template.name === '' ? t('upload.customBadge') : template.name}</strong>
                  <p className="dashboard-card__muted">
                    {isActiveTheme(template.theme) ? t(`catalog.themes.${template.theme}`) : template.theme} · {isFormatKey(template.format) ? t(`catalog.formats.${template.format}`) : template.format}
                  </p>
                  <button type="button" className="button button--secondary button--small" onClick={() => setEditing({ id: template.id, name: template.name, theme: template.theme, format: template.format })}>
                    {t('upload.edit')}
                  </button>{' '}
                  <button type="button" className="button button--secondary button--small" onClick={() => setToDelete(template)}>
                    {t('upload.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={t('upload.sectionTitle')}>
            <button type="button" className="button button--secondary button--small" disabled={current === 0} onClick={() => setPage(current - 1)}>
              {t('upload.previous')}
            </button>{' '}
            <span>{t('upload.pageOf', { page: current + 1, pages })}</span>{' '}
            <button type="button" className="button button--secondary button--small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              {t('upload.next')}
            </button>
          </nav>
        )}
      </>
    );
  };

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-uploaded">
      <h2 id="dashboard-uploaded" className="dashboard-card__title">
        {t('upload.sectionTitle')}
      </h2>
      {renderBody()}
      {toDelete !== null && (
        <ConfirmDialog
          title={t('upload.deleteTitle')}
          message={t('upload.deleteMessage')}
          confirmLabel={t('upload.delete')}
          cancelLabel={t('upload.cancel')}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </section>
  );
}
