import { useTranslation } from 'react-i18next';
import { lengthUnits } from '../../../../shared/layout/print-units.js';
import { OptionButtons } from '../controls/option-buttons.js';
import { usePrintUnits } from './print-unit-context.js';

/** mm, cm, in or px for every position and size in the panel; font sizes follow in points. */
export function UnitChoice() {
  const { t } = useTranslation();
  const { format, setUnit } = usePrintUnits();
  const options = lengthUnits.map((unit) => ({ value: unit, label: unit }));
  return <OptionButtons label={t('editor.properties.unit')} options={options} value={format.unit} onChange={setUnit} />;
}
