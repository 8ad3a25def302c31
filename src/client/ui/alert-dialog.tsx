import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from './modal-dialog.js';

/** The way on from a notice about a locked feature: a page of the app (`to`) or the sign-up (`href`). */
export type AlertAction = { label: string; to: string } | { label: string; href: string };

/**
 * The spec's "alert": a message and one button. An alertdialog rather than window.alert, which
 * blocks the page, cannot be styled and is suppressed by some embedded browsers. A notice about
 * something the plan does not include is no dead end: `action` leads on ('Vedi gli abbonamenti',
 * 'Registrati gratis') and has the focus, 'OK' just closes.
 */
export function AlertDialog({ message, onClose, action }: { message: string; onClose: () => void; action?: AlertAction }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={messageId} onClose={onClose} className="modal-dialog--alert">
      <p id={messageId} className="modal-dialog__text">
        {message}
      </p>
      <div className="modal-dialog__actions">
        {action !== undefined &&
          ('to' in action ? (
            <Link className="button button--primary" to={action.to} onClick={onClose}>
              {action.label}
            </Link>
          ) : (
            <a className="button button--primary" href={action.href}>
              {action.label}
            </a>
          ))}
        <button type="button" className={action === undefined ? 'button button--primary' : 'button button--secondary'} onClick={onClose}>
          {t('dialog.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
