import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path.js';

/**
 * A request's layout: 'Crea layout' opens the editor on the request's template, which
 * creates the layout prefilled with the names and date; afterwards 'Apri layout' reopens it.
 */
export function RequestLayoutButton({ layoutId, onCreate }: { layoutId: string | null; onCreate: () => void }) {
  const { t } = useTranslation();
  if (layoutId !== null) {
    return (
      <Link className="button button--primary button--small" to={buildLayoutEditorPath(layoutId)}>
        {t('layouts.request.open')}
      </Link>
    );
  }
  return (
    <button type="button" className="button button--primary button--small" onClick={onCreate}>
      {t('layouts.request.create')}
    </button>
  );
}

/** Which revision of the layout the client's draft showed, when known. */
export function RequestRevisionNote({ revision }: { revision: number | null }) {
  const { t } = useTranslation();
  if (revision === null) return null;
  return <p className="dashboard-card__muted request-card__revision">{t('layouts.request.revisionSeen', { revision })}</p>;
}
