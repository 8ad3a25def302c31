import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FontCatalog } from '../../../catalog/fonts/font-catalog';
import type { Allowance } from '../../../../shared/plans/plan-types.js';

interface FontFamilyFieldProps {
  value: string;
  catalog: FontCatalog | null;
  allowance: Allowance;
  onChange: (family: string) => void;
}

/**
 * The font picker, grouped by category. Fonts the plan does not include stay listed but
 * disabled, marked Premium, with a link to the plans (spec §6); each option is drawn in its own
 * face so the choice can be seen.
 */
export function FontFamilyField({ value, catalog, allowance, onChange }: FontFamilyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const isAllowed = (family: string) => allowance === 'all' || allowance.includes(family) || family === value;
  const groups = Object.entries(catalog ?? {});
  const isListed = groups.some(([, fonts]) => fonts.some((font) => font.family === value));
  const hasLocked = groups.some(([, fonts]) => fonts.some((font) => !isAllowed(font.family)));
  return (
    <div className="property-field">
      <label htmlFor={id} className="property-field__label">
        {t('editor.properties.fontFamily')}
      </label>
      <select id={id} className="property-field__select" value={value} disabled={catalog === null} onChange={(event) => onChange(event.target.value)}>
        {!isListed && <option value={value}>{value}</option>}
        {groups.map(([category, fonts]) => (
          <optgroup key={category} label={category}>
            {fonts.map((font) => (
              <option key={font.family} value={font.family} disabled={!isAllowed(font.family)} style={{ fontFamily: `"${font.family}"` }}>
                {isAllowed(font.family) ? font.name : t('editor.properties.fontLocked', { name: font.name })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hasLocked && (
        <p className="property-field__note">
          {t('editor.properties.fontsLockedNote')} <Link to="/abbonamenti">{t('editor.clipart.lockedLink')}</Link>
        </p>
      )}
    </div>
  );
}
