import { useTranslation } from 'react-i18next';
import { starterPreviewPathOf } from '../../../shared/catalog/starter-path.js';
import { displayNameFromPath } from '../../../shared/catalog/template-entry.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';
import { useTemplateCatalog } from '../../catalog/templates/use-template-catalog.js';
import { pickPhoneSamples } from './pick-phone-samples.js';

/** Eight pictures: one or two of every theme, a few hundred KB on a phone's connection. */
const sampleCount = 8;

/**
 * The designed templates as the operator gallery shows them: the starter layout with sample
 * photos and names (the generator's starter previews), as plain images. A catalogue that cannot
 * be read shows nothing: the page still has its form.
 */
export function StarterSamples() {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog();
  if (catalog.status !== 'loaded') return null;
  const samples = pickPhoneSamples(catalog.entries, sampleCount);
  if (samples.length === 0) return null;
  return (
    <ul className="prova-phone__samples">
      {samples.map((sample, index) => {
        const name = displayNameFromPath(sample.original);
        const theme = isActiveTheme(sample.category) ? t(`catalog.themes.${sample.category}`) : sample.category;
        return (
          <li key={sample.original} className="prova-phone__sample">
            <img
              src={starterPreviewPathOf(sample.original)}
              alt={t('provaPhone.pictureAlt', { name, theme: theme.toLowerCase() })}
              width={400}
              height={600}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className="prova-phone__caption">
              {name} · {theme}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
