import { useEffect, useId, useRef, useState } from 'react';
import type { BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ModalDialog } from '../../ui/modal-dialog.js';
import { ApprovalPublishToggle } from './approval-publish-toggle.js';
import { toExpiresAt, type ExpiryChoice } from './expiry-choice.js';
import { ExpiryFields } from './expiry-fields.js';
import { PublishedLink } from './published-link.js';
import { useBoothPackLink } from './use-booth-pack-link.js';
import './booth-pack-dialog.css';

interface BoothPackDialogProps {
  layoutId: string;
  /** The booth export's rule: the annual plan or a pass for this template. */
  canPublish: boolean;
  /** A pass spends a download on each publish: the dialog says so. */
  isPass: boolean;
  slotCount: number;
  /** What the server builds the pack of: the layout saved first, its revision and the printer. */
  preparePack: () => Promise<BuildBoothPackRequest>;
  /** The printer and README language of the packs a client's approval publishes ('Pubblica in cabina quando il cliente approva'). */
  packOptions: { printerId: PrinterPresetId | undefined; language: 'it' | 'en' };
  onClose: () => void;
}

/**
 * 'Pubblica per la cabina': publish the layout's booth pack at its pull URL, then see the URL
 * (copy, QR code, one command per program), republish, change the expiry or revoke (asked first).
 * Focus: the dialog's first control on open; after a revoke, the publish button that replaces
 * the link; the opener again on close.
 */
export function BoothPackDialog({ layoutId, canPublish, isPass, slotCount, preparePack, packOptions, onClose }: BoothPackDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const control = useBoothPackLink(layoutId);
  const [choice, setChoice] = useState<ExpiryChoice>('never');
  const [date, setDate] = useState('');
  const [isDateTouched, setIsDateTouched] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  // After a revoke the link's controls are gone: focus moves to the publish button that remains.
  const shouldFocusPublish = useRef(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  // It waits until the revoke has finished: the button is disabled while the request runs.
  useEffect(() => {
    const button = publishButton.current;
    if (!shouldFocusPublish.current || button === null || button.disabled || control.isBusy) return;
    shouldFocusPublish.current = false;
    button.focus();
  });

  const { state, isBusy } = control;
  const link = state.kind === 'ready' ? state.link : null;
  const expiresAt = toExpiresAt(choice, date, new Date());
  const isDateInvalid = choice === 'date' && isDateTouched && expiresAt === undefined;
  const canSubmit = canPublish && slotCount > 0 && !isBusy && state.kind === 'ready';

  const onPublish = () => {
    // A first publish sends the chosen expiry; a republish keeps the link's own.
    if (link === null && expiresAt === undefined) return setIsDateTouched(true);
    void control.publish(preparePack, link === null ? expiresAt : undefined);
  };
  const onApplyExpiry = () => {
    if (expiresAt === undefined) return setIsDateTouched(true);
    void control.setExpiry(expiresAt);
  };
  const onRevoke = () => {
    setIsConfirming(false);
    shouldFocusPublish.current = true;
    void control.revoke().then((isDone) => {
      // A failed revoke keeps the link: focus stays where the confirmation returned it.
      if (!isDone) shouldFocusPublish.current = false;
    });
  };
  const onCopy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => control.say(t('boothSync.copied')),
      () => control.say(t('boothSync.copyFailed')),
    );
  };
  const close = () => {
    if (!isBusy) onClose();
  };
  const expiryFields = <ExpiryFields choice={choice} date={date} isInvalid={isDateInvalid} onChoice={setChoice} onDate={(value) => (setDate(value), setIsDateTouched(true))} />;

  return (
    <ModalDialog labelledBy={titleId} describedBy={introId} onClose={close} className="booth-pack">
      <h2 id={titleId} className="modal-dialog__title">
        {t('boothSync.title')}
      </h2>
      <p id={introId} className="booth-pack__intro">
        {t('boothSync.intro')}
      </p>
      {!canPublish && (
        <p className="booth-pack__note">
          {t('boothSync.locked')} <Link to="/abbonamenti">{t('boothSync.lockedLink')}</Link>
        </p>
      )}
      {canPublish && slotCount === 0 && <p className="booth-pack__note">{t('boothSync.noSlots')}</p>}
      {canPublish && isPass && <p className="booth-pack__note">{t('boothSync.passNote')}</p>}
      {state.kind === 'loading' && <p>{t('boothSync.loading')}</p>}
      {state.kind === 'failed' && <p className="booth-pack__error">{state.message}</p>}
      {state.kind === 'ready' && link === null && (
        <>
          <p>{t('boothSync.notPublished')}</p>
          {canPublish && expiryFields}
        </>
      )}
      {link !== null && <PublishedLink link={link} onCopy={onCopy} />}
      {link !== null && (
        <div className="booth-pack__manage">
          {expiryFields}
          <button type="button" className="button button--secondary button--small" disabled={isBusy} onClick={onApplyExpiry}>
            {t('boothSync.expiry.apply')}
          </button>
        </div>
      )}
      {canPublish && state.kind === 'ready' && <ApprovalPublishToggle layoutId={layoutId} isPublished={link !== null} printerId={packOptions.printerId} language={packOptions.language} />}
      <p className="booth-pack__status" role="status">
        {control.status}
      </p>
      <div className="modal-dialog__actions">
        {link !== null && (
          <button type="button" className="button button--secondary booth-pack__revoke" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            {t('boothSync.revoke')}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={isBusy} onClick={close}>
          {t('boothSync.close')}
        </button>
        <button ref={publishButton} type="button" className="button button--primary" disabled={!canSubmit} aria-busy={isBusy} onClick={onPublish}>
          {link === null ? t('boothSync.publish') : t('boothSync.republish')}
        </button>
      </div>
      {isConfirming && (
        <ConfirmDialog
          title={t('boothSync.revokeTitle')}
          message={t('boothSync.revokeText')}
          confirmLabel={t('boothSync.revokeConfirm')}
          cancelLabel={t('boothSync.cancel')}
          onConfirm={onRevoke}
          onCancel={() => setIsConfirming(false)}
        />
      )}
    </ModalDialog>
  );
}
