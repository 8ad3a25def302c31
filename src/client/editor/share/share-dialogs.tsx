import { AlertDialog } from '../../ui/alert-dialog.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { ShareDetailsDialog } from './share-details-dialog.js';
import { ShareLinkDialog } from './share-link-dialog.js';
import './share-dialog.css';

/** The share flow's dialogs: the details, then the link; a notice when it fails (or in the demo). */
export function ShareDialogs() {
  const { step, initialDetails, submit, close, alert, dismissAlert } = useEditorTools().share;
  return (
    <>
      {step.kind === 'details' && <ShareDetailsDialog initial={initialDetails} isWorking={step.isWorking} onSubmit={submit} onCancel={close} />}
      {step.kind === 'link' && <ShareLinkDialog url={step.url} onClose={close} />}
      {alert !== null && <AlertDialog message={alert.message} onClose={dismissAlert} {...(alert.action === undefined ? {} : { action: alert.action })} />}
    </>
  );
}
