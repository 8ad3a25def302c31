import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { isFormatKey } from '../../../shared/catalog/formats.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';
import { ApiError } from '../../api/api-error.js';
import { usePagedList } from '../../api/use-paged-list.js';
import { useSession } from '../../api/use-session.js';
import { customTemplatesApi } from '../../catalog/custom-templates/custom-templates-api.js';
import { useFocusListItem } from '../../app/use-focus-list-item.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { CustomTemplateEditForm, type CustomTemplateEdit } from './custom-template-edit-form.js';

/**
 * Uploads shown at first and added by each 'Carica altri'. The spec's pager of two (part 2 §9)
 * became a cursor-paged list like the dashboard's other lists: the cost of a page does
 * not grow with the operator's history.
 */
const pageSize = 6;

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && !error.message.startsWith('HTTP ') && !error.message.startsWith('Unexpected response') ? error.message : null;
}

/**
 * The dashboard's "uploaded templates" card (spec part 2 §2): the operator's own templates, newest
 * first, a page at a time; PRO operators can rename one, move it to another theme or format and
 * delete it after a confirmation, each changed in place. Other plans see the premium prompt (and
 * nothing is loaded).
 */
export function UploadedTemplatesSection() {
  const { t } = useTranslation();
  const { me } = useSession();
  const isPro = me.plan.type === 'Annuale';
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-uploaded">
      <h2 id="dashboard-uploaded" className="dashboard-card__title">
        {t('upload.sectionTitle')}
      </h2>
      {isPro ? (
        <UploadedTemplatesList />
      ) : (
        <>
          <p>{t('upload.premiumText')}</p>
          <Link className="button button--primary button--small" to="/abbonamenti">
            {t('upload.premiumAction')}
          </Link>
        </>
      )}
    </section>
  );
}

function UploadedTemplatesList() {
  const { t } = useTranslation();
  const fetchPage = useCallback(async (cursor: string | undefined) => {
    const page = await customTemplatesApi.listPage({ cursor, limit: pageSize });
    return { items: page.templates, nextCursor: page.nextCursor, total: page.total };
  }, []);
  const list = usePagedList<CustomTemplate>('uploads', fetchPage);
  const listRef = useRef<HTMLUListElement>(null);
  const focusListItem = useFocusListItem(listRef);
  const [editing, setEditing] = useState<(CustomTemplateEdit & { id: string }) | null>(null);
  const [toDelete, setToDelete] = useState<CustomTemplate | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onConfirmDelete = async () => {
    const template = toDelete;
    setToDelete(null);
    if (template === null) return;
    try {
      await customTemplatesApi.remove(template.id);
      const { state } = list;
      // The last one shown, with more behind it: the next ones come in as the first page.
      if (state.status === 'loaded' && state.nextCursor !== null && state.items.every((item) => item.id === template.id)) list.reload();
      else list.removeWhere((item) => item.id === template.id);
      setAlert(t('upload.deleted'));
    } catch (error) {
      setAlert(serverMessage(error) ?? t('upload.deleteError'));
    }
  };

  const onSaveEdit = async (edit: CustomTemplateEdit & { id: string }) => {
    if (!isActiveTheme(edit.theme) || !isFormatKey(edit.format) || edit.name === '') return;
    try {
      await customTemplatesApi.update({ templateId: edit.id, theme: edit.theme, format: edit.format, name: edit.name });
      // The list is ordered by upload time, which an edit keeps: the row changes where it is.
      list.updateWhere((item) => (item.id === edit.id ? { ...item, name: edit.name, theme: edit.theme, format: edit.format } : item));
      setEditing(null);
      setAlert(t('upload.updated'));
    } catch (error) {
      setAlert(serverMessage(error) ?? t('upload.updateError'));
    }
  };

  // Focus moves to the first new item (a keyboard user goes on reading there); the page does not scroll.
  const onLoadMore = async () => {
    const shown = list.state.status === 'loaded' ? list.state.items.length : 0;
    if (!(await list.loadMore())) {
      setAlert(t('upload.sectionLoadError'));
      return;
    }
    focusListItem(shown);
  };

  const renderBody = () => {
    const { state } = list;
    if (state.status === 'loading') return <p role="status">{t('dashboard.loading')}</p>;
    if (state.status === 'error') {
      return (
        <>
          <p className="dashboard-card__muted">{t('upload.sectionLoadError')}</p>
          <button type="button" className="button button--secondary button--small" onClick={list.reload}>
            {t('upload.retry')}
          </button>
        </>
      );
    }
    const templates = state.items;
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
    return (
      <>
        <p className="dashboard-card__muted" role="status">
          {t('upload.shownOf', { shown: templates.length, total: Math.max(state.total, templates.length) })}
        </p>
        <ul ref={listRef} className="unlocked-list" aria-label={t('upload.sectionTitle')}>
          {templates.map((template) => (
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
        {state.nextCursor !== null && (
          <button type="button" className="button button--secondary button--small" disabled={list.isLoadingMore} aria-busy={list.isLoadingMore} onClick={() => void onLoadMore()}>
            {list.isLoadingMore ? t('upload.loadingMore') : t('upload.loadMore')}
          </button>
        )}
      </>
    );
  };

  return (
    <>
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
    </>
  );
}
