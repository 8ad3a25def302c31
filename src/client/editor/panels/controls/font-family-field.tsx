import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FontCatalog } from '../../../fonts/font-catalog.js';
import type { Allowance } from '../../../../shared/plans/plan-types.js';
import { brandFontCategory } from '../../fonts/brand-font-catalog.js';
import { brandFonts } from '../../fonts/brand-fonts.js';
import { BrandFontsDialog } from '../../fonts/brand-fonts-dialog.js';
import { substituteFamily } from '../../fonts/brand-font-registry.js';

interface FontFamilyFieldProps {
  value: string;
  catalog: FontCatalog | null;
  allowance: Allowance;
  onChange: (family: string) => void;
}

/**
 * The font picker, grouped by category, the operator's own fonts first ('I miei font', with a
 * button to manage them). Fonts the plan does not include stay listed but disabled, marked
 * Premium, with a link to the plans; each option is drawn in its own face so the choice
 * can be seen. A family no font provides any more (a deleted brand font) is drawn in Roboto, and
 * the field says so.
 */
export function FontFamilyField({ value, catalog, allowance, onChange }: FontFamilyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = useId();
  const [isManaging, setIsManaging] = useState(false);
  const brand = useSyncExternalStore(brandFonts.subscribe, brandFonts.getState, brandFonts.getState);
  const isAllowed = (family: string) => allowance === 'all' || allowance.includes(family) || family === value;
  const groups = Object.entries(catalog ?? {});
  const isListed = groups.some(([, fonts]) => fonts.some((font) => font.family === value));
  const hasLocked = groups.some(([, fonts]) => fonts.some((font) => !isAllowed(font.family)));
  const isSubstituted = brand.substituted.includes(value);
  return (
    <div className="property-field">
      <label htmlFor={id} className="property-field__label">
        {t('editor.properties.fontFamily')}
      </label>
      <select
        id={id}
        className="property-field__select"
        value={value}
        disabled={catalog === null}
        aria-describedby={isSubstituted ? noteId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {!isListed && <option value={value}>{isSubstituted ? t('editor.brandFonts.missingOption', { family: value }) : value}</option>}
        {groups.map(([category, fonts]) => (
          <optgroup key={category} label={category === brandFontCategory ? t('editor.brandFonts.category') : category}>
            {fonts.map((font) => (
              <option key={font.family} value={font.family} disabled={!isAllowed(font.family)} style={{ fontFamily: `"${font.family}"` }}>
                {isAllowed(font.family) ? font.name : t('editor.properties.fontLocked', { name: font.name })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {isSubstituted && (
        <p id={noteId} className="property-field__note" role="status">
          {t('editor.brandFonts.missingNote', { family: value, fallback: substituteFamily })}
        </p>
      )}
      {hasLocked && (
        <p className="property-field__note">
          {t('editor.properties.fontsLockedNote')} <Link to="/abbonamenti">{t('editor.clipart.lockedLink')}</Link>
        </p>
      )}
      {brand.status !== 'off' && (
        <button type="button" className="button button--secondary property-field__action" onClick={() => setIsManaging(true)}>
          {t('editor.brandFonts.manage')}
        </button>
      )}
      {isManaging && <BrandFontsDialog onClose={() => setIsManaging(false)} />}
    </div>
  );
}
