import { useTranslation } from 'react-i18next';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { QrCodeElement, QrErrorCorrection } from '../../../../shared/layout/qrcode-element.js';
import { ColourField } from '../controls/colour-field.js';
import { LengthField } from '../controls/length-field.js';
import { OptionButtons } from '../controls/option-buttons.js';
import { RangeField } from '../controls/range-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import { assessQrContrast } from '../../model/qr-contrast.js';
import { QrLinkForm } from '../qr-link-form.js';
import { ArrangeFields } from './arrange-fields.js';
import { CommonFields } from './common-fields.js';
import type { PropertyActions } from './property-actions.js';

interface QrCodePropertiesProps {
  element: QrCodeElement;
  actions: PropertyActions;
  swatches: readonly string[];
}

/** How much of the symbol each level can rebuild. */
const recoverable: Readonly<Record<QrErrorCorrection, number>> = { L: 7, M: 15, Q: 25, H: 30 };
const levels: readonly QrErrorCorrection[] = ['L', 'M', 'Q', 'H'];

/**
 * A QR code: its link (checked before it is encoded; each applied link is one undo step), side,
 * module and background colours, the margin in modules and the error correction level, then
 * rotation, opacity, centring, layering and remove; a warning when the modules are too close to
 * the background or lighter than it. No shadow: it would blur the modules.
 */
export function QrCodeProperties({ element, actions, swatches }: QrCodePropertiesProps) {
  const { t } = useTranslation();
  const { qrSize, qrQuietZone } = layoutRanges;
  // Without a background the template is behind the modules: nothing to compare with.
  const contrast = element.backgroundEnabled ? assessQrContrast(element.color, element.backgroundColor) : null;
  return (
    <>
      <QrLinkForm key={element.url} initialUrl={element.url} submitLabel={t('editor.qr.apply')} onSubmit={(url) => actions.commitPatch({ url })} />
      <LengthField
        label={t('editor.qr.size')}
        value={element.size}
        min={qrSize.min}
        onPreview={(size) => actions.previewPatch({ size })}
        onCommit={(size) => actions.finishPatch({ size })}
        onCancel={actions.cancel}
      />
      <div onBlur={actions.finish}>
        <ColourField label={t('editor.qr.color')} value={element.color} swatches={swatches} onChange={(color) => actions.previewPatch({ color })} />
      </div>
      <fieldset className="property-group">
        <legend className="property-group__title">{t('editor.qr.background')}</legend>
        <ToggleField label={t('editor.qr.backgroundEnabled')} isChecked={element.backgroundEnabled} onChange={(backgroundEnabled) => actions.commitPatch({ backgroundEnabled })} />
        {element.backgroundEnabled && (
          <div onBlur={actions.finish}>
            <ColourField label={t('editor.qr.backgroundColor')} value={element.backgroundColor} swatches={swatches} onChange={(backgroundColor) => actions.previewPatch({ backgroundColor })} />
          </div>
        )}
      </fieldset>
      <div role="status" className="property-panel__status">
        {contrast?.isRisky === true && <p className="property-panel__warning">{contrast.isInverted ? t('editor.qr.inverted') : t('editor.qr.lowContrast')}</p>}
      </div>
      <RangeField
        label={t('editor.qr.quietZone')}
        value={element.quietZone}
        min={qrQuietZone.min}
        max={qrQuietZone.max}
        step={1}
        formatValue={(count) => t('editor.qr.modules', { count })}
        onPreview={(quietZone) => actions.previewPatch({ quietZone })}
        onFinish={actions.finish}
      />
      <OptionButtons
        label={t('editor.qr.errorCorrection')}
        options={levels.map((level) => ({ value: level, label: t('editor.qr.level', { level, share: recoverable[level] }) }))}
        value={element.errorCorrection}
        onChange={(errorCorrection) => actions.commitPatch({ errorCorrection })}
      />
      <p className="property-field__note">{t('editor.qr.scanHint')}</p>
      <CommonFields element={element} actions={actions} />
      <ArrangeFields actions={actions} />
    </>
  );
}
