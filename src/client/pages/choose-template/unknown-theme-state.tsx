import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { comingSoonThemeKeys } from '../../../shared/catalog/themes.js';
import { SelectionEmptyState } from './selection-empty-state.js';

/** A theme in the URL that is not active: coming soon, or no theme at all (a typo, an old link). */
export function UnknownThemeState({ theme }: { theme: string }) {
  const { t } = useTranslation();
  const comingSoonKey = comingSoonThemeKeys.find((key) => key === theme);
  const text =
    comingSoonKey === undefined
      ? t('selection.unknownThemeText', { theme })
      : t('selection.comingSoonThemeText', { theme: t(`catalog.themes.${comingSoonKey}`) });
  return (
    <SelectionEmptyState title={t('selection.unknownThemeTitle')} text={text} icon={comingSoonKey === undefined ? 'compass' : 'hourglass-not-done'}>
      <Link to="/choose-theme" className="button button--primary">
        {t('selection.backToThemes')}
      </Link>
    </SelectionEmptyState>
  );
}
