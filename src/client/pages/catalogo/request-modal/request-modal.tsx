import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { ApiError } from '../../../api/api-error.js';
import { publicCatalogApi } from '../../../catalog/operator/public-catalog-api.js';
import { ModalDialog } from '../../../ui/modal-dialog.js';
import { designNameOf, requestTemplateOf, type CatalogueDesign } from '../catalogue-design.js';
import { RequestForm } from './request-form.js';
import { createEmptyRequestForm, findFirstError, hasContact, toCatalogFormData, validateRequestForm, type RequestFormErrors, type RequestFormField, type RequestFormValues } from './request-form-rules.js';
import { RequestSendError, RequestSent } from './request-outcome.js';
import { RequestPreview } from './request-preview.js';
import { useProofOfWork } from './use-proof-of-work.js';
import './request-modal.css';

/** Spec part 2 "Request modal": idle, sending, success, error (retry returns to idle). */
export type RequestModalStatus = 'idle' | 'sending' | 'success' | 'error';

interface RequestModalProps {
  operatorId: string;
  businessName: string;
  design: CatalogueDesign;
  onClose: () => void;
}

/**
 * The client's request for one template. It starts empty on every opening because the page
 * mounts it afresh for each template chosen; closing is refused while the request is on its way.
 */
export function RequestModal({ operatorId, businessName, design, onClose }: RequestModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<RequestModalStatus>('idle');
  const [values, setValues] = useState<RequestFormValues>(createEmptyRequestForm);
  const [errors, setErrors] = useState<RequestFormErrors>({});
  const isSending = status === 'sending';
  const isBackFromError = useRef(false);
  const proofOfWork = useProofOfWork();

  // Back from the error panel the form is shown again: the focus returns to its first field.
  useEffect(() => {
    if (status !== 'idle' || !isBackFromError.current) return;
    isBackFromError.current = false;
    firstFieldRef.current?.focus();
  }, [status]);

  const onRetry = () => {
    isBackFromError.current = true;
    setStatus('idle');
  };

  const onChange = (field: RequestFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next send.
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  const onSubmit = (): RequestFormErrors => {
    const found = validateRequestForm(values);
    setErrors(found);
    if (findFirstError(found) === null && hasContact(values)) void send();
    return found;
  };

  const send = async () => {
    setStatus('sending');
    const body = { operatorId, template: requestTemplateOf(design), formData: toCatalogFormData(values) };
    try {
      try {
        await publicCatalogApi.saveCatalogRequest({ ...body, proof: await proofOfWork.take() });
      } catch (error) {
        // An expired or refused proof: solve a fresh one and send once more.
        if (!(error instanceof ApiError) || error.code !== ErrorCodes.proofOfWorkInvalid) throw error;
        await publicCatalogApi.saveCatalogRequest({ ...body, proof: await proofOfWork.take() });
      }
      setStatus('success');
    } catch (error) {
      console.error('[catalogue] the request was not sent', error);
      // Ready for the retry by the time the client presses it.
      proofOfWork.restart();
      setStatus('error');
    }
  };

  const renderBody = () => {
    switch (status) {
      case 'idle':
      case 'sending':
        return <RequestForm values={values} errors={errors} isSending={isSending} firstFieldRef={firstFieldRef} onChange={onChange} onSubmit={onSubmit} onClose={onClose} />;
      case 'success':
        return <RequestSent businessName={businessName} onClose={onClose} />;
      case 'error':
        return <RequestSendError onRetry={onRetry} onClose={onClose} />;
      default:
        return assertNever(status);
    }
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={isSending ? () => undefined : onClose} initialFocusRef={firstFieldRef} className="request-modal">
      <header className="request-modal__header">
        <h2 id={titleId} className="modal-dialog__title request-modal__title">
          {t('requestModal.title')}
        </h2>
        <p className="request-modal__template">{t('requestModal.template', { name: designNameOf(design) })}</p>
      </header>
      <RequestPreview design={design} names={values.names} eventDate={values.eventDate} />
      {renderBody()}
    </ModalDialog>
  );
}

