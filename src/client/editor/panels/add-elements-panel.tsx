import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreationContext } from '../../../shared/layout/creation-context.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { createEllipseElement } from '../../../shared/layout/create-ellipse-element.js';
import { createLineElement } from '../../../shared/layout/create-line-element.js';
import { createPlaceholderElement } from '../../../shared/layout/create-placeholder-element.js';
import { createQrCodeElement } from '../../../shared/layout/create-qrcode-element.js';
import { createTextElement } from '../../../shared/layout/create-text-element.js';
import { buildLoginUrl } from '../../app/auth-urls.js';
import { AlertDialog, type AlertAction } from '../../ui/alert-dialog.js';
import { useEditor, useEditorCommands } from '../editor-context.js';
import { addElement } from '../model/add-element.js';
import { placeAddedElement } from '../model/place-new-line.js';
import { ClipartLibrary } from './clipart-library.js';
import { ImageUploadButton } from './image-upload-button.js';
import { QrLinkForm } from './qr-link-form.js';
import './add-elements-panel.css';

/**
 * The side panel's "add" tools: text, separator line, image upload (premium), sample
 * photo frame, an ellipse, a QR code (every plan: it asks for its link first) and the clip-art library,
 * within the limits of the plan for this template.
 */
export function AddElementsPanel() {
  const { t } = useTranslation();
  // Null while the document is not ready: the tools are then disabled. The clip-art library opens on the theme's category.
  const { creation: context, fontFamily, limits, theme } = useEditor();
  const { dispatch } = useEditorCommands();
  const onAdd = (element: LayoutElement) => dispatch({ type: 'apply', change: (current) => addElement(current, { element: placeAddedElement(current, element) }), select: [element.id] });
  const [alert, setAlert] = useState<{ message: string; action?: AlertAction } | null>(null);
  const say = (message: string) => setAlert({ message });
  // The premium notice leads on: the demo's visitor to the sign-up, an operator to the plans.
  const onUploadLocked = () =>
    setAlert({ message: t('editor.upload.premium'), action: limits.isDemo ? { label: t('dialog.signUp'), href: buildLoginUrl('/dashboard', { isSignup: true }) } : { label: t('dialog.seePlans'), to: '/abbonamenti' } });
  const [isAddingQr, setIsAddingQr] = useState(false);
  const isDisabled = context === null;
  const add = (build: (ctx: CreationContext) => LayoutElement) => {
    if (context !== null) onAdd(build(context));
  };
  return (
    <aside className="add-elements-panel" aria-label={t('editor.panel.label')}>
      <h2 className="add-elements-panel__title">{t('editor.panel.title')}</h2>
      <button type="button" className="add-elements-panel__button" disabled={isDisabled} onClick={() => add((ctx) => createTextElement(ctx, { content: t('editor.panel.newText'), fontFamily }))}>
        {t('editor.panel.addText')}
      </button>
      <button type="button" className="add-elements-panel__button" disabled={isDisabled} onClick={() => add(createLineElement)}>
        {t('editor.panel.addLine')}
      </button>
      <ImageUploadButton context={context} canUpload={limits.canUpload} onAdd={onAdd} onError={say} onLocked={onUploadLocked} />
      <button type="button" className="add-elements-panel__button" disabled={isDisabled} onClick={() => add(createPlaceholderElement)}>
        {t('editor.panel.addPlaceholder')}
      </button>
      <button type="button" className="add-elements-panel__button" disabled={isDisabled} onClick={() => add(createEllipseElement)}>
        {t('editor.ellipse.add')}
      </button>
      <button type="button" className="add-elements-panel__button" disabled={isDisabled} aria-expanded={isAddingQr} onClick={() => setIsAddingQr((isOpen) => !isOpen)}>
        {t('editor.qr.add')}
      </button>
      {isAddingQr && !isDisabled && (
        <section className="add-elements-panel__qr" aria-label={t('editor.qr.addTitle')}>
          <QrLinkForm
            initialUrl=""
            submitLabel={t('editor.qr.create')}
            autoFocus
            onSubmit={(url) => {
              add((ctx) => createQrCodeElement(ctx, { url }));
              setIsAddingQr(false);
            }}
            onCancel={() => setIsAddingQr(false)}
          />
        </section>
      )}
      <p className="add-elements-panel__hint">{t('editor.panel.hint')}</p>
      <ClipartLibrary context={context} allowance={limits.availableClipartCategories} onAdd={onAdd} onError={say} theme={theme} />
      {alert !== null && <AlertDialog message={alert.message} onClose={() => setAlert(null)} {...(alert.action === undefined ? {} : { action: alert.action })} />}
    </aside>
  );
}
