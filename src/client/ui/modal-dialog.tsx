import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import './modal-dialog.css';

const focusableSelector = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** Id of the element naming the dialog (its heading, or the message of an alert). */
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** Receives focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A click on the dimmed backdrop closes the dialog too. */
  isDismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside) and puts it in the top layer, with no inline style for our CSP to refuse.
 * It is open while mounted. On close, focus goes back to whatever had it before (the card or
 * button that opened it), so keyboard users keep their place.
 */
export function ModalDialog({ labelledBy, describedBy, role = 'dialog', onClose, initialFocusRef, isDismissible = false, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers have no showModal: the dialog then opens non-modally.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(focusableSelector) ?? dialog;
    target.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
    // Runs once per opening: the dialog is open exactly while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape is handled here rather than left to the browser so that React state stays the one
  // source of truth, and so that a nested alert closes alone, not the panel behind it too.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current();
  }

  // Close requests that are not a key press (Android back gesture) arrive as 'cancel'.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // Only a click on the backdrop has the dialog itself as target: the content fills it.
    if (isDismissible && event.target === event.currentTarget) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialogRef}
      className={className === undefined ? 'modal-dialog' : `modal-dialog ${className}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="modal-dialog__content">{children}</div>
    </dialog>
  );
}
